// The app itself: start-up time, the JavaScript the landing page loads, Lighthouse on `/`.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@zappy/fixtures/chromium';
import { ensureBuilt, startApp } from './lib/app-server';
import { openLighthouse } from './lib/lighthouse';
import { percentile, printTable } from './lib/table';

const PORT = 3201;
const STARTS = 5;

async function measureStartup(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < STARTS; i += 1) {
    const app = await startApp(PORT);
    times.push(app.startupMs);
    await app.stop();
  }
  return times;
}

/** Every script the browser fetches to show `/` (entry, preloads and the lazy landing chunk). */
async function measureLandingJs(
  url: string,
): Promise<{ files: number; raw: number; gzip: number }> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const page = await browser.newPage();
  const bodies: Buffer[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      void response.body().then((body) => bodies.push(body));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  return {
    files: bodies.length,
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

ensureBuilt();
const startups = await measureStartup();
const app = await startApp(PORT);
try {
  const js = await measureLandingJs(`${app.url}/`);
  const lighthouse = await openLighthouse();
  const scores = await lighthouse.auditMedian(`${app.url}/`, 5).finally(() => {
    lighthouse.close();
  });
  printTable('App', [
    {
      measure: 'start to first 200 on /api/health (fresh data dir)',
      value: `p50 ${percentile(startups, 50).toFixed(0)} ms, max ${Math.max(...startups).toFixed(0)} ms (${STARTS} starts)`,
      target: '',
    },
    {
      measure: 'JavaScript loaded by / (gzip)',
      value: `${(js.gzip / 1024).toFixed(1)} KB in ${js.files} files (${(js.raw / 1024).toFixed(1)} KB raw)`,
      target: '<= 150 KB',
    },
    ...Object.entries(scores).map(([category, score]) => ({
      measure: `Lighthouse mobile / ${category} (median of 5)`,
      value: score,
      target: category === 'performance' ? '>= 95' : '100',
    })),
  ]);
} finally {
  await app.stop();
}
