import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInLocally, test, waitForToolbar } from './fixtures';
import { chatUntilReady } from './wizard-chat';

const BAKERY =
  'Golden Crumb is an artisan bakery in Portland selling sourdough and pastries. ' +
  'Email hello@goldencrumb.com. Cake orders need 48 hours notice.';
const SESSION_PATH = /\/wizard\/[0-9a-f-]{36}$/;

async function startBakery(page: Page) {
  await page.goto('/wizard');
  await page.getByRole('textbox', { name: 'Describe your business' }).fill(BAKERY);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await chatUntilReady(page);
  return page.getByRole('region', { name: 'Your brief' });
}

/** The "Not used yet" item about cake orders, or the first one when the reader kept that. */
function notUsedItem(brief: Locator) {
  const groups = brief.getByRole('group', { name: /^What to do with/ });
  return groups
    .filter({ hasText: /Cake orders/ })
    .or(groups.first())
    .first();
}

test.describe('the brief', () => {
  test('edited, resolved, reloaded and generated: the site says what the brief says', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInLocally(page, 'Bea Baker');
    const brief = await startBakery(page);
    await expect(page).toHaveURL(SESSION_PATH);
    await expect(brief).toBeVisible();

    // Edit a field in place; it is saved as the owner moves on.
    await brief.getByRole('textbox', { name: 'Business name' }).fill('Golden Crumb');
    await brief.getByRole('textbox', { name: 'Hours' }).fill('By appointment');
    await page.keyboard.press('Tab');
    await expect(brief.getByText('Brief saved')).toBeVisible();

    // Resolve a "Not used yet" item with one click: it becomes a sentence to keep.
    const item = notUsedItem(brief);
    const label = (await item.getAttribute('aria-label')) ?? '';
    const text = label.replace(/^What to do with “/, '').replace(/”$/, '');
    expect(text.length).toBeGreaterThan(3);
    await item.getByRole('button', { name: 'Add as a note' }).click();
    await expect(brief.getByRole('group', { name: label })).toHaveCount(0);
    await expect(brief.getByRole('textbox', { name: /^Sentences to keep/ }).last()).toHaveValue(
      text,
    );

    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A reload, and a second tab, bring back the conversation and the brief.
    await page.reload();
    for (const tab of [page, await page.context().newPage()]) {
      if (tab !== page) await tab.goto(page.url());
      await expect(tab.getByRole('log', { name: 'Conversation' }).getByText(BAKERY)).toBeVisible();
      const restored = tab.getByRole('region', { name: 'Your brief' });
      await expect(restored.getByRole('textbox', { name: 'Hours' })).toHaveValue('By appointment');
      await expect(restored.getByRole('textbox', { name: 'Business name' })).toHaveValue(
        'Golden Crumb',
      );
      await expect(restored.getByRole('group', { name: label })).toHaveCount(0);
    }

    // Another browser does not get this conversation: the wizard starts fresh there.
    const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto(page.url());
    await expect(strangerPage).toHaveURL(/\/wizard$/);
    await expect(strangerPage.getByText(BAKERY)).toHaveCount(0);
    await stranger.close();

    await page.getByRole('button', { name: 'Generate My Website' }).click();
    await expect(page).toHaveURL(/\/preview\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const liveUrl =
      (await page.getByRole('link', { name: /Live Site/ }).getAttribute('href')) ?? '';
    const visitor = await browser.newContext();
    const site = await visitor.newPage();
    await site.goto(liveUrl);
    await expect(site.getByRole('heading', { level: 1 })).toBeVisible();
    const body = site.locator('body');
    await expect(body).toContainText('Golden Crumb');
    await expect(body).toContainText('By appointment');
    await expect(body).toContainText(text);
    await visitor.close();
  });

  test('an anonymous conversation comes back after a reload in the same browser', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await startBakery(page);
    await expect(page).toHaveURL(SESSION_PATH);
    await page.reload();
    await expect(page.getByText(BAKERY)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your brief' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Sign in to Generate Your Website' }),
    ).toBeVisible();
  });

  test('no floating control covers a form’s submit button, from 320 px up', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/wizard');
    await page.getByRole('textbox', { name: 'Describe your business' }).fill(BAKERY);
    await page.getByRole('button', { name: 'Start Conversation' }).click();
    // The first question's form: its button sits at the bottom right, where the launcher floats.
    const submit = page.getByRole('button', { name: /^Submit/ });
    await expect(submit).toBeVisible();
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      const launcher = await waitForToolbar(page);
      // From the worst place: the button just inside the viewport's bottom edge, under the
      // launcher unless the page keeps scrolled-to controls clear of it. The widget may render
      // again as its words arrive, so each try places it anew.
      await expect
        .poll(
          async () => {
            await submit.evaluate((button) => {
              const edge = window.innerHeight - 4;
              window.scrollBy({
                top: button.getBoundingClientRect().bottom - edge,
                behavior: 'instant',
              });
            });
            await submit.scrollIntoViewIfNeeded();
            const [a, b] = [await submit.boundingBox(), await launcher.boundingBox()];
            if (!a || !b) throw new Error('expected both buttons on the page');
            return (
              a.x < b.x + b.width &&
              b.x < a.x + a.width &&
              a.y < b.y + b.height &&
              b.y < a.y + a.height
            );
          },
          { message: `at ${width} px` },
        )
        .toBe(false);
    }
  });
});
