// The quality gates in every site language: a site generated from a description in each language
// (right-to-left ones included) has valid HTML, no WCAG 2.1 AA violation at 375 px and 1280 px,
// and nothing overflowing at 320 px (long German or Dutch words included).
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { SITE_LANGUAGES } from '@zappy/contract/constants';
import { DESCRIBED_BUSINESSES } from '@zappy/fixtures/business-descriptions';
import { CHROMIUM_LAUNCH_OPTIONS } from '@zappy/fixtures/chromium';
import { siteFileContentType } from '@zappy/fixtures/site-files';
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrain } from './brain';
import { generateSite } from './recipe';

const brain = createBrain({ provider: 'offline', seed: 7 });
const HOST = 'site.test';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

/** The first described business written in each site language. */
const BY_LANGUAGE = SITE_LANGUAGES.map((language) => {
  const business = DESCRIBED_BUSINESSES.find((b) => (b.expect.inputLanguage ?? 'en') === language);
  if (!business) throw new Error(`no described business in ${language}`);
  return { language, business };
});

let browser: Browser;
let page: Page;
const files = new Map<string, Map<string, Uint8Array>>();

beforeAll(async () => {
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const context = await browser.newContext();
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const [, language = '', ...rest] = url.pathname.split('/');
    const path = rest.join('/') || 'index.html';
    const body = url.hostname === HOST ? files.get(language)?.get(path) : undefined;
    if (body === undefined) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      status: 200,
      contentType: siteFileContentType(path),
      body: Buffer.from(body),
    });
  });
  page = await context.newPage();
}, 60_000);

afterAll(async () => {
  await browser.close();
});

describe('quality gates in every site language', () => {
  it.each(BY_LANGUAGE)(
    '$language: valid HTML, axe clean at 375/1280, no overflow at 320',
    async ({ language, business }) => {
      const requirements = (await brain.extractRequirements(business.message)).value;
      expect(requirements.language).toBe(language);
      const site = await generateSite(brain, requirements, { seed: 7 });
      files.set(language, site.files);
      const html = new TextDecoder().decode(site.files.get('index.html'));
      expect(html).toContain(`<html lang="${language}"`);

      const report = await validator.validateString(html);
      const errors = report.results.flatMap((r) =>
        r.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`),
      );
      expect(errors).toEqual([]);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`http://${HOST}/${language}/`, { waitUntil: 'load' });
      const violations = async () =>
        (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      expect(await violations()).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await violations()).toEqual([]);

      await page.setViewportSize({ width: 320, height: 700 });
      // A string, as this package's types have no DOM.
      const width = await page.evaluate<{ scroll: number; client: number }>(
        '({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })',
      );
      expect(width.scroll).toBeLessThanOrEqual(width.client);
    },
    60_000,
  );
});
