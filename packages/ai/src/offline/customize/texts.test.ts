import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { applySiteEdits, type SiteEdit } from '@zappy/site-model/patch';
import type { SiteModel } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import type { CustomizationTurn } from '../../schemas';
import { customizeOffline } from '../customize';
import { longerWording, registerWording, shorterWording, type ShorterFacts } from './rewrite';

// The texts reader: new wordings, rewrites built from what the site says, and the main button.

const sample = createSampleSiteModel();

/** The sample site in a language, with some of its texts ("hero.heading") set. */
function site(language: string, texts: Record<string, string> = {}): SiteModel {
  const edits: SiteEdit[] = Object.entries(texts).map(([at, value]) => {
    const [sectionId = '', ...path] = at.split('.');
    return { op: 'setSectionText', sectionId, path: path.join('.'), value };
  });
  const applied = applySiteEdits({ ...sample, locale: { ...sample.locale, language } }, edits);
  if (!applied.ok) throw new Error(applied.errors.join('; '));
  return applied.value;
}

function turn(
  model: SiteModel,
  message: string,
  state: CustomizationTurn['state'] | null = null,
): CustomizationTurn {
  const result = customizeOffline(model, message, state);
  expect(applySiteEdits(model, result.edits).ok).toBe(true);
  return result;
}

const text = (sectionId: string, path: string, value: string): SiteEdit => ({
  op: 'setSectionText',
  sectionId,
  path,
  value,
});

describe('new wording, in every language, without quotes or labels', () => {
  it.each([
    ["Change the headline to 'Fresh bread every morning'", 'heading', 'Fresh bread every morning'],
    ['El título: Pan recién hecho cada mañana', 'heading', 'Pan recién hecho cada mañana'],
    ['Titre : Du pain frais chaque matin', 'heading', 'Du pain frais chaque matin'],
    ['Ändere die Überschrift in „Frisches Brot“', 'heading', 'Frisches Brot'],
    ['can you make the title say Bread for everyone', 'heading', 'Bread for everyone'],
    ['I want the headline to say Fresh bread daily', 'heading', 'Fresh bread daily'],
    ['Cambia el subtítulo a: Pan de verdad', 'intro', 'Pan de verdad'],
    ['שנו את הכותרת ל"לחם טרי"', 'heading', 'לחם טרי'],
  ])('%s', (message, path, value) => {
    expect(turn(sample, message).edits).toEqual([text('hero', path, value)]);
  });

  it('names a section’s heading and text, German compounds included', () => {
    expect(turn(sample, 'change the services heading to "What we bake"').edits).toEqual([
      text('services', 'heading', 'What we bake'),
    ]);
    expect(turn(sample, 'Ändere den Über-uns-Text zu: Seit 2009 von Hand').edits).toEqual([
      text('about', 'body', 'Seit 2009 von Hand'),
    ]);
  });

  it('keeps an owner’s wording that holds a rewrite or link word', () => {
    expect(turn(sample, 'change the headline to Warmer days ahead').edits).toEqual([
      text('hero', 'heading', 'Warmer days ahead'),
    ]);
    expect(turn(sample, 'change the button to Go to the gallery').edits).toEqual([
      text('hero', 'primaryAction.label', 'Go to the gallery'),
    ]);
  });

  it('says what changed in the owner’s language, the new text quoted', () => {
    expect(turn(sample, 'El botón principal: Reserva ahora').reply).toBe(
      'Esto es lo que voy a cambiar: el botón: «Reserva ahora». Lo aplico ahora.',
    );
  });
});

describe('the main button', () => {
  it.each([
    ["Change the main button to 'Book a groom'", 'Book a groom'],
    ['change the CTA text to Book a groom', 'Book a groom'],
    ['make the button say Call us', 'Call us'],
    ['Troque o texto do botão para "Marcar horário"', 'Marcar horário'],
    ['غيّر نص الزر إلى اطلب الآن', 'اطلب الآن'],
  ])('%s', (message, label) => {
    expect(turn(without('cta'), message).edits).toEqual([
      text('hero', 'primaryAction.label', label),
    ]);
  });

  it('leads to a section, a phone number or an email, its words unchanged', () => {
    const link = (href: string): SiteEdit[] => [
      { op: 'setSectionLink', sectionId: 'hero', path: 'primaryAction', href },
    ];
    expect(turn(sample, 'Make the main button link to the gallery').edits).toEqual(
      link('#gallery'),
    );
    expect(turn(sample, 'que el botón principal lleve a los servicios').edits).toEqual(
      link('#services'),
    );
    expect(turn(sample, 'Der Button soll auf die Preise verlinken').edits).toEqual(
      link('#pricing'),
    );
    const phone = sample.business.contactDetails.phone.replace(/[^\d+]/g, '');
    expect(turn(sample, 'make the button go to our phone number').edits).toEqual(
      link(`tel:${phone}`),
    );
    expect(turn(sample, 'Make the main button link to the gallery').reply).toBe(
      'Here is what I will change: the button now leads to the gallery section. Applying it now.',
    );
  });

  it('says so when the button already leads there, or the page lacks the place', () => {
    const already = turn(sample, 'Make the button link to the contact form');
    expect(already.edits).toEqual([]);
    expect(already.reply).toBe('The button already leads to the contact section.');
    expect(turn(without('gallery'), 'link the button to the gallery').reply).toBe(
      'Your site has no gallery section, so there is nothing to change there.',
    );
    const where = turn(sample, 'make the button link to somewhere else');
    expect(where.edits).toEqual([]);
    expect(where.reply).toMatch(/^Where should the button lead\?/);
  });
});

