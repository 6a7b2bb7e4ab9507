import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startSmtp } from '../../../test/mail-servers';
import { createMailer, headerText, plainAddress } from './mailer';

describe('header values from owners and visitors', () => {
  it('flattens line breaks, control and bidi characters to single spaces', () => {
    expect(headerText('Golden\r\nBcc: x@example.com')).toBe('Golden Bcc: x@example.com');
    expect(headerText('  a\t\u0000b\u2028c\u202Ed  ')).toBe('a b c d');
    expect(headerText('👨‍🍳 Bakery')).toBe('👨‍🍳 Bakery');
    expect(headerText('x'.repeat(300))).toHaveLength(200);
  });

  it('accepts one plain address and nothing that could smuggle another', () => {
    expect(plainAddress(' ann@example.com ')).toBe('ann@example.com');
    expect(plainAddress('ann@example.com\r\nBcc: x@example.com')).toBeUndefined();
    expect(plainAddress('ann@example.com, x@example.com')).toBeUndefined();
    expect(plainAddress('"Ann" <ann@example.com>')).toBeUndefined();
    expect(plainAddress('not-an-address')).toBeUndefined();
  });
});

describe('what the mailer tells of each message', () => {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 1024,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const message = {
    from: { name: 'Golden Crumb', address: 'hello@goldencrumb.example' },
    to: 'owner@goldencrumb.example',
    subject: 'A new message',
    text: 'Do you bake wedding cakes?',
    dkim: { domainName: 'goldencrumb.example', keySelector: 'zappy', privateKey },
  };

  it('says sent when the SMTP server took it, failed when it refused it', async () => {
    const accepting = await startSmtp();
    const refusing = await startSmtp({ refuse: true });
    const results: string[] = [];
    const onResult = (result: string) => results.push(result);
    try {
      await createMailer({ smtpUrl: accepting.url, onResult }).send(message);
      expect(accepting.received).toHaveLength(1);
      await expect(
        createMailer({ smtpUrl: refusing.url, onResult }).send(message),
      ).rejects.toThrow();
      expect(results).toEqual(['sent', 'failed']);
    } finally {
      await accepting.close();
      await refusing.close();
    }
  });
});
