import { expect, test } from './fixtures';

test.describe('prerendered landing page', () => {
  test('arrives as HTML, then hydrates without a mismatch and becomes interactive', async ({
    page,
  }) => {
    const response = await page.request.get('/');
    const html = await response.text();
    expect(html).toMatch(/<div id="root"><div/);
    expect(html).toContain('Start Creating');
    expect(html).toContain('fetchpriority="low"');

    const problems: string[] = [];
    page.on('console', (message) => {
      // React reports a hydration mismatch as an error; the toolbar's notice about speech input
      // on plain http is a warning of its own and not ours to judge here.
      if (message.type() === 'error' || /hydrat/i.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('other pages start from the empty shell, so a deep link never hydrates the landing page', async ({
    page,
  }) => {
    const html = await (await page.request.get('/documentation')).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/documentation');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
