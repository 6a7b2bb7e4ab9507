// Owner editing over HTTP with the offline engine: a chat turn, a request becoming a live change,
// and what an edited site weighs, its replaced photo included (WebP and AVIF).
import sharp from 'sharp';
import type { CustomizationStartResponse } from '@zappy/contract/customization';
import { ensureBuilt, startMeasuredApp } from './lib/app-server';
import { ownerClient, signInLocally } from './lib/owner-client';
import { pageWeight, photoWeights } from './lib/site-host';
import { percentile, printTable } from './lib/table';

const PORT = 3207;
const TURNS = 60;
const PHOTOS = 5;
// Grain, so the JPEG weighs what a photo does rather than a flat colour's few KB.
const NOISE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><filter id="n"><feTurbulence baseFrequency="0.9" numOctaves="2"/></filter><rect width="64" height="64" filter="url(#n)" opacity="0.5"/></svg>';
const REQUESTS = [
  'Change the headline to "Bread worth waking up for"',
  'make it green',
  'make it more elegant',
  'remove the testimonials',
  'our phone number is +1 503 555 0100',
  'add an FAQ section',
  'make it dark blue',
  'Change the headline to "Fresh every morning"',
];

ensureBuilt();
const app = await startMeasuredApp(PORT);

try {
  const owner = ownerClient(app.url, await signInLocally(app.url, 'bench-edit@example.com'));
  const session = await owner.readySession(
    'A bakery called "Golden Crumb" in Portland, sourdough and custom cakes, open Tue-Sun 7-15',
  );
  const { website } = await owner.generateToLive(session);
  const websiteId = website.websiteId;
  const host = new URL(website.liveUrl ?? '').host;
  /** The live page as a visitor downloads it: HTML, CSS and JS, raw and gzip. */
  const weigh = () => pageWeight(app.url, host);
  const generated = await weigh();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const start = (prompt: string) =>
    owner.call<CustomizationStartResponse>('POST', '/api/customization/start', {
      websiteId,
      initialPrompt: prompt,
    });

  const turns: number[] = [];
  for (let i = 0; i < TURNS; i += 1) {
    const began = performance.now();
    await start(REQUESTS[i % REQUESTS.length] ?? '');
    turns.push(performance.now() - began);
  }

  const toLive: number[] = [];
  for (const request of REQUESTS) {
    const began = performance.now();
    const turn = await start(request);
    if (!turn.readyToApply || !turn.customizationData) continue;
    const { versionNumber } = await owner.call<{ versionNumber: number }>(
      'POST',
      `/api/customization/apply/${websiteId}`,
      turn.customizationData,
    );
    await owner.waitForLive(websiteId, versionNumber);
    toLive.push(performance.now() - began);
  }

  const edited = await weigh();

  // A phone photo (12 MP JPEG) replacing the hero: checked, re-encoded at three widths, live.
  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#b45309' },
  })
    .composite([{ input: Buffer.from(NOISE_SVG), tile: true }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const photoLive: number[] = [];
  for (let i = 0; i < PHOTOS; i += 1) {
    const began = performance.now();
    const form = new FormData();
    form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'shop-front.jpg');
    form.append('imageSlot', 'hero');
    const res = await fetch(`${app.url}/api/customization/replace-image/${websiteId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`replace-image: ${res.status} ${await res.text()}`);
    const { versionNumber } = (await res.json()) as { versionNumber: number };
    await owner.waitForLive(websiteId, versionNumber);
    photoLive.push(performance.now() - began);
  }
  const [hero = []] = await photoWeights(app.url, host);

  printTable('Owner editing (offline engine, embedded PGlite, one process)', [
    {
      measure: `customization turn over HTTP, ${TURNS} turns`,
      value: `p50 ${percentile(turns, 50).toFixed(1)} ms, p95 ${percentile(turns, 95).toFixed(1)} ms`,
      target: 'p50 < 50 ms',
    },
    {
      measure: `request -> change live (turn + apply + deploy), ${toLive.length} changes`,
      value: `p50 ${percentile(toLive, 50).toFixed(0)} ms, p95 ${percentile(toLive, 95).toFixed(0)} ms`,
      target: 'p50 < 2000 ms',
    },
    {
      measure: `replace-image, ${(photo.length / 1024 / 1024).toFixed(1)} MB 12 MP JPEG -> live, ${PHOTOS} times`,
      value: `p50 ${percentile(photoLive, 50).toFixed(0)} ms, p95 ${percentile(photoLive, 95).toFixed(0)} ms`,
      target: '',
    },
    {
      measure: `site page (HTML + CSS + JS, gzip) generated -> after ${toLive.length} changes`,
      value: `${kb(generated.gzip)} -> ${kb(edited.gzip)} (raw ${kb(generated.raw)} -> ${kb(edited.raw)})`,
      target: '<= 15 KB gzip (SITE-DESIGN budget)',
    },
    {
      measure: 'the replaced hero photo by width: WebP -> AVIF (none when it would weigh more)',
      value: hero
        .map((w) => `${w.width}w ${kb(w.webp)} -> ${w.avif === undefined ? 'none' : kb(w.avif)}`)
        .join(', '),
      target: 'AVIF lighter',
    },
  ]);
} finally {
  await app.stop();
}
