import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@zappy/contract/constants';
import { getToken } from '../../../lib/token-storage';
import { jsonResponse, mockFetch, renderRoute, testUser } from '../../../test/helpers';
import { useAuthStore } from '../auth-store';
import { browserNavigation, useSignInStore } from '../hooks/use-sign-in';
import { LocalSignInDialog } from './local-sign-in-dialog';
import { SignInButton } from './sign-in-button';

function renderSignIn(initialEntry = '/') {
  return renderRoute(
    <>
      <SignInButton />
      <LocalSignInDialog />
    </>,
    { path: '*', initialEntry },
  );
}

describe('signing in', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...useAuthStore.getInitialState(), loading: false }, true);
    useSignInStore.setState(useSignInStore.getInitialState(), true);
  });

  it('goes straight to Google when local sign-in is off', async () => {
    mockFetch(() =>
      jsonResponse({ login: 'https://accounts.example/auth?x=1', localSignIn: false }),
    );
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://accounts.example/auth?x=1');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('remembers /wizard as the return path when started from the wizard', async () => {
    mockFetch(() => jsonResponse({ login: 'https://accounts.example/auth', localSignIn: false }));
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/wizard/abc');
    renderSignIn('/wizard/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(window.localStorage.getItem(STORAGE_KEYS.authReturnTo)).toBe('/wizard');
    });
    window.history.replaceState(null, '', '/');
  });

  it("says 'Failed to start login process' and resets the button when the URLs cannot be read", async () => {
    mockFetch(() => jsonResponse({ error: 'down' }, 500));
    const errorToast = vi.spyOn(toast, 'error');
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(errorToast).toHaveBeenCalledWith('Failed to start login process');
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('signs in through the labelled local form and returns to the stored path', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authReturnTo, '/dashboard');
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/auth/urls') return jsonResponse({ login: null, localSignIn: true });
      if (url === '/api/auth/local') {
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
        expect(body).toEqual({ name: 'Dana Levi', email: 'dana@example.com' });
        return jsonResponse({ token: 'local-token' });
      }
      return jsonResponse({ authenticated: true, user: testUser });
    });
    const successToast = vi.spyOn(toast, 'success');
    const { router } = renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const dialog = await screen.findByRole('dialog', { name: 'Local sign-in' });
    expect(dialog).toHaveTextContent('local sign-in');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Name'), 'Dana Levi');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in locally' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    expect(getToken()).toBe('local-token');
    expect(useAuthStore.getState().user).toEqual(testUser);
    expect(successToast).toHaveBeenCalledWith('Successfully signed in!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("shows the server's error in the form", async () => {
    mockFetch((url) =>
      url === '/api/auth/urls'
        ? jsonResponse({ login: 'https://accounts.example/auth', localSignIn: true })
        : jsonResponse({ error: 'Please enter a valid email address' }, 400),
    );
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('dialog', { name: 'Local sign-in' });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Name'), 'Dana');
    await userEvent.type(screen.getByLabelText('Email'), 'dana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in locally' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address',
    );
  });
});
