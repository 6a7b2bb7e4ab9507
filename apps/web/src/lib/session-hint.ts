import { SIGNED_IN_COOKIE_NAME } from '@zappy/contract/constants';

/**
 * The session itself is the server's HttpOnly cookie, which page scripts cannot read or send by
 * hand: `fetch` on the same origin carries it. Beside it the server sets `zappy_signed_in=1`,
 * which says only that a session may exist, so the web asks `GET /api/auth/status` on load when
 * it is there and skips the call when it is not.
 */

// Browsers treat localhost as a secure context, so `secure` works there over plain http too.
const shouldMarkSecure = () =>
  window.location.protocol === 'https:' ||
  ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

/** True when the server's hint cookie says a session may exist (only the server can say so). */
export function hasSessionHint(): boolean {
  const prefix = `${SIGNED_IN_COOKIE_NAME}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .some((cookie) => cookie.startsWith(prefix) && cookie.length > prefix.length);
}

/**
 * Expires the hint, e.g. when the server said "signed out". The session cookie is the server's
 * to clear (it does on logout, on account deletion and when a dead session cookie arrives).
 */
export function clearSessionHint(): void {
  const secure = shouldMarkSecure() ? '; secure' : '';
  document.cookie = `${SIGNED_IN_COOKIE_NAME}=; max-age=0; path=/; samesite=lax${secure}`;
}
