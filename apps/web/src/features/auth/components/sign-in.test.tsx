import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '@zappy/contract/auth';
import { STORAGE_KEYS } from '@zappy/contract/constants';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { jsonResponse, renderRoute, testUser } from '../../../test/helpers';
import { mockApi } from '../../../test/mock-api';
import { useAuthStore } from '../auth-store';
import { browserNavigation, useSignInStore } from '../hooks/use-sign-in';
import { LocalSignInDialog } from './local-sign-in-dialog';
import { SignInButton } from './sign-in-button';

const GOOGLE_URL = 'https://zappy.example/api/auth/google';
const OIDC = { name: 'Acme SSO', url: 'https://zappy.example/api/auth/oidc' };
const PASSWORD = 'correct horse battery';

function renderSignIn(initialEntry = '/') {
  return renderRoute(
    <>
      <SignInButton />
      <LocalSignInDialog />
    </>,
    { path: '*', initialEntry },
  );
}

function urls(overrides: {
  login?: string | null;
  oidc?: typeof OIDC | null;
  local?: boolean;
  mail?: boolean;
}) {
  return () =>
    jsonResponse({
      login: overrides.login ?? null,
      oidc: overrides.oidc ?? null,
      localSignIn: overrides.local ?? false,
      accountEmails: overrides.mail ?? false,
    });
}

const signedInStatus = () => jsonResponse({ authenticated: true, user: testUser });

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByRole('dialog', { name: 'Sign in to Zappy' });
}

