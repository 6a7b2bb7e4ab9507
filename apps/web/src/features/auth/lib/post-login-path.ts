import { STORAGE_KEYS } from '@zappy/contract/constants';
import { readStorage, removeStorage, writeStorage } from '../../../lib/browser-storage';

export const WIZARD_PATH = '/wizard';
export const DASHBOARD_PATH = '/dashboard';

export function isWizardPath(path: string): boolean {
  return (
    path === WIZARD_PATH || path.startsWith(`${WIZARD_PATH}/`) || path.startsWith(`${WIZARD_PATH}?`)
  );
}

/** Only paths on this site: `//host` or a full URL would be an open redirect. */
function isSafeReturnPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !path.startsWith('/auth/')
  );
}

export interface PostLoginInput {
  returnTo: string | null;
  hasWizardSession: boolean;
  referrerPath: string | null;
}

/**
 * Spec section 4 (callback): the stored return path if it exists and is not the wizard; else
 * /wizard when the return path was the wizard, a wizard session exists or the referrer was the
 * wizard; else /dashboard.
 */
export function resolvePostLoginPath({
  returnTo,
  hasWizardSession,
  referrerPath,
}: PostLoginInput): string {
  const safeReturnTo = returnTo !== null && isSafeReturnPath(returnTo) ? returnTo : null;
  if (safeReturnTo !== null && !isWizardPath(safeReturnTo)) return safeReturnTo;
  const cameFromWizard =
    (safeReturnTo !== null && isWizardPath(safeReturnTo)) ||
    hasWizardSession ||
    (referrerPath !== null && isWizardPath(referrerPath));
  return cameFromWizard ? WIZARD_PATH : DASHBOARD_PATH;
}

function getSameOriginReferrerPath(): string | null {
  if (!document.referrer) return null;
  try {
    const url = new URL(document.referrer);
    return url.origin === window.location.origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/** Reads the browser's state for {@link resolvePostLoginPath} and clears the return-to key. */
export function takePostLoginPath(): string {
  const returnTo = readStorage(STORAGE_KEYS.authReturnTo);
  removeStorage(STORAGE_KEYS.authReturnTo);
  return resolvePostLoginPath({
    returnTo,
    hasWizardSession: readStorage(STORAGE_KEYS.wizardSessionId) !== null,
    referrerPath: getSameOriginReferrerPath(),
  });
}

export function rememberReturnPath(path: string): void {
  writeStorage(STORAGE_KEYS.authReturnTo, path);
}
