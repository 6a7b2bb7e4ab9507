import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E } from './support/ports';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Resolves once React has hydrated the app's prerendered markup (at once on any other page).
 * Hydration ties each element it adopts to React's internal fiber (a `__reactFiber$…` property),
 * the one trace it leaves in the DOM; the footer is the layout's last element.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const footer = document.querySelector('#root footer');
    return footer === null || Object.keys(footer).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * `page` comes from a context made with `browser.newContext()` (@axe-core/playwright needs
 * one) and still honours the config's `baseURL` and viewport. Its `goto` returns once a
 * prerendered page has hydrated: the page shows before its scripts run, and a test's first
 * click or keystroke must reach the app, not the inert markup.
 */
export const test = base.extend<{ page: Page }>({
  // `provide`, not the usual `use`: the react-hooks lint rule mistakes `use` for React's hook.
  page: async ({ browser, baseURL, viewport }, provide) => {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
    await context.close();
  },
});

export { expect };

/** Waits until the accessibility toolbar's launcher is in place and faded in. */
export async function waitForToolbar(page: Page) {
  const launcher = page.getByRole('button', { name: 'Accessibility Options', exact: true });
  await expect(launcher).toBeVisible();
  await expect(launcher).toHaveCSS('opacity', '1');
  return launcher;
}

/** Runs axe with the WCAG 2.1 A and AA rules and expects no violation. */
export async function expectNoAxeViolations(page: Page) {
  await waitForToolbar(page);
  // A toast or panel still fading in would be measured mid-fade, its contrast then a matter of
  // timing: wait for every finite animation to end (a spinner's never does). One may start just
  // after (a toast about a deployment that ended meanwhile): axe runs again for a few seconds,
  // so only a violation that stays fails.
  await expect(async () => {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const summary = results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
    expect(summary).toEqual([]);
  }).toPass({ intervals: [500, 1000], timeout: 5000 });
}

let userCounter = 0;

/** Every e2e account's password: long enough for MIN_PASSWORD_LENGTH. */
export const E2E_PASSWORD = 'e2e-password-2026';

/** A fresh address for a new local account. */
export function uniqueEmail(prefix = 'e2e') {
  userCounter += 1;
  return `${prefix}-${Date.now()}-${userCounter}@example.com`;
}

/** A plain-text message's body as mail carries it (quoted-printable): soft breaks and =XX undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The token of the last account link the server mailed to `address` (`/verify-email` after
 * registering, `/reset-password` after "Forgot password?"), from the test's SMTP relay. The app
 * server has SMTP_URL set, so a new account waits for its link (decision 041).
 */
export async function mailedLinkToken(
  page: Page,
  address: string,
  linkPage: 'verify-email' | 'reset-password',
): Promise<string> {
  const link = new RegExp(`/${linkPage}#token=([\\w-]{43})`, 'g');
  let token: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${E2E.mailControlUrl}/mail`);
      const mails = (await response.json()) as { rcptTo: string[]; raw: string }[];
      const text = mails
        .filter((mail) => mail.rcptTo.includes(address))
        .map((mail) => decodeQuotedPrintable(mail.raw))
        .join('\n');
      token = [...text.matchAll(link)].at(-1)?.[1];
      return token;
    })
    .toBeTruthy();
  if (!token) throw new Error(`no ${linkPage} link was mailed to ${address}`);
  return token;
}

/** Opens the registration link mailed to `email`, as its owner would: it signs the browser in. */
export async function openRegistrationLink(page: Page, email: string) {
  await page.goto(`/verify-email#token=${await mailedLinkToken(page, email, 'verify-email')}`);
}

/**
 * Creates an account in the open sign-in dialog as a new owner would, then opens the link the
 * server mails; answers the address used.
 */
export async function createAccountInDialog(page: Page, name: string, label: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in to Zappy' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Name').fill(name);
  const email = uniqueEmail(label);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Create account', exact: true }).click();
  await openRegistrationLink(page, email);
  return email;
}

/**
 * Registers a local account through `request` and opens its mailed link there, as the dialog and
 * the link do: the answer's session cookie lands in `request`'s context. `page` reads the mail.
 * Answers the session token, for API calls as a bearer client.
 */
export async function registerAccount(
  request: APIRequestContext,
  page: Page,
  account: { name: string; email: string },
  headers: Record<string, string> = {},
): Promise<string> {
  // The specs register many accounts from one address: past the sign-in limit, wait as asked.
  let registered = await request.post('/api/auth/local/register', {
    data: { ...account, password: E2E_PASSWORD },
    headers,
  });
  for (let tries = 0; registered.status() === 429 && tries < 10; tries += 1) {
    const seconds = Number(registered.headers()['retry-after'] ?? '1');
    await new Promise((done) => setTimeout(done, Math.max(1, seconds) * 1000));
    registered = await request.post('/api/auth/local/register', {
      data: { ...account, password: E2E_PASSWORD },
      headers,
    });
  }
  expect(registered.status(), await registered.text()).toBe(202);
  const verified = await request.post('/api/auth/local/verify', {
    data: { token: await mailedLinkToken(page, account.email, 'verify-email') },
    headers,
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

/**
 * Creates a local account through the API and signs the page's browser context in: `page.request`
 * shares the context's cookies, so the HttpOnly session cookie lands in the browser as it would
 * after the mailed link. The returned token is for API calls made as a bearer client.
 */
export async function signInLocally(page: Page, name = 'Ada Lovelace') {
  const email = uniqueEmail();
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  // The context may already hold cookies (the wizard's browser id); a state-changing request
  // carrying them must come from the app's origin, as the browser's own fetch would.
  const token = await registerAccount(
    page.request,
    page,
    { name, email },
    {
      Origin: new URL(baseURL).origin,
    },
  );
  return { name, email, password: E2E_PASSWORD, token };
}

/** Opens `path` and waits for the page's level-1 heading. */
export async function gotoPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
