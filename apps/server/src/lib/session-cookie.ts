import { AUTH_COOKIE_NAME, SESSION_TTL_MS, SIGNED_IN_COOKIE_NAME } from '@zappy/contract/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's session: the token in an HttpOnly cookie the server sets (page scripts never see
 * it), `SameSite=Lax`, and on https `Secure` with the `__Host-` prefix, so no other port or
 * subdomain of the host can set or read it. API clients send the same token as a bearer header.
 */
export interface SessionCookies {
  /** The cookie's name: `__Host-zappy_auth_token` on https, `zappy_auth_token` otherwise. */
  name: string;
  set(reply: FastifyReply, token: string): void;
  clear(reply: FastifyReply): void;
  /**
   * The request's session token: its bearer header, else the session cookie. A request with any
   * `Authorization` header is a client speaking for itself: its cookie is never read.
   */
  read(request: FastifyRequest): { token: string; from: 'bearer' | 'cookie' } | undefined;
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function createSessionCookies(secure: boolean): SessionCookies {
  const name = secure ? `__Host-${AUTH_COOKIE_NAME}` : AUTH_COOKIE_NAME;
  const base = { sameSite: 'lax', secure, path: '/' } as const;
  const maxAge = SESSION_TTL_MS / 1000;
  return {
    name,
    set(reply, token) {
      reply.setCookie(name, token, { ...base, httpOnly: true, maxAge });
      reply.setCookie(SIGNED_IN_COOKIE_NAME, '1', { ...base, maxAge });
    },
    clear(reply) {
      reply.clearCookie(name, { ...base, httpOnly: true });
      reply.clearCookie(SIGNED_IN_COOKIE_NAME, base);
    },
    read(request) {
      if (request.headers.authorization !== undefined) {
        const bearer = BEARER.exec(request.headers.authorization)?.[1];
        return bearer ? { token: bearer, from: 'bearer' } : undefined;
      }
      const cookie = request.cookies[name];
      return cookie ? { token: cookie, from: 'cookie' } : undefined;
    },
  };
}
