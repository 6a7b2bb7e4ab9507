// Wizard turn latency over HTTP with the offline engine: the built server, real requests.
import { sensibleAnswer } from '@zappy/fixtures/wizard-answers';
import type { Widget } from '@zappy/contract/widgets';
import { ensureBuilt, startApp } from './lib/app-server';
import { percentile, printTable } from './lib/table';

const PORT = 3202;
const CONVERSATIONS = 40;
const PROMPTS = [
  'A bakery called "Golden Crumb" in Portland, sourdough and custom cakes',
  'Harbor Physio, a physiotherapy clinic in Haifa',
  'I do wedding photography',
  'Una escuela de idiomas en Madrid llamada Hola Academia',
  'A SaaS tool for invoicing freelancers',
];

interface Turn {
  sessionId?: string;
  widget: Widget | null;
  readyToGenerate: boolean;
}

async function timedPost(url: string, body: unknown, cookie: string) {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    // A browser on the app's page sends its Origin with the wizard's cookie; the server asks.
    headers: { 'content-type': 'application/json', cookie, origin: new URL(url).origin },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Turn;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return {
    ms: performance.now() - started,
    json,
    cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie,
  };
}

ensureBuilt();
// One client sends every request here; per-client limits would only measure the 429 path.
const app = await startApp(PORT, { RATE_LIMIT: 'false' });
const starts: number[] = [];
const turns: number[] = [];
try {
  for (let i = 0; i < CONVERSATIONS; i += 1) {
    const prompt = PROMPTS[i % PROMPTS.length] ?? '';
    const first = await timedPost(
      `${app.url}/api/wizard/conversation/start`,
      { initialPrompt: prompt },
      '',
    );
    starts.push(first.ms);
    let turn = first.json;
    const sessionId = turn.sessionId;
    for (let n = 0; n < 8 && !turn.readyToGenerate; n += 1) {
      const input = turn.widget
        ? sensibleAnswer(turn.widget)
        : { type: 'text' as const, text: 'Yes' };
      const body =
        input.type === 'widget_response'
          ? { sessionId, messageType: 'widget_response', message: input.response }
          : { sessionId, messageType: 'text', message: input.text };
      const next = await timedPost(
        `${app.url}/api/wizard/conversation/continue`,
        body,
        first.cookie,
      );
      turns.push(next.ms);
      turn = next.json;
    }
  }
} finally {
  await app.stop();
}

const row = (name: string, values: number[]) => ({
  request: name,
  count: values.length,
  p50: `${percentile(values, 50).toFixed(1)} ms`,
  p95: `${percentile(values, 95).toFixed(1)} ms`,
  target: 'p50 < 30 ms',
});
printTable('Wizard turns over HTTP (offline engine, PGlite)', [
  row('conversation/start', starts),
  row('conversation/continue', turns),
]);
