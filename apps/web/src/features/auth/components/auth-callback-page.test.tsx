import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@zappy/contract/constants';
import { getToken } from '../../../lib/token-storage';
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
  });

  describe('with an error parameter', () => {
    it('shows the error, then goes to / after 2 s', () => {
      vi.useFakeTimers();
      const errorToast = vi.spyOn(toast, 'error');
      const { router } = renderCallback('?error=access_denied');
      expect(
        screen.getByRole('heading', { level: 1, name: 'Authentication failed' }),
      ).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent('access_denied');
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

    it('closes the popup after 2 s instead when opened as a popup', () => {
      vi.useFakeTimers();
      setOpener(makeOpener());
      const close = vi.spyOn(popupWindow, 'close').mockImplementation(() => undefined);
      const { router } = renderCallback('?error=access_denied');
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      expect(close).toHaveBeenCalledOnce();
      expect(router.state.location.pathname).toBe('/auth/callback');
    });
  });

  describe('with a token', () => {
    it('logs in, shows success and goes to the stored return path (clearing it)', async () => {
      const fetchMock = signedIn();
      const successToast = vi.spyOn(toast, 'success');
      window.localStorage.setItem(STORAGE_KEYS.authReturnTo, '/preview/site-1');
      const { router } = renderCallback('?token=tok-1');
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/preview/site-1');
      });
      expect(getToken()).toBe('tok-1');
      expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({
        Authorization: 'Bearer tok-1',
      });
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
      const { router } = renderCallback('?token=tok');
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/wizard');
      });
    });

    it('goes to /dashboard otherwise', async () => {
      signedIn();
      const { router } = renderCallback('?token=tok');
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
      const { router } = renderCallback('?token=tok');
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
      const { router } = renderCallback('?token=tok');
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/dashboard');
      });
    });

    it("shows 'Failed to complete sign in' and goes to / when the token is refused", async () => {
      mockFetch(() => jsonResponse({ authenticated: false, user: null }));
      const errorToast = vi.spyOn(toast, 'error');
      const { router } = renderCallback('?token=bad');
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/');
      });
      expect(errorToast).toHaveBeenCalledWith('Failed to complete sign in');
      expect(getToken()).toBeNull();
    });
  });

  it('with neither shows an error and goes to /', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const { router } = renderCallback('');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(errorToast).toHaveBeenCalledWith('Authentication failed', expect.anything());
  });
});
