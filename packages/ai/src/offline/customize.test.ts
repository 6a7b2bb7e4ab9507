import { RequirementsSchema } from '@zappy/contract/requirements';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { applySiteEdits, type SiteEdit } from '@zappy/site-model/patch';
import { SiteModelSchema, type SiteModel } from '@zappy/site-model/schema';
import { paletteMeetsContrast } from '@zappy/site-renderer/contrast';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBrain } from '../brain';
import type { CustomizationTurn } from '../schemas';
import { customizeOffline, widgetDoneOffline, type CustomizeOptions } from './customize';

const sample = createSampleSiteModel();
const without = (...types: string[]) =>
  createSampleSiteModel({
    sections: sample.sections.map((s) => s.type).filter((type) => !types.includes(type)),
  });

/** The turn for a request, after checking its patch applies and gives a valid model. */
function ask(
  model: SiteModel,
  message: string,
  state: CustomizationTurn['state'] | null = null,
  options: CustomizeOptions = {},
): CustomizationTurn & { applied: SiteModel } {
  const turn = customizeOffline(model, message, state, options);
  const applied = applySiteEdits(model, turn.edits);
  expect(applied.ok, `${message}: ${applied.ok ? '' : applied.errors.join('; ')}`).toBe(true);
  if (!applied.ok) throw new Error('patch does not apply');
  expect(SiteModelSchema.safeParse(applied.value).success).toBe(true);
  expect(turn.readyToApply).toBe(turn.edits.length > 0);
  return { ...turn, applied: applied.value };
}

/** A Spanish site, written by the offline engine. */
async function spanishSite(): Promise<SiteModel> {
  const brain = createBrain({ seed: 4 });
  const requirements = brain.prepareRequirements(
    RequirementsSchema.parse({
      businessName: 'Panadería Sol',
      industry: 'bakery',
      specialties: ['Pan de masa madre'],
      language: 'es',
      inputLanguage: 'es',
    }),
    { seed: 4 },
  );
  const plan = (await brain.planSite(requirements, { seed: 4 })).value;
  const sections = await Promise.all(
    plan.sections.map(
      async (s) => (await brain.writeSection(plan, requirements, s, { seed: 4 })).value,
    ),
  );
  return brain.assembleSiteModel(plan, requirements, sections, undefined, { seed: 4 });
}

const text = (sectionId: string, path: string, value: string): SiteEdit => ({
  op: 'setSectionText',
  sectionId,
  path,
  value,
});

describe('offline customization: texts', () => {
  it.each([
    ['change the headline to Fresh bread daily', text('hero', 'heading', 'Fresh bread daily')],
    [
      'change the subheading to "Baked every morning"',
      text('hero', 'intro', 'Baked every morning'),
    ],
    ['rename the services heading to What we do', text('services', 'heading', 'What we do')],
    ['change the about text to: We bake since dawn.', text('about', 'body', 'We bake since dawn')],
    ['change the button to Book now', text('hero', 'primaryAction.label', 'Book now')],
    ['cambia el título a "Pan recién hecho"', text('hero', 'heading', 'Pan recién hecho')],
    ['change le titre en Pain frais', text('hero', 'heading', 'Pain frais')],
    ['ändere die Überschrift zu Frisches Brot', text('hero', 'heading', 'Frisches Brot')],
    ['cambia il titolo in Pane fresco', text('hero', 'heading', 'Pane fresco')],
    ['mude o título para Pão fresco', text('hero', 'heading', 'Pão fresco')],
    ['verander de kop naar Vers brood', text('hero', 'heading', 'Vers brood')],
    ['שנה את הכותרת ל"לחם טרי"', text('hero', 'heading', 'לחם טרי')],
    ['غيّر العنوان إلى خبز طازج', text('hero', 'heading', 'خبز طازج')],
  ])('%s', (message, edit) => {
    const turn = ask(sample, message);
    expect(turn.edits).toEqual([edit]);
  });

  it('answers in the language the owner writes in', () => {
    expect(ask(sample, 'cambia el título a "Pan"').reply).toMatch(/^Esto es lo que voy a cambiar/);
    expect(ask(sample, 'ändere die Überschrift zu Brot').reply).toMatch(/^Das ändere ich/);
    expect(ask(sample, 'שנה את הכותרת ל"לחם"').reply).toMatch(/^זה מה שאשנה/);
    expect(ask(sample, 'change the headline to Bread').state.language).toBe('en');
  });
});

