import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Every prerendered page, a text from its markup and a page its header links to. */
const PRERENDERED = [
  { path: '/', text: 'Start Creating', linkTo: 'Create Website' },
  { path: '/wizard', text: 'Describe your business', linkTo: 'Documentation' },
  { path: '/documentation', text: 'Frequently Asked Questions', linkTo: 'Create Website' },
  { path: '/privacy-policy', text: 'Privacy Policy', linkTo: 'Create Website' },
  { path: '/terms-conditions', text: 'Terms', linkTo: 'Create Website' },
  { path: '/accessibility', text: 'Accessibility Statement', linkTo: 'Create Website' },
] as const;

/** Errors and hydration warnings the page logs from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // React reports a hydration mismatch as an error; the toolbar's notice about speech input
    // on plain http is a warning of its own and not ours to judge here.
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('prerendered pages', () => {
  for (const { path, text, linkTo } of PRERENDERED) {
    test(`${path} arrives as HTML, then hydrates without a mismatch and becomes interactive`, async ({
      page,
    }) => {
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(/<div id="root"><div/);
      expect(html).toContain(text);
      // Only the tiny entry loads before the page has painted; the rest waits in a template.
      expect(html).toContain('<template id="after-paint-preloads"><link rel="modulepreload"');

      const problems = collectProblems(page);
      await page.goto(path);
      // Client-side navigation moves focus to <main>: the router is live, so the page hydrated.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: linkTo })
        .click();
      await expect(page.locator('#main')).toBeFocused();
      expect(problems).toEqual([]);
    });
  }

  test('the landing page works once hydrated', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a trailing slash gets the same page; deeper paths and other pages start from the empty shell', async ({
    page,
  }) => {
    expect(await (await page.request.get('/wizard/')).text()).toContain('Describe your business');
    for (const path of ['/wizard/some-session', '/dashboard', '/preview/1']) {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('<div id="root"></div>');
    }
    await page.goto('/wizard/unknown-session');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
