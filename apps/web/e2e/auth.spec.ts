import { E2E } from './support/ports';
import { expect, gotoPage, signInLocally, test } from './fixtures';

test.describe('sign-in', () => {
  test('a protected route stores the return path, redirects, and local sign-in returns there', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => window.localStorage.getItem('auth_return_to'))).toBe(
      '/dashboard',
    );

    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Local sign-in' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('local sign-in');
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Sign in locally' }).click();

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
    const cookie = (await page.context().cookies()).find(
      (item) => item.name === 'zappy_auth_token',
    );
    expect(cookie).toMatchObject({ sameSite: 'Lax', secure: true, path: '/' });
    // 7 days, give or take the test's own runtime.
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
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

  test('Google sign-in started from the wizard returns to the wizard', async ({ page }) => {
    await page.goto('/wizard');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL('/wizard');
    await expect(page.getByText('Successfully signed in!')).toBeVisible();
  });

  test('the callback shows an error parameter, then goes home after 2 s', async ({ page }) => {
    await gotoPage(page, '/auth/callback?error=access_denied', 'Authentication failed');
    await expect(page.getByText('access_denied')).toBeVisible();
    expect(page.url()).not.toContain('error=');
    await expect(page).toHaveURL('/', { timeout: 5000 });
  });

  test('the callback without token or error shows an error and goes home', async ({ page }) => {
    await page.goto('/auth/callback');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Authentication failed')).toBeVisible();
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
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'zappy_auth_token')).toBeUndefined();
  });
});
