import { DESCRIBED_BUSINESSES } from '@zappy/fixtures/business-descriptions';
import { driveConversation } from '@zappy/fixtures/wizard-answers';
import { BAKERY_REQUIREMENTS } from '@zappy/fixtures/requirements';
import type { Requirements } from '@zappy/contract/requirements';
import type { Section } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import { pageText } from '../test/page-text';
import { createBrain } from './brain';
import { mostRepeatedSequence, sectionsNamingTwice, untracedClaims } from './copy-quality';
import { writeSectionOffline } from './offline/copy';
import { planOffline } from './offline/plan';
import { generateSite } from './recipe';

const brain = createBrain({ provider: 'offline', seed: 3 });

/** The sentences the copy wrote in a section: its intro and body, its cards' and answers' texts. */
function writtenSentences(section: Section): string[] {
  const texts = [
    'intro' in section ? section.intro : '',
    'body' in section ? section.body : '',
    ...('items' in section
      ? section.items.map((item) =>
          'answer' in item ? item.answer : 'text' in item ? item.text : '',
        )
      : []),
  ];
  return texts.flatMap((text) => text.split(/(?<=[.!?])\s+/)).filter((s) => s.trim() !== '');
}

/** What a visitor reads of a section, for the naming check. */
function sectionWords(section: Section) {
  return {
    id: section.id,
    heading: section.heading,
    intro: section.intro,
    body: 'body' in section ? section.body : '',
    items: writtenSentences({
      ...section,
      intro: '',
      ...('body' in section ? { body: '' } : {}),
    }).map((text) => ({ text })),
  };
}

/** The generated page of a described business, and the brief it was built from. */
async function siteOf(
  message: string,
): Promise<{ text: string; brief: string; sentences: string[]; namedTwice: string[] }> {
  const turns = await driveConversation(brain, message, undefined, 12, 3);
  const requirements = turns.at(-1)?.state.requirements;
  if (!requirements) throw new Error('no requirements');
  const site = await generateSite(brain, requirements, { seed: 3 });
  const html = new TextDecoder().decode(site.files.get('index.html'));
  return {
    text: pageText(/<body[\s\S]*<\/body>/.exec(html)?.[0] ?? html).replace(
      /&#(\d+);/g,
      (_, code: string) => String.fromCodePoint(Number(code)),
    ),
    brief: `${message} ${JSON.stringify(site.requirements)}`,
    sentences: site.model.sections.flatMap(writtenSentences),
    // A name the wizard made up from the industry ("Restaurant") is no name to repeat.
    namedTwice: !site.requirements.facts.some((f) => f.kind === 'name')
      ? []
      : sectionsNamingTwice(
          site.model.sections.map(sectionWords),
          site.requirements.businessName ?? '',
        ),
  };
}

describe('measuring copy', () => {
  it('finds a section whose text names the business its heading already names', () => {
    const about = {
      id: 'about',
      heading: 'About Luma Café',
      body: 'Luma Café is a café in Leeds.',
    };
    const fine = { id: 'services', heading: 'Luma Café services', intro: 'We roast our own.' };
    expect(sectionsNamingTwice([about, fine], 'Luma Café')).toEqual(['about']);
    expect(
      sectionsNamingTwice([{ ...about, body: 'We are a café in Leeds.' }], 'Luma Café'),
    ).toEqual([]);
  });

  it('finds the most repeated run of five words', () => {
    const text =
      'Ask us what fits you best. Cakes: ask us what fits you best. Bread: ask us what fits you best.';
    expect(mostRepeatedSequence(text)).toEqual({ sequence: 'ask us what fits you', count: 3 });
    expect(mostRepeatedSequence('one two three').count).toBe(0);
  });

  it('lists numbers and claim words the brief never gave', () => {
    const brief = 'Open 9-5, call 0117 496 0000, croissants €1.20';
    expect(untracedClaims('Open 09:00 to 17:00. Certified bakers since 1999.', brief)).toEqual([
      '17',
      '1999',
      'certified',
    ]);
    expect(untracedClaims('Call 0117 496 0000. Open 9:00. Croissant €1.20.', brief)).toEqual([]);
    expect(untracedClaims('Zertifizierte Meisterin', 'zertifizierte Meisterin')).toEqual([]);
  });
});

