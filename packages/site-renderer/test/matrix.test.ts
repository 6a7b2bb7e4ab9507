// The fixture matrix in a real browser: for every model, html-validate finds no errors, axe finds
// no WCAG 2.1 AA violation at 375 px and 1280 px, nothing overflows at 320 px, no request leaves
// the site and no injected script runs; an owner's photos in a <picture> lie exactly where a plain
// <img> would, and Chromium takes their AVIF. One browser and one context serve every site.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@zappy/fixtures/chromium';
import { siteFileContentType } from '@zappy/fixtures/site-files';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSite } from '../src/render';
import { buildFixtures, withoutAvif } from './fixtures';

const fixtures = buildFixtures();
const PHOTO_FIXTURES = ['photos-full-bleed-mosaic', 'photos-split-grid'];
// Served after the fixtures: each photo fixture as it was stored before AVIF.
const sites = [
  ...fixtures.map((f) => renderSite(f.model).files),
  ...PHOTO_FIXTURES.map((name) => {
    const fixture = fixtures.find((f) => f.name === name);
    if (!fixture) throw new Error(`no fixture ${name}`);
    return renderSite(withoutAvif(fixture.model)).files;
  }),
];
/** An owner's photo the server would have stored: its bytes stand in for every width. */
const UPLOAD = /^images\/upload-[\w-]+\.(webp|avif)$/;
let photo: Buffer;
const HOST = 'site.test';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let browser: Browser;
let context: BrowserContext;
let page: Page;
const outside: string[] = [];
const pageErrors: string[] = [];
const dialogs: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  context = await browser.newContext();
  // Every request is answered here: site files from memory, anything else is recorded and refused.
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname !== HOST) {
      outside.push(url.href);
      return route.abort();
    }
    const [, index = '', ...rest] = url.pathname.split('/');
    const path = rest.join('/') || 'index.html';
    const body = sites[Number(index)]?.[decodeURIComponent(path)];
    const upload = UPLOAD.exec(path);
    if (body === undefined && upload) {
      return route.fulfill({ status: 200, contentType: `image/${upload[1]}`, body: photo });
    }
    if (body === undefined) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      status: 200,
      contentType: siteFileContentType(path),
      body: typeof body === 'string' ? body : Buffer.from(body),
    });
  });
  page = await context.newPage();
  // A real raster photo, made by Chromium itself. It decodes images by their bytes, so the same
  // WebP answers for an AVIF address: what is checked is which file a page asks for, and where
  // it lays the picture out.
  photo = Buffer.from(
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 800;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no canvas');
      const gradient = g.createLinearGradient(0, 0, 1200, 800);
      gradient.addColorStop(0, '#b45309');
      gradient.addColorStop(1, '#1e3a8a');
      g.fillStyle = gradient;
      g.fillRect(0, 0, 1200, 800);
      const blob = await new Promise<Blob | null>((done) => {
        canvas.toBlob(done, 'image/webp');
      });
      if (!blob) throw new Error('no image');
      return [...new Uint8Array(await blob.arrayBuffer())];
    }),
  );
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
}, 60_000);

afterAll(async () => {
  await browser.close();
});

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

