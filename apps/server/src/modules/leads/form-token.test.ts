import { describe, expect, it } from 'vitest';
import { createFormTokens, MAX_TOKEN_AGE_MS, MIN_FILL_MS } from './form-token';

const SECRET = 'form-token-test-secret-0123456789abcdef';
const SITE = '6f1c2c3e-0000-4000-8000-000000000001';
const SENDER = '203.0.113.9';

describe('form tokens', () => {
  const clock = { t: 1_700_000_000_000 };
  const tokens = createFormTokens(SECRET, () => clock.t);
  const state = (token: string | undefined, site = SITE, sender = SENDER) =>
    tokens.check(site, token, sender).state;

  it('has the shape f.<issuedAtMs>.<nonce>.<hmac>, accepted only after MIN_FILL_MS', () => {
    const token = tokens.issue(SITE);
    expect(token).toMatch(/^f\.1700000000000\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(state(token)).toBe('too-fast');
    clock.t += MIN_FILL_MS - 1;
    expect(state(token)).toBe('too-fast');
    clock.t += 1;
    const checked = tokens.check(SITE, token, SENDER);
    expect(checked).toEqual({
      state: 'valid',
      nonce: token.split('.')[2],
      expiresAt: new Date(1_700_000_000_000 + MAX_TOKEN_AGE_MS),
      confirmed: false,
    });
  });

  it('gives every token its own nonce', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => tokens.issue(SITE).split('.')[2]));
    expect(nonces.size).toBe(50);
  });

  it('expires after a day', () => {
    const token = tokens.issue(SITE);
    clock.t += MAX_TOKEN_AGE_MS;
    expect(state(token)).toBe('valid');
    clock.t += 1;
    expect(state(token)).toBe('invalid');
  });

  it('binds a confirm token to the sender it was issued to', () => {
    const token = tokens.issue(SITE, SENDER);
    expect(token).toMatch(/^c\./);
    clock.t += MIN_FILL_MS;
    expect(tokens.check(SITE, token, SENDER)).toMatchObject({ state: 'valid', confirmed: true });
    expect(state(token, SITE, '203.0.113.10')).toBe('invalid');
    // Passed off as an ordinary token, its signature does not verify.
    expect(state(token.replace(/^c\./, 'f.'))).toBe('invalid');
    // An ordinary token serves any sender (a phone may change address while its owner types).
    expect(state(tokens.issue(SITE), SITE, '2001:db8::/64')).toBe('too-fast');
  });

  it('refuses tampered tokens, other sites’ tokens and other secrets’ tokens', () => {
    const token = tokens.issue(SITE);
    clock.t += MIN_FILL_MS;
    const [kind, issued, nonce, mac] = token.split('.') as [string, string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(state(`${kind}.${issued}.${nonce}.${flipped}`)).toBe('invalid');
    // An earlier time, or another nonce, with the same signature does not verify.
    expect(state(`${kind}.${Number(issued) - 10_000}.${nonce}.${mac}`)).toBe('invalid');
    expect(state(`${kind}.${issued}.${'A'.repeat(22)}.${mac}`)).toBe('invalid');
    expect(state(token, '6f1c2c3e-0000-4000-8000-000000000002')).toBe('invalid');
    const stranger = createFormTokens('another-secret-0123456789abcdef0123', () => clock.t);
    expect(stranger.check(SITE, token, SENDER).state).toBe('invalid');
    for (const junk of [
      undefined,
      '',
      'x',
      '123',
      `${issued}.${mac}`,
      `${kind}.${issued}.${nonce}.`,
      `x.${issued}.${nonce}.${mac}`,
      `${token}.x`,
      `${token}=`,
    ]) {
      expect(state(junk), String(junk)).toBe('invalid');
    }
    expect(state(token)).toBe('valid');
  });
});