/** The sections the offline engine writes for a brief, by type. */
const open = { closed: false, open: '09:00', close: '17:00' };
const WEEKDAYS_NINE_TO_FIVE = {
  monday: open,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: open,
  saturday: { ...open, closed: true },
  sunday: { ...open, closed: true },
};

function sectionsOf(r: Requirements) {
  const plan = planOffline(r, 1);
  return new Map(plan.sections.map((p) => [p.type, writeSectionOffline(plan, r, p, 1)]));
}

describe('copy from the brief alone', () => {
  it('gives service cards the owner named no template sentence, and no features to invent', () => {
    const sections = sectionsOf(BAKERY_REQUIREMENTS);
    const services = sections.get('services');
    expect(services?.type === 'services' && services.items.map((i) => [i.title, i.text])).toEqual([
      ['Sourdough', ''],
      ['Croissants', ''],
    ]);
    expect(sections.has('features')).toBe(false);
    expect(sections.has('faq')).toBe(false);
  });

  it('asks the FAQ questions the brief answers, then how to get in touch', () => {
    const faq = sectionsOf({
      ...BAKERY_REQUIREMENTS,
      goals: ['bookings'],
      callToAction: 'Book a tasting',
      pricesOnRequest: true,
    }).get('faq');
    expect(faq?.type === 'faq' && faq.items.map((i) => i.question)).toEqual([
      'How much does Golden Crumb charge?',
      'How do I book?',
      'How do I get in touch?',
    ]);
    expect(faq?.type === 'faq' && faq.items[1]?.answer).toMatch(/^Book a tasting with the button/);
  });

  it('writes no note under the opening hours, in any language: the table is the fact', () => {
    for (const language of ['en', 'nl', 'ar'] as const) {
      const hours = sectionsOf({
        ...BAKERY_REQUIREMENTS,
        language,
        sections: ['hero', 'services', 'hours', 'contact'],
        businessHours: WEEKDAYS_NINE_TO_FIVE,
      }).get('hours');
      expect(hours?.type).toBe('hours');
      expect(hours?.type === 'hours' && hours.note).toBeFalsy();
    }
  });

  it('leaves "by appointment" to the hours block and footer: the contact text does not repeat it', () => {
    for (const [language, words] of [
      ['en', 'By appointment'],
      ['fr', 'Sur rendez-vous'],
    ] as const) {
      const sections = sectionsOf({
        ...BAKERY_REQUIREMENTS,
        language,
        businessHours: undefined,
        byAppointment: true,
      });
      expect(JSON.stringify(sections.get('contact'))).not.toContain(words);
    }
  });

  it('carries "by appointment" into the site model, the hours block and footer, and makes up no hours', async () => {
    const site = await generateSite(
      brain,
      { ...BAKERY_REQUIREMENTS, language: 'de', businessHours: undefined, byAppointment: true },
      { seed: 3 },
    );
    expect(site.model.business).toMatchObject({ byAppointment: true, hoursGiven: false });
    const html = new TextDecoder().decode(site.files.get('index.html'));
    expect(/<footer[\s\S]*<\/footer>/.exec(html)?.[0]).toContain('<li>Nach Vereinbarung</li>');
    expect(html).not.toContain('openingHours');
  });

  it('answers how much notice orders need and which areas are covered, only when the brief says', () => {
    const faq = sectionsOf({
      ...BAKERY_REQUIREMENTS,
      leadTimes: ["cake orders need 48 hours' notice"],
      serviceArea: ['Bristol', 'Bath', 'Keynsham'],
    }).get('faq');
    expect(faq?.type === 'faq' && faq.items).toEqual([
      { question: 'How much notice do you need?', answer: "Cake orders need 48 hours' notice." },
      { question: 'Which areas do you cover?', answer: 'We cover Bristol, Bath, and Keynsham.' },
      expect.objectContaining({ question: 'How do I get in touch?' }),
    ]);
    const es = sectionsOf({
      ...BAKERY_REQUIREMENTS,
      language: 'es',
      serviceArea: ['Sevilla', 'Dos Hermanas'],
    }).get('faq');
    expect(es?.type === 'faq' && es.items[0]).toEqual({
      question: '¿Qué zonas cubrís?',
      answer: 'Cubrimos Sevilla y Dos Hermanas.',
    });
    const none = sectionsOf({ ...BAKERY_REQUIREMENTS, sections: ['faq'] }).get('faq');
    expect(none?.type === 'faq' && none.items.map((i) => i.question)).toEqual([
      'How do I get in touch?',
    ]);
  });
});

