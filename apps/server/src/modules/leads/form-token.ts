import { createHmac, timingSafeEqual } from 'node:crypto';

/** A form sent sooner than this after its token was issued was not filled in by a person. */
export const MIN_FILL_MS = 3000;
/** A token older than this is refused (the page was left open overnight): a new one is offered. */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

export type TokenCheck = 'valid' | 'too-fast' | 'invalid';

export interface FormTokens {
  /** A token for this site's forms: `<issuedAtMs>.<hmac>`. */
  issue(slug: string): string;
  /** Whether a submitted token is this site's, old enough and not too old. */
  check(slug: string, token: string | undefined): TokenCheck;
}

/**
 * Stateless form tokens: the time a form was shown, signed with the app secret and bound to the
 * site. Every web process can check them, nothing is stored, and a bot that posts at once (or
 * never fetched a token) is told apart from a person who took a few seconds to type.
 *
 * @example
 * const tokens = createFormTokens(appSecret);
 * tokens.check('golden-crumb', tokens.issue('golden-crumb')); // 'too-fast' (for 3 s)
 */
export function createFormTokens(appSecret: string, now: () => number = Date.now): FormTokens {
  const sign = (slug: string, issuedAt: string) =>
    createHmac('sha256', appSecret).update(`form:${slug}:${issuedAt}`).digest('base64url');

  return {
    issue(slug) {
      const issuedAt = String(Math.floor(now()));
      return `${issuedAt}.${sign(slug, issuedAt)}`;
    },
    check(slug, token) {
      const match = token ? /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
      if (!match?.[1] || !match[2]) return 'invalid';
      const expected = Buffer.from(sign(slug, match[1]));
      const given = Buffer.from(match[2]);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      const age = now() - Number(match[1]);
      if (age > MAX_TOKEN_AGE_MS) return 'invalid';
      return age < MIN_FILL_MS ? 'too-fast' : 'valid';
    },
  };
}
