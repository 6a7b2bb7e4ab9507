// Owner editing over HTTP with the offline engine: a chat turn, a request becoming a live change,
// and what an edited site weighs.
import { gzipSync } from 'node:zlib';
import type { CustomizationStartResponse } from '@zappy/contract/customization';
import { ensureBuilt, startApp } from './lib/app-server';
import { ownerClient, signInLocally } from './lib/owner-client';
import { percentile, printTable } from './lib/table';

const PORT = 3207;
const TURNS = 60;
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
const app = await startApp(PORT, {
  PROGRESS_STEP_DELAY_MS: '0',
  RATE_LIMIT: 'false',
  SITE_URL_TEMPLATE: `http://{slug}.localhost:${PORT}`,
});

try {
  const owner = ownerClient(app.url, await signInLocally(app.url, 'bench-edit@example.com'));
  const session = await owner.readySession(
    'A bakery called "Golden Crumb" in Portland, sourdough and custom cakes, open Tue-Sun 7-15',
  );
  const { website } = await owner.generateToLive(session);
  const websiteId = website.websiteId;
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

  const host = new URL(website.liveUrl ?? '').host;
  const page = async (path: string) =>
    Buffer.from(await (await fetch(`${app.url}${path}`, { headers: { host } })).arrayBuffer());
  const files = await Promise.all(['/', '/styles.css', '/script.js'].map(page));
  const raw = files.reduce((sum, file) => sum + file.length, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSync(file).length, 0);

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
      measure: `edited site page after ${toLive.length} changes (HTML + CSS + JS)`,
      value: `${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
      target: '<= 15 KB gzip',
    },
  ]);
} finally {
  await app.stop();
}
