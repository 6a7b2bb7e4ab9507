// The app itself: start-up time, the JavaScript each page loads (against the build's budgets),
// Lighthouse mobile on `/`, `/wizard` and a signed-in `/dashboard`.
// Run: npm run build && npx tsx bench/app.ts [path …]   (paths: audit only those pages)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@zappy/fixtures/chromium';
import { ensureBuilt, registerLocalAccount, startApp } from './lib/app-server';
import {
  LIGHTHOUSE_CATEGORIES,
  openLighthouse,
  type LighthouseCategory,
  type LighthouseMedian,
} from './lib/lighthouse';
import { percentile, printTable } from './lib/table';
import { formatKb, measurePages, type Manifest } from '../apps/web/scripts/js-budget';
import { APP_MODULE, APP_PAGES } from '../apps/web/scripts/pages';

const PORT = 3201;
const STARTS = 5;
const LIGHTHOUSE_RUNS = 5;

interface AuditedPage {
  path: string;
  signedIn: boolean;
  /** Issue 15: the performance score each page must reach; every other category must be 100. */
  performanceTarget: number;
}

const ALL_PAGES: AuditedPage[] = [
  { path: '/', signedIn: false, performanceTarget: 95 },
  { path: '/wizard', signedIn: false, performanceTarget: 95 },
  { path: '/dashboard', signedIn: true, performanceTarget: 90 },
];
const chosen = process.argv.slice(2);
const PAGES = chosen.length ? ALL_PAGES.filter((page) => chosen.includes(page.path)) : ALL_PAGES;

async function measureStartup(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < STARTS; i += 1) {
    const app = await startApp(PORT);
    times.push(app.startupMs);
    await app.stop();
  }
  return times;
}

/**
 * Every script the browser fetches for a page by network idle: the entry, its preloads, the
 * page's lazy chunk and what loads after it (the accessibility toolbar).
 */
async function measurePageJs(
  url: string,
  cookies: { name: string; value: string }[],
): Promise<{ files: number; raw: number; gzip: number }> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const context = await browser.newContext();
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const loaded = await Promise.all(bodies);
  await browser.close();
  return {
    files: loaded.length,
    raw: loaded.reduce((sum, body) => sum + body.length, 0),
    gzip: loaded.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

/** What the build counts against each page's budget (apps/web/scripts/check-js-budget.ts). */
function budgetRows() {
  const dist = new URL('../apps/web/dist/', import.meta.url);
  const manifest = JSON.parse(
    readFileSync(new URL('.vite/manifest.json', dist), 'utf8'),
  ) as Manifest;
  return measurePages(
    manifest,
    APP_MODULE,
    APP_PAGES,
    (file) => gzipSync(readFileSync(new URL(file, dist))).length,
  ).map((page) => ({
    measure: `JavaScript ${page.path} runs on (build, gzip)`,
    value: `${formatKb(page.gzipBytes)} in ${page.files.length} files`,
    target: `<= ${formatKb(page.budgetBytes)}`,
  }));
}

function lighthouseRows(page: AuditedPage, result: LighthouseMedian) {
  const target = (category: LighthouseCategory) =>
    category === 'performance' ? `>= ${page.performanceTarget}` : '100';
  const { fcp, lcp, tbt, cls } = result.metrics;
  const isShort = (category: LighthouseCategory) =>
    category === 'performance'
      ? result.scores.performance < page.performanceTarget
      : result.scores[category] < 100;
  return [
    ...LIGHTHOUSE_CATEGORIES.map((category) => ({
      measure: `Lighthouse mobile ${page.path} ${category} (median of ${LIGHTHOUSE_RUNS})`,
      value: String(result.scores[category]),
      target: target(category),
    })),
    {
      measure: `  ${page.path} FCP / LCP / TBT / CLS (median)`,
      value: `${fcp.toFixed(0)} / ${lcp.toFixed(0)} / ${tbt.toFixed(0)} ms / ${cls.toFixed(3)}`,
      target: '',
    },
    // The audits to read when a category misses its target.
    ...(LIGHTHOUSE_CATEGORIES.some(isShort)
      ? [
          {
            measure: `  ${page.path} audits short of 1`,
            value: result.failing.join(', '),
            target: '',
          },
        ]
      : []),
  ];
}

ensureBuilt();
const startups = await measureStartup();
const app = await startApp(PORT, { AUTH_LOCAL_SIGNIN: 'true' });
try {
  const cookies = await registerLocalAccount(app.url);
  const rows = [
    {
      measure: 'start to first 200 on /api/health (fresh data dir)',
      value: `p50 ${percentile(startups, 50).toFixed(0)} ms, max ${Math.max(...startups).toFixed(0)} ms (${STARTS} starts)`,
      target: '',
    },
  ];
  rows.push(...budgetRows());
  for (const page of PAGES) {
    const js = await measurePageJs(`${app.url}${page.path}`, page.signedIn ? cookies : []);
    rows.push({
      measure: `JavaScript loaded by ${page.path} by network idle (gzip)`,
      value: `${formatKb(js.gzip)} in ${js.files} files (${formatKb(js.raw)} raw)`,
      target: '',
    });
  }
  const lighthouse = await openLighthouse();
  try {
    for (const page of PAGES) {
      const result = await lighthouse.auditMedianDetails(
        `${app.url}${page.path}`,
        LIGHTHOUSE_RUNS,
        {
          cookies: page.signedIn ? cookies : undefined,
        },
      );
      rows.push(...lighthouseRows(page, result));
    }
  } finally {
    lighthouse.close();
  }
  printTable('App', rows);
} finally {
  await app.stop();
}