function without(type: string): SiteModel {
  return { ...sample, sections: sample.sections.filter((s) => s.type !== type) };
}

describe('shorter', () => {
  const facts = (over: Partial<ShorterFacts> = {}): ShorterFacts => ({
    language: 'en',
    name: 'Golden Crumb',
    places: ['Portland'],
    alternatives: [],
    ...over,
  });

  it('cuts at a natural boundary and keeps the name', () => {
    expect(shorterWording('Golden Crumb is a bakery. Come for the bread, stay.', facts())).toEqual({
      wording: 'Golden Crumb is a bakery.',
      options: [],
    });
    expect(shorterWording('Call 503 555 0142, or send us a message.', facts()).wording).toBe(
      'Call 503 555 0142.',
    );
    expect(shorterWording('Golden Crumb: at home in Portland', facts()).wording).toBe(
      'Golden Crumb',
    );
    expect(shorterWording('Breathe, move, rest in Portland', facts()).wording).toBe(
      'Breathe, move, rest',
    );
  });

  it('never cuts a phrase or a list', () => {
    const es = facts({ language: 'es', name: 'Loto', alternatives: ['Loto', 'Yoga en Madrid'] });
    expect(shorterWording('Hablemos de lo que necesitas', es)).toEqual({
      options: ['Loto', 'Yoga en Madrid'],
    });
    expect(shorterWording('We cover Bristol, Bath and Keynsham.', facts()).wording).toBeUndefined();
    expect(
      shorterWording('Cubrimos Sevilla, Dos Hermanas y Mairena.', facts({ places: ['Mairena'] }))
        .wording,
    ).toBeUndefined();
  });

  it('publishes a complete shorter text', () => {
    const model = site('en', { 'hero.intro': 'Golden Crumb is a bakery. We bake every day.' });
    expect(turn(model, 'make the text under the headline shorter').edits).toEqual([
      text('hero', 'intro', 'Golden Crumb is a bakery.'),
    ]);
    const name = sample.business.companyName;
    const german = site('de', { 'hero.heading': `${name}: Ihre Bäckerei in Portland` });
    expect(turn(german, 'Überschrift kürzer bitte').edits).toEqual([text('hero', 'heading', name)]);
  });

  it('offers wordings to pick from when no cut keeps the sense, and reads the pick', () => {
    const model = site('es', { 'hero.heading': 'Hablemos de lo que necesitas' });
    const asked = turn(model, 'Haz el titular más corto');
    expect(asked.edits).toEqual([]);
    expect(asked.reply).toMatch(/^No puedo acortar «Hablemos de lo que necesitas»/);
    expect(asked.widget?.type).toBe('single_select');
    const options = asked.widget?.options?.map((o) => o.value) ?? [];
    expect(options).toEqual([sample.business.companyName, 'Baked fresh daily']);
    expect(asked.state.pendingTopic).toBe('text:hero:heading:shorter');
    expect(turn(model, 'la segunda', asked.state).edits).toEqual([
      text('hero', 'heading', 'Baked fresh daily'),
    ]);
    expect(turn(model, 'the first one', asked.state).edits).toEqual([
      text('hero', 'heading', sample.business.companyName),
    ]);
    expect(turn(model, 'Baked fresh daily', asked.state).edits).toEqual([
      text('hero', 'heading', 'Baked fresh daily'),
    ]);
    expect(turn(model, 'Pan del día', asked.state).edits).toEqual([
      text('hero', 'heading', 'Pan del día'),
    ]);
  });

  it('asks for the words when nothing shorter fits', () => {
    const model = site('en', { 'faq.heading': 'Questions, answered' });
    const asked = turn(model, 'shorten the FAQ heading');
    expect(asked.edits).toEqual([]);
    expect(asked.reply).toMatch(/What should the FAQ heading say\?$/);
  });
});

