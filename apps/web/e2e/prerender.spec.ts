import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Every prerendered page, a text from its markup, a page its header links to, and whether its
 * scripts wait for the first paint (the dashboard's content needs them at once).
 */
const PRERENDERED = [
  { path: '/', text: 'Start Creating', linkTo: 'Create Website', afterPaint: true },
  { path: '/wizard', text: 'Describe your business', linkTo: 'Documentation', afterPaint: true },
  {
    path: '/documentation',
    text: 'Site Generation Wizard',
    linkTo: 'Create Website',
    afterPaint: true,
  },
  { path: '/privacy-policy', text: 'Privacy Policy', linkTo: 'Create Website', afterPaint: true },
  { path: '/terms-conditions', text: 'Terms', linkTo: 'Create Website', afterPaint: true },
  {
    path: '/accessibility',
    text: 'Accessibility Statement',
    linkTo: 'Create Website',
    afterPaint: true,
  },
  // Every visitor's first render; signed out, the page then moves on to /.
  {
    path: '/dashboard',
    text: 'Checking authentication',
    linkTo: 'Create Website',
    afterPaint: false,
  },
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
  for (const { path, text, linkTo, afterPaint } of PRERENDERED) {
    test(`${path} arrives as HTML, then hydrates without a mismatch and becomes interactive`, async ({
      page,
    }) => {
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(/<div id="root"><div/);
      expect(html).toContain(text);
      // Only the tiny entry loads before the page has painted; the rest waits in a template.
      expect(html.includes('<template id="after-paint-preloads"><link rel="modulepreload"')).toBe(
        afterPaint,
      );

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

  test('keeps what a visitor typed into the wizard before the app had started', async ({
    page,
    baseURL,
  }) => {
    // The app's scripts are held back: the visitor meets the prerendered page alone.
    let release: (value: null) => void = () => undefined;
    const released = new Promise<null>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('about:blank');
    await page.evaluate((url) => {
      window.location.href = url;
    }, new URL('/wizard', baseURL).href);
    const box = page.getByRole('textbox', { name: 'Describe your business' });
    await box.fill('A bike repair shop called Spoke Doctor in Utrecht');
    await page.getByRole('combobox', { name: 'Website language' }).selectOption('de');
    release(null);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Start Conversation' })).toBeEnabled();
    await expect(box).toHaveValue('A bike repair shop called Spoke Doctor in Utrecht');
    await expect(page.getByText(/49\/1000/)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Website language' })).toHaveValue('de');
  });

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
    for (const path of ['/wizard/some-session', '/preview/1', '/no-such-page']) {
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('<div id="root"></div>');
    }
    await page.goto('/wizard/unknown-session');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
