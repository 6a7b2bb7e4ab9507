import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../lib/tokens';

export const BROWSER_ID_COOKIE = 'zappy_browser';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/**
 * A random id for this browser, kept in an httpOnly cookie, so things made before sign-in (wizard
 * sessions) belong to the browser that made them. Only its hash is stored server-side.
 */
export function browserHash(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  let id = request.cookies[BROWSER_ID_COOKIE];
  if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) {
    id = randomBytes(32).toString('base64url');
    reply.setCookie(BROWSER_ID_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/api',
      maxAge: MAX_AGE_SECONDS,
    });
  }
  return hashToken(id);
}
