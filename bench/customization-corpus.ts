// The edit-request corpus (issue 24) through the offline customization engine: per language, the
// share of requests done as asked, answered with a question or an editor instead, stuck, and
// wrong (a change published that nobody asked for: must be 0). `npx tsx
// bench/customization-corpus.ts faq` lists every request of a family that was not done.
import { createBrain } from '@zappy/ai/brain';
import {
  EDIT_FAMILIES,
  EDIT_REQUESTS,
  runEditCorpus,
  tallyByLanguage,
} from '@zappy/fixtures/edit-requests';
import { printTable } from './lib/table';

const family = process.argv[2];
const requests = family ? (EDIT_FAMILIES[family] ?? []) : EDIT_REQUESTS;
const brain = createBrain({ seed: 1 });
const judged = await runEditCorpus(
  brain,
  requests,
  async (model, request) => (await brain.customize(model, request, null)).value,
);

const percent = (n: number, of: number) => `${of === 0 ? 0 : Math.round((100 * n) / of)}%`;
printTable(
  `Edit requests${family ? ` (${family})` : ''}, offline engine: done as asked / asked or opened an editor / stuck / wrong change published`,
  [...tallyByLanguage(judged)]
    .sort(([a], [b]) => Number(a === 'all') - Number(b === 'all'))
    .map(([language, t]) => {
      const total = t.done + t.asked + t.stuck + t.wrong;
      return {
        language,
        requests: total,
        done: percent(t.done, total),
        asked: percent(t.asked, total),
        stuck: t.stuck,
        wrong: t.wrong,
      };
    }),
);

const misses = judged.filter((j) => j.verdict !== 'done');
if (family) {
  for (const miss of misses) {
    console.log(
      `\n[${miss.verdict}] ${miss.request.language} ${miss.request.site}: ${miss.request.request}`,
    );
    console.log(`  reply: ${miss.reply}`);
    if (miss.edits.length > 0) console.log(`  edits: ${JSON.stringify(miss.edits).slice(0, 600)}`);
  }
} else {
  for (const miss of misses.filter((j) => j.verdict === 'wrong').slice(0, 10))
    console.log(`wrong: ${miss.request.language} “${miss.request.request}”`);
}
