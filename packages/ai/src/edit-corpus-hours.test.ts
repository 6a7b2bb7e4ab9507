import { EDIT_FAMILIES, runEditCorpus, tallyByLanguage } from '@zappy/fixtures/edit-requests';
import { describe, expect, it } from 'vitest';
import { createBrain } from './brain';

const requests = EDIT_FAMILIES.hours ?? [];

describe('the edit corpus: opening hours and contact facts', () => {
  it('holds at least 50 requests, a third not in English, in all nine languages', () => {
    const notEnglish = requests.filter((r) => r.language !== 'en').length;
    expect(requests.length).toBeGreaterThanOrEqual(50);
    expect(notEnglish * 3).toBeGreaterThanOrEqual(requests.length);
    expect([...new Set(requests.map((r) => r.language))].sort()).toEqual([
      'ar',
      'de',
      'en',
      'es',
      'fr',
      'he',
      'it',
      'nl',
      'pt',
    ]);
  });

  it('publishes no change that was not asked for, and does nearly all of them', async () => {
    const brain = createBrain({ seed: 1 });
    const judged = await runEditCorpus(
      brain,
      requests,
      async (model, request) => (await brain.customize(model, request, null)).value,
    );
    const all = tallyByLanguage(judged).get('all');
    const wrong = judged.filter((j) => j.verdict === 'wrong').map((j) => j.request.request);
    expect(wrong).toEqual([]);
    expect(all?.done ?? 0).toBeGreaterThanOrEqual(Math.floor(requests.length * 0.95));
  }, 120_000);
});
