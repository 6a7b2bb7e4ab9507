import { expect, expectNoAxeViolations, signInLocally, test } from './fixtures';
import { createSite, waitUntilDeployed } from './sites';

test.describe('business info', () => {
  test('the owner edits the name, phone and hours in the panel and sees them on the live site', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { token } = await signInLocally(page, 'Mara Costa');
    const site = await createSite(
      page.request,
      token,
      'Golden Crumb is a bakery in Portland. We bake sourdough and croissants. Email hello@goldencrumb.example. Open Mon-Fri 7-15.',
    );
    await page.goto(`/preview/${site.websiteId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Website Preview' })).toBeVisible();

    await page.getByRole('button', { name: 'Business info' }).click();
    const panel = page.getByRole('dialog', { name: 'Business information' });
    await expect(panel.getByText('✅ Business information extracted successfully!')).toBeVisible();
    const name = panel.getByRole('textbox', { name: 'Company name' });
    await expect(name).toHaveValue('Golden Crumb');
    await expectNoAxeViolations(page);

    // The panel's own rules first: a wrong phone is named and nothing is sent.
    const phone = panel.getByRole('textbox', { name: 'Phone' });
    await phone.fill('12ab');
    await panel.getByRole('button', { name: 'Update Website' }).click();
    await expect(panel.getByText('Please enter a valid phone number')).toBeVisible();
    await expectNoAxeViolations(page);

    await name.fill('Golden Crumb Bakery');
    await phone.fill('+1 503 555 0100');
    await panel.getByRole('checkbox', { name: 'Closed on Saturday' }).uncheck();
    await panel.getByLabel('Saturday opens at').fill('08:00');
    await panel.getByLabel('Saturday closes at').fill('12:00');
    await panel.getByRole('button', { name: 'Update Website' }).click();
    await expect(panel.getByText('Website updated successfully! Refreshing page...')).toBeVisible();
    await expect(panel).toBeHidden({ timeout: 10_000 });

    const live = await waitUntilDeployed(page.request, token, site.websiteId, 2);
    await expect(page.getByText('Golden Crumb Bakery').first()).toBeVisible();
    await page.goto(live.liveUrl ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The new name everywhere the old one was written.
    await expect(page.getByText('Golden Crumb Bakery').first()).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(/Golden Crumb(?! Bakery)/);
    await expect(page.getByRole('link', { name: /503/ }).first()).toHaveAttribute(
      'href',
      'tel:+15035550100',
    );
    await expect(page.getByText(/Saturday/).first()).toBeVisible();
  });
});