describe('starting a sign-in', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...useAuthStore.getInitialState(), loading: false }, true);
    useSignInStore.setState(useSignInStore.getInitialState(), true);
  });

  it.each([
    ['Google', { login: GOOGLE_URL }, GOOGLE_URL],
    ["the operator's OpenID provider", { oidc: OIDC }, OIDC.url],
  ])('goes straight to %s when it is the only way', async (_case, answer, expected) => {
    mockApi({ '/api/auth/urls': urls(answer) });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith(expected);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('with two providers and no local accounts offers just the two buttons', async () => {
    mockApi({ '/api/auth/urls': urls({ login: GOOGLE_URL, oidc: OIDC }) });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderSignIn();
    const dialog = await openDialog();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' });
    expect(google).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Acme SSO' }));
    expect(assign).toHaveBeenCalledWith(OIDC.url);
    await userEvent.click(google);
    expect(assign).toHaveBeenLastCalledWith(GOOGLE_URL);
  });

  it('remembers /wizard as the return path when started from the wizard', async () => {
    mockApi({ '/api/auth/urls': urls({ login: GOOGLE_URL }) });
    vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/wizard/abc');
    renderSignIn('/wizard/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(window.localStorage.getItem(STORAGE_KEYS.authReturnTo)).toBe('/wizard');
    });
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['the URLs cannot be read', () => jsonResponse({ error: 'down' }, 500)],
    ['no way to sign in is configured', urls({})],
  ])("says 'Failed to start login process' and resets the button when %s", async (_c, answer) => {
    mockApi({ '/api/auth/urls': answer });
    const errorToast = vi.spyOn(toast, 'error');
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(errorToast).toHaveBeenCalledWith('Failed to start login process');
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the "Sign in to Zappy" dialog with local accounts', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...useAuthStore.getInitialState(), loading: false }, true);
    useSignInStore.setState(useSignInStore.getInitialState(), true);
  });

  it('speaks the browser’s language, right to left where it is written so', async () => {
    mockApi({ '/api/auth/urls': urls({ local: true, login: GOOGLE_URL, oidc: OIDC }) });
    const language = vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-CA');
    const { unmount } = renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const french = await screen.findByRole('dialog', { name: 'Connexion à Zappy' });
    expect(french).toHaveAttribute('lang', 'fr');
    expect(french).toHaveAttribute('dir', 'ltr');
    expect(french).toHaveAccessibleDescription('Votre compte Zappy se trouve sur ce serveur.');
    expect(within(french).getByLabelText('E-mail')).toHaveFocus();
    expect(within(french).getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(within(french).getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(within(french).getByRole('button', { name: 'Continuer avec Acme SSO' })).toBeVisible();
    expect(within(french).getByRole('button', { name: 'Fermer la fenêtre' })).toBeVisible();
    await userEvent.click(within(french).getByRole('button', { name: 'Créer un compte' }));
    expect(within(french).getByLabelText('Nom')).toHaveFocus();
    expect(within(french).getByRole('button', { name: 'Créer le compte' })).toBeInTheDocument();
    unmount();
    useSignInStore.setState(useSignInStore.getInitialState(), true);

    language.mockReturnValue('ar-EG');
    renderSignIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const arabic = await screen.findByRole('dialog', { name: 'تسجيل الدخول إلى Zappy' });
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(within(arabic).getByLabelText('كلمة المرور')).toBeInTheDocument();
    // An address still reads left to right.
    expect(within(arabic).getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
  });

  it('signs in with email and password, then returns to the stored path', async () => {
    window.localStorage.setItem(STORAGE_KEYS.authReturnTo, '/dashboard');
    const { calls } = mockApi({
      '/api/auth/urls': urls({ local: true }),
      'POST /api/auth/local': () => jsonResponse({ token: 'for-api-clients' }),
      '/api/auth/status': signedInStatus,
    });
    const successToast = vi.spyOn(toast, 'success');
    const { router } = renderSignIn();
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Your Zappy account lives on this server.');
    expect(within(dialog).queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument();
    const email = within(dialog).getByLabelText('Email');
    const password = within(dialog).getByLabelText('Password');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.type(email, 'dana@example.com');
    await userEvent.type(password, PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/auth/urls',
      'POST /api/auth/local',
      'GET /api/auth/status',
    ]);
    expect(calls[1]?.body).toEqual({ email: 'dana@example.com', password: PASSWORD });
    // The answer's token is for API clients: the browser's session is the server's cookie.
    expect(document.cookie).not.toContain('for-api-clients');
    expect(useAuthStore.getState().user).toEqual(testUser);
    expect(successToast).toHaveBeenCalledWith('Successfully signed in!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates an account with name, email and password', async () => {
    const { calls } = mockApi({
      '/api/auth/urls': urls({ local: true }),
      'POST /api/auth/local/register': () => jsonResponse({ token: 'for-api-clients' }),
      '/api/auth/status': signedInStatus,
    });
    const { router } = renderSignIn();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));

    const name = within(dialog).getByLabelText('Name');
    const password = within(dialog).getByLabelText('Password');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('minlength', String(MIN_PASSWORD_LENGTH));
    expect(password).toHaveAccessibleDescription(
      `At least ${MIN_PASSWORD_LENGTH} characters, and not a common password or a simple pattern.`,
    );
    expect(within(dialog).queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();

    await userEvent.type(name, 'Dana Levi');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'dana@example.com');
    await userEvent.type(password, PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    const register = calls.find((call) => call.url === '/api/auth/local/register');
    expect(register).toMatchObject({
      method: 'POST',
      body: { name: 'Dana Levi', email: 'dana@example.com', password: PASSWORD },
    });
    expect(calls.some((call) => call.url === '/api/auth/local')).toBe(false);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('switching back focuses the email field and keeps what was typed', async () => {
    mockApi({ '/api/auth/urls': urls({ local: true }) });
    renderSignIn();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'dana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'I already have an account' }),
    );
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('dana@example.com');
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  it.each([
    ['signing in', 'POST /api/auth/local', 401, AUTH_MESSAGES.invalidCredentials, false],
    ['creating an account', 'POST /api/auth/local/register', 409, AUTH_MESSAGES.emailTaken, true],
  ])(
    "shows the server's answer when %s fails, in an alert tied to the form, and stays put",
    async (_case, route, status, message, isRegister) => {
      const onUnauthorized = vi.fn();
      onTestFinished(setUnauthorizedHandler(onUnauthorized));
      const { calls } = mockApi({
        '/api/auth/urls': urls({ local: true }),
        [route]: () => jsonResponse({ error: message }, status),
      });
      const { router } = renderSignIn('/wizard');
      const dialog = await openDialog();
      if (isRegister) {
        await userEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
        await userEvent.type(within(dialog).getByLabelText('Name'), 'Dana');
      }
      await userEvent.type(within(dialog).getByLabelText('Email'), 'dana@example.com');
      await userEvent.type(within(dialog).getByLabelText('Password'), PASSWORD);
      await userEvent.click(
        within(dialog).getByRole('button', { name: isRegister ? 'Create account' : 'Sign in' }),
      );

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(message);
      const form = dialog.querySelector('form');
      expect(form).toHaveAttribute('aria-describedby', alert.id);
      // A refused password is not an expired session: no redirect, no status check.
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/wizard');
      expect(calls.some((call) => call.url === '/api/auth/status')).toBe(false);
      expect(screen.getByRole('dialog', { name: 'Sign in to Zappy' })).toBeVisible();
      expect(useAuthStore.getState().isAuthenticated).toBe(false);
    },
  );

  it('shows and hides the password with a labelled toggle', async () => {
    mockApi({ '/api/auth/urls': urls({ local: true }) });
    renderSignIn();
    const dialog = await openDialog();
    const password = within(dialog).getByLabelText('Password');
    await userEvent.type(password, PASSWORD);
    const toggle = within(dialog).getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue(PASSWORD);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(password).toHaveAttribute('type', 'password');
  });

  it('is busy while the request runs', async () => {
    let release: (response: Response) => void = () => undefined;
    mockApi({
      '/api/auth/urls': urls({ local: true }),
      'POST /api/auth/local': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
      '/api/auth/status': signedInStatus,
    });
    renderSignIn();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'dana@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    const busy = await within(dialog).findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).toBeDisabled();
    release(jsonResponse({ token: 'for-api-clients' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('offers every configured provider beside the form', async () => {
    mockApi({ '/api/auth/urls': urls({ local: true, login: GOOGLE_URL, oidc: OIDC }) });
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    renderSignIn();
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledWith(GOOGLE_URL);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Acme SSO' }));
    expect(assign).toHaveBeenLastCalledWith(OIDC.url);
  });
});

describe('"Forgot password?" and mailed links in the dialog', () => {
  beforeEach(() => {
    useAuthStore.setState({ ...useAuthStore.getInitialState(), loading: false }, true);
    useSignInStore.setState(useSignInStore.getInitialState(), true);
  });

  it('mails a reset link to the typed address and says to check the mail', async () => {
    const { calls } = mockApi({
      '/api/auth/urls': urls({ local: true, mail: true }),
      'POST /api/auth/forgot-password': () =>
        jsonResponse({ message: AUTH_MESSAGES.checkEmailToReset }, 202),
    });
    renderSignIn();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'dana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));

    const form = within(dialog).getByRole('form', { name: 'Forgot password?' });
    const email = within(form).getByLabelText('Email');
    expect(email).toHaveValue('dana@example.com');
    expect(email).toHaveFocus();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send link' }));

    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('Check your email');
    expect(status).toHaveTextContent('It works for 30 minutes.');
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/auth/forgot-password',
      body: { email: 'dana@example.com' },
    });
    const back = within(dialog).getByRole('button', { name: 'Back to sign in' });
    expect(back).toHaveFocus();
    await userEvent.click(back);
    expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the form', async () => {
    mockApi({
      '/api/auth/urls': urls({ local: true, mail: true }),
      'POST /api/auth/forgot-password': () =>
        jsonResponse({ error: 'Rate limit exceeded, retry in 1 minute' }, 429),
    });
    renderSignIn();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'dana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Rate limit exceeded, retry in 1 minute',
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('without mail on the server names the operator’s command, sending nothing', async () => {
    const { calls } = mockApi({ '/api/auth/urls': urls({ local: true }) });
    renderSignIn();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Email'), 'dana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));

    expect(within(dialog).getByText(/does not send email/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('npm run zappy -- users set-password dana@example.com'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Send link' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back to sign in' })).toHaveFocus();
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/urls']);
  });

  it('after registering on a server that mails links, says to open the link instead of signing in', async () => {
    const { calls } = mockApi({
      '/api/auth/urls': urls({ local: true, mail: true }),
      'POST /api/auth/local/register': () =>
        jsonResponse({ message: AUTH_MESSAGES.checkEmailToRegister }, 202),
    });
    renderSignIn();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Dana Levi');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'dana@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('We sent a link to finish creating your account.');
    expect(calls.some((call) => call.url === '/api/auth/status')).toBe(false);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
