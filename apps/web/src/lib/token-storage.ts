import { AUTH_COOKIE_NAME, SESSION_TTL_DAYS } from '@zappy/contract/constants';

/**
 * The session token lives in the `zappy_auth_token` cookie (spec section 9: 7 days, secure,
 * same-site lax). The web reads it and sends it as a bearer credential.
 */

// Browsers treat localhost as a secure context, so `secure` works there over plain http too.
const shouldMarkSecure = () =>
  window.location.protocol === 'https:' ||
  ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);

export function getToken(): string | null {
  const prefix = `${AUTH_COOKIE_NAME}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      const value = decodeURIComponent(cookie.slice(prefix.length));
      return value === '' ? null : value;
    }
  }
  return null;
}

export function hasToken(): boolean {
  return getToken() !== null;
}

export function setToken(token: string): void {
  const maxAge = SESSION_TTL_DAYS * 24 * 60 * 60;
  const secure = shouldMarkSecure() ? '; secure' : '';
  document.cookie = `${AUTH_COOKIE_NAME}=${encodeURIComponent(token)}; max-age=${maxAge}; path=/; samesite=lax${secure}`;
}

export function removeToken(): void {
  const secure = shouldMarkSecure() ? '; secure' : '';
  document.cookie = `${AUTH_COOKIE_NAME}=; max-age=0; path=/; samesite=lax${secure}`;
}
