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

export interface LighthouseAuditor {
  /** Lighthouse's mobile audit (its default form factor and throttling), scores 0-100. */
  audit(url: string): Promise<{ scores: LighthouseScores; failing: string[] }>;
  /**
   * The median of several audits per category: simulated throttling replays one observed load,
   * and a busy shared machine makes single runs swing (Lighthouse's own advice is a median).
   */
  auditMedian(url: string, runs: number): Promise<LighthouseScores>;
  close(): void;
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
  async function audit(url: string) {
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
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    return { scores, failing };
  }
  return {
    audit,
    async auditMedian(url, runs) {
      const all: LighthouseScores[] = [];
      for (let i = 0; i < runs; i += 1) all.push((await audit(url)).scores);
      const median = (values: number[]) =>
        [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      return Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((id) => [id, median(all.map((scores) => scores[id]))]),
      ) as LighthouseScores;
    },
    close() {
      chrome.kill();
    },
  };
}
