import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@zappy/contract/constants';
import { SIGN_IN_ERROR_TEXTS, UNKNOWN_SIGN_IN_ERROR } from '@zappy/contract/messages';
import { jsonResponse, mockFetch, renderRoute, testUser } from '../../../test/helpers';
import { useAuthStore } from '../auth-store';
import { AUTH_COMPLETE_MESSAGE } from '../lib/popup';
import { AuthCallbackPage, popupWindow } from './auth-callback-page';

function renderCallback(search: string) {
  return renderRoute(<AuthCallbackPage />, {
    path: '/auth/callback',
    initialEntry: `/auth/callback${search}`,
  });
}

function setOpener(opener: unknown) {
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
}

function makeOpener() {
  return { location: { origin: window.location.origin }, postMessage: vi.fn() };
}

const signedIn = () => mockFetch(() => jsonResponse({ authenticated: true, user: testUser }));

describe('AuthCallbackPage (spec section 4)', () => {
  beforeEach(() => {
    useAuthStore.setState(useAuthStore.getInitialState(), true);
    setOpener(null);
  });
  afterEach(() => {
    setOpener(null);
    window.history.replaceState(null, '', '/');
  });

  describe('with an error parameter', () => {
    it("shows the page's own text for the code, then goes to / after 2 s", () => {
      vi.useFakeTimers();
      const fetchMock = signedIn();
      const errorToast = vi.spyOn(toast, 'error');
      const { router } = renderCallback('?error=unverified');
      expect(
        screen.getByRole('heading', { level: 1, name: 'Authentication failed' }),
      ).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(SIGN_IN_ERROR_TEXTS.unverified);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(errorToast).toHaveBeenCalledWith('Authentication failed', expect.anything());
      act(() => {
        vi.advanceTimersByTime(1999);
      });
      expect(router.state.location.pathname).toBe('/auth/callback');
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(router.state.location.pathname).toBe('/');
    });

    it.each([
      ['a text of its own', '?error=Call%20555-0199%20to%20verify'],
      ['a plus-encoded text', '?error=Call+555-0199+to+verify'],
      ['an inherited property name', '?error=constructor'],
      ['an empty code', '?error='],
    ])('shows only its own generic text for %s, never the parameter', (_case, search) => {
      renderCallback(search);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(UNKNOWN_SIGN_IN_ERROR);
      expect(document.body).not.toHaveTextContent('555');
      expect(document.body).not.toHaveTextContent('verify');
      expect(document.body).not.toHaveTextContent('constructor');
    });

    it('closes the popup after 2 s instead when opened as a popup', () => {
      vi.useFakeTimers();
      setOpener(makeOpener());
      const close = vi.spyOn(popupWindow, 'close').mockImplementation(() => undefined);
      const { router } = renderCallback('?error=cancelled');
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      expect(close).toHaveBeenCalledOnce();
      expect(router.state.location.pathname).toBe('/auth/callback');
    });
  });

  describe('without an error (the provider set the session cookie)', () => {
    it('checks the status, shows success and goes to the stored return path (clearing it)', async () => {
      const fetchMock = signedIn();
      const successToast = vi.spyOn(toast, 'success');
      window.localStorage.setItem(STORAGE_KEYS.authReturnTo, '/preview/site-1');
      const { router } = renderCallback('');
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/preview/site-1');
      });
      expect(fetchMock).toHaveBeenCalledOnce();
      expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/status');
      expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
      expect(useAuthStore.getState().isAuthenticated).toBe(true);
      expect(successToast).toHaveBeenCalledWith('Successfully signed in!');
      expect(window.localStorage.getItem(STORAGE_KEYS.authReturnTo)).toBeNull();
    });

    it.each([
      ['the return path was the wizard', STORAGE_KEYS.authReturnTo, '/wizard'],
      ['a wizard session exists', STORAGE_KEYS.wizardSessionId, 'session-1'],
    ])('goes to /wizard when %s', async (_case, key, value) => {
      signedIn();
      window.localStorage.setItem(key, value);
      const { router } = renderCallback('');
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/wizard');
      });
    });

    it('goes to /dashboard otherwise', async () => {
      signedIn();
      const { router } = renderCallback('');
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/dashboard');
      });
    });

    it('as a popup tells the opener and closes, without navigating', async () => {
      signedIn();
      const opener = makeOpener();
      setOpener(opener);
      const close = vi.spyOn(popupWindow, 'close').mockImplementation(() => undefined);
      const successToast = vi.spyOn(toast, 'success');
      const { router } = renderCallback('');
      await waitFor(() => {
        expect(close).toHaveBeenCalledOnce();
      });
      expect(opener.postMessage).toHaveBeenCalledWith(
        { type: AUTH_COMPLETE_MESSAGE },
        window.location.origin,
      );
      expect(successToast).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/auth/callback');
    });

    it('treats a cross-origin opener as no popup', async () => {
      signedIn();
      setOpener({
        get location(): never {
          throw new DOMException('Blocked a frame', 'SecurityError');
        },
      });
      const { router } = renderCallback('');
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/dashboard');
      });
    });

    it("shows 'Failed to complete sign in' and goes to / when the server says signed out", async () => {
      mockFetch(() => jsonResponse({ authenticated: false, user: null }));
      const errorToast = vi.spyOn(toast, 'error');
      const { router } = renderCallback('');
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/');
      });
      expect(errorToast).toHaveBeenCalledWith('Failed to complete sign in');
      expect(useAuthStore.getState().isAuthenticated).toBe(false);
    });

    it('closes the popup when the server says signed out', async () => {
      mockFetch(() => jsonResponse({ authenticated: false, user: null }));
      const opener = makeOpener();
      setOpener(opener);
      const close = vi.spyOn(popupWindow, 'close').mockImplementation(() => undefined);
      renderCallback('');
      await waitFor(() => {
        expect(close).toHaveBeenCalledOnce();
      });
      expect(opener.postMessage).not.toHaveBeenCalled();
    });
  });

  describe('with a token parameter (login CSRF: somebody else’s session in a link)', () => {
    it('ignores it: the status is checked with no token, nobody is signed in, the failure shows', async () => {
      const calls: { url: string; init: RequestInit | undefined }[] = [];
      mockFetch((url, init) => {
        calls.push({ url, init });
        return jsonResponse({ authenticated: false, user: null });
      });
      const errorToast = vi.spyOn(toast, 'error');
      window.history.replaceState(null, '', '/auth/callback?token=abc');
      const { router } = renderCallback('?token=abc');
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/');
      });
      expect(calls.map((call) => call.url)).toEqual(['/api/auth/status']);
      for (const { url, init } of calls) {
        expect(url).not.toContain('abc');
        expect(init?.headers).not.toHaveProperty('Authorization');
        expect(JSON.stringify(init?.headers ?? {})).not.toContain('abc');
        expect(init?.body).toBeUndefined();
      }
      expect(document.cookie).not.toContain('abc');
      expect(window.location.search).toBe('');
      expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
      expect(errorToast).toHaveBeenCalledWith('Failed to complete sign in');
    });
  });
});
