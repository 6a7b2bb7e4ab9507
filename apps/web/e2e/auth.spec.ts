import { E2E } from './support/ports';
import {
  E2E_PASSWORD,
  expect,
  gotoPage,
  mailedLinkToken,
  openRegistrationLink,
  registerAccount,
  signInLocally,
  test,
  uniqueEmail,
} from './fixtures';

test.describe('sign-in', () => {
  test('a protected route stores the return path, redirects, and a new local account returns there', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => window.localStorage.getItem('auth_return_to'))).toBe(
      '/dashboard',
    );

    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to Zappy' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your Zappy account lives on this server.');
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    const email = uniqueEmail('ada');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await dialog.getByRole('button', { name: 'Create account', exact: true }).click();
    // The server mails account links: the account is made when its link is opened.
    await expect(dialog.getByRole('status')).toContainText('Check your email');
    await openRegistrationLink(page, email);

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
    await expect(page.getByText('Manage your AI-generated marketing websites')).toBeVisible();
    await expect(page.getByText('Successfully signed in!')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('auth_return_to'))).toBeNull();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The session is the server's HttpOnly cookie: page scripts see only the hint beside it.
    const cookies = await page.context().cookies();
    const session = cookies.find((item) => item.name === 'zappy_auth_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // 7 days, give or take the test's own runtime.
    const days = ((session?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const hint = cookies.find((item) => item.name === 'zappy_signed_in');
    expect(hint).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/' });
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).toContain('zappy_signed_in=1');
    expect(readable).not.toContain('zappy_auth_token');
  });

  test('an existing local account signs in through the dialog; a wrong password stays in the form', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const email = uniqueEmail('rosa');
    const api = await playwright.request.newContext({ baseURL });
    await registerAccount(api, page, { name: 'Rosa Parks', email });
    await api.dispose();

    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to Zappy' });
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await dialog.getByLabel('Email').fill(email);
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Wrong email or password');
    await expect(page).toHaveURL('/');

    await password.fill(E2E_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Rosa!' }),
    ).toBeVisible();
  });

  test('a forgotten password is reset by the mailed link, which works once and ends the sessions', async ({
    page,
  }) => {
    const { email, token } = await signInLocally(page, 'Rosalind Franklin');
    // Another browser, as far as the server can tell: no session cookie.
    await page.context().clearCookies();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to Zappy' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await dialog.getByRole('button', { name: 'Send link' }).click();
    await expect(dialog.getByRole('status')).toContainText('Check your email');

    const link = `/reset-password#token=${await mailedLinkToken(page, email, 'reset-password')}`;
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    // The token leaves the address bar as the page opens.
    await expect(page).toHaveURL('/reset-password');
    const password = page.getByLabel('New password', { exact: true });
    await password.fill('password12');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/common or leaked passwords/)).toBeVisible();
    await password.fill('a fresh and long passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();

    // The session the account had has ended, and the link does not work twice.
    const status = await page.request.get('/api/auth/status', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await status.json()).toMatchObject({ authenticated: false });
    // From another page: a change of the fragment alone would not load the page again.
    await page.goto('/');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/expired or was already used/)).toBeVisible();
  });

  test('Google sign-in through the test issuer ends on the dashboard, without the token in the address bar', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL('/dashboard');
    const firstName = E2E.googleUser.name.split(' ')[0] ?? '';
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${firstName}!` }),
    ).toBeVisible();
    expect(page.url()).not.toContain('token=');
    await page.goBack();
    expect(page.url()).not.toContain('token=');
  });

  test('a self-hoster’s OpenID provider that gives the profile only from UserInfo signs in too', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Keycloak' }).click();
    await expect(page).toHaveURL('/dashboard');
    const firstName = E2E.oidcUser.name.split(' ')[0] ?? '';
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome back, ${firstName}!` }),
    ).toBeVisible();
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/auth/status');
      return (await response.json()) as { user: { email: string } | null };
    });
    expect(status.user?.email).toBe(E2E.oidcUser.email);
    expect(page.url()).not.toContain('token=');
  });

  test('Google sign-in started from the wizard returns to the wizard', async ({ page }) => {
    await page.goto('/wizard');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL('/wizard');
    await expect(page.getByText('Successfully signed in!')).toBeVisible();
  });

  test('the callback shows its own text for an error code, then goes home after 2 s', async ({
    page,
  }) => {
    await gotoPage(page, '/auth/callback?error=cancelled', 'Authentication failed');
    await expect(page.getByText('Sign-in was cancelled.')).toBeVisible();
    expect(page.url()).not.toContain('error=');
    await expect(page).toHaveURL('/', { timeout: 5000 });
  });

  test('the callback never shows text from the address', async ({ page }) => {
    await gotoPage(
      page,
      '/auth/callback?error=Call%20555-0199%20to%20verify',
      'Authentication failed',
    );
    await expect(page.getByText('Sign-in did not complete. Please try again.')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('555');
    expect(page.url()).not.toContain('555');
  });

  test('the callback without a session shows an error and goes home', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Failed to complete sign in')).toBeVisible();
  });

  test("a token in the callback's address never signs anybody in (login CSRF)", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Somebody else's session, in a link they send: their account, their token.
    const attacker = await playwright.request.newContext({ baseURL });
    const token = await registerAccount(attacker, page, {
      name: 'Mallory Other',
      email: uniqueEmail('mallory'),
    });
    await attacker.dispose();

    await page.goto(`/auth/callback?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Failed to complete sign in')).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /account menu$/ })).toHaveCount(0);
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/auth/status');
      return (await response.json()) as unknown;
    });
    expect(status).toMatchObject({ authenticated: false, user: null });
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('zappy_auth_token');
    expect(names).not.toContain('zappy_signed_in');
  });

  test('sign out and account deletion from the user menu', async ({ page }) => {
    await page.goto('/');
    await signInLocally(page, 'Grace Hopper');
    await page.goto('/documentation');
    const menuButton = page
      .getByRole('banner')
      .getByRole('button', { name: /^Grace\b.*account menu$/ });
    await menuButton.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();

    await signInLocally(page, 'Grace Hopper');
    await page.goto('/dashboard');
    await menuButton.click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(confirm).toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText('Account deleted successfully')).toBeVisible();
    await expect(page).toHaveURL('/');
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('zappy_auth_token');
    expect(names).not.toContain('zappy_signed_in');
  });
});
