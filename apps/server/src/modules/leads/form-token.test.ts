import { describe, expect, it } from 'vitest';
import { createFormTokens, MAX_TOKEN_AGE_MS, MIN_FILL_MS } from './form-token';

const SECRET = 'form-token-test-secret-0123456789abcdef';

describe('form tokens', () => {
  const clock = { t: 1_700_000_000_000 };
  const tokens = createFormTokens(SECRET, () => clock.t);

  it('has the shape <issuedAtMs>.<hmac>, accepted only after MIN_FILL_MS', () => {
    const token = tokens.issue('golden-crumb');
    expect(token).toMatch(/^1700000000000\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.check('golden-crumb', token)).toBe('too-fast');
    clock.t += MIN_FILL_MS - 1;
    expect(tokens.check('golden-crumb', token)).toBe('too-fast');
    clock.t += 1;
    expect(tokens.check('golden-crumb', token)).toBe('valid');
  });

  it('expires after a day', () => {
    const token = tokens.issue('golden-crumb');
    clock.t += MAX_TOKEN_AGE_MS;
    expect(tokens.check('golden-crumb', token)).toBe('valid');
    clock.t += 1;
    expect(tokens.check('golden-crumb', token)).toBe('invalid');
  });

  it('refuses tampered tokens, other sites’ tokens and other secrets’ tokens', () => {
    const token = tokens.issue('golden-crumb');
    clock.t += MIN_FILL_MS;
    const [issued, mac] = token.split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(tokens.check('golden-crumb', `${issued}.${flipped}`)).toBe('invalid');
    // An earlier time with the same signature (to skip the wait) does not verify.
    expect(tokens.check('golden-crumb', `${Number(issued) - 10_000}.${mac}`)).toBe('invalid');
    expect(tokens.check('other-site', token)).toBe('invalid');
    const stranger = createFormTokens('another-secret-0123456789abcdef0123', () => clock.t);
    expect(stranger.check('golden-crumb', token)).toBe('invalid');
    for (const junk of [
      undefined,
      '',
      'x',
      '123',
      `${issued}.`,
      `.${mac}`,
      `${token}.x`,
      `${token}=`,
    ]) {
      expect(tokens.check('golden-crumb', junk), String(junk)).toBe('invalid');
    }
    expect(tokens.check('golden-crumb', token)).toBe('valid');
  });
});
