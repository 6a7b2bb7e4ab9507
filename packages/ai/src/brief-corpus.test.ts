import { BRIEF_CORPUS, type CorpusBusiness } from '@zappy/fixtures/brief-corpus';
import { checkBrief, checkPage, type FactCheck } from '@zappy/fixtures/brief-facts';
import { driveOwner } from '@zappy/fixtures/wizard-answers';
import { describe, expect, it } from 'vitest';
import { amountsOn, pageText } from '../test/page-text';
import { createBrain } from './brain';
import { generateSite } from './recipe';

const brain = createBrain({ provider: 'offline', seed: 3 });

/** Facts of these kinds are read in every language and must never be lost. */
const ALWAYS_KEPT = new Set(['area', 'hours', 'email']);
/**
 * The share of all stated facts each language keeps at least: the lowest language now (Arabic,
 * 20 of 24). Not yet 100%: a few names and item-price pairs are still misread (`npm run bench --
 * brain` lists them by kind).
 */
const KEPT_PER_LANGUAGE = 0.83;

async function briefOf(business: CorpusBusiness) {
  const turns = await driveOwner(brain, business.messages, 12, 3);
  const last = turns[turns.length - 1];
  if (!last) throw new Error('no turn');
  return { turns, requirements: last.state.requirements };
}

const lost = (checks: FactCheck[]) => checks.filter((c) => !c.kept);

describe('the brief corpus', () => {
  it('holds at least 120 businesses, a third not in English, mobile, online and multi-turn', () => {
    const languages = new Set(BRIEF_CORPUS.map((b) => b.language));
    const notEnglish = BRIEF_CORPUS.filter((b) => b.language !== 'en').length;
    expect(BRIEF_CORPUS.length).toBeGreaterThanOrEqual(120);
    expect(notEnglish * 3).toBeGreaterThanOrEqual(BRIEF_CORPUS.length);
    expect([...languages].sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'he', 'it', 'nl', 'pt']);
    expect(BRIEF_CORPUS.some((b) => b.facts.mode === 'mobile')).toBe(true);
    expect(BRIEF_CORPUS.some((b) => b.facts.mode === 'online')).toBe(true);
    expect(BRIEF_CORPUS.filter((b) => b.messages.length > 1).length).toBeGreaterThanOrEqual(15);
  });
});

describe('the offline wizard keeps every stated fact in the brief', () => {
  it.each(BRIEF_CORPUS.map((b) => [b.messages[0]?.slice(0, 60), b] as const))(
    '%s',
    async (_, business) => {
      const { turns, requirements } = await briefOf(business);
      expect(turns[turns.length - 1]?.readyToGenerate).toBe(true);
      // Read in the owner's language (Portuguese is not Spanish) and written in it.
      expect([requirements.inputLanguage, requirements.language]).toEqual([
        business.language,
        business.language,
      ]);
      const checks = checkBrief(requirements, business.facts);
      expect(lost(checks.filter((c) => ALWAYS_KEPT.has(c.kind)))).toEqual([]);
      // Told "24 hours", "by appointment" or that it goes to its customers: never asked for hours.
      if (business.facts.hours || business.facts.mode) {
        const asked = turns.map((t) => t.widget?.question ?? '').join(' ');
        expect(asked).not.toMatch(
          /opening hours|horario|horaires|Öffnungszeiten|orari|horário|openingstijden|שעות הפעילות|ساعات العمل/iu,
        );
      }
    },
  );

  it.each(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'he', 'ar'])(
    'keeps at least 83 percent of the facts stated in %s',
    async (language) => {
      let stated = 0;
      let kept = 0;
      for (const business of BRIEF_CORPUS.filter((b) => b.language === language)) {
        const checks = checkBrief((await briefOf(business)).requirements, business.facts);
        stated += checks.length;
        kept += checks.length - lost(checks).length;
      }
      expect(kept / stated).toBeGreaterThanOrEqual(KEPT_PER_LANGUAGE);
    },
    30_000,
  );
});

describe('the site shows the brief', () => {
  // One business in eight, every language represented, through the whole recipe.
  const sample = BRIEF_CORPUS.filter((b, i) => i % 8 === 0 || b.facts.mode === 'mobile');
  it.each(sample.map((b) => [b.messages[0]?.slice(0, 60), b] as const))(
    '%s',
    async (_, business) => {
      const { requirements } = await briefOf(business);
      const site = await generateSite(brain, requirements, { seed: 3 });
      const text = pageText(new TextDecoder().decode(site.files.get('index.html')));
      const amounts = amountsOn(text);
      const checks = checkPage(text, amounts, business.facts);
      expect(lost(checks.filter((c) => ['area', 'email', 'phone'].includes(c.kind)))).toEqual([]);
      const given = (business.facts.prices ?? []).map((p) => p.amount);
      expect(amounts.filter((a) => !given.includes(a))).toEqual([]);
    },
  );
});
