import { EDIT_FAMILIES, runEditCorpus, tallyByLanguage } from '@zappy/fixtures/edit-requests';
import { describe, expect, it } from 'vitest';
import { createBrain } from './brain';

// The FAQ family of the edit-request corpus (issue 24) through the offline engine: no change
// published that was not asked for, and nearly every request done as asked.

const requests = EDIT_FAMILIES.faq ?? [];

describe('the FAQ edit requests', () => {
  it('hold at least 50 requests, a third not in English, in all nine languages', () => {
    const languages = new Set(requests.map((r) => r.language));
    expect(requests.length).toBeGreaterThanOrEqual(50);
    expect(requests.filter((r) => r.language !== 'en').length * 3).toBeGreaterThanOrEqual(
      requests.length,
    );
    expect([...languages].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'he', 'it', 'nl', 'pt']);
  });

  it('publish no wrong change and do at least 95% as asked', { timeout: 120_000 }, async () => {
    const brain = createBrain({ seed: 1 });
    const judged = await runEditCorpus(
      brain,
      requests,
      async (model, request) => (await brain.customize(model, request, null)).value,
    );
    const all = tallyByLanguage(judged).get('all');
    const missed = judged
      .filter((j) => j.verdict !== 'done')
      .map((j) => `${j.verdict}: ${j.request.request} → ${j.reply}`);
    expect(all?.wrong, missed.join('\n')).toBe(0);
    expect((all?.done ?? 0) / requests.length, missed.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