describe('copy that fits what the owner said', () => {
  it('gives a lead time its FAQ even where the industry has no FAQ section', () => {
    const sections = sectionsOf({
      ...BAKERY_REQUIREMENTS,
      industry: 'boutique',
      leadTimes: ['Wedding orders need two weeks notice'],
    });
    expect(JSON.stringify(sections.get('faq'))).toContain('Wedding orders need two weeks notice.');
  });

  it('invites no visit to a business that works online or comes to its customers', () => {
    for (const serviceMode of ['online', 'mobile'] as const) {
      const about = sectionsOf({ ...BAKERY_REQUIREMENTS, tone: 'friendly', serviceMode }).get(
        'about',
      );
      expect(JSON.stringify(about)).not.toMatch(/Drop by/);
    }
    for (const serviceMode of [undefined, 'premises'] as const) {
      const local = sectionsOf({ ...BAKERY_REQUIREMENTS, tone: 'friendly', serviceMode }).get(
        'about',
      );
      expect(JSON.stringify(local)).toMatch(/Drop by/);
    }
  });

  it('gives a service card the icon of what it is, or a plain one, never another service’s', () => {
    const services = sectionsOf({
      ...BAKERY_REQUIREMENTS,
      specialties: ['Croissants', 'Gift vouchers'],
    }).get('services');
    const icons = services?.type === 'services' ? services.items.map((i) => i.icon) : [];
    expect(icons).toEqual(['croissant', 'sparkles']);
    const groomer = sectionsOf({
      ...BAKERY_REQUIREMENTS,
      industry: 'pet',
      specialties: ['Nail trims'],
    }).get('services');
    expect(groomer?.type === 'services' && groomer.items[0]?.icon).toBe('scissors');
  });

  it('names services as things only when they are things ("come for the clean up…" is not)', () => {
    const hero = sectionsOf({
      ...BAKERY_REQUIREMENTS,
      tone: 'friendly',
      specialties: ['Dashboards', 'Clean up messy spreadsheets'],
    }).get('hero');
    expect(hero?.type === 'hero' && hero.intro).not.toMatch(/Come for|clean up/i);
  });
});

/**
 * The most a 5-word run may recur on one page: a product phrase or a list of services can be
 * said in the heading, the intro and the about text, but no sentence pattern runs card by card.
 */
const MAX_REPEATS = 3;

describe('generated copy over the described businesses', () => {
  it.each(DESCRIBED_BUSINESSES)(
    '$name: sentence case, no stitched pattern, no untraced claim, the name once a section',
    async (business) => {
      const { text, brief, sentences, namedTwice } = await siteOf(business.message);
      expect(namedTwice).toEqual([]);
      expect(sentences.filter((sentence) => /^\p{Ll}/u.test(sentence))).toEqual([]);
      expect(mostRepeatedSequence(text).count).toBeLessThanOrEqual(MAX_REPEATS);
      expect(untracedClaims(text, brief)).toEqual([]);
    },
  );
});
