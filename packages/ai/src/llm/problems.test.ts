import { BAKERY_REQUIREMENTS } from '@zappy/fixtures/requirements';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startFakeLlmServer,
  validAnswerFor,
  type FakeAnswer,
  type FakeLlmServer,
} from '../../test/llm-server';
import { createBrain, type LlmProblem } from '../brain';

let server: FakeLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const HOUR_MS = 60 * 60 * 1000;

describe('onLlmProblem', () => {
  it('hears of each kind of failure once, not on every step that falls back', async () => {
    let answer: FakeAnswer = { status: 401 };
    server = await startFakeLlmServer(() => answer);
    const problems: LlmProblem[] = [];
    let clock = 1_000_000;
    const brain = createBrain({
      provider: 'openai',
      baseUrl: `${server.baseUrl}/v1`,
      apiKey: 'k',
      model: 'test-model',
      now: () => clock,
      onLlmProblem: (problem) => problems.push(problem),
    });

    const plan = await brain.planSite(BAKERY_REQUIREMENTS, { seed: 3 });
    await brain.planSite(BAKERY_REQUIREMENTS, { seed: 4 });
    await brain.feedback(createSampleSiteModel(), 'more colour');
    // Every step still fell back and says why; the operator heard of it once.
    expect(plan.meta.fallbacks[0]?.reason).toMatch(/^HTTP 401/);
    expect(problems).toEqual([
      {
        engine: 'openai',
        model: 'test-model',
        step: 'plan',
        kind: 'unauthorized',
        reason: expect.stringMatching(/^HTTP 401/) as unknown,
      },
    ]);

    answer = { status: 503 };
    await brain.planSite(BAKERY_REQUIREMENTS, { seed: 3 });
    await brain.planSite(BAKERY_REQUIREMENTS, { seed: 3 });
    expect(problems.map((p) => p.kind)).toEqual(['unauthorized', 'unreachable']);

    // A problem that lasts is told again an hour later.
    answer = { status: 401 };
    clock += HOUR_MS - 1;
    await brain.planSite(BAKERY_REQUIREMENTS, { seed: 3 });
    expect(problems).toHaveLength(2);
    clock += 1;
    await brain.planSite(BAKERY_REQUIREMENTS, { seed: 3 });
    expect(problems.map((p) => p.kind)).toEqual(['unauthorized', 'unreachable', 'unauthorized']);
  });

  it('tells an unknown model and output that fails validation twice apart', async () => {
    let answer: FakeAnswer = { status: 404 };
    server = await startFakeLlmServer(() => answer);
    const problems: LlmProblem[] = [];
    const brain = createBrain({
      provider: 'ollama',
      baseUrl: server.baseUrl,
      model: 'qwen3',
      onLlmProblem: (problem) => problems.push(problem),
    });
    await brain.planSite(BAKERY_REQUIREMENTS, { seed: 3 });
    answer = { text: '{"tagline": ' };
    await brain.planSite(BAKERY_REQUIREMENTS, { seed: 3 });
    expect(problems.map((p) => [p.kind, p.step])).toEqual([
      ['unknown_model', 'plan'],
      ['invalid_output', 'plan'],
    ]);
  });
});

describe('the sampling temperature', () => {
  it('is left out for OpenAI reasoning models, which refuse it, and kept for others', async () => {
    server = await startFakeLlmServer((request) => ({ json: validAnswerFor(request) }));
    const plan = (model: string) =>
      createBrain({ provider: 'openai', baseUrl: `${server?.baseUrl}/v1`, model }).planSite(
        BAKERY_REQUIREMENTS,
        { seed: 3 },
      );
    await plan('gpt-6-luna');
    await plan('o4-mini');
    await plan('meta-llama/Llama-3.1-8B-Instruct');
    expect(server.requests.map((r) => [r.body['model'], r.body['temperature']])).toEqual([
      ['gpt-6-luna', undefined],
      ['o4-mini', undefined],
      ['meta-llama/Llama-3.1-8B-Instruct', 0.4],
    ]);
  });
});