describe('offline customization: sections', () => {
  it.each([
    ['remove the testimonials', { op: 'removeSection', sectionId: 'testimonials' }],
    ['quita las opiniones', { op: 'removeSection', sectionId: 'testimonials' }],
    ['supprime les témoignages', { op: 'removeSection', sectionId: 'testimonials' }],
    ['entferne die Galerie', { op: 'removeSection', sectionId: 'gallery' }],
    ['remova a galeria', { op: 'removeSection', sectionId: 'gallery' }],
    ['verwijder de galerij', { op: 'removeSection', sectionId: 'gallery' }],
    ['move pricing above services', { op: 'moveSection', sectionId: 'pricing', toIndex: 2 }],
    ['put the gallery first', { op: 'moveSection', sectionId: 'gallery', toIndex: 1 }],
  ])('%s', (message, edit) => {
    expect(ask(sample, message).edits).toEqual([edit]);
  });

  it('keeps the hero first and the footer last when moving', () => {
    const first = ask(sample, 'move the services to the top').applied;
    expect(first.sections.map((s) => s.type).slice(0, 2)).toEqual(['hero', 'services']);
    const last = ask(sample, 'move the services to the bottom').applied;
    expect(last.sections.map((s) => s.type).slice(-2)).toEqual(['services', 'footer']);
  });

  it('says plainly when the section is not there, with no edits', () => {
    const turn = ask(without('team'), 'remove the team section');
    expect(turn.edits).toEqual([]);
    expect(turn.readyToApply).toBe(false);
    expect(turn.reply).toBe('Your site has no team section, so there is nothing to change there.');
    expect(ask(without('team'), 'elimina el equipo').reply).toMatch(/no tiene sección de equipo/);
  });

  it('adds an FAQ section to a site without one and asks for its first question', () => {
    const turn = ask(without('faq'), 'add an FAQ');
    expect(turn.edits).toEqual([
      {
        op: 'addSection',
        section: expect.objectContaining({
          id: 'faq',
          type: 'faq',
          navLabel: 'FAQ',
          items: [],
        }) as object,
      },
    ]);
    expect(turn.state.pendingTopic).toBe('faq');
    const next = ask(turn.applied, 'Do you deliver? Yes, within 5 km', turn.state);
    expect(next.edits).toEqual([
      { op: 'addFaqItem', question: 'Do you deliver?', answer: 'Yes, within 5 km' },
    ]);
  });
});

describe('offline customization: colours, style and fonts', () => {
  it.each([
    ['make it green', '#2d743b'],
    ['use #0f766e', '#0f766e'],
    ['hazlo verde', '#2d743b'],
    ['rendilo verde', '#2d743b'],
    ['maak het blauw', undefined],
    ['اجعله أزرق', undefined],
  ])('%s keeps every text at 4.5:1', (message, primary) => {
    const turn = ask(sample, message);
    expect(turn.edits.map((e) => e.op)).toEqual(['setPalette']);
    expect(paletteMeetsContrast(turn.applied.brand.palette)).toBe(true);
    if (primary) expect(turn.applied.brand.palette.primary).toBe(primary);
  });

  it('reads two colours as primary and accent, "dark" darkening the first', () => {
    const turn = ask(sample, 'dark blue and gold');
    const palette = turn.applied.brand.palette;
    expect(palette.accent).toBe('#a16207');
    expect(palette.primary).toBe('#133e6d');
    expect(paletteMeetsContrast(palette)).toBe(true);
  });

  it.each([
    [
      'make it more elegant',
      [
        { op: 'setStyle', style: 'elegant' },
        { op: 'setFonts', typography: { heading: 'serif' } },
      ],
    ],
    [
      'mach es verspielter',
      [
        { op: 'setStyle', style: 'playful' },
        { op: 'setFonts', typography: { heading: 'rounded', body: 'rounded' } },
      ],
    ],
    ['use a serif font', [{ op: 'setFonts', typography: { heading: 'serif', body: 'serif' } }]],
  ])('%s', (message, edits) => {
    expect(ask(sample, message).edits).toEqual(edits);
  });

  it('gives one edit per request in one message', () => {
    const turn = ask(sample, 'make it green and change the headline to Hello there');
    expect(turn.edits.map((e) => e.op)).toEqual(['setPalette', 'setSectionText']);
    expect(turn.edits[1]).toEqual(text('hero', 'heading', 'Hello there'));
    expect(paletteMeetsContrast(turn.applied.brand.palette)).toBe(true);
  });
});

