import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, signInLocally, test } from './fixtures';
import { waitUntilDeployed } from './sites';
import { E2E } from './support/ports';
import { chatUntilReady } from './wizard-chat';

// Issue 25: with a photo service set (the second app server, whose Pexels is a local server
// speaking its API), the owner picks a service photo in the wizard's image step and adds one of
// their own; both are on the live site, served from the site's own host, with the
// photographer's credit and the alt texts, at phone and desktop widths.

test.use({ baseURL: E2E.photoAppUrl });

const BAKERY =
  'Golden Crumb is an artisan bakery at 12 Baker Street in Portland. We bake sourdough, ' +
  'croissants and celebration cakes. Open Tuesday to Saturday 7am to 3pm. Call 503 555 0142.';
const OWN_PHOTO = 'Our shop window at dawn, loaves on wooden shelves';

/** The owner's own photo: a real JPEG, blue so it is no service photo (those are brown). */
const ownJpeg = () =>
  sharp({ create: { width: 1400, height: 1050, channels: 3, background: '#2d5f8a' } })
    .jpeg({ quality: 85 })
    .toBuffer();

interface Visit {
  /** Every address the page asked for while loading and scrolling. */
  requests: string[];
}

/** The live site at `width`, scrolled to the end so every lazy image loads, as a visitor sees it. */
async function visit(
  browser: Browser,
  liveUrl: string,
  width: number,
  check: (page: Page) => Promise<void>,
): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  try {
    await page.goto(liveUrl);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    await check(page);
    await page.screenshot({ path: `screenshots/issue-25/live-${width}.png`, fullPage: true });
    return { requests };
  } finally {
    await context.close();
  }
}

test('an owner picks a service photo and adds their own in the wizard; the live site shows both, credited and described', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { token } = await signInLocally(page, 'Bea Baker');
  await page.goto('/wizard');
  await page.getByRole('textbox', { name: 'Describe your business' }).fill(BAKERY);
  await page.getByRole('button', { name: 'Start Conversation' }).click();

  // The image step offers the service's photos, each with its photographer's credit.
  const step = page.getByRole('form', { name: /hero image/ });
  await chatUntilReady(page, step);
  await expect(step).toBeVisible();
  const credited = step
    .locator('label')
    .filter({ hasText: /^.*Photo: Photographer \d+ \/ Pexels$/ });
  await expect(credited.first()).toBeVisible();
  expect(await credited.count()).toBeGreaterThanOrEqual(2);
  // Shown by the app itself: the browser never loads the service's addresses.
  for (const src of await step
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) {
    expect(new URL(src).origin).toBe(E2E.photoAppUrl);
  }

  // The owner's own photo, described, is added and selected.
  await step
    .getByRole('textbox', { name: "Describe this photo for people who can't see it" })
    .fill(OWN_PHOTO);
  await step.getByLabel('Choose a photo').setInputFiles({
    name: 'shop-window.jpg',
    mimeType: 'image/jpeg',
    buffer: await ownJpeg(),
  });
  await expect(step.getByText('Your photo was added and selected.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(step.getByRole('radio', { name: new RegExp(OWN_PHOTO) })).toBeChecked();
  await expectNoAxeViolations(page);

  // The hero is the second service photo; the owner's goes to the next image on the page.
  const picked = credited.nth(1);
  const pickedAlt = (await picked.locator('img').getAttribute('alt')) ?? '';
  const pickedCredit = /Photographer \d+/.exec((await picked.textContent()) ?? '')?.[0] ?? '';
  expect(pickedAlt).not.toBe('');
  await picked.getByRole('radio').check();
  await step.getByRole('button', { name: 'Submit' }).click();

  await chatUntilReady(page);
  await page.getByRole('button', { name: 'Generate My Website' }).click();
  await expect(page).toHaveURL(/\/preview\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const websiteId = page.url().split('/').at(-1) ?? '';
  const site = await waitUntilDeployed(page.request, token, websiteId, 1);
  const liveUrl = site.liveUrl ?? '';
  expect(liveUrl).toMatch(/^http:\/\/[a-z0-9-]+\.localhost:3114\/?$/);
  const liveOrigin = new URL(liveUrl).origin;

  for (const width of [375, 1280]) {
    const { requests } = await visit(browser, liveUrl, width, async (live) => {
      const hero = live.locator('img[data-slot="hero"]');
      await expect(hero).toHaveAttribute('alt', pickedAlt);
      await expect(hero).toHaveAttribute('src', /^images\/photo-[^/?]+\.webp(?:\?v=\w+)?$/);
      const own = live.getByRole('img', { name: OWN_PHOTO, exact: true });
      await expect(own).toHaveCount(1);
      await expect(own).toHaveAttribute('src', /^images\/upload-[^/?]+\.webp(?:\?v=\w+)?$/);
      // Both loaded, at their own sizes, with nothing stretched.
      for (const image of [hero, own]) {
        expect(
          await image.evaluate((img) => (img as HTMLImageElement).naturalWidth),
        ).toBeGreaterThan(0);
      }
      // The photographer's credit, linked as Pexels' terms ask.
      const credits = live.locator('footer .credits');
      await expect(credits).toContainText('Photos:');
      await expect(credits.getByRole('link', { name: pickedCredit, exact: true })).toHaveAttribute(
        'href',
        /^https:\/\/www\.pexels\.com\/@photographer-\d+$/,
      );
      await expect(credits.getByRole('link', { name: 'Pexels', exact: true })).toHaveAttribute(
        'href',
        'https://www.pexels.com',
      );
      expect(
        await live.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      const axe = await new AxeBuilder({ page: live })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });
    // No outside request: every image, font and script comes from the site's own host.
    expect(requests.filter((url) => new URL(url).origin !== liveOrigin)).toEqual([]);
  }
});
