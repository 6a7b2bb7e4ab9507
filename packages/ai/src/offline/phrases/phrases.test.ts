import { SITE_LANGUAGES } from '@zappy/contract/constants';
import { SECTION_TYPES } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import { englishWordsIn } from '../../../test/page-text';
import { GENERAL_INDUSTRY, INDUSTRIES } from '../../knowledge/industries';
import { RequirementsSchema } from '@zappy/contract/requirements';
import { finalizeRequirements, siteLanguageFor } from '../conversation';
import { extractSiteLanguage } from '../language';
import { isGenericText } from '@zappy/locales/en/english';
import { localHoursNote } from './hours-note';
import { localCallToAction, sitePhrases, wizardPhrases } from './index';
import type { CopyFacts } from '@zappy/locales/types';

const OTHER_LANGUAGES = SITE_LANGUAGES.filter((l) => l !== 'en');
const KEYS = [...INDUSTRIES, GENERAL_INDUSTRY].map((i) => i.key);

/** Owner facts in a neutral form (names and places no language claims), in several shapes. */
function factSets(language: string): CopyFacts[] {
  const t = sitePhrases(language);
  const words = t.industries['bakery'];
  const base: CopyFacts = {
    name: 'Zorba',
    city: '',
    specialties: [],
    specialty: words?.noun ?? '',
    noun: words?.noun ?? '',
    aNoun: words?.aNoun ?? '',
    cta: words?.ctas[0] ?? '',
    productHead: '',
    tagline: 'Zorba',
    traits: [],
    socialHandles: [],
    local: true,
    friendly: false,
    hasServicesSection: false,
    hasAddress: false,
  };
  return [
    base,
    {
      ...base,
      city: 'Kyoto',
      specialties: ['mochi', 'matcha'],
      specialty: 'mochi',
      audience: 'Kyoto',
      since: '1998',
      years: '12',
      phone: '075 000 0000',
      email: 'zorba@example.jp',
      hoursNote: localHoursNote('Tuesday to Sunday from 07:00', t),
      socialHandles: ['@zorba'],
      friendly: true,
      hasServicesSection: true,
      hasAddress: true,
    },
  ];
}

/** Every text a phrasebook writes for a set of facts. */
function everything(language: string, f: CopyFacts): string[] {
  const t = sitePhrases(language);
  const industry = INDUSTRIES[0] ?? GENERAL_INDUSTRY;
  return [
    t.list(['mochi', 'matcha', 'yuzu']),
    t.inCity('Kyoto'),
    t.yourArea,
    t.ourCustomers,
    t.defaultName(f.noun, 'Kyoto'),
    ...Object.values(t.navLabels),
    ...Object.values(t.goals),
    ...t.headlines(industry),
    t.since('1998'),
    t.yearsOfExperience('12'),
    t.hero.eyebrow('Zorba', 'Kyoto'),
    t.hero.intro(f),
    t.hero.servicesAction(f.friendly),
    t.features.heading(f),
    t.features.intro(f),
    t.features.highlightText(f, { since: '1998' }),
    t.features.highlightText(f, { years: '12' }),
    t.services.heading(f.friendly),
    t.services.free,
    t.services.from('¥500'),
    t.about.heading(f),
    t.about.body(f),
    t.about.basedIn('Kyoto'),
    t.gallery.heading(f),
    t.testimonials.heading(f),
    t.team.heading(f),
    t.pricing.heading(f),
    t.pricing.intro(f),
    t.pricing.startingPrice,
    ...Object.values(t.pricing.periods),
    t.faq.heading,
    ...t.faq.contact,
    ...t.faq.booking(f),
    ...t.faq.pricesOnRequest(f),
    ...t.faq.leadTime('x'),
    ...t.faq.serviceArea('x'),
    t.footer.product(f, 'una app'),
    t.stats.heading(f),
    t.stats.since,
    t.stats.years,
    t.cta.heading(f),
    t.cta.intro(f),
    t.cta.call('075 000 0000'),
    t.contact.heading(f),
    t.contact.intro(f),
    t.hours.heading,
    t.images.hero(f),
    t.images.about(f),
    t.images.gallery(f, 'mochi'),
    t.images.illustration('Zorba'),
  ];
}