describe('offline customization: prices', () => {
  it.each([
    [
      'add a Premium plan at $99 per month with priority support',
      {
        op: 'addPricingPlan',
        plan: { name: 'Premium', price: 99, features: ['Priority support'] },
      },
    ],
    [
      'change the Bread club price to 25',
      { op: 'updatePricingPlan', index: 0, patch: { price: 25 } },
    ],
    [
      'rename the Office box plan to Team box',
      { op: 'updatePricingPlan', index: 2, patch: { name: 'Team box' } },
    ],
    ['remove the Breakfast box plan', { op: 'removePricingPlan', index: 1 }],
  ])('%s', (message, edit) => {
    expect(ask(sample, message).edits).toEqual([edit]);
  });

  it('changes the currency', () => {
    const turn = ask(sample, 'prices in euros');
    expect(turn.edits[0]).toMatchObject({ op: 'setPricingPlans', currency: 'EUR' });
    const pricing = turn.applied.sections.find((s) => s.type === 'pricing');
    expect(pricing?.type === 'pricing' && pricing.currency).toBe('EUR');
    expect(pricing?.type === 'pricing' && pricing.plans.map((p) => p.price)).toEqual([18, 35, 89]);
  });

  it('adds a pricing section with the plan when the site has none', () => {
    const turn = ask(without('pricing'), 'add a Premium plan at $99 per month');
    expect(turn.edits).toEqual([
      {
        op: 'addSection',
        section: expect.objectContaining({
          id: 'pricing',
          type: 'pricing',
          navLabel: 'Pricing',
          currency: 'USD',
          billingPeriod: 'monthly',
          plans: [expect.objectContaining({ name: 'Premium', price: 99 })],
        }) as object,
      },
    ]);
  });

  it('says so for a plan the site does not have', () => {
    const turn = ask(sample, 'change the Gold plan price to 30');
    expect(turn.edits).toEqual([]);
    expect(turn.reply).toBe(
      'I could not find “Gold” on your site. Which plan or service do you mean?',
    );
  });
});

describe('offline customization: contact details and hours', () => {
  it.each([
    ['new email is orders@crumb.com', { contactDetails: { email: 'orders@crumb.com' } }],
    ['our phone is now +1 555 123 4567', { contactDetails: { phone: '+1 555 123 4567' } }],
    [
      'we now open at 8 on Saturdays',
      { businessHours: { saturday: { closed: false, open: '08:00' } } },
    ],
    ['closed on Mondays', { businessHours: { monday: { closed: true } } }],
    ['cerrado los lunes', { businessHours: { monday: { closed: true } } }],
    ['samstags geschlossen', { businessHours: { saturday: { closed: true } } }],
  ])('%s', (message, patch) => {
    expect(ask(sample, message).edits).toEqual([{ op: 'updateBusinessInfo', patch }]);
  });

  it('reads a week range without closing the days not named', () => {
    const turn = ask(sample, 'open Monday to Friday 9-6');
    const day = { closed: false, open: '09:00', close: '18:00' };
    expect(turn.edits).toEqual([
      {
        op: 'updateBusinessInfo',
        patch: {
          businessHours: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day },
        },
      },
    ]);
    expect(turn.applied.business.businessHours.saturday).toEqual(
      sample.business.businessHours.saturday,
    );
  });

  it('offers the business editor when no new values are given', () => {
    const turn = ask(sample, 'I want to change my contact info');
    expect(turn.edits).toEqual([]);
    expect(turn.widget).toEqual({
      type: 'business_editor',
      question: expect.any(String) as string,
      extractedBusinessInfo: {
        companyName: sample.business.companyName,
        contactDetails: sample.business.contactDetails,
        businessHours: sample.business.businessHours,
      },
    });
    expect(ask(sample, 'quiero cambiar el horario').widget?.type).toBe('business_editor');
  });
});

