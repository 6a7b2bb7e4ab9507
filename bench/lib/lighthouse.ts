import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@zappy/fixtures/chromium';

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];
export type LighthouseScores = Record<LighthouseCategory, number>;

/** The timings behind a performance score, in milliseconds (CLS is unitless). */
export const LIGHTHOUSE_METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type LighthouseMetrics = Record<keyof typeof LIGHTHOUSE_METRICS, number>;

export interface LighthouseAudit {
  scores: LighthouseScores;
  metrics: LighthouseMetrics;
  failing: string[];
}

export interface LighthouseMedian {
  scores: LighthouseScores;
  metrics: LighthouseMetrics;
  /** Every audit that fell short in any run: what to look at when a score is below target. */
  failing: string[];
}

export interface AuditOptions {
  /**
   * Cookies put into the browser for the audited page's origin, e.g. a session. In the browser's
   * cookie jar rather than as an extra header, so the page's scripts see the readable ones.
   */
  cookies?: { name: string; value: string }[];
}

export interface LighthouseAuditor {
  /** Lighthouse's mobile audit (its default form factor and throttling), scores 0-100. */
  audit(url: string, options?: AuditOptions): Promise<LighthouseAudit>;
  /**
   * The median of several audits per category: simulated throttling replays one observed load,
   * and a busy shared machine makes single runs swing (Lighthouse's own advice is a median).
   */
  auditMedian(url: string, runs: number, options?: AuditOptions): Promise<LighthouseScores>;
  /** `auditMedian` with the median timings too and every audit that fell short. */
  auditMedianDetails(url: string, runs: number, options?: AuditOptions): Promise<LighthouseMedian>;
  close(): void;
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

function medianOf<Key extends string>(
  runs: Record<Key, number>[],
  keys: readonly Key[],
): Record<Key, number> {
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Record<Key, number>;
}

/**
 * One Chromium for many audits.
 *
 * @example
 * const lh = await openLighthouse();
 * const { scores } = await lh.audit('http://127.0.0.1:3000/');
 * lh.close();
 */
export async function openLighthouse(): Promise<LighthouseAuditor> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  /** Lighthouse resets storage between runs but keeps cookies, so they last for all runs. */
  async function setCookies(url: string, cookies: { name: string; value: string }[]) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
    await browser.close();
  }
  async function audit(url: string, options: AuditOptions = {}): Promise<LighthouseAudit> {
    if (options.cookies) await setCookies(url, options.cookies);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as LighthouseScores;
    const metrics = Object.fromEntries(
      Object.entries(LIGHTHOUSE_METRICS).map(([key, id]) => [key, audits[id]?.numericValue ?? 0]),
    ) as LighthouseMetrics;
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    return { scores, metrics, failing };
  }
  async function auditMedianDetails(
    url: string,
    runs: number,
    options?: AuditOptions,
  ): Promise<LighthouseMedian> {
    const all: LighthouseAudit[] = [];
    for (let i = 0; i < runs; i += 1) all.push(await audit(url, options));
    return {
      scores: medianOf(
        all.map((run) => run.scores),
        LIGHTHOUSE_CATEGORIES,
      ),
      metrics: medianOf(
        all.map((run) => run.metrics),
        Object.keys(LIGHTHOUSE_METRICS) as (keyof LighthouseMetrics)[],
      ),
      failing: [...new Set(all.flatMap((run) => run.failing))],
    };
  }
  return {
    audit,
    auditMedianDetails,
    async auditMedian(url, runs, options) {
      return (await auditMedianDetails(url, runs, options)).scores;
    },
    close() {
      chrome.kill();
    },
  };
}
