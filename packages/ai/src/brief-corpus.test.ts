import { BRIEF_CORPUS, type CorpusBusiness } from '@zappy/fixtures/brief-corpus';
import { checkBrief, checkPage, type FactCheck } from '@zappy/fixtures/brief-facts';
import { driveOwner } from '@zappy/fixtures/wizard-answers';
import { describe, expect, it } from 'vitest';
import { amountsOn, pageText } from '../test/page-text';
import { createBrain } from './brain';
import { sectionsNamingTwice, sectionWords, untracedClaims } from './copy-quality';
import { generateSite } from './recipe';

const brain = createBrain({ provider: 'offline', seed: 3 });

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
      // Every fact: the name, each service and price with its item, the place or area, the mode,
      // "24 hours" or "by appointment", the lead time, phone and email.
      expect(lost(checkBrief(requirements, business.facts))).toEqual([]);
      // Told "24 hours", "by appointment" or that it goes to its customers: never asked for hours.
      if (business.facts.hours || business.facts.mode) {
        const asked = turns.map((t) => t.widget?.question ?? '').join(' ');
        expect(asked).not.toMatch(
          /opening hours|horario|horaires|Öffnungszeiten|orari|horário|openingstijden|שעות הפעילות|ساعات العمل/iu,
        );
      }
    },
  );
});

describe('the site shows the brief', () => {
  it.each(BRIEF_CORPUS.map((b) => [b.messages[0]?.slice(0, 60), b] as const))(
    '%s',
    async (_, business) => {
      const { requirements } = await briefOf(business);
      const site = await generateSite(brain, requirements, { seed: 3 });
      const text = pageText(new TextDecoder().decode(site.files.get('index.html')));
      const amounts = amountsOn(text);
      const checks = checkPage(text, amounts, business.facts);
      expect(lost(checks)).toEqual([]);
      // Nothing the owner did not say, and the name once a section.
      const brief = `${business.messages.join(' ')} ${JSON.stringify(site.requirements)}`;
      expect(untracedClaims(text, brief)).toEqual([]);
      expect(
        sectionsNamingTwice(site.model.sections.map(sectionWords), requirements.businessName ?? ''),
      ).toEqual([]);
      const given = (business.facts.prices ?? []).map((p) => p.amount);
      expect(amounts.filter((a) => !given.includes(a))).toEqual([]);
    },
  );
});
