// The site's own script.js and the no-JavaScript confirm page, in Chromium, against the real
// forms during a flood: a visitor still gets their message through. The page is opened at a
// `.localhost` address (a secure context, so WebCrypto is there, as on an https site) and every
// request it makes is answered by the app under the site's real host name.
import { chromium, type Browser, type BrowserContext, type Route } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@zappy/fixtures/chromium';
import type { LeadsResponse } from '@zappy/contract/leads';
import type { WebsiteDetail } from '@zappy/contract/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { createDeployedSite, signIn, useGenerationHarness } from '../../../test/generation-harness';
import { MIN_FILL_MS } from './form-token';
import { SITE_CALM_LIMIT } from './proof-of-work';
import { PROOF_NEEDED_STATUS } from './site-forms';

const PAGE_HOST = 'golden-crumb.localhost';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases)(
  'the site’s forms in a browser during a flood on $name',
  ({ open }) => {
    const harness = useGenerationHarness(open);
    let owner: string;
    let site: WebsiteDetail;
    let host: string;
    let browser: Browser;
    /** What the browser posted to the forms, and the status each post got. */
    const posts: { path: string; status: number; body: string }[] = [];

    /** Answers the browser's request with the app, as the site's host would. */
    async function serve(route: Route) {
      const request = route.request();
      const url = new URL(request.url());
      if (url.hostname !== PAGE_HOST) return route.abort();
      const res = await harness.app.inject({
        method: request.method() as 'GET' | 'POST',
        url: url.pathname + url.search,
        remoteAddress: '192.0.2.200',
        headers: { ...request.headers(), host },
        ...(request.postDataBuffer() ? { payload: request.postDataBuffer() ?? '' } : {}),
      });
      if (request.method() === 'POST') {
        posts.push({ path: url.pathname, status: res.statusCode, body: request.postData() ?? '' });
      }
      const headers = Object.fromEntries(
        Object.entries(res.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
      );
      return route.fulfill({ status: res.statusCode, headers, body: res.rawPayload });
    }

    async function visitor(javaScriptEnabled: boolean): Promise<BrowserContext> {
      const context = await browser.newContext({ javaScriptEnabled });
      await context.route('**/*', serve);
      return context;
    }

    const inbox = async () =>
      (
        await harness.app.inject({
          url: `/api/website/${site.websiteId}/leads`,
          headers: { authorization: `Bearer ${owner}` },
        })
      ).json<LeadsResponse>();

    beforeAll(async () => {
      owner = await signIn(harness.app, 'browser-forms@example.com');
      site = await createDeployedSite(
        harness.app,
        owner,
        'A bakery called Golden Crumb in Portland. We sell sourdough loaves. Email hello@goldencrumb.example.',
      );
      host = new URL(site.liveUrl ?? '').host;
      browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);

      // The flood: 40 addresses, a token each, as fast as the tokens allow.
      const tokens = await Promise.all(
        Array.from({ length: 40 }, async () => {
          const res = await harness.app.inject({ url: '/_zappy/form-token', headers: { host } });
          return res.json<{ token: string }>().token;
        }),
      );
      await pause(MIN_FILL_MS + 100);
      const statuses: number[] = [];
      for (const [i, token] of tokens.entries()) {
        const res = await harness.app.inject({
          method: 'POST',
          url: '/_zappy/contact',
          remoteAddress: `198.18.1.${i + 1}`,
          headers: { host, accept: 'application/json' },
          payload: {
            name: 'Bot',
            email: 'bot@example.com',
            subject: 'Buy',
            message: 'Spam',
            _zt: token,
          },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(SITE_CALM_LIMIT);
      expect(statuses.at(-1)).toBe(PROOF_NEEDED_STATUS);
    });

    afterAll(async () => {
      await browser.close();
    });

    async function fillContactForm(context: BrowserContext, name: string) {
      const page = await context.newPage();
      await page.goto(`http://${PAGE_HOST}/`, { waitUntil: 'load' });
      const form = page.locator('form[action="/_zappy/contact"]');
      await form.locator('input[name=name]').fill(name);
      await form.locator('input[name=email]').fill('visitor@example.org');
      await form.locator('input[name=subject]').fill('A cake');
      await form.locator('textarea[name=message]').fill('Could you bake a cake for Saturday?');
      // A person takes a few seconds to write; the form refuses faster submissions.
      await pause(MIN_FILL_MS + 500);
      return { page, form };
    }

    it('with JavaScript: the script proves its work with WebCrypto and the message is stored', async () => {
      const context = await visitor(true);
      const { page, form } = await fillContactForm(context, 'Script Visitor');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await form.locator('button[type=submit]').click();
      await expect
        .poll(() => form.locator('[role=status]').textContent(), { timeout: 60_000 })
        .toMatch(/Thank you/);
      expect(errors).toEqual([]);
      // Asked once, then sent again with a proof of the same token.
      expect(posts.map((p) => p.status)).toEqual([PROOF_NEEDED_STATUS, 200]);
      expect(new URLSearchParams(posts[1]?.body).get('_pow')).toMatch(/^\d+$/);
      expect((await inbox()).leads[0]?.name).toBe('Script Visitor');
      await context.close();
    });

    it('without JavaScript: a confirm page for this address, one click, and the message is stored', async () => {
      posts.length = 0;
      const context = await visitor(false);
      const { page, form } = await fillContactForm(context, 'Plain Visitor');
      await form.locator('button[type=submit]').click();
      await page.waitForURL(`http://${PAGE_HOST}/_zappy/contact`);
      await expect.poll(() => page.locator('[role=status]').textContent()).toMatch(/confirm yours/);
      await pause(MIN_FILL_MS + 100);
      await page.getByRole('button', { name: 'Confirm and send' }).click();
      await expect.poll(() => page.locator('h1').textContent()).toMatch(/sent/i);
      expect(posts.map((p) => p.status)).toEqual([200, 200]);
      expect((await inbox()).leads[0]?.name).toBe('Plain Visitor');
      await context.close();
    });
  },
);
