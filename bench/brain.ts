// The Brain: offline turn latency in-process, and the site recipe with the LLM engine against a
// local OpenAI-compatible server that adds 500 ms per call (wall time and sequential rounds).
import { createBrain, type ConversationInput } from '@zappy/ai/brain';
import { generateSite } from '@zappy/ai/recipe';
import { DESCRIBED_BUSINESSES } from '@zappy/fixtures/business-descriptions';
import { driveConversation, sensibleAnswer } from '@zappy/fixtures/wizard-answers';
import {
  startFakeLlmServer,
  validAnswerFor,
  type SeenRequest,
} from '../packages/ai/test/llm-server';
import { amountsOn, pageText } from '../packages/ai/test/page-text';
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
      await generateSite(brain, turn.state.requirements, { seed: round });
      sites.push(performance.now() - t0);
    }
  }
  return { turns, conversations, sites };
}

const LLM_DELAY_MS = 500;

/**
 * Rounds of LLM calls: every answer takes LLM_DELAY_MS, so a request that arrives at least that
 * long after the current round began waited for one of its answers, and starts the next round.
 */
function sequentialRounds(requests: readonly SeenRequest[]): number {
  let rounds = 0;
  let roundStart = -Infinity;
  for (const { at } of [...requests].sort((a, b) => a.at - b.at)) {
    if (at - roundStart >= LLM_DELAY_MS) {
      rounds += 1;
      roundStart = at;
    }
  }
  return rounds;
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
    delayMs: LLM_DELAY_MS,
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
    const { aiReport } = await generateSite(brain, start.state.requirements, { seed: 1 });
    const wallMs = performance.now() - began;
    return {
      wallMs,
      rounds: sequentialRounds(server.requests),
      calls: server.requests.length,
      fallbacks: aiReport.fallbacks.length,
      tokens: aiReport.usage.totalTokens,
    };
  } finally {
    await server.close();
  }
}

/**
 * Fidelity over the project's sample of described businesses, as the generation's own report
 * (`site.fidelity`, the one the preview shows) counts it: the owner's facts shown of those given,
 * facts left out by reason, sections omitted for lack of facts; and what appears that the owners
 * did not give (currency amounts, hours), which no report of given facts can see.
 */
async function fidelity(): Promise<{
  given: number;
  shown: number;
  leftOut: Map<string, number>;
  omitted: Map<string, number>;
  inventedAmounts: number;
  unaskedHours: number;
}> {
  const brain = createBrain({ seed: 1 });
  let given = 0;
  let shown = 0;
  const leftOut = new Map<string, number>();
  const omitted = new Map<string, number>();
  let inventedAmounts = 0;
  let unaskedHours = 0;
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const business of DESCRIBED_BUSINESSES) {
    const turns = await driveConversation(brain, business.message, undefined, 12, 1);
    const last = turns[turns.length - 1];
    if (!last) continue;
    const site = await generateSite(brain, last.state.requirements, { seed: 1 });
    const html = new TextDecoder().decode(site.files.get('index.html'));
    given += site.fidelity.facts.length;
    shown += site.fidelity.facts.filter((f) => f.shown).length;
    for (const fact of site.fidelity.facts) {
      if (!fact.shown) count(leftOut, `${fact.kind}: ${fact.reason ?? 'not-placed'}`);
    }
    for (const section of site.fidelity.omittedSections) {
      count(omitted, `${section.type}: ${section.reason}`);
    }
    const prices = (business.expect.prices ?? []).map((p) => p.price);
    inventedAmounts += amountsOn(pageText(html)).filter((a) => !prices.includes(a)).length;
    if (!business.expect.hours && html.includes('"opens"')) unaskedHours += 1;
  }
  return { given, shown, leftOut, omitted, inventedAmounts, unaskedHours };
}

const byCount = (map: Map<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${key} ×${n}`)
    .join(', ') || 'none';

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
    measure: 'generateSite (model + files)',
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
  `Brain, LLM engine: generateSite with a local OpenAI-compatible server (+${LLM_DELAY_MS} ms per call)`,
  [
    { measure: 'wall time', value: `${llm.wallMs.toFixed(0)} ms`, target: '' },
    { measure: 'sequential LLM rounds', value: llm.rounds, target: '<= 4' },
    { measure: 'LLM calls', value: llm.calls, target: '' },
    { measure: 'fallbacks', value: llm.fallbacks, target: '0' },
    { measure: 'tokens recorded', value: llm.tokens, target: '' },
  ],
);

const facts = await fidelity();
printTable(`Fidelity over ${DESCRIBED_BUSINESSES.length} described businesses (offline engine)`, [
  {
    measure: "owner's facts on the site (generation report)",
    value: `${facts.shown} of ${facts.given}`,
    target: 'all',
  },
  { measure: 'facts left out, by reason', value: byCount(facts.leftOut), target: 'none' },
  {
    measure: 'sections omitted for lack of facts',
    value: byCount(facts.omitted),
    target: '',
  },
  { measure: 'currency amounts not given', value: facts.inventedAmounts, target: '0' },
  { measure: 'sites with hours not given', value: facts.unaskedHours, target: '0' },
]);
