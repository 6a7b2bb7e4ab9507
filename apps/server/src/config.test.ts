import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with no settings', () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      google: undefined,
      localSignIn: true,
    });
    expect(result.config.dataDir).toMatch(/[/\\]data$/);
  });

  it('turns local sign-in off when Google is configured, unless forced on', () => {
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    const off = loadConfig(google);
    const on = loadConfig({ ...google, AUTH_LOCAL_SIGNIN: 'true' });
    expect(off.ok && off.config.localSignIn).toBe(false);
    expect(off.ok && off.config.google?.issuerUrl).toBe('https://accounts.google.com');
    expect(on.ok && on.config.localSignIn).toBe(true);
  });

  it('reports one clear line per bad setting', () => {
    const result = loadConfig({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'not a url',
      APP_SECRET: 'short',
      GOOGLE_CLIENT_ID: 'only-the-id',
      AUTH_LOCAL_SIGNIN: 'maybe',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        'PORT: must be a port number',
        'DATABASE_URL: must start with postgres:// or postgresql://',
        'PUBLIC_URL: must be an http(s) URL',
        'APP_SECRET: must be at least 32 characters (or unset to generate one)',
        'AUTH_LOCAL_SIGNIN: must be true or false',
      ]),
    );
    expect(result.errors.some((line) => line.startsWith('GOOGLE_CLIENT_SECRET:'))).toBe(true);
  });

  it('reads outgoing mail and DNS resolvers, with no mail by default', () => {
    const none = loadConfig({});
    expect(none.ok && none.config.smtpUrl).toBeUndefined();
    expect(none.ok && none.config.dnsServers).toEqual([]);
    const set = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353',
    });
    expect(set.ok && set.config.smtpUrl).toBe('smtps://mailer:secret@smtp.example.com:465');
    expect(set.ok && set.config.dnsServers).toEqual(['1.1.1.1', '127.0.0.1:5353']);
    const bad = loadConfig({ SMTP_URL: 'mail.example.com', DNS_SERVERS: '1.1.1.1:port' });
    expect(bad.ok ? [] : bad.errors).toEqual([
      'SMTP_URL: must be an smtp:// or smtps:// URL',
      'DNS_SERVERS: must be comma-separated resolvers, each host or host:port',
    ]);
  });

  it('treats empty settings as unset', () => {
    const result = loadConfig({ DATABASE_URL: '', GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
    expect(result.ok && result.config.databaseUrl).toBeUndefined();
    expect(result.ok && result.config.google).toBeUndefined();
  });
});
