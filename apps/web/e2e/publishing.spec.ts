import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { TEST_GITHUB_LOGIN, TEST_GITHUB_TOKEN } from './support/github-account';
import { createAccountInDialog, expect, expectNoAxeViolations, test } from './fixtures';
import type { SiteDetail } from './sites';
import { E2E } from './support/ports';
import { chatUntilReady } from './wizard-chat';

// Issue 26, as a new owner in Chromium: the site's code goes to a GitHub repository (the third
// app server's GitHub is a local server speaking its REST calls, with the real `git
// http-backend` behind it), one commit per version; the owner's own domain is pointed at the
// site on a DNS server on loopback, verified and served by its Host name; deleting the site
// takes the repository and the domain with it.

test.use({ baseURL: E2E.publishingAppUrl });

const run = promisify(execFile);

const BAKERY =
  'Golden Crumb is an artisan bakery at 12 Baker Street in Portland. We bake sourdough, ' +
  'croissants and celebration cakes. Call 503 555 0142.';
const REPOSITORY = 'golden-crumb-site';
const DOMAIN = 'www.golden-crumb-bakery.com';
/** The repository as git reaches it, with the token as GitHub takes it (Basic credentials). */
const GIT_URL = `${E2E.githubUrl.replace('//', `//x-access-token:${TEST_GITHUB_TOKEN}@`)}/${TEST_GITHUB_LOGIN}/${REPOSITORY}.git`;

/** git with no one's configuration and never a prompt. */
const git = (args: string[]) =>
  run('git', args, {
    env: {
      PATH: process.env.PATH,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_TERMINAL_PROMPT: '0',
      HOME: tmpdir(),
    },
  }).then(({ stdout }) => stdout);

