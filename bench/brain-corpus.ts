// The brief corpus (issue 23) through the offline wizard and the site recipe, per language: the
// owner's stated facts kept in the brief and shown on the site, amounts and hours the owner did
// not give, and the most repeated 5-word sequence on a page.
import { createBrain } from '@zappy/ai/brain';
import { sectionsNamingTwice, sectionWords, untracedClaims } from '@zappy/ai/copy-quality';
import { generateSite } from '@zappy/ai/recipe';
import { BRIEF_CORPUS, type CorpusBusiness } from '@zappy/fixtures/brief-corpus';
import { checkBrief, checkPage } from '@zappy/fixtures/brief-facts';
import { driveOwner } from '@zappy/fixtures/wizard-answers';
import { amountsOn, mostRepeatedRun, pageText } from '../packages/ai/test/page-text';
import { printTable } from './lib/table';

/** A time range or "24 hours" in any of the owner's messages: hours the owner gave. */
const GAVE_HOURS =
  /\d{1,2}(?:[:.h]\d{2})?\s*(?:am|pm|h|uhr|uur)?\s*(?:-|–|to|till|à|a|bis|alle|às|tot)\s*\d{1,2}|24\/7|24\s*h\s*\/\s*24|24[- ]?(?:hours?|horas|heures|stunden|ore|uur|שעות|ساعة)/iu;

type Tally = {
  businesses: number;
  stated: number;
  kept: number;
  shown: number;
  onSite: number;
  inventedAmounts: number;
  inventedHours: number;
  inventedClaims: number;
  claimExamples: string[];
  namedTwice: number;
  repeated: number;
  repeatedWords: string;
  lost: Map<string, number>;
};

async function measure(brain: ReturnType<typeof createBrain>, business: CorpusBusiness, t: Tally) {
  const turns = await driveOwner(brain, business.messages);
  const requirements = turns[turns.length - 1]?.state.requirements;
  if (!requirements) return;
  const site = await generateSite(brain, requirements, { seed: 1 });
  const html = new TextDecoder().decode(site.files.get('index.html'));
  const text = pageText(html);
  const amounts = amountsOn(text);
  const brief = checkBrief(requirements, business.facts);
  const page = checkPage(text, amounts, business.facts);
  const given = (business.facts.prices ?? []).map((p) => p.amount);
  const run = mostRepeatedRun(text, 5);
  t.businesses += 1;
  t.stated += brief.length;
  t.kept += brief.filter((c) => c.kept).length;
  t.shown += page.length;
  t.onSite += page.filter((c) => c.kept).length;
  for (const c of brief.filter((check) => !check.kept))
    t.lost.set(c.kind, (t.lost.get(c.kind) ?? 0) + 1);
  t.inventedAmounts += amounts.filter((a) => !given.includes(a)).length;
  if (html.includes('"opens"') && !business.messages.some((m) => GAVE_HOURS.test(m)))
    t.inventedHours += 1;
  const claims = untracedClaims(
    text,
    `${business.messages.join(' ')} ${JSON.stringify(site.requirements)}`,
  );
  t.inventedClaims += claims.length;
  if (claims.length > 0 && t.claimExamples.length < 3) t.claimExamples.push(claims.join(' '));
  t.namedTwice += sectionsNamingTwice(
    site.model.sections.map(sectionWords),
    requirements.businessName ?? '',
  ).length;
  if (run.count > t.repeated) Object.assign(t, { repeated: run.count, repeatedWords: run.words });
}

const brain = createBrain({ seed: 1 });
const tallies = new Map<string, Tally>();
for (const business of BRIEF_CORPUS) {
  const tally = tallies.get(business.language) ?? {
    businesses: 0,
    stated: 0,
    kept: 0,
    shown: 0,
    onSite: 0,
    inventedAmounts: 0,
    inventedHours: 0,
    inventedClaims: 0,
    claimExamples: [],
    namedTwice: 0,
    repeated: 0,
    repeatedWords: '',
    lost: new Map<string, number>(),
  };
  tallies.set(business.language, tally);
  await measure(brain, business, tally);
}

const percent = (part: number, whole: number) =>
  `${((100 * part) / Math.max(whole, 1)).toFixed(0)}%`;
printTable(
  `Brief corpus: ${BRIEF_CORPUS.length} businesses through the offline wizard and recipe`,
  [
    ...[...tallies].map(([language, t]) => ({
      language,
      businesses: t.businesses,
      facts_stated: t.stated,
      kept_in_brief: percent(t.kept, t.stated),
      on_site: percent(t.onSite, t.shown),
      invented_amounts: t.inventedAmounts,
      invented_hours: t.inventedHours,
      invented_claims:
        t.claimExamples.length > 0 ? `${t.inventedClaims} (${t.claimExamples.join('; ')})` : 0,
      sections_naming_twice: t.namedTwice,
      max_5word_repeat: `${t.repeated} (“${t.repeatedWords}”)`,
      lost_by_kind: [...t.lost].map(([kind, n]) => `${kind} ${n}`).join(', ') || 'none',
    })),
  ],
);