describe('offline customization: images and FAQ', () => {
  it('lists the named image in an image_replace widget, with no edits', () => {
    const turn = ask(sample, 'change the hero image');
    expect(turn.edits).toEqual([]);
    expect(turn.widget?.type).toBe('image_replace');
    expect(turn.widget?.images).toEqual([
      {
        id: 'hero',
        url: 'images/hero.svg',
        alt: expect.any(String) as string,
        name: 'hero',
        description: expect.any(String) as string,
        dataSlot: 'hero',
        currentImageUrl: 'images/hero.svg',
      },
    ]);
    expect(ask(sample, 'replace the photo').widget?.images?.length).toBe(sample.images.length);
    expect(ask(sample, 'cambia la foto de la galería').widget?.images?.map((i) => i.id)).toEqual([
      'gallery-1',
      'gallery-2',
      'gallery-3',
    ]);
  });

  it.each([
    [
      'add a question: Do you cater weddings? Answer: Yes, on request',
      { op: 'addFaqItem', question: 'Do you cater weddings?', answer: 'Yes, on request' },
    ],
    [
      'ajoute une question : Livrez-vous ? Réponse : Oui, à 5 km',
      { op: 'addFaqItem', question: 'Livrez-vous ?', answer: 'Oui, à 5 km' },
    ],
    ['remove the question about gluten', { op: 'removeFaqItem', index: 1 }],
  ])('%s', (message, edit) => {
    expect(ask(sample, message).edits).toEqual([edit]);
  });

  it('adds the FAQ section with the question when there is none', () => {
    const turn = ask(without('faq'), 'add a question: Do you deliver? Answer: Yes');
    expect(turn.edits).toEqual([
      {
        op: 'addSection',
        section: expect.objectContaining({ type: 'faq', items: [] }) as object,
      },
      { op: 'addFaqItem', question: 'Do you deliver?', answer: 'Yes' },
    ]);
  });

  it('says so when no question matches, and asks which one, naming them', () => {
    const turn = ask(sample, 'remove the question about parking');
    expect(turn.edits).toEqual([]);
    expect(turn.reply).toBe(
      'I could not find that question in your FAQ. Which question do you mean: “Can I pre-order bread?”, “Do you bake gluten-free?”, “How far ahead should I order a cake?” or “Do you deliver?”?',
    );
  });
});

describe('offline customization: unclear requests and follow-ups', () => {
  let spanish: SiteModel;
  beforeAll(async () => {
    spanish = await spanishSite();
  });

  it.each(['make it better', 'change it', 'hmm'])('%s gets the options menu', (message) => {
    const turn = ask(sample, message);
    expect(turn.readyToApply).toBe(false);
    expect(turn.widget?.type).toBe('customization_options');
    expect(turn.widget?.options?.map((o) => o.value)).toEqual([
      'colors',
      'style',
      'headline',
      'sections',
      'prices',
      'contact',
      'images',
      'faq',
    ]);
  });

  it('speaks the site language when the message does not tell', () => {
    const turn = ask(spanish, 'hmm');
    expect(turn.widget?.question).toBe('¿Qué te gustaría cambiar?');
    expect(turn.widget?.options?.[0]?.label).toBe('Colores');
  });

  it('asks the focused question of a chosen option and reads the answer in its topic', () => {
    const menu = ask(sample, 'make it better');
    const question = ask(sample, 'headline', menu.state);
    expect(question.reply).toBe('What should the new headline say?');
    expect(question.state.pendingTopic).toBe('headline');
    const answer = ask(sample, 'Bread worth waking up for', question.state);
    expect(answer.edits).toEqual([text('hero', 'heading', 'Bread worth waking up for')]);
    expect(answer.state.pendingTopic).toBeNull();
  });

  it('asks for the words of a text named without them, then sets it', () => {
    const question = ask(sample, 'change the button');
    expect(question.reply).toBe('What should the button say?');
    expect(question.state.pendingTopic).toBe('text:hero:primaryAction.label');
    const answer = ask(sample, 'Order today', question.state);
    expect(answer.edits).toEqual([text('hero', 'primaryAction.label', 'Order today')]);
    const german = ask(sample, 'ändere den Text von über uns');
    expect(german.reply).toBe('Was soll der Text von Über uns sagen?');
  });

  it('shortens a named text', () => {
    const turn = ask(sample, 'make the about text shorter');
    expect(turn.edits[0]).toMatchObject({ op: 'setSectionText', sectionId: 'about', path: 'body' });
  });

  it('keeps the conversation language for a bare answer', () => {
    const question = ask(sample, 'colors', { ...ask(spanish, 'hmm').state });
    expect(question.reply).toMatch(/^¿Qué color/);
    const answer = ask(sample, 'teal', question.state);
    expect(answer.edits.map((e) => e.op)).toEqual(['setPalette']);
    expect(answer.reply).toMatch(/^Esto es lo que voy a cambiar/);
  });

  it('acknowledges a change finished in a widget, in the conversation’s language, with no edits', () => {
    const asked = ask(sample, 'images');
    const done = widgetDoneOffline(sample, asked.state, 'image_replaced');
    expect(done).toMatchObject({ edits: [], readyToApply: false, widget: null });
    expect(done.reply).toBe(
      'Done: the new image is on your site. What else would you like to change?',
    );
    expect(done.state.pendingTopic).toBeNull();
    const spanishState = ask(spanish, 'hmm').state;
    expect(widgetDoneOffline(spanish, spanishState, 'business_saved').reply).toMatch(/^Guardado/);
    // A new chat on a Spanish site speaks Spanish.
    expect(widgetDoneOffline(spanish, null, 'image_replaced').reply).toMatch(/^Listo/);
  });

  it('opens the image widget from the images option', () => {
    expect(ask(sample, 'images').widget?.type).toBe('image_replace');
  });

  it('adds a plan to a Spanish site without prices, in Spanish', () => {
    expect(spanish.sections.some((s) => s.type === 'pricing')).toBe(false);
    const turn = ask(spanish, 'añade un plan Premium a 99 € al mes');
    expect(turn.edits).toEqual([
      {
        op: 'addSection',
        section: expect.objectContaining({
          id: 'pricing',
          navLabel: 'Precios',
          currency: 'EUR',
          plans: [expect.objectContaining({ name: 'Premium', price: 99 })],
        }) as object,
      },
    ]);
    expect(turn.reply).toMatch(/un nuevo plan «Premium»/);
  });
});

