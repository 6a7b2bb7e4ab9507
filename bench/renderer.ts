// Renderer benchmark: time per site (p50/p95 over varied models) and per stage, bytes of
// HTML+CSS+JS without the accessibility toolbar, and Lighthouse mobile scores for sample sites
// served on 127.0.0.1.
// Run: npx tsx bench/renderer.ts   (Lighthouse needs /usr/bin/chromium; skip it with --no-lighthouse)
import { gzipSync } from 'node:zlib';
import { createSampleSiteModel, SAMPLE_INDUSTRIES } from '@zappy/fixtures/sample-sites';
import { SITE_STYLES } from '@zappy/site-model/constants';
import type { SiteModel, SiteStyle } from '@zappy/site-model/schema';
import { renderSite } from '@zappy/site-renderer/render';
import * as stages from '@zappy/site-renderer/stages';
import { openLighthouse, type LighthouseScores } from './lib/lighthouse';
import { serveSite } from './lib/serve-site';
import { percentile, printTable } from './lib/table';

// 1. Render time over 200 varied models (8 industries x 6 styles x layout variants x seeds).
const models: SiteModel[] = [];
for (let i = 0; models.length < 200; i++) {
  models.push(
    createSampleSiteModel({
      industry: SAMPLE_INDUSTRIES[i % SAMPLE_INDUSTRIES.length] ?? 'bakery',
      style: SITE_STYLES[Math.floor(i / SAMPLE_INDUSTRIES.length) % SITE_STYLES.length] ?? 'modern',
      variant: i % 3,
      seed: i,
    }),
  );
}
for (const m of models.slice(0, 20)) renderSite(m); // warm up the JIT
const times: number[] = [];
for (const m of models) {
  const start = performance.now();
  renderSite(m);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);

// The same models stage by stage, as the generation steps run them.
const imagePaths = models.map((m) => Object.keys(stages.renderImages(m)));
const rendered = models.map((m) => renderSite(m).files);
const STAGES: [string, (m: SiteModel, i: number) => unknown][] = [
  ['generating_images: renderImages', stages.renderImages],
  ['building_structure: renderDocument', (m) => stages.renderDocument(m)],
  ['styling: renderStylesheet', stages.renderStylesheet],
  ['adding_functionality: renderScript', stages.renderScript],
  ['integrating_features: accessibility', stages.renderAccessibility],
  ['integrating_features: SEO files', (m) => stages.renderSeoFiles(m)],
  ['integrating_features: README', (m, i) => stages.renderReadme(m, {}, imagePaths[i] ?? [])],
  ['optimizing: measurePage', (_m, i) => stages.measurePage(rendered[i] ?? {})],
];
const stageRows = STAGES.map(([name, stage]) => {
  const stageTimes = models.map((m, i) => {
    const start = performance.now();
    stage(m, i);
    return performance.now() - start;
  });
  return {
    stage: name,
    'p50 ms': percentile(stageTimes, 50).toFixed(3),
    'p95 ms': percentile(stageTimes, 95).toFixed(3),
  };
});

// 2. Bytes of HTML+CSS+JS (no toolbar, no images) per sample site.
const samples: { name: string; style: SiteStyle; industry: string }[] = SITE_STYLES.map(
  (style, i) => ({
    name: `${style}-${SAMPLE_INDUSTRIES[i] ?? 'bakery'}`,
    style,
    industry: SAMPLE_INDUSTRIES[i] ?? 'bakery',
  }),
);
const sizes = samples.map((s) => {
  const { files } = renderSite(createSampleSiteModel({ industry: s.industry, style: s.style }));
  const parts = ['index.html', 'styles.css', 'script.js'].map((f) => Buffer.from(String(files[f])));
  return {
    name: s.name,
    raw: parts.reduce((n, b) => n + b.length, 0),
    gzip: parts.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
  };
});

console.log('\nRenderer: time per site');
console.table({
  renders: models.length,
  'p50 ms': +percentile(times, 50).toFixed(2),
  'p95 ms': +percentile(times, 95).toFixed(2),
  'max ms': +(times.at(-1) ?? 0).toFixed(2),
});
printTable('Renderer: time per stage', stageRows);
console.log('HTML+CSS+JS without the toolbar (targets: < 50 KB raw, < 15 KB gzip)');
console.table(
  Object.fromEntries(
    sizes.map((s) => [
      s.name,
      { 'raw KB': +(s.raw / 1024).toFixed(1), 'gzip KB': +(s.gzip / 1024).toFixed(1) },
    ]),
  ),
);

// 3. Lighthouse mobile scores, each site served from its own 127.0.0.1 port.
if (!process.argv.includes('--no-lighthouse')) {
  const lighthouse = await openLighthouse();
  const rows: Record<string, LighthouseScores> = {};
  try {
    for (const s of samples.slice(0, 6)) {
      const { server, url } = await serveSite(
        (siteUrl) => renderSite(createSampleSiteModel(s), { siteUrl }).files,
      );
      try {
        const { scores, failing } = await lighthouse.audit(url);
        rows[s.name] = scores;
        if (process.argv.includes('--verbose') && failing.length > 0) {
          console.log(`  ${s.name}: ${failing.join(', ')}`);
        }
      } finally {
        server.close();
      }
    }
  } finally {
    lighthouse.close();
  }
  console.log('Lighthouse (mobile, target 100 in all four)');
  console.table(rows);
}