describe('site phrasebooks', () => {
  it.each(SITE_LANGUAGES)('%s names every industry, with calls to action', (language) => {
    const t = sitePhrases(language);
    expect(t.language).toBe(language);
    expect(Object.keys(t.industries).sort()).toEqual([...KEYS].sort());
    for (const words of Object.values(t.industries)) {
      expect(words.label.trim()).not.toBe('');
      expect(words.noun.trim()).not.toBe('');
      expect(words.aNoun).toContain(words.noun.split(' ')[0]?.slice(0, 3) ?? '');
      for (const cta of words.ctas) expect(isGenericText(cta), `${language}: ${cta}`).toBe(true);
    }
    expect(Object.keys(t.navLabels).sort()).toEqual([...SECTION_TYPES].sort());
  });

  it.each(OTHER_LANGUAGES)('%s writes every sentence in its own language', (language) => {
    for (const f of factSets(language)) {
      const texts = everything(language, f);
      expect(texts.every((text) => text.trim() !== '' || text === '')).toBe(true);
      expect(englishWordsIn(texts.join(' \n '))).toEqual([]);
    }
  });

  it.each(SITE_LANGUAGES)('%s states no price, delay or credential of its own', (language) => {
    const t = sitePhrases(language);
    const industry = INDUSTRIES[0] ?? GENERAL_INDUSTRY;
    const own = [...t.headlines(industry), ...t.faq.contact];
    for (const text of own) expect(isGenericText(text), `${language}: ${text}`).toBe(true);
  });

  it('words the reader’s hours notes in the site’s language, with the language’s day names', () => {
    expect(localHoursNote('Tuesday to Sunday from 07:00', sitePhrases('es'))).toBe(
      'De martes a domingo desde las 07:00',
    );
    expect(localHoursNote('Every day', sitePhrases('de'))).toBe('Täglich');
    expect(localHoursNote('Monday from 08:30', sitePhrases('fr'))).toBe('Lundi à partir de 08:30');
    expect(localHoursNote('Tuesday to Sunday from 07:00', sitePhrases('en'))).toBe(
      'Tuesday to Sunday from 07:00',
    );
    // A note in the owner's own words is theirs: kept as given.
    expect(localHoursNote('Nur nach Vereinbarung', sitePhrases('de'))).toBe(
      'Nur nach Vereinbarung',
    );
  });

  it('gives the reader’s and the knowledge base’s calls to action in the site’s language', () => {
    expect(localCallToAction('Book an appointment', 'salon', sitePhrases('es'))).toBe('Pide cita');
    const salon = sitePhrases('de').industries['salon'];
    const english = sitePhrases('en').industries['salon'];
    expect(localCallToAction(english?.ctas[0] ?? '', 'salon', sitePhrases('de'))).toBe(
      salon?.ctas[0],
    );
    // The owner's own words stay.
    expect(localCallToAction('Ven a vernos', 'salon', sitePhrases('es'))).toBe('Ven a vernos');
    expect(localCallToAction('Book an appointment', 'salon', sitePhrases('en'))).toBe(
      'Book an appointment',
    );
  });
});

describe('defaults in the site language', () => {
  it('names a business the owner left unnamed in its language, small words kept lower-case', () => {
    const r = RequirementsSchema.parse({
      industry: 'plumbing',
      language: 'es',
      contactDetails: {
        address: { street: '', city: 'Málaga', state: '', zip: '', country: '' },
      },
    });
    const finalized = finalizeRequirements(r, 1);
    expect(finalized.businessName).toMatch(/^Empresa de Fontanería/);
    expect(finalized.callToAction).toBe(sitePhrases('es').industries['plumbing']?.ctas[0]);
  });
});

describe('wizard phrasebooks', () => {
  it.each(SITE_LANGUAGES)('%s names every site language and speaks its own', (language) => {
    const w = wizardPhrases(language);
    expect(w.language).toBe(language);
    for (const tag of SITE_LANGUAGES) expect(w.languageNames[tag]?.trim()).toBeTruthy();
    if (language === 'en') return;
    const q = w.questions;
    const texts = [
      q.identity(true),
      q.identity(false),
      q.identityPlaceholder(false),
      q.industry('Zorba'),
      q.industry(undefined),
      q.otherIndustry,
      q.servicesOpen('Zorba'),
      q.contact('Zorba', true),
      q.contact('Zorba', false),
      q.palette('Zorba'),
      q.heroImage('Zorba'),
      q.heroOption(2),
      q.callToAction,
      q.audience('Zorba'),
      q.tone,
      q.priceLevel('Zorba'),
      q.hours('Zorba'),
      q.prices('Zorba'),
      q.sections,
      q.recommended,
      ...Object.values(q.styles),
      w.facts.openingHours,
      w.facts.pricesOnRequest,
      w.facts.tone('warm and friendly'),
      w.facts.siteLanguage(w.languageNames['fr'] ?? ''),
      w.replies.readyAgain,
      w.replies.defaultChosen,
      w.replies.writtenIn(w.languageNames['en'] ?? '', w.languageNames['es'] ?? ''),
      w.replies.ready({
        name: 'Zorba',
        style: q.styles.modern,
        noun: sitePhrases(language).industries['bakery']?.noun ?? '',
        city: 'Kyoto',
        services: ['mochi'],
        cta: 'Zorba',
      }),
    ];
    expect(englishWordsIn(texts.join(' \n '))).toEqual([]);
  });

  it('falls back to English for a language the offline wizard does not speak', () => {
    expect(wizardPhrases('ru').language).toBe('en');
    expect(sitePhrases('ja').language).toBe('en');
    expect(sitePhrases('pt-BR').language).toBe('pt');
  });
});

describe('the site language', () => {
  it('is the owner’s choice, else the language they write in when sites can be written in it', () => {
    expect(siteLanguageFor('es')).toBe('es');
    expect(siteLanguageFor('es', 'de')).toBe('de');
    expect(siteLanguageFor('ru')).toBe('en');
  });

  it.each([
    ['Please make the website in Spanish', 'es'],
    ['site language: German', 'de'],
    ['en español por favor', 'es'],
    ['auf Deutsch', 'de'],
    ['Français', 'fr'],
    ['The site should be in Dutch', 'nl'],
    ['באנגלית בבקשה', 'en'],
    ['بالعربية', 'ar'],
  ])('is asked for in “%s”', (text, language) => {
    expect(extractSiteLanguage(text)).toBe(language);
  });

  it.each([
    'We sell Spanish wines and French cheese',
    'A bakery in Madrid',
    'Our English tea room',
  ])('is not asked for by naming a language in passing: “%s”', (text) => {
    expect(extractSiteLanguage(text)).toBeUndefined();
  });
});