describe('offline customization: undo', () => {
  it.each([
    ['undo that', /^Every change is kept as a version: .*press Undo/],
    ['deshaz el último cambio', /^Cada cambio se guarda.*«Deshacer»/],
    ['mach das rückgängig', /^Jede Änderung bleibt.*„Rückgängig“/],
    ['annule la dernière modification', /^Chaque modification.*« Annuler »/],
  ])(
    '%s points to the chat’s Undo and the versions panel, and changes nothing',
    (message, reply) => {
      const turn = ask(sample, message);
      expect(turn.edits).toEqual([]);
      expect(turn.widget).toBeNull();
      expect(turn.reply).toMatch(reply);
    },
  );
});

describe('offline customization: the business’s name and tagline', () => {
  it.each([
    ['rename the business to Crumb & Co', { companyName: 'Crumb & Co' }],
    ['change the company name to "Crumb & Sons"', { companyName: 'Crumb & Sons' }],
    ['change the tagline to Real bread, no shortcuts', { tagline: 'Real bread, no shortcuts' }],
    ['cambia el eslogan a Pan de verdad', { tagline: 'Pan de verdad' }],
    ['ändere den Firmennamen zu Krume', { companyName: 'Krume' }],
  ])('%s', (message, patch) => {
    const turn = ask(sample, message);
    expect(turn.edits).toEqual([{ op: 'updateBusinessInfo', patch }]);
  });
});

