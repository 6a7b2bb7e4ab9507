// Generation to a live site with the offline engine, concurrency, and serving under load.
import autocannon from 'autocannon';
import { sensibleAnswer } from '@zappy/fixtures/wizard-answers';
import type { WebsiteDetail } from '@zappy/contract/website';
import type { Widget } from '@zappy/contract/widgets';
import { ensureBuilt, startApp } from './lib/app-server';
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

interface Turn {
  sessionId?: string;
  widget: Widget | null;
  readyToGenerate: boolean;
}

ensureBuilt();
// Pacing is for people watching the modal; a benchmark measures the work itself.
const app = await startApp(PORT, {
  PROGRESS_STEP_DELAY_MS: '0',
  RATE_LIMIT: 'false',
  WORKER_CONCURRENCY: '4',
  SITE_URL_TEMPLATE: `http://{slug}.localhost:${PORT}`,
});

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function readySession(token: string, prompt: string): Promise<string> {
  let turn = await call<Turn>('POST', '/api/wizard/conversation/start', token, {
    initialPrompt: prompt,
  });
  const sessionId = turn.sessionId ?? '';
  for (let i = 0; i < 8 && !turn.readyToGenerate; i += 1) {
    const input = turn.widget
      ? sensibleAnswer(turn.widget)
      : { type: 'text' as const, text: 'Yes' };
    turn = await call<Turn>(
      'POST',
      '/api/wizard/conversation/continue',
      token,
      input.type === 'widget_response'
        ? { sessionId, messageType: 'widget_response', message: input.response }
        : { sessionId, messageType: 'text', message: input.text },
    );
  }
  return sessionId;
}

/** Milliseconds from the generate request to the deployment being live. */
async function generateToLive(
  token: string,
  sessionId: string,
): Promise<{ ms: number; website: WebsiteDetail }> {
  const started = performance.now();
  const { websiteId } = await call<{ websiteId: string }>('POST', '/api/website/generate', token, {
    sessionId,
  });
  for (;;) {
    const { website } = await call<{ website: WebsiteDetail }>(
      'GET',
      `/api/website/${websiteId}`,
      token,
    );
    if (website.deployment?.finalStatus) {
      if (website.deployment.status !== 'live')
        throw new Error(`deployment ${website.deployment.status}`);
      return { ms: performance.now() - started, website };
    }
    // Polling is the client's load too: 20 generations polling every 20 ms would be 1000 req/s.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

try {
  const { token } = (await (
    await fetch(`${app.url}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench Owner', email: 'bench@example.com' }),
    })
  ).json()) as { token: string };

  const sequential: number[] = [];
  let sample: WebsiteDetail | undefined;
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const session = await readySession(token, PROMPTS[i % PROMPTS.length] ?? '');
    const result = await generateToLive(token, session);
    sequential.push(result.ms);
    sample = result.website;
  }

  const sessions = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) =>
      readySession(token, PROMPTS[i % PROMPTS.length] ?? ''),
    ),
  );
  const wallStart = performance.now();
  const concurrent = await Promise.allSettled(
    sessions.map((session) => generateToLive(token, session)),
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
