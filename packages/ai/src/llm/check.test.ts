import { AiHealthSchema } from '@zappy/contract/health';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closedPortUrl,
  startFakeModelsServer,
  type FakeModelsServer,
  type ModelsProtocol,
} from '../../test/models-server';
import { createBrain } from '../brain';
import { CHECK_CACHE_MS } from './check';

let server: FakeModelsServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: Parameters<typeof startFakeModelsServer>[0]) {
  server = await startFakeModelsServer(options);
  return server;
}

type Case = {
  provider: 'openai' | 'anthropic' | 'ollama';
  protocol: ModelsProtocol;
  /** The base URL an operator would configure for a server at `url`. */
  baseUrl: (url: string) => string;
  /** How the server lists the provider's default model. */
  listed: string;
};

const CASES: Case[] = [
  { provider: 'openai', protocol: 'openai', baseUrl: (url) => `${url}/v1`, listed: 'gpt-6-luna' },
  {
    provider: 'anthropic',
    protocol: 'anthropic',
    baseUrl: (url) => `${url}/v1`,
    listed: 'claude-haiku-5-5',
  },
  { provider: 'ollama', protocol: 'ollama', baseUrl: (url) => url, listed: 'qwen3:latest' },
];

describe.each(CASES)('checkLlm against $provider', ({ provider, protocol, baseUrl, listed }) => {
  const brain = (url: string, extra: { model?: string; apiKey?: string } = {}) =>
    createBrain({ provider, baseUrl: baseUrl(url), apiKey: 'right-key', ...extra });

  it('is ok when the provider serves the default model', async () => {
    const s = await start({ protocol, models: ['other-model', listed], apiKey: 'right-key' });
    const health = await brain(s.baseUrl).checkLlm();
    expect(AiHealthSchema.parse(health)).toMatchObject({ engine: provider, status: 'ok' });
    expect(health.message).toContain(health.model ?? '-');
    expect(s.requests).toHaveLength(1);
  });

  it('names a model the provider does not serve', async () => {
    const s = await start({ protocol, models: [listed], apiKey: 'right-key' });
    const health = await brain(s.baseUrl, { model: 'no-such-model' }).checkLlm();
    expect(health).toMatchObject({ model: 'no-such-model', status: 'unknown_model' });
    expect(health.message).toMatch(/"no-such-model".*offline engine answers every step/);
  });

  it('says the key was refused on a 401', async () => {
    const s = await start({ protocol, models: [listed], apiKey: 'right-key' });
    const health = await brain(s.baseUrl, { apiKey: 'wrong-key' }).checkLlm();
    expect(health.status).toBe('unauthorized');
    expect(health.message).toMatch(/refused the API key \(HTTP 401\)/);
    expect(health.message).not.toContain('wrong-key');
  });

  it('says the server cannot be reached on a closed port', async () => {
    const health = await brain(await closedPortUrl()).checkLlm();
    expect(health.status).toBe('unreachable');
    expect(health.message).toMatch(/cannot be used \(ECONNREFUSED\)/);
    expect(health.message).not.toMatch(/127\.0\.0\.1/);
  });
});

describe('checkLlm details', () => {
  it('settles a 404 on /models/{id} with the list, as vLLM and llama.cpp only list', async () => {
    const s = await start({ protocol: 'openai-list-only', models: ['meta-llama/Llama-3.1-8B'] });
    const served = createBrain({
      provider: 'openai',
      baseUrl: `${s.baseUrl}/v1`,
      model: 'meta-llama/Llama-3.1-8B',
    });
    expect((await served.checkLlm()).status).toBe('ok');
    const other = createBrain({ provider: 'openai', baseUrl: `${s.baseUrl}/v1`, model: 'gpt-x' });
    expect((await other.checkLlm()).status).toBe('unknown_model');
    expect(s.requests.map((r) => r.path)).toEqual([
      '/v1/models/meta-llama%2FLlama-3.1-8B',
      '/v1/models',
      '/v1/models/gpt-x',
      '/v1/models',
    ]);
  });

  it('reports a base URL without a models API as unreachable, not as an unknown model', async () => {
    const s = await start({ protocol: 'openai', models: ['gpt-6-luna'] });
    const health = await createBrain({ provider: 'openai', baseUrl: s.baseUrl }).checkLlm();
    expect(health.status).toBe('unreachable');
    expect(health.message).toMatch(/no model list at that address \(HTTP 404\)/);
  });

  it('matches Ollama names with and without a tag, and says how to pull a missing one', async () => {
    const s = await start({ protocol: 'ollama', models: ['qwen3:latest', 'llama3.2:3b'] });
    const check = (model: string) =>
      createBrain({ provider: 'ollama', baseUrl: s.baseUrl, model }).checkLlm();
    expect((await check('qwen3:latest')).status).toBe('ok');
    expect((await check('llama3.2:3b')).status).toBe('ok');
    const missing = await check('llama3.2');
    expect(missing.status).toBe('unknown_model');
    expect(missing.message).toContain('run "ollama pull llama3.2" there');
  });

  it('sends Anthropic its version header and the key as x-api-key', async () => {
    const s = await start({ protocol: 'anthropic', models: ['claude-haiku-5-5'], apiKey: 'k' });
    await createBrain({
      provider: 'anthropic',
      baseUrl: `${s.baseUrl}/v1`,
      apiKey: 'k',
    }).checkLlm();
    expect(s.requests[0]).toMatchObject({
      path: '/v1/models/claude-haiku-5-5',
      headers: { 'x-api-key': 'k', 'anthropic-version': '2023-06-01' },
    });
  });

  it('gives up at the step timeout when it is shorter than 3 s', async () => {
    const s = await start({ protocol: 'ollama', models: ['qwen3'], silent: true });
    const startedAt = Date.now();
    const health = await createBrain({
      provider: 'ollama',
      baseUrl: s.baseUrl,
      timeoutMs: 200,
    }).checkLlm();
    expect(health.status).toBe('unreachable');
    expect(health.message).toMatch(/no answer within 200 ms/);
    expect(Date.now() - startedAt).toBeLessThan(2000);
  });

  it('asks the provider once a minute at most, however often it is asked', async () => {
    const s = await start({ protocol: 'ollama', models: ['qwen3'] });
    let clock = 1_000_000;
    const brain = createBrain({ provider: 'ollama', baseUrl: s.baseUrl, now: () => clock });
    const [first, second] = await Promise.all([brain.checkLlm(), brain.checkLlm()]);
    expect(second).toEqual(first);
    clock += CHECK_CACHE_MS - 1;
    await brain.checkLlm();
    expect(s.requests).toHaveLength(1);
    clock += 1;
    await brain.checkLlm();
    expect(s.requests).toHaveLength(2);
  });

  it('answers offline without a request when no LLM is configured', async () => {
    expect(await createBrain().checkLlm()).toEqual({
      engine: 'offline',
      model: null,
      status: 'offline',
      message: expect.stringMatching(/offline engine answers every step/) as unknown,
    });
  });
});
