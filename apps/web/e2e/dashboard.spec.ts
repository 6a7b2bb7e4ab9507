import { expect, expectNoAxeViolations, gotoPage, signInLocally, test } from './fixtures';
import { createSite, snap } from './sites';

const stat = (label: string) =>
  `//li[.//p[normalize-space()="${label}"]]//p[contains(@class,"text-3xl")]`;

test.describe('dashboard', () => {
  test('a new owner sees the empty state, with no accessibility violations', async ({ page }) => {
    await signInLocally(page, 'Nia Okafor');
    await gotoPage(page, '/dashboard', 'Welcome back, Nia!');
    await expect(page.getByText('Manage your AI-generated marketing websites')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No websites yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Website' })).toHaveAttribute(
      'href',
      '/wizard',
    );
    for (const label of ['Total Websites', 'This Month', 'Total Versions']) {
      await expect(page.locator(stat(label))).toHaveText('0');
    }
    await expect(page.getByRole('heading', { name: 'Quick Start' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Need Help?' }).getByRole('link'),
    ).toHaveAttribute('href', '/documentation');
    await expectNoAxeViolations(page);
    await snap(page, 'dashboard-empty-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await snap(page, 'dashboard-empty-375');
  });

  test('two sites: statistics, rows, thumbnails and the delete dialog, all accessible', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { token } = await signInLocally(page, 'Omar Haddad');
    const bakery = await createSite(
      page.request,
      token,
      'Golden Crumb is an artisan bakery in Portland selling sourdough and celebration cakes.',
    );
    const studio = await createSite(
      page.request,
      token,
      'Clay Hands is a pottery studio in Porto offering wheel-throwing classes.',
    );

    await page.goto('/dashboard');
    const list = page.getByRole('region', { name: 'Your Websites' });
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(2);
    await expect(page.locator(stat('Total Websites'))).toHaveText('2');
    await expect(page.locator(stat('This Month'))).toHaveText('2');
    await expect(page.locator(stat('Total Versions'))).toHaveText('2');

    for (const site of [bakery, studio]) {
      const row = list.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: site.name, exact: true }),
      });
      await expect(row.getByText('1 version', { exact: true })).toBeVisible();
      await expect(row.getByText(/^Updated /)).toBeVisible();
      await expect(row.getByText('Completed')).toBeVisible();
      await expect(row.getByRole('link', { name: /^Live Site/ })).toHaveAttribute(
        'href',
        site.liveUrl ?? '',
      );
      await expect(row.getByRole('link', { name: `Preview ${site.name}` })).toHaveAttribute(
        'href',
        `/preview/${site.websiteId}`,
      );
      // The thumbnail is the real page, drawn small and kept out of the way of assistive tech.
      const thumbnail = row.locator('iframe');
      await expect(thumbnail).toHaveAttribute('sandbox', '');
      await expect(thumbnail).toHaveAttribute('aria-hidden', 'true');
      await expect(
        row.frameLocator('iframe').getByRole('heading', { level: 1 }).first(),
      ).toBeAttached();
    }
    await expectNoAxeViolations(page);
    await snap(page, 'dashboard-sites-1280');

    await list.getByRole('button', { name: `Delete ${bakery.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Website' });
    await expect(dialog.getByText('This action cannot be undone.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await snap(page, 'dashboard-delete-1280', false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 375, height: 812 });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await snap(page, 'dashboard-sites-375');
    await list.getByRole('button', { name: `Delete ${studio.name}` }).click();
    await expect(dialog).toBeVisible();
    await snap(page, 'dashboard-delete-375', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(list.getByRole('heading', { level: 3 })).toHaveCount(2);
  });
});
