import {
  EDIT_FAMILIES,
  EDIT_REQUESTS,
  runEditCorpus,
  type Judged,
} from '@zappy/fixtures/edit-requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overreachingLlm } from '../test/llm-server';
import { createBrain } from './brain';

// The edit-request corpus (issue 24) through the offline engine: no family may publish a change
// nobody asked for, and each keeps the share of requests done as asked that it reached. The
// floors sit a little under the measured figures (`npm run bench -- customization`).
const FLOORS: Record<string, number> = {
  faq: 0.95,
  hours: 0.95,
  look: 0.95,
  pricing: 0.95,
  sections: 0.95,
  texts: 0.95,
};

const brain = createBrain({ seed: 1 });
const judged = new Map<string, Judged[]>();

beforeAll(async () => {
  for (const [family, requests] of Object.entries(EDIT_FAMILIES)) {
    judged.set(
      family,
      await runEditCorpus(
        brain,
        requests,
        async (model, request) => (await brain.customize(model, request, null)).value,
      ),
    );
  }
}, 120_000);

const LANGUAGES = ['ar', 'de', 'en', 'es', 'fr', 'he', 'it', 'nl', 'pt'];

describe('the edit-request corpus', () => {
  it.each(Object.keys(FLOORS))(
    '%s: 50 requests or more, a third not in English, in all nine languages',
    (family) => {
      const requests = EDIT_FAMILIES[family] ?? [];
      expect(requests.length).toBeGreaterThanOrEqual(50);
      expect(requests.filter((r) => r.language !== 'en').length * 3).toBeGreaterThanOrEqual(
        requests.length,
      );
      expect([...new Set(requests.map((r) => r.language))].sort()).toEqual(LANGUAGES);
    },
  );

  it.each(Object.keys(FLOORS))('%s: no wrong change, and requests done as asked', (family) => {
    const results = judged.get(family) ?? [];
    expect(results.length).toBeGreaterThan(0);
    const wrong = results.filter((j) => j.verdict === 'wrong').map((j) => j.request.request);
    expect(wrong).toEqual([]);
    const done = results.filter((j) => j.verdict === 'done').length / results.length;
    expect(done).toBeGreaterThanOrEqual(FLOORS[family] ?? 1);
  });
});

describe('the edit-request corpus through the LLM engine', () => {
  const llm = overreachingLlm();
  afterAll(() => llm.then((server) => server.close()));

  it('never publishes what a request does not name, whatever the model answers', async () => {
    // Every answer removes the contact section, beside nothing the owner asked for: the
    // comparison with the request refuses each one and the offline engine answers instead.
    const server = await llm;
    const brain = createBrain({
      provider: 'openai',
      baseUrl: `${server.baseUrl}/v1`,
      apiKey: 'test-key',
      model: 'test-model',
      seed: 1,
    });
    const results = await runEditCorpus(
      brain,
      EDIT_REQUESTS,
      async (model, request) => (await brain.customize(model, request, null)).value,
    );
    expect(results.filter((j) => j.verdict === 'wrong').map((j) => j.request.request)).toEqual([]);
    expect(
      results.every(
        (j) => !j.edits.some((e) => e.op === 'removeSection' && e.sectionId === 'contact'),
      ),
    ).toBe(true);
  }, 300_000);
});
