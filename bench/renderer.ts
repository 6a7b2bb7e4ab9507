// Renderer benchmark: time per site (p50/p95 over varied models) and per stage, bytes of
// HTML+CSS+JS without the accessibility toolbar, Lighthouse mobile scores for sample sites
// served on 127.0.0.1, and a site whose every image is a photo: what a phone and a desktop load,
// and its Lighthouse scores.
// Run: npx tsx bench/renderer.ts   (Lighthouse needs /usr/bin/chromium; skip it with --no-lighthouse)
import { gzipSync } from 'node:zlib';
import { createSampleSiteModel, SAMPLE_INDUSTRIES } from '@zappy/fixtures/sample-sites';
import { SITE_STYLES } from '@zappy/site-model/constants';
import type { SiteModel, SiteStyle } from '@zappy/site-model/schema';
import { applySiteEdits, type SiteEdit } from '@zappy/site-model/patch';
import { renderSite } from '@zappy/site-renderer/render';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@zappy/fixtures/chromium';
import sharp from 'sharp';
import { processUpload } from '../apps/server/src/lib/image-uploads';
import { createImageGate } from '../apps/server/src/lib/image-work';
import * as stages from '@zappy/site-renderer/stages';
import { openLighthouse, type LighthouseScores } from './lib/lighthouse';
import { serveSite, type SiteFiles } from './lib/serve-site';
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

// 4. A site with photos: each image slot a photo stored as uploads are (WebP and AVIF at each
// width). The photo is drawn to weigh what a camera's does: detail at every scale (fractal noise
// over a lit scene) and fine grain, so each width keeps as many bytes as a photo's would.
async function cameraLikePhoto(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1200">
    <defs><radialGradient id="g" cx="40%" cy="35%" r="80%">
      <stop offset="0" stop-color="hsl(${hue} 55% 75%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 40% 25%)"/>
    </radialGradient>
    <filter id="detail"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="8" seed="${seed}"/><feColorMatrix type="saturate" values="0.4"/></filter>
    <filter id="grain"><feTurbulence baseFrequency="0.8" numOctaves="2" seed="${seed}"/><feColorMatrix type="saturate" values="0"/></filter></defs>
    <rect width="1800" height="1200" fill="url(#g)"/>
    <ellipse cx="${600 + seed * 90}" cy="700" rx="420" ry="260" fill="hsl(${(hue + 180) % 360} 35% 45%)" opacity="0.8"/>
    <circle cx="1300" cy="${420 + seed * 40}" r="220" fill="hsl(${(hue + 90) % 360} 45% 60%)" opacity="0.7"/>
    <rect width="1800" height="1200" filter="url(#detail)" opacity="0.8"/>
    <rect width="1800" height="1200" filter="url(#grain)" opacity="0.2"/></svg>`;
  return sharp(Buffer.from(scene)).jpeg({ quality: 88 }).toBuffer();
}

/** The sample bakery with a photo in every image slot, and the photos' files. */
async function photoSite(): Promise<{ model: SiteModel; photos: SiteFiles }> {
  const base = createSampleSiteModel({ industry: 'bakery', style: 'modern' });
  const photos: Record<string, Uint8Array> = {};
  const gate = createImageGate(2);
  const replacements = await Promise.all(
    base.images.map(async (image, n) => {
      const processed = await processUpload(await cameraLikePhoto(n + 1), gate);
      if (!processed.ok) throw new Error(`photo ${n}: ${processed.error}`);
      const variants = processed.value.variants.map((v) => {
        const path = `images/photo-bench-${n}-${v.width}.webp`;
        photos[path] = v.data;
        if (!v.avif) return { width: v.width, path };
        const avif = path.replace(/\.webp$/, '.avif');
        photos[avif] = v.avif;
        return { width: v.width, path, avif };
      });
      return {
        op: 'replaceImage',
        slot: image.dataSlot,
        url: variants.at(-1)?.path ?? '',
        alt: `Photo ${n + 1} of the bakery`,
        width: processed.value.width,
        height: processed.value.height,
        variants,
      } satisfies SiteEdit;
    }),
  );
  const replaced = applySiteEdits(base, replacements);
  if (!replaced.ok) throw new Error(replaced.errors.join('; '));
  return { model: replaced.value, photos };
}

/** What a browser at `width` loads of a served site, by kind, after scrolling to its end. */
async function loadedBytes(url: string, width: number): Promise<Record<string, number>> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const bytes: Record<string, number> = { 'html+css+js': 0, avif: 0, webp: 0, other: 0 };
    const counted: Promise<void>[] = [];
    page.on('response', (response) => {
      counted.push(
        response.body().then(
          (body) => {
            const path = new URL(response.url()).pathname;
            const kind = /\.avif$/.test(path)
              ? 'avif'
              : /\.webp$/.test(path)
                ? 'webp'
                : /(\/|\.html|\.css|\.js)$/.test(path)
                  ? 'html+css+js'
                  : 'other';
            bytes[kind] = (bytes[kind] ?? 0) + body.length;
          },
          () => undefined,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
    });
    // Every image scrolled past has been asked for; wait until each has arrived.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await Promise.all(counted);
    return bytes;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const withPhotos = await photoSite();
const photoServed = await serveSite((siteUrl) => ({
  ...renderSite(withPhotos.model, { siteUrl }).files,
  ...withPhotos.photos,
}));
try {
  const rows = [];
  for (const width of [375, 1280]) {
    const loaded = await loadedBytes(photoServed.url, width);
    rows.push({
      viewport: `${width} px`,
      'html+css+js KB': kb(loaded['html+css+js'] ?? 0),
      'AVIF KB': kb(loaded.avif ?? 0),
      'WebP KB': kb(loaded.webp ?? 0),
      'other KB': kb(loaded.other ?? 0),
      'total KB': kb(Object.values(loaded).reduce((sum, n) => sum + n, 0)),
    });
  }
  printTable('A site with photos in every image slot: bytes a browser loads (uncompressed)', rows);
  if (!process.argv.includes('--no-lighthouse')) {
    const lighthouse = await openLighthouse();
    try {
      console.log('Lighthouse (mobile) on the site with photos, median of 3');
      console.table({ 'bakery-photos': await lighthouse.auditMedian(photoServed.url, 3) });
    } finally {
      lighthouse.close();
    }
  }
} finally {
  photoServed.server.close();
}

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
