/** Message a sign-in popup sends its opener so the opener rechecks the auth status. */
export const AUTH_COMPLETE_MESSAGE = 'zappy:auth-complete';

export interface AuthCompleteMessage {
  type: typeof AUTH_COMPLETE_MESSAGE;
}

export function isAuthCompleteMessage(data: unknown): data is AuthCompleteMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === AUTH_COMPLETE_MESSAGE
  );
}

/**
 * The window that opened this one as a sign-in popup, when it is on the same origin. Reading a
 * cross-origin opener's location throws, which means "not our popup".
 */
export function getSameOriginOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    if (opener && opener !== window && opener.location.origin === window.location.origin) {
      return opener;
    }
  } catch {
    return null;
  }
  return null;
}
