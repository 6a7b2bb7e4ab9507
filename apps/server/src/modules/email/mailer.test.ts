import { describe, expect, it } from 'vitest';
import { headerText, plainAddress } from './mailer';

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
