import { EDIT_FAMILIES, runEditCorpus, type Judged } from '@zappy/fixtures/edit-requests';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrain } from './brain';

// The edit-request corpus (issue 24) through the offline engine: no family may publish a change
// nobody asked for, and each keeps the share of requests done as asked that it reached. The
// floors sit a little under the measured figures (`npm run bench -- customization`).
const FLOORS: Record<string, number> = {
  pricing: 0.95,
  sections: 0.95,
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

describe('the edit-request corpus', () => {
  it.each(Object.keys(FLOORS))('%s: no wrong change, and requests done as asked', (family) => {
    const results = judged.get(family) ?? [];
    expect(results.length).toBeGreaterThan(0);
    const wrong = results.filter((j) => j.verdict === 'wrong').map((j) => j.request.request);
    expect(wrong).toEqual([]);
    const done = results.filter((j) => j.verdict === 'done').length / results.length;
    expect(done).toBeGreaterThanOrEqual(FLOORS[family] ?? 1);
  });
});
