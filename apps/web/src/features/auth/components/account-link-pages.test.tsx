import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { jsonResponse, renderRoute, testUser } from '../../../test/helpers';
import { mockApi } from '../../../test/mock-api';
import { useAuthStore } from '../auth-store';
import { useSignInStore } from '../hooks/use-sign-in';
import { ResetPasswordPage, VerifyEmailPage } from './account-link-pages';

const TOKEN = 'A'.repeat(43);
const NEW_PASSWORD = 'violet kettle under the bridge';

/** Opens `page` as a mailed link does: the token in the fragment. */
function openLink(path: '/reset-password' | '/verify-email', hash: string) {
  window.history.replaceState(null, '', `${path}${hash}`);
  return renderRoute(path === '/reset-password' ? <ResetPasswordPage /> : <VerifyEmailPage />, {
    path,
    routes: [{ path: '/dashboard', element: <p>Dashboard</p> }],
  });
}

beforeEach(() => {
  useAuthStore.setState({ ...useAuthStore.getInitialState(), loading: false }, true);
  useSignInStore.setState(useSignInStore.getInitialState(), true);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('/reset-password', () => {
  it('sets the new password with the link’s token, showing a refusal and then the success', async () => {
    let attempt = 0;
    const { calls } = mockApi({
      'POST /api/auth/reset-password': () =>
        (attempt += 1) === 1
          ? jsonResponse({ error: AUTH_MESSAGES.passwordCommon }, 400)
          : jsonResponse({ success: true }),
    });
    openLink('/reset-password', `#token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // The token leaves the address bar at once.
    expect(window.location.hash).toBe('');
    const password = screen.getByLabelText('New password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(
      'At least 10 characters, and not a common password or a simple pattern.',
    );

    await userEvent.type(password, 'password12');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.passwordCommon);

    await userEvent.clear(password);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed, and every session of your account has ended.',
    );
    expect(calls.map((call) => call.body)).toEqual([
      { token: TOKEN, password: 'password12' },
      { token: TOKEN, password: NEW_PASSWORD },
    ]);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says a link without its token is incomplete, and offers a new one', async () => {
    const { calls } = mockApi({});
    openLink('/reset-password', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('/verify-email', () => {
  it('makes the account from the link once and goes on signed in', async () => {
    const successToast = vi.spyOn(toast, 'success');
    const { calls } = mockApi({
      'POST /api/auth/local/verify': () => jsonResponse({ token: 'for-api-clients' }),
      '/api/auth/status': () => jsonResponse({ authenticated: true, user: testUser }),
    });
    const { router } = openLink('/verify-email', `#token=${TOKEN}`);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/auth/local/verify',
      'GET /api/auth/status',
    ]);
    expect(calls[0]?.body).toEqual({ token: TOKEN });
    expect(useAuthStore.getState().user).toEqual(testUser);
    expect(successToast).toHaveBeenCalledWith(AUTH_MESSAGES.signedIn);
  });

  it('shows why a used or expired link did not work', async () => {
    mockApi({
      'POST /api/auth/local/verify': () => jsonResponse({ error: AUTH_MESSAGES.linkInvalid }, 400),
    });
    openLink('/verify-email', `#token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.linkInvalid);
    expect(screen.getByText('Your account could not be created from this link.')).toBeVisible();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