async function axe(): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('fixture matrix', () => {
  it('has at least 30 models', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(30);
  });

  it('gives every site a valid 404 page of its own', async () => {
    for (const [index, fixture] of fixtures.entries()) {
      const report = await validator.validateString(String(sites[index]?.['404.html']));
      const errors = report.results.flatMap((r) =>
        r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`),
      );
      expect(errors, fixture.name).toEqual([]);
    }
  });

  fixtures.forEach((fixture, index) => {
    it(`${fixture.name}: valid HTML, axe clean at 375/1280, no overflow at 320, no leaks, no injected script`, async () => {
      const html = String(sites[index]?.['index.html']);
      const report = await validator.validateString(html);
      const htmlErrors = report.results.flatMap((r) =>
        r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`),
      );
      expect(htmlErrors).toEqual([]);

      pageErrors.length = 0;
      outside.length = 0;
      const url = `http://${HOST}/${index}/`;
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(url, { waitUntil: 'load' });
      await page.locator('.a11y-btn').waitFor();
      expect(await axe()).toEqual([]);

      await page.setViewportSize({ width: 375, height: 800 });
      expect(await axe()).toEqual([]);

      await page.setViewportSize({ width: 320, height: 700 });
      const overflow = await page.evaluate(() => {
        const doc = document.documentElement;
        return { scroll: doc.scrollWidth, client: doc.clientWidth };
      });
      expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);

      // Scroll through so lazy images load too, then check nothing left the site.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 5));
        }
      });
      expect(
        await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
      ).toBeUndefined();
      expect(outside).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });

  it('lays out an owner’s photos in their picture exactly as a plain img, and Chromium takes the AVIF', async () => {
    /** Every image of the page once all have loaded: where it is, the file it shows, and its picture's display ('none' without one). */
    async function images(index: number) {
      await page.goto(`http://${HOST}/${index}/`, { waitUntil: 'load' });
      // Lazy images load once near the viewport: scroll through (not smoothly, as the page's
      // CSS would), wait for every one, then measure from the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo({ top: y, behavior: 'instant' });
          await new Promise((r) => setTimeout(r, 5));
        }
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await page.waitForFunction(
        () => [...document.images].every((img) => img.complete && img.naturalWidth > 0),
        undefined,
        { timeout: 5000 },
      );
      return page.evaluate(() =>
        [...document.images].map((img) => {
          const box = img.getBoundingClientRect();
          const picture = img.parentElement?.closest('picture');
          return {
            slot: img.dataset['slot'],
            box: [box.x, box.y, box.width, box.height].map((n) => Math.round(n)),
            file: img.currentSrc.slice(img.currentSrc.lastIndexOf('/') + 1),
            picture: picture ? getComputedStyle(picture).display : 'none',
          };
        }),
      );
    }
    for (const [at, name] of PHOTO_FIXTURES.entries()) {
      const index = fixtures.findIndex((f) => f.name === name);
      for (const [width, height] of [
        [375, 800],
        [1280, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        const withAvif = await images(index);
        const before = await images(fixtures.length + at);
        const label = `${name} at ${width}`;
        expect(withAvif.length, label).toBeGreaterThanOrEqual(4);
        expect(
          withAvif.map(({ slot, box }) => ({ slot, box })),
          label,
        ).toEqual(before.map(({ slot, box }) => ({ slot, box })));
        for (const image of withAvif) {
          expect(image.file, label).toMatch(/^upload-[\w-]+\.avif$/);
          expect(image.picture, label).toBe('contents');
        }
        for (const image of before) {
          expect(image.file, label).toMatch(/^upload-[\w-]+\.webp$/);
          expect(image.picture, label).toBe('none');
        }
      }
    }
  });

  it('the dark toolbar offers only the chosen tools, and the sign-up form reports a failure', async () => {
    const index = fixtures.findIndex((f) => f.name === 'integrations-ltr');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`http://${HOST}/${index}/`, { waitUntil: 'load' });
    const a11y = page.locator('.a11y-btn');
    await a11y.waitFor();
    expect(await page.locator('.a11y').getAttribute('class')).toBe('a11y bottom-left dark');
    await a11y.click();
    expect(await page.locator('#a11y-panel button.opt').count()).toBe(3);
    expect(await axe()).toEqual([]);
    await a11y.click();

    // No hosting server here: the token and the post both get 404, and the form says so.
    pageErrors.length = 0;
    const form = page.locator('form[data-zform="subscribe"]');
    await form.locator('input[name=email]').fill('ada@example.com');
    await form.locator('button[type=submit]').click();
    await expect
      .poll(() => form.locator('[role=status]').textContent())
      .toBe('Sorry, we could not sign you up. Please try again later.');
    expect(pageErrors).toEqual([]);
  });

  it('mobile navigation, FAQ accordion and the toolbar work by keyboard and stay axe-clean', async () => {
    const index = fixtures.findIndex((f) => f.name.startsWith('bakery-'));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`http://${HOST}/${index}/`, { waitUntil: 'load' });
    const toggle = page.locator('.nav-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#z-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    const summaries = page.locator('[data-accordion] summary');
    if ((await summaries.count()) > 1) {
      await summaries.nth(0).click();
      await summaries.nth(1).click();
      await expect.poll(() => page.locator('[data-accordion] details[open]').count()).toBe(1);
    }

    const a11y = page.locator('.a11y-btn');
    await a11y.waitFor();
    await a11y.focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('#a11y-panel').isVisible()).toBe(true);
    expect(await axe()).toEqual([]);
    await page.getByRole('button', { name: 'Invert colors' }).click();
    await page.getByRole('button', { name: 'Gray hues' }).click();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('a11y-gray');
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain(
      'a11y-invert',
    );
    await page.getByRole('button', { name: 'Reset all' }).click();
    await page.keyboard.press('Escape');

    // A form's button brought into view from the viewport's bottom edge clears the launcher.
    const send = page.locator('form button[type=submit]').first();
    await send.evaluate((button) => {
      const edge = window.innerHeight - 4;
      window.scrollBy({ top: button.getBoundingClientRect().bottom - edge, behavior: 'instant' });
    });
    await send.scrollIntoViewIfNeeded();
    const [sendBox, launcherBox] = [await send.boundingBox(), await a11y.boundingBox()];
    if (!sendBox || !launcherBox) throw new Error('expected the button and the launcher shown');
    expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(launcherBox.y);
    expect(pageErrors).toEqual([]);
  });
});
