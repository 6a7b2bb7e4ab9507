import AxeBuilder from '@axe-core/playwright';
import {
  createAccountInDialog,
  expect,
  expectNoAxeViolations,
  signInLocally,
  test,
} from './fixtures';
import { chatUntilReady } from './wizard-chat';

const BAKERY =
  'Golden Crumb is an artisan bakery in Portland selling sourdough, pastries and celebration cakes. Email hello@goldencrumb.com. We want to use our brand colours.';

test.describe('generation', () => {
  test('a new user goes from the landing page to a live site shown in the preview', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Creating' }).first().click();
    await expect(page).toHaveURL('/wizard');

    await page.getByRole('textbox', { name: 'Describe your business' }).fill(BAKERY);
    await page.getByRole('button', { name: 'Start Conversation' }).click();
    await chatUntilReady(page);

    await page.getByRole('button', { name: 'Sign in to Generate Your Website' }).click();
    await createAccountInDialog(page, 'Bea Baker', 'baker');
    // The conversation has its own address, so sign-in comes back to it.
    await expect(page).toHaveURL(/\/wizard\/[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Generate My Website' }).click();

    // Generation progress: the six stages, mm:ss timer, the website id cut to 8 characters.
    const progress = page.getByRole('dialog', { name: 'Building your website' });
    await expect(progress).toBeVisible();
    const stages = progress.getByRole('list', { name: 'Generation stages' });
    for (const stage of [
      'Creating Concept',
      'Creating Images',
      'Building with Zappy',
      'Applying Design',
      'Adding Compliance',
      'Finalizing',
    ]) {
      await expect(stages.getByText(stage, { exact: true })).toBeVisible();
    }
    await expect(progress.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(progress.getByText(/^[0-9a-f]{8}$/)).toBeVisible();
    const shortId = (await progress.getByText(/^[0-9a-f]{8}$/).textContent()) ?? '';
    await expect(progress.getByRole('progressbar', { name: 'Generation progress' })).toBeVisible();
    await expect(stages.locator('li[aria-current="step"]')).toHaveCount(1);

    // Deployment progress, then the preview.
    await expect(page.getByRole('dialog', { name: 'Publishing your website' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page).toHaveURL(new RegExp(`/preview/${shortId}[0-9a-f-]{28}$`), {
      timeout: 30_000,
    });
    await expect(page.getByText('Website deployed successfully!')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(page.getByRole('heading', { level: 1, name: 'Website Preview' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Customize Website' })).toBeVisible();
    await expect(page.getByText('AI-powered customization assistant')).toBeVisible();
    for (const name of ['Regenerate', 'Export']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    const liveSite = page.getByRole('link', { name: /Live Site/ });
    const liveUrl = (await liveSite.getAttribute('href')) ?? '';
    expect(liveUrl).toMatch(/^http:\/\/[a-z0-9-]+\.localhost:3107\/?$/);
    await expect(liveSite).toHaveAttribute('target', '_blank');

    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    await expect(frame).toHaveAttribute('src', liveUrl);
    await expect(
      page.frameLocator('iframe').getByRole('heading', { level: 1 }).first(),
    ).toBeVisible();

    await expectNoAxeViolations(page);

    // On a phone the two panes stack and nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(frame).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);

    // The live site at its own host name, as a visitor sees it.
    const visitor = await browser.newContext();
    const site = await visitor.newPage();
    await site.goto(liveUrl);
    await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page: site })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await visitor.close();
  });

  test('the preview of an unknown website says it does not exist', async ({ page }) => {
    await signInLocally(page);
    await page.goto('/preview/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Website Not Found' })).toBeVisible();
    await expect(page.getByText("The website you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
