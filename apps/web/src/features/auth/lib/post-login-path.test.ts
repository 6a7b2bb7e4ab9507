import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@zappy/contract/constants';
import { resolvePostLoginPath, takePostLoginPath } from './post-login-path';

const none = { returnTo: null, hasWizardSession: false, referrerPath: null };

describe('resolvePostLoginPath (spec section 4, callback)', () => {
  it('goes to a stored return path that is not the wizard', () => {
    expect(resolvePostLoginPath({ ...none, returnTo: '/preview/abc?x=1' })).toBe(
      '/preview/abc?x=1',
    );
    // The stored path wins over a wizard session.
    expect(resolvePostLoginPath({ ...none, returnTo: '/dashboard', hasWizardSession: true })).toBe(
      '/dashboard',
    );
  });

  it('goes to /wizard when the return path was the wizard', () => {
    expect(resolvePostLoginPath({ ...none, returnTo: '/wizard' })).toBe('/wizard');
    expect(resolvePostLoginPath({ ...none, returnTo: '/wizard/session-1' })).toBe('/wizard');
  });

  it('goes to /wizard when a wizard session exists or the referrer was the wizard', () => {
    expect(resolvePostLoginPath({ ...none, hasWizardSession: true })).toBe('/wizard');
    expect(resolvePostLoginPath({ ...none, referrerPath: '/wizard/abc' })).toBe('/wizard');
  });

  it('goes to /dashboard otherwise', () => {
    expect(resolvePostLoginPath(none)).toBe('/dashboard');
    expect(resolvePostLoginPath({ ...none, referrerPath: '/documentation' })).toBe('/dashboard');
  });

  it('never follows a return path off the site', () => {
    expect(resolvePostLoginPath({ ...none, returnTo: '//evil.example/x' })).toBe('/dashboard');
    expect(resolvePostLoginPath({ ...none, returnTo: 'https://evil.example' })).toBe('/dashboard');
    expect(resolvePostLoginPath({ ...none, returnTo: '/auth/callback?token=x' })).toBe(
      '/dashboard',
    );
  });
});

describe('takePostLoginPath', () => {
  it('reads the browser state and clears the return-to key', () => {
    window.localStorage.setItem(STORAGE_KEYS.authReturnTo, '/documentation');
    expect(takePostLoginPath()).toBe('/documentation');
    expect(window.localStorage.getItem(STORAGE_KEYS.authReturnTo)).toBeNull();
  });

  it('uses the wizard session id in localStorage', () => {
    window.localStorage.setItem(STORAGE_KEYS.wizardSessionId, 'abc');
    expect(takePostLoginPath()).toBe('/wizard');
  });
});
