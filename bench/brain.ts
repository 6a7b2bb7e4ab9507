// The Brain: offline turn latency in-process, and the LLM engine against a local
// OpenAI-compatible server that adds 500 ms per call (wall time and sequential rounds).
import { createBrain, type ConversationInput, type StepMeta } from '../packages/ai/src/brain';
import { sensibleAnswer } from '../packages/ai/src/testing';
import { startFakeLlmServer, validAnswerFor } from '../packages/ai/test/llm-server';
import { percentile, printTable } from './lib/table';

const DESCRIPTIONS = [
  'We run a bakery called Golden Crumb in Portland, OR. We offer sourdough, croissants and wedding cakes. Open Mon-Fri 7-6. hello@goldencrumb.com',
  'I need a website',
  'photography portfolio',
  'Tenemos una panadería llamada "La Espiga" en Madrid. Ofrecemos pan de masa madre y tartas.',
  'Peak Performance Gym in Denver offers personal training and HIIT classes for busy professionals.',
];

async function offlineTurns(): Promise<{
  turns: number[];
  conversations: number[];
  sites: number[];
}> {
  const brain = createBrain({ seed: 1 });
  const turns: number[] = [];
  const conversations: number[] = [];
  const sites: number[] = [];
  for (let round = 0; round < 40; round += 1) {
    for (const description of DESCRIPTIONS) {
      let t0 = performance.now();
      let turn = (await brain.startConversation(description, { seed: round })).value;
      turns.push(performance.now() - t0);
      let n = 1;
      while (!turn.readyToGenerate && turn.widget && n < 12) {
        const input: ConversationInput = sensibleAnswer(turn.widget);
        t0 = performance.now();
        turn = (await brain.continueConversation(turn.state, input)).value;
        turns.push(performance.now() - t0);
        n += 1;
      }
      conversations.push(n);
      t0 = performance.now();
      await brain.buildSiteModel(turn.state.requirements, { seed: round });
      sites.push(performance.now() - t0);
    }
  }
  return { turns, conversations, sites };
}

/** The longest chain of calls where each starts after the previous one ended. */
function sequentialRounds(steps: readonly StepMeta[]): number {
  const calls = steps.filter((s) => s.attempts > 0).sort((a, b) => a.startedAt - b.startedAt);
  const depth: number[] = [];
  calls.forEach((call, i) => {
    let best = 0;
    for (let j = 0; j < i; j += 1) {
      const before = calls[j];
      if (before && before.startedAt + before.durationMs <= call.startedAt)
        best = Math.max(best, depth[j] ?? 0);
    }
    depth.push(best + 1);
  });
  return Math.max(0, ...depth);
}

async function llmSite(): Promise<{
  wallMs: number;
  rounds: number;
  calls: number;
  fallbacks: number;
  tokens: number;
}> {
  const server = await startFakeLlmServer((request) => ({
    json: validAnswerFor(request),
    delayMs: 500,
  }));
  try {
    const offline = createBrain({ seed: 1 });
    const start = (await offline.startConversation(DESCRIPTIONS[0] ?? '', { seed: 1 })).value;
    const brain = createBrain({
      provider: 'openai',
      baseUrl: `${server.baseUrl}/v1`,
      model: 'bench',
      timeoutMs: 10_000,
      seed: 1,
    });
    const began = performance.now();
    const { meta } = await brain.buildSiteModel(start.state.requirements, { seed: 1 });
    const wallMs = performance.now() - began;
    return {
      wallMs,
      rounds: sequentialRounds(meta.steps),
      calls: server.requests.length,
      fallbacks: meta.fallbacks.length,
      tokens: meta.usage.totalTokens,
    };
  } finally {
    await server.close();
  }
}

const offline = await offlineTurns();
printTable('Brain, offline engine (in-process)', [
  {
    measure: 'conversation turn',
    n: offline.turns.length,
    p50_ms: percentile(offline.turns, 50).toFixed(2),
    p95_ms: percentile(offline.turns, 95).toFixed(2),
    target: 'p50 < 30 ms over HTTP',
  },
  {
    measure: 'buildSiteModel',
    n: offline.sites.length,
    p50_ms: percentile(offline.sites, 50).toFixed(2),
    p95_ms: percentile(offline.sites, 95).toFixed(2),
    target: '',
  },
  {
    measure: 'replies to ready',
    n: offline.conversations.length,
    p50_ms: String(percentile(offline.conversations, 50)),
    p95_ms: String(Math.max(...offline.conversations)),
    target: 'max <= 8 (count, not ms)',
  },
]);

const llm = await llmSite();
printTable(
  'Brain, LLM engine: site plan + copy with a local OpenAI-compatible server (+500 ms per call)',
  [
    { measure: 'wall time', value: `${llm.wallMs.toFixed(0)} ms`, target: '' },
    { measure: 'sequential LLM rounds', value: llm.rounds, target: '<= 4' },
    { measure: 'LLM calls', value: llm.calls, target: '' },
    { measure: 'fallbacks', value: llm.fallbacks, target: '0' },
    { measure: 'tokens recorded', value: llm.tokens, target: '' },
  ],
);
