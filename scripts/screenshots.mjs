// `npm run screenshots`: the README's pictures of the product, taken from the built server
// (run `npm run build` first). Starts it on a fresh data directory, goes through the landing page,
// the wizard, sign-in, generation, the preview, the dashboard and the generated site in Chromium,
// and writes 1280×800 PNGs (palette-compressed, each under 300 KB) to docs/screenshots/.
// page.evaluate callbacks run in the browser, where these exist.
/* global document, HTMLElement, HTMLInputElement */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'docs', 'screenshots');
const PORT = 3300;
const BASE = `http://localhost:${PORT}`;
const VIEWPORT = { width: 1280, height: 800 };
const MAX_BYTES = 300 * 1024;
const BAKERY =
  'Golden Crumb is an artisan bakery in Portland selling sourdough, pastries and celebration cakes. Open Tue-Sun 7am-3pm. Email hello@goldencrumb.com. We want to use our brand colours.';

for (const built of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
  if (!existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run npm run build first`);
    process.exit(1);
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'zappy-screenshots-'));
// Only these settings: the working directory is the empty temporary folder, so no .env is read,
// and nothing from the caller's environment (a database, an LLM provider) changes the pictures.
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  cwd: work,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    DATA_DIR: path.join(work, 'data'),
    AUTH_LOCAL_SIGNIN: 'true',
    // Paced, unlike a benchmark, so the progress dialogs stay up long enough to be pictured.
    PROGRESS_STEP_DELAY_MS: '400',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const exited = new Promise((resolve) => server.once('exit', resolve));

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ok = await fetch(`${BASE}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}

/** Saves the page as it is now, re-encoded as a palette PNG, which keeps UI pictures small. */
async function shoot(page, name) {
  await page.evaluate(() => document.fonts.ready);
  const raw = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  let quality = 90;
  let png = await sharp(raw)
    .png({ palette: true, quality, effort: 10, compressionLevel: 9 })
    .toBuffer();
  while (png.length > MAX_BYTES && quality > 30) {
    quality -= 15;
    png = await sharp(raw)
      .png({ palette: true, quality, effort: 10, compressionLevel: 9 })
      .toBuffer();
  }
  const file = path.join(out, `${name}.png`);
  writeFileSync(file, png);
  console.log(`${path.relative(root, file)}  ${Math.round(statSync(file).size / 1024)} KB`);
}

/**
 * Signs in through the API, not the dialog (whose form is not what is pictured here): a new
 * local account. The browser context keeps the session cookie the answer sets.
 */
async function signIn(context) {
  const response = await context.request.post(`${BASE}/api/auth/local/register`, {
    data: {
      name: 'Bea Baker',
      email: `bea-${Date.now()}@example.com`,
      password: 'golden-crumb-sourdough',
    },
    headers: { origin: BASE },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()}`);
}

/** Answers the wizard's questions as apps/web/e2e/generation.spec.ts does, until it can generate. */
async function chatUntilReady(page, ready) {
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  const composer = page.getByRole('textbox', { name: 'Your message' });
  const typing = page.getByText('Zappy is typing…');
  for (let turn = 0; turn < 25; turn += 1) {
    await typing.waitFor({ state: 'hidden' });
    await ready.or(submit).or(composer).first().waitFor();
    if (await ready.isVisible()) return;
    if (await submit.isVisible()) {
      const role = await page.evaluate(() => {
        const element = document.activeElement;
        if (!(element instanceof HTMLElement)) return '';
        if (element instanceof HTMLInputElement) return element.type;
        return element.tagName.toLowerCase();
      });
      if (role === 'radio' || role === 'checkbox') await page.keyboard.press('Space');
      else if (['text', 'textarea', 'email', 'tel'].includes(role))
        await page.keyboard.type('Golden Crumb Bakery, 12 Baker Street, Portland');
      await submit.click();
    } else {
      await composer.fill('Please go ahead with what you think fits best.');
      await page.keyboard.press('Enter');
    }
    await typing.waitFor({ state: 'hidden' });
  }
  throw new Error('the conversation never became ready to generate');
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let failed = false;
try {
  await waitForServer();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL: BASE });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();

  await page.goto('/');
  await page.getByRole('link', { name: 'Start Creating' }).first().waitFor();
  await shoot(page, '1-landing');

  await page.goto('/wizard');
  await page.getByRole('textbox', { name: 'Describe your business' }).fill(BAKERY);
  await page.getByRole('button', { name: 'Start Conversation' }).click();
  // The first question (its widget holds focus), with the owner's description above it.
  await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
  await page.getByText('Zappy is typing…').waitFor({ state: 'hidden' });
  await shoot(page, '2-wizard');

  const signInToGenerate = page.getByRole('button', { name: 'Sign in to Generate Your Website' });
  await chatUntilReady(page, signInToGenerate);
  await signInToGenerate.click();
  await page.getByRole('dialog').waitFor();
  await shoot(page, '3-sign-in');
  await page.keyboard.press('Escape');
  await signIn(context);
  await page.reload();

  await page.getByRole('button', { name: 'Generate My Website' }).click();
  const progress = page.getByRole('dialog', { name: 'Building your website' });
  await progress.getByText('Applying Design', { exact: true }).waitFor();
  await progress
    .locator('li[aria-current="step"]')
    .filter({ hasText: 'Applying Design' })
    .waitFor();
  await shoot(page, '4-generation');

  await page.waitForURL(/\/preview\/[0-9a-f-]{36}$/, { timeout: 120_000 });
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.frameLocator('iframe').getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByText('Website deployed successfully!').waitFor({ state: 'hidden' });
  await shoot(page, '5-preview');
  const liveUrl = await page.getByRole('link', { name: /Live Site/ }).getAttribute('href');

  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Your Websites' })
    .getByRole('heading', { level: 3 })
    .waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, '6-dashboard');

  if (!liveUrl) throw new Error('the preview shows no live site link');
  await page.goto(liveUrl);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, '7-site');
  await context.close();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await exited;
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
