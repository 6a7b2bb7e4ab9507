// Generation to a live site with the offline engine, concurrency, and serving under load.
import autocannon from 'autocannon';
import type { WebsiteDetail } from '@zappy/contract/website';
import { ensureBuilt, startMeasuredApp } from './lib/app-server';
import { ownerClient, signInLocally } from './lib/owner-client';
import { percentile, printTable } from './lib/table';

const PORT = 3203;
const SEQUENTIAL = 10;
const CONCURRENT = 20;
const PROMPTS = [
  'A bakery called "Golden Crumb" in Portland, sourdough and custom cakes',
  'Harbor Physio, a physiotherapy clinic in Haifa',
  'A law firm called Whitfield Legal in Boston',
  'A yoga studio called Still Point in Leeds',
];

ensureBuilt();
const app = await startMeasuredApp(PORT, { WORKER_CONCURRENCY: '4' });

try {
  const token = await signInLocally(app.url, 'bench@example.com');
  const owner = ownerClient(app.url, token);

  const sequential: number[] = [];
  let sample: WebsiteDetail | undefined;
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const session = await owner.readySession(PROMPTS[i % PROMPTS.length] ?? '');
    const result = await owner.generateToLive(session);
    sequential.push(result.ms);
    sample = result.website;
  }

  const sessions = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) =>
      owner.readySession(PROMPTS[i % PROMPTS.length] ?? ''),
    ),
  );
  const wallStart = performance.now();
  const concurrent = await Promise.allSettled(
    sessions.map((session) => owner.generateToLive(session)),
  );
  const wall = performance.now() - wallStart;
  const succeeded = concurrent.flatMap((r) => (r.status === 'fulfilled' ? [r.value.ms] : []));

  const host = new URL(sample?.liveUrl ?? '').host;
  const load = (path: string, headers: Record<string, string>) =>
    autocannon({ url: `${app.url}${path}`, connections: 50, duration: 10, headers });
  const site = await load('/', { host, 'accept-encoding': 'gzip' });
  const list = await load('/api/website/user', { authorization: `Bearer ${token}` });

  printTable('Generation and hosting (offline engine, embedded PGlite, one process)', [
    {
      measure: `generate request -> live site, ${SEQUENTIAL} one at a time`,
      value: `p50 ${percentile(sequential, 50).toFixed(0)} ms, p95 ${percentile(sequential, 95).toFixed(0)} ms`,
      target: 'p50 < 2000 ms',
    },
    {
      measure: `${CONCURRENT} concurrent generations`,
      value: `${succeeded.length}/${CONCURRENT} live, p95 ${percentile(succeeded, 95).toFixed(0)} ms, all done in ${wall.toFixed(0)} ms`,
      target: 'all succeed',
    },
    {
      measure: 'hosted site page, 50 connections, 10 s',
      value: `${site.requests.average.toFixed(0)} req/s, p99 ${site.latency.p99} ms, ${site.non2xx} non-2xx`,
      target: '',
    },
    {
      measure: 'GET /api/website/user, 50 connections, 10 s',
      value: `${list.requests.average.toFixed(0)} req/s, p99 ${list.latency.p99} ms, ${list.non2xx} non-2xx`,
      target: '',
    },
  ]);
  if (succeeded.length !== CONCURRENT) process.exitCode = 1;
} finally {
  await app.stop();
}