describe('offline customization: point and edit', () => {
  it('changes the pointed text', () => {
    const turn = ask(sample, 'change this to What we bake', null, {
      subject: { sectionId: 'services', path: 'heading' },
    });
    expect(turn.edits).toEqual([text('services', 'heading', 'What we bake')]);
  });

  it('shortens the pointed text', () => {
    const about = sample.sections.find((s) => s.type === 'about');
    const body = about?.type === 'about' ? about.body : '';
    const turn = ask(sample, 'make this shorter', null, {
      subject: { sectionId: 'about', path: 'body' },
    });
    const edit = turn.edits[0];
    expect(edit).toMatchObject({ op: 'setSectionText', sectionId: 'about', path: 'body' });
    expect(edit?.op === 'setSectionText' && edit.value.length).toBeLessThan(body.length);
  });

  it('removes the pointed section', () => {
    const turn = ask(sample, 'remove this section', null, { subject: { sectionId: 'gallery' } });
    expect(turn.edits).toEqual([{ op: 'removeSection', sectionId: 'gallery' }]);
  });

  it('moves the pointed section one place up or down, never above the hero', () => {
    const ids = sample.sections.map((s) => s.id);
    const at = ids.indexOf('gallery');
    const up = ask(sample, 'move this up', null, { subject: { sectionId: 'gallery' } });
    expect(up.edits).toEqual([{ op: 'moveSection', sectionId: 'gallery', toIndex: at - 1 }]);
    const down = ask(sample, 'schuif dit omlaag', null, { subject: { sectionId: 'gallery' } });
    expect(down.edits).toEqual([{ op: 'moveSection', sectionId: 'gallery', toIndex: at + 1 }]);
    const second = sample.sections[1]?.id ?? '';
    expect(ask(sample, 'move this up', null, { subject: { sectionId: second } }).edits).toEqual([]);
  });

  it('makes a pointed text longer with a fact the site holds, never an invented one', () => {
    const about = sample.sections.find((s) => s.type === 'about');
    const body = about?.type === 'about' ? about.body : '';
    const turn = ask(sample, 'make this longer', null, {
      subject: { sectionId: 'about', path: 'body' },
    });
    const city = sample.business.contactDetails.address.city;
    expect(turn.edits).toEqual([text('about', 'body', `${body} We are based in ${city}.`)]);
  });

  it('asks for the words of a longer text when the site has nothing to add, then sets them', () => {
    const turn = ask(sample, 'make this longer', null, {
      subject: { sectionId: 'faq', path: 'items.0.question' },
    });
    expect(turn.edits).toEqual([]);
    expect(turn.reply).toMatch(/What should the FAQ text say\?$/);
    const answer = ask(sample, 'Do you bake every night?', turn.state);
    expect(answer.edits).toEqual([text('faq', 'items.0.question', 'Do you bake every night?')]);
  });

  it('offers just the pointed image', () => {
    const turn = ask(sample, 'replace this', null, {
      subject: { sectionId: 'about', imageSlot: 'about' },
    });
    expect(turn.widget?.images?.map((i) => i.id)).toEqual(['about']);
  });

  it.each([
    ['en', 'Describe this photo as our shop window at dusk', 'our shop window at dusk'],
    ['es', 'Describe esta foto como el escaparate de noche', 'el escaparate de noche'],
    ['fr', 'Décris cette photo comme la vitrine le soir', 'la vitrine le soir'],
    ['de', 'Beschreibe dieses Foto als Schaufenster am Abend', 'Schaufenster am Abend'],
    ['it', 'Descrivi questa foto come la vetrina di sera', 'la vetrina di sera'],
    ['pt', 'Descreva esta foto como a montra à noite', 'a montra à noite'],
    ['nl', 'Beschrijf deze foto als de etalage in de avond', 'de etalage in de avond'],
    ['he', 'תאר את התמונה: חלון הראווה בערב', 'חלון הראווה בערב'],
    ['ar', 'صف هذه الصورة بأنها واجهة المتجر في المساء', 'واجهة المتجر في المساء'],
  ])('gives the pointed photo the owner’s description (%s)', (_lang, message, alt) => {
    const turn = ask(sample, message, null, { subject: { sectionId: 'hero', imageSlot: 'hero' } });
    expect(turn.edits).toEqual([{ op: 'setImageAlt', slot: 'hero', alt }]);
    expect(turn.applied.images.find((i) => i.id === 'hero')?.alt).toBe(alt);
    expect(turn.reply).toContain(alt);
  });

  it('reads a description named by the alt text or the image of a section, and asks which image otherwise', async () => {
    const brain = createBrain({ seed: 2 });
    const { value: altText } = await brain.customize(
      sample,
      'The alt text of the hero is "Loaves cooling on the counter"',
      null,
    );
    expect(altText.edits).toEqual([
      { op: 'setImageAlt', slot: 'hero', alt: 'Loaves cooling on the counter' },
    ]);
    expect(altText.reply).toContain('the photo’s description'.replace('’', "'"));
    const about = ask(sample, 'la descripción de la foto del about es Nuestro equipo');
    expect(about.edits).toEqual([{ op: 'setImageAlt', slot: 'about', alt: 'Nuestro equipo' }]);
    expect(about.reply).toContain('la descripción de la foto');
    // Five images and none named: the image widget, no guess.
    const unclear = ask(sample, 'describe the photo as a sunny morning');
    expect(unclear.edits).toEqual([]);
    expect(unclear.widget?.type).toBe('image_replace');
    // A section's description is its text, not a photo's.
    const text = ask(sample, 'Change the description of the about section to We bake at night');
    expect(text.edits.some((edit) => edit.op === 'setImageAlt')).toBe(false);
  });

  it('goes through the Brain with the subject', async () => {
    const { value } = await createBrain({ seed: 2 }).customize(sample, 'elimina esto', null, {
      subject: { sectionId: 'stats' },
    });
    expect(value.edits).toEqual([{ op: 'removeSection', sectionId: 'stats' }]);
  });
});