/** The commit subjects on the repository's main branch, newest first, from a fresh clone. */
async function commitsOnGitHub(): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'zappy-e2e-clone-'));
  try {
    await git(['clone', '--quiet', '--bare', GIT_URL, dir]);
    return (await git(['--git-dir', dir, 'log', '--format=%s', 'main']))
      .split('\n')
      .filter(Boolean);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The app server's answer to `GET /` for a Host name, as a browser at that domain asks. */
function getByHost(host: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(E2E.publishingAppUrl);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        // The server listens on 127.0.0.1, and Node may try `localhost` as ::1 first.
        hostname: hostname === 'localhost' ? '127.0.0.1' : hostname,
        port,
        path: '/',
        headers: { host },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The website as its owner's browser reads it (the session cookie). */
async function siteOf(page: Page, websiteId: string): Promise<SiteDetail> {
  const response = await page.request.get(`/api/website/${websiteId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { website: SiteDetail }).website;
}

/** The panel at `width`: no WCAG A/AA violation, and a screenshot to look at. */
async function checkPanelAt(page: Page, panel: Locator, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await panel.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  // The whole panel, clipped from the full page scrolled to its top, where the sticky header
  // covers nothing of it.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  const box = await panel.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x, y: y + window.scrollY, width, height };
  });
  await page.screenshot({ path: `/tmp/shots/publishing-${width}.png`, fullPage: true, clip: box });
}

test('a new owner pushes the site to a GitHub repository, serves it at their own domain, and deleting the site takes both away', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // 1. Wizard, sign-up, generation: the preview of a live site.
  await page.goto('/wizard');
  await page.getByRole('textbox', { name: 'Describe your business' }).fill(BAKERY);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  await chatUntilReady(page);
  await page.getByRole('button', { name: 'Sign in to Generate Your Website' }).click();
  // The server mails a link: opening it makes the account and comes back to the conversation.
  await createAccountInDialog(page, 'Bea Baker', 'publisher');
  await expect(page).toHaveURL(/\/wizard\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Generate My Website' }).click();
  await expect(page).toHaveURL(/\/preview\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByText('Website deployed successfully!')).toBeVisible({ timeout: 30_000 });
  const websiteId = page.url().split('/').at(-1) ?? '';

  // 2. The Publishing section: where and by whom the site is hosted.
  await page.getByRole('heading', { level: 2, name: 'Publishing' }).click();
  const panel = page
    .locator('details')
    .filter({ has: page.getByRole('heading', { name: 'Hosting' }) });
  await expect(panel.getByText('Hosted on').locator('..')).toHaveText('Hosted on Zappy');
  await expect(panel.getByText('Your site is live at')).toBeVisible();

  // 3. The code repository: created on GitHub with the owner's token, version 1 pushed.
  await panel.getByLabel('Repository name').fill(REPOSITORY);
  await panel.getByLabel('GitHub access token').fill(TEST_GITHUB_TOKEN);
  await panel.getByRole('button', { name: 'Connect repository' }).click();
  await expect(panel.getByText(/^Pushed version 1 on /)).toBeVisible({ timeout: 20_000 });
  await expect(
    panel.getByRole('link', {
      name: new RegExp(`^Open on GitHub: ${TEST_GITHUB_LOGIN}/${REPOSITORY}`),
    }),
  ).toBeVisible();
  expect(await git(['ls-remote', GIT_URL])).toMatch(/^[0-9a-f]{40}\trefs\/heads\/main$/m);
  const [first] = (await siteOf(page, websiteId)).versions;
  expect(await commitsOnGitHub()).toEqual([`Version 1: ${first?.reason ?? ''}`]);

  // 4. The owner's domain: the record the panel gives, published at the DNS host, verified.
  await panel.getByLabel('Domain name').fill(DOMAIN);
  await panel.getByRole('button', { name: 'Add domain' }).click();
  const records = panel.getByRole('table', { name: `DNS records for ${DOMAIN}` });
  const cname = records
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'CNAME', exact: true }) });
  const target = (await cname.getByRole('cell').nth(2).innerText()).trim();
  expect(target).toMatch(/^[a-z0-9-]+\.localhost$/);
  await checkPanelAt(page, panel, 375);
  await checkPanelAt(page, panel, 1280);
  const published = await page.request.post(`${E2E.mailControlUrl}/dns`, {
    data: { type: 'CNAME', name: DOMAIN, value: target },
  });
  expect(published.ok()).toBe(true);
  await panel.getByRole('button', { name: `Check now: ${DOMAIN}` }).click();
  await expect(panel.getByText(`${DOMAIN} is verified.`)).toBeVisible();
  await expect(panel.getByText('Verified', { exact: true })).toBeVisible();
  // Published again for the new address: the panel follows that version's push to its end.
  await expect(panel.getByText(/^Pushed version 2 on /)).toBeVisible({ timeout: 20_000 });

  // The site answers at its own Host name, once republished for that address; that version's
  // commit reaches GitHub too: one commit per version, each with its reason.
  await expect
    .poll(
      async () => {
        const { status, body } = await getByHost(DOMAIN);
        return status === 200 && body.includes('Golden Crumb') && body.includes(`http://${DOMAIN}`);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const versions = (await siteOf(page, websiteId)).versions;
  expect(versions.map((version) => version.reason)).toContain(
    `Address changed to http://${DOMAIN}`,
  );
  await expect
    .poll(commitsOnGitHub, { timeout: 20_000 })
    .toEqual(
      versions
        .sort((a, b) => b.number - a.number)
        .map((version) => `Version ${version.number}: ${version.reason}`),
    );

  // 5. Deleting the site from the dashboard names the repository and the domain, then takes
  // both away: the repository is gone from GitHub and the domain serves nothing.
  const { name } = await siteOf(page, websiteId);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Website' });
  await expect(dialog).toContainText(`${E2E.githubUrl}/${TEST_GITHUB_LOGIN}/${REPOSITORY}`);
  await expect(dialog).toContainText(`http://${DOMAIN}`);
  await dialog.getByRole('button', { name: 'Delete Website' }).click();
  await expect(page.getByText(`Website "${name}" deleted successfully`)).toBeVisible();
  // The domain stops at once; the repository goes with the removal's clean-up, just after.
  expect((await getByHost(DOMAIN)).status).toBe(404);
  await expect
    .poll(
      async () =>
        (
          await page.request.get(`${E2E.githubUrl}/repos/${TEST_GITHUB_LOGIN}/${REPOSITORY}`, {
            headers: { Authorization: `Bearer ${TEST_GITHUB_TOKEN}` },
          })
        ).status(),
      { timeout: 20_000 },
    )
    .toBe(404);
  await expect(git(['ls-remote', GIT_URL])).rejects.toThrow(/not found/);
});