describe('longer', () => {
  const facts = { language: 'en', city: 'Portland', services: ['Sourdough', 'Custom cakes'] };

  it('adds the city, else the services the text does not name', () => {
    expect(longerWording('Fresh bread', { ...facts, language: 'en' })).toBe(
      'Fresh bread in Portland',
    );
    expect(longerWording('Fresh bread in Portland', { ...facts, language: 'en' })).toBe(
      'Fresh bread in Portland: sourdough and custom cakes',
    );
    expect(longerWording('Pan del día.', { ...facts, language: 'es' })).toBe(
      'Pan del día. Estamos en Portland.',
    );
  });

  it('asks when the site has nothing to add', () => {
    const services = sample.sections.find((s) => s.type === 'services');
    const titles = services?.type === 'services' ? services.items.map((i) => i.title) : [];
    const model = site('en', { 'hero.heading': titles.join(', ') });
    const cityless = applySiteEdits(model, [
      { op: 'updateBusinessInfo', patch: { contactDetails: { address: { city: '' } } } },
    ]);
    if (!cityless.ok) throw new Error(cityless.errors.join('; '));
    const asked = turn(cityless.value, 'make the headline longer');
    expect(asked.edits).toEqual([]);
    expect(asked.reply).toMatch(/What should the headline say\?$/);
  });
});

describe('friendlier and more formal', () => {
  it.each([
    ['es', 'Aquí para ayudarte', 'formal', 'Aquí para ayudarle'],
    ['es', 'Reserva tu primera clase', 'formal', 'Reserve su primera clase'],
    [
      'es',
      'Pásate, escríbenos o pide para recoger.',
      'formal',
      'Pásese, escríbanos o pida para recoger.',
    ],
    [
      'de',
      'Du erreichst uns telefonisch – oder du schreibst uns.',
      'formal',
      'Sie erreichen uns telefonisch – oder Sie schreiben uns.',
    ],
    [
      'de',
      'Komm vorbei: Wir freuen uns auf dich.',
      'formal',
      'Kommen Sie vorbei: Wir freuen uns auf Sie.',
    ],
    ['de', 'Sie erreichen uns jederzeit.', 'friendlier', 'Du erreichst uns jederzeit.'],
    [
      'fr',
      'Appelez-nous ou envoyez-nous un message.',
      'friendlier',
      'Appelle-nous ou envoie-nous un message.',
    ],
    ['fr', 'Passez nous voir ou cliquez ici.', 'friendlier', 'Passe nous voir ou clique ici.'],
    ['it', 'Siamo qui per aiutarti', 'formal', 'Siamo qui per aiutarLa'],
    ['it', 'Chiedici informazioni.', 'formal', 'Ci chieda informazioni.'],
    ['nl', 'We horen graag van je.', 'formal', 'We horen graag van u.'],
    ['en', 'What we do', 'formal', 'Services'],
    ['es', 'Servicios', 'friendlier', 'Lo que hacemos'],
  ] as const)('%s: %s (%s)', (language, value, to, expected) => {
    expect(registerWording(value, to, language)).toBe(expected);
  });

  it.each([
    ['en', 'From our oven to your table', 'friendlier'],
    ['fr', 'Votre boulangerie à Lyon', 'friendlier'],
    ['de', 'Sauerteigbrot in Freiburg', 'formal'],
    ['es', 'Aquí para ayudarte', 'friendlier'],
    ['it', 'Saremo felici di farti sorridere.', 'formal'],
  ] as const)(
    'leaves %s “%s” as it is (%s): nothing to switch, or registers would mix',
    (language, value, to) => {
      expect(registerWording(value, to, language)).toBeUndefined();
    },
  );

  it('publishes the other register, or asks when there is none', () => {
    const spanish = site('es', { 'hero.heading': 'Aquí para ayudarte' });
    expect(turn(spanish, 'Haz el título más formal').edits).toEqual([
      text('hero', 'heading', 'Aquí para ayudarle'),
    ]);
    const asked = turn(sample, 'make the headline friendlier');
    expect(asked.edits).toEqual([]);
    expect(asked.reply).toBe(
      `I can’t rewrite “${sample.sections[0]?.heading ?? ''}” that way without changing what it says. What should the headline say?`,
    );
    expect(asked.state.pendingTopic).toBe('text:hero:heading');
  });
});
