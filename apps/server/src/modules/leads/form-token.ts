import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A form sent sooner than this after its token was issued was not filled in by a person. */
export const MIN_FILL_MS = 3000;
/** A token older than this is refused (the page was left open overnight): a new one is offered. */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

export type TokenCheck =
  | {
      state: 'valid';
      /** What makes the token single-use: stored once it served a message. */
      nonce: string;
      /** When the token stops being accepted anyway (how long its nonce must be kept). */
      expiresAt: Date;
      /** A confirm token, issued to this very sender during a flood (see `issue`). */
      confirmed: boolean;
    }
  | { state: 'too-fast' }
  | { state: 'invalid' };

export interface FormTokens {
  /**
   * A token for one site's forms: `f.<issuedAtMs>.<nonce>.<hmac>`. Given a sender (their address
   * or IPv6 /64), a confirm token `c.…` that verifies only for that sender: what the confirm page
   * a flood brings carries instead of a proof of work.
   */
  issue(siteId: string, sender?: string): string;
  /** Whether a submitted token is this site's (and sender's, for a confirm token), old enough and not too old. */
  check(siteId: string, token: string | undefined, sender: string): TokenCheck;
}

const TOKEN = /^([fc])\.(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed form tokens: the time a form was shown and a random nonce, signed with the app secret and
 * bound to the site. Every web process can verify one without the database; the nonce is what the
 * database remembers once the token served a message, so a token is used once. A bot that posts at
 * once (or never fetched a token) is told apart from a person who took a few seconds to type.
 *
 * @example
 * const tokens = createFormTokens(appSecret);
 * tokens.check(siteId, tokens.issue(siteId), '203.0.113.9'); // { state: 'too-fast' } (for 3 s)
 */
export function createFormTokens(appSecret: string, now: () => number = Date.now): FormTokens {
  const sign = (kind: string, siteId: string, issuedAt: string, nonce: string, sender: string) =>
    createHmac('sha256', appSecret)
      .update(`form:${kind}:${siteId}:${issuedAt}:${nonce}:${kind === 'c' ? sender : ''}`)
      .digest('base64url');

  return {
    issue(siteId, sender) {
      const kind = sender === undefined ? 'f' : 'c';
      const issuedAt = String(Math.floor(now()));
      const nonce = randomBytes(16).toString('base64url');
      return `${kind}.${issuedAt}.${nonce}.${sign(kind, siteId, issuedAt, nonce, sender ?? '')}`;
    },
    check(siteId, token, sender) {
      const match = token ? TOKEN.exec(token) : null;
      const [, kind, issuedAt, nonce, mac] = match ?? [];
      if (!kind || !issuedAt || !nonce || !mac) return { state: 'invalid' };
      const expected = Buffer.from(sign(kind, siteId, issuedAt, nonce, sender));
      const given = Buffer.from(mac);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { state: 'invalid' };
      }
      const age = now() - Number(issuedAt);
      if (age > MAX_TOKEN_AGE_MS) return { state: 'invalid' };
      if (age < MIN_FILL_MS) return { state: 'too-fast' };
      return {
        state: 'valid',
        nonce,
        expiresAt: new Date(Number(issuedAt) + MAX_TOKEN_AGE_MS),
        confirmed: kind === 'c',
      };
    },
  };
}
