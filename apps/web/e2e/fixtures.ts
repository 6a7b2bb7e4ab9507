import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * `page` comes from a context made with `browser.newContext()` (@axe-core/playwright needs
 * one) and still honours the config's `baseURL` and viewport.
 */
export const test = base.extend<{ page: Page }>({
  // `provide`, not the usual `use`: the react-hooks lint rule mistakes `use` for React's hook.
  page: async ({ browser, baseURL, viewport }, provide) => {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
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
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

let userCounter = 0;

/** Signs in through the local sign-in API and stores the cookie the SPA reads. */
export async function signInLocally(page: Page, name = 'Ada Lovelace') {
  userCounter += 1;
  const email = `e2e-${Date.now()}-${userCounter}@example.com`;
  const response = await page.request.post('/api/auth/local', { data: { name, email } });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  await page
    .context()
    .addCookies([{ name: 'zappy_auth_token', value: token, url: baseURL, sameSite: 'Lax' }]);
  return { name, email, token };
}

/** Opens `path` and waits for the page's level-1 heading. */
export async function gotoPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
