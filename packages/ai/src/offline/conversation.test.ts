import { WidgetSchema, type Widget } from '@zappy/contract/widgets';
import { SiteModelSchema, type SiteModel } from '@zappy/site-model/schema';
import { listSectionTexts } from '@zappy/site-model/section-texts';
import { paletteMeetsContrast } from '@zappy/site-renderer/contrast';
import { describe, expect, it } from 'vitest';
import { driveConversation, sensibleAnswer } from '@zappy/fixtures/wizard-answers';
import { createBrain, type ConversationInput } from '../brain';
import { colorsToPalette } from '../palettes';
import { generateSite } from '../recipe';
import { ConversationStateSchema } from '../schemas';
import { continueOfflineConversation, startOfflineConversation } from './conversation';

type Case = {
  name: string;
  message: string;
  /** Free-text answers by widget question keyword (the rest are answered through widgets). */
  free?: Record<string, string>;
  expect: {
    businessName?: string;
    industry?: string;
    city?: string;
    email?: string;
    phone?: string;
    website?: string;
    services?: string[];
    inputLanguage?: string;
    hoursMonday?: string;
  };
  /** Words the generated copy must contain. */
  copy: string[];
};

const CASES: Case[] = [
  {
    name: 'bakery with every detail up front',
    message:
      'We run a bakery called Golden Crumb in Portland, OR. We offer sourdough, croissants and wedding cakes. Open Mon-Fri 7-6, Sat 8-2. Email hello@goldencrumb.com or call (503) 555-0142. Family-owned since 2009.',
    expect: {
      businessName: 'Golden Crumb',
      industry: 'bakery',
      city: 'Portland',
      email: 'hello@goldencrumb.com',
      phone: '(503) 555-0142',
      services: ['Sourdough', 'Croissants', 'Wedding cakes'],
      hoursMonday: '07:00-18:00',
    },
    copy: ['Golden Crumb', 'Portland', 'sourdough', 'since 2009'],
  },
  {
    name: 'vague: "I need a website"',
    message: 'I need a website',
    free: { called: 'Blue Door, Austin', reach: 'hello@bluedoor.co or 512-555-0100' },
    expect: {
      businessName: 'Blue Door',
      city: 'Austin',
      email: 'hello@bluedoor.co',
      phone: '512-555-0100',
    },
    copy: ['Blue Door', 'Austin'],
  },
  {
    name: 'vague: photography portfolio (wizard example)',
    message: 'photography portfolio',
    free: { called: "It's called Lumen Studio, we're in Leeds" },
    expect: { businessName: 'Lumen Studio', industry: 'photography', city: 'Leeds' },
    copy: ['Lumen Studio', 'Leeds'],
  },
  {
    name: 'vague: handmade jewelry store (wizard example)',
    message: 'Handmade jewelry store',
    free: {
      called: 'Silver Fern Jewellery',
      offer: 'silver rings, custom engagement bands and earrings',
      reach: 'orders@silverfern.shop',
    },
    expect: {
      businessName: 'Silver Fern Jewellery',
      industry: 'ecommerce',
      email: 'orders@silverfern.shop',
      services: ['Silver rings', 'Custom engagement bands', 'Earrings'],
    },
    copy: ['Silver Fern Jewellery', 'silver rings'],
  },
  {
    name: 'SaaS launch landing page (wizard example)',
    message:
      'A SaaS launch landing page for Tallyflow, an invoicing tool for freelancers. Join the waitlist at tallyflow.io',
    free: { reach: 'team@tallyflow.io' },
    expect: {
      businessName: 'Tallyflow',
      industry: 'saas',
      website: 'https://tallyflow.io',
      email: 'team@tallyflow.io',
    },
    copy: ['Tallyflow', 'freelancers'],
  },
  {
    name: 'Spanish bakery',
    message:
      'Tenemos una panadería llamada "La Espiga" en Madrid. Ofrecemos pan de masa madre, croissants y tartas. Email: hola@laespiga.es',
    expect: {
      businessName: 'La Espiga',
      industry: 'bakery',
      city: 'Madrid',
      email: 'hola@laespiga.es',
      services: ['Pan de masa madre', 'Croissants', 'Tartas'],
      inputLanguage: 'es',
    },
    copy: ['La Espiga', 'Madrid', 'pan de masa madre'],
  },
  {
    name: 'French law firm',
    message:
      "Nous sommes un cabinet d'avocats appelé Martin & Associés à Lyon, spécialisé en droit de la famille. Téléphone 04 72 00 00 00",
    expect: {
      businessName: 'Martin & Associés',
      industry: 'law',
      city: 'Lyon',
      phone: '04 72 00 00 00',
      services: ['Droit de la famille'],
      inputLanguage: 'fr',
    },
    copy: ['Martin & Associés', 'Lyon', 'droit de la famille'],
  },
  {
    name: 'German dental practice',
    message:
      'Wir sind eine Zahnarztpraxis namens Zahnwerk in Berlin. Wir bieten Implantate und Bleaching. Kontakt: praxis@zahnwerk.de',
    expect: {
      businessName: 'Zahnwerk',
      industry: 'dental',
      city: 'Berlin',
      email: 'praxis@zahnwerk.de',
      services: ['Implantate', 'Bleaching'],
      inputLanguage: 'de',
    },
    copy: ['Zahnwerk', 'Berlin', 'implantate'],
  },
  {
    name: 'Hebrew bakery',
    message: 'מאפייה בשם לחם הארץ בתל אביב, טלפון 03-555-1234',
    expect: {
      businessName: 'לחם הארץ',
      industry: 'bakery',
      city: 'תל אביב',
      phone: '03-555-1234',
      inputLanguage: 'he',
    },
    copy: ['לחם הארץ', 'תל אביב'],
  },
  {
    name: 'florist with a website and a state',
    message:
      'Bloom & Co is a florist in Austin, TX selling wedding bouquets and weekly flower subscriptions. www.bloomandco.com',
    free: { reach: 'hi@bloomandco.com, 512 555 0199' },
    expect: {
      businessName: 'Bloom & Co',
      industry: 'boutique',
      city: 'Austin',
      website: 'https://www.bloomandco.com',
      services: ['Wedding bouquets', 'Weekly flower subscriptions'],
      email: 'hi@bloomandco.com',
    },
    copy: ['Bloom & Co', 'Austin', 'wedding bouquets'],
  },
  {
    name: 'gym with audience and weekday hours',
    message:
      'Peak Performance Gym in Denver offers personal training, HIIT classes and nutrition coaching for busy professionals. Open weekdays 5am-10pm. Call 720-555-0134.',
    expect: {
      businessName: 'Peak Performance Gym',
      industry: 'fitness',
      city: 'Denver',
      phone: '720-555-0134',
      services: ['Personal training', 'HIIT classes', 'Nutrition coaching'],
      hoursMonday: '05:00-22:00',
    },
    copy: ['Peak Performance Gym', 'Denver', 'busy professionals'],
  },
  {
    name: 'plumber answering everything in free text',
    message: 'plumber',
    free: {
      called: 'Swift Pipes, Bristol',
      offer: 'emergency repairs, boiler servicing and bathroom installs',
      reach: 'call 0117 496 0123 or email jobs@swiftpipes.co.uk',
      palette: 'something blue please',
      hero: 'the second one',
      visitors: 'they should request a quote',
    },
    expect: {
      businessName: 'Swift Pipes',
      industry: 'plumbing',
      city: 'Bristol',
      phone: '0117 496 0123',
      email: 'jobs@swiftpipes.co.uk',
      services: ['Emergency repairs', 'Boiler servicing', 'Bathroom installs'],
    },
    copy: ['Swift Pipes', 'Bristol', 'boiler servicing'],
  },
  {
    name: 'yoga studio with brand colours mentioned',
    message:
      'Yoga studio called Still Water in Brighton, vinyasa and prenatal classes. We already have brand colours.',
    free: { reach: 'namaste@stillwater.studio' },
    expect: {
      businessName: 'Still Water',
      industry: 'yoga',
      city: 'Brighton',
      email: 'namaste@stillwater.studio',
    },
    copy: ['Still Water', 'Brighton'],
  },
  {
    name: 'owner who wants to finish early',
    message: 'Dog grooming salon "Happy Paws" in Seattle, happypaws@example.com',
    free: { palette: 'just generate it' },
    expect: {
      businessName: 'Happy Paws',
      industry: 'pet',
      city: 'Seattle',
      email: 'happypaws@example.com',
    },
    copy: ['Happy Paws', 'Seattle'],
  },
];

function answerFor(c: Case) {
  return (widget: Widget): ConversationInput => {
    const q = widget.question.toLowerCase();
    for (const [keyword, text] of Object.entries(c.free ?? {})) {
      const hit =
        q.includes(keyword) ||
        (keyword === 'palette' && widget.type === 'color_palette') ||
        (keyword === 'hero' && widget.type === 'image_selector');
      if (hit) return { type: 'text', text };
    }
    return sensibleAnswer(widget);
  };
}

function allCopy(model: SiteModel): string {
  return model.sections.flatMap((s) => listSectionTexts(s).map((t) => t.value)).join('\n');
}

describe('offline conversation', () => {
  const brain = createBrain({ provider: 'offline', seed: 11 });

  it.each(CASES)('$name: ready within 8 turns with the facts given', async (c) => {
    const turns = await driveConversation(brain, c.message, answerFor(c), 12, 11);
    const last = turns[turns.length - 1];
    expect(last?.readyToGenerate).toBe(true);
    expect(turns.length).toBeLessThanOrEqual(8);
    for (const turn of turns) {
      if (turn.widget) expect(WidgetSchema.safeParse(turn.widget).success).toBe(true);
      expect(ConversationStateSchema.safeParse(turn.state).success).toBe(true);
      // The state survives a JSON round trip (the server stores it in the database).
      expect(JSON.parse(JSON.stringify(turn.state))).toEqual(turn.state);
    }
    const r = last?.state.requirements;
    const e = c.expect;
    if (e.businessName) expect(r?.businessName).toBe(e.businessName);
    if (e.industry) expect(r?.industry).toBe(e.industry);
    if (e.city) expect(r?.contactDetails?.address.city).toBe(e.city);
    if (e.email) expect(r?.contactDetails?.email).toBe(e.email);
    if (e.phone) expect(r?.contactDetails?.phone).toBe(e.phone);
    if (e.website) expect(r?.contactDetails?.website).toBe(e.website);
    if (e.inputLanguage) expect(r?.inputLanguage).toBe(e.inputLanguage);
    for (const service of e.services ?? []) expect(r?.specialties).toContain(service);
    if (e.hoursMonday) {
      const monday = r?.businessHours?.monday;
      expect(`${monday?.open ?? ''}-${monday?.close ?? ''}`).toBe(e.hoursMonday);
    }
    if (!r) return;
    expect(r.palette && paletteMeetsContrast(colorsToPalette(r.palette.colors, r.style))).toBe(
      true,
    );

    const site = await generateSite(brain, r, { seed: 11 });
    expect(SiteModelSchema.safeParse(site.model).success).toBe(true);
    const copy = allCopy(site.model).toLowerCase();
    for (const word of c.copy) expect(copy).toContain(word.toLowerCase());
    expect(copy).not.toMatch(/lorem|ipsum|your business name/);
    expect(site.aiReport.engines).toEqual(['offline']);
  });

  it('needs at most 8 turns for any description', async () => {
    const counts = await Promise.all(
      CASES.map(
        async (c) => (await driveConversation(brain, c.message, answerFor(c), 12, 11)).length,
      ),
    );
    expect(Math.max(...counts)).toBeLessThanOrEqual(8);
  });

  it('uses every chat widget type across the descriptions', async () => {
    const types = new Set<string>();
    for (const c of CASES) {
      for (const turn of await driveConversation(brain, c.message, answerFor(c), 12, 11))
        if (turn.widget) types.add(turn.widget.type);
    }
    expect([...types].sort()).toEqual([
      'color_palette',
      'color_picker',
      'image_selector',
      'multi_select',
      'rating',
      'single_select',
      'slider',
      'text_input',
    ]);
  });

  it('is deterministic for a seed', async () => {
    const a = await driveConversation(
      createBrain({ seed: 5 }),
      CASES[0]?.message ?? '',
      undefined,
      12,
      5,
    );
    const b = await driveConversation(
      createBrain({ seed: 5 }),
      CASES[0]?.message ?? '',
      undefined,
      12,
      5,
    );
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const last = a[a.length - 1]?.state.requirements;
    if (!last) throw new Error('no turns');
    const siteA = await generateSite(createBrain({ seed: 5 }), last, { seed: 5 });
    const siteB = await generateSite(createBrain({ seed: 5 }), last, { seed: 5 });
    expect(siteA.model).toEqual(siteB.model);
  });

  it('offers palettes that pass contrast and hero candidates with images', async () => {
    const turns = await driveConversation(brain, CASES[0]?.message ?? '', undefined, 12, 11);
    const palette = turns.find((t) => t.widget?.type === 'color_palette')?.widget;
    for (const p of palette?.palettes ?? [])
      expect(paletteMeetsContrast(colorsToPalette(p.colors))).toBe(true);
    const images = turns.find((t) => t.widget?.type === 'image_selector')?.widget?.images ?? [];
    expect(images.length).toBe(4);
    for (const image of images) expect(image.url).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it.each([
    ['fr', 'Salon Éclat à Lyon, coiffure et couleur, prise de rendez-vous en ligne.', /Book/],
    ['es', 'Clínica Dental Sonrisa en Sevilla: limpiezas y ortodoncia, pide tu cita.', /Book/],
    ['de', 'Praxis Gesund in Köln, Physiotherapie und Massage, Termine nach Vereinbarung.', /Book/],
  ])(
    'keeps the main button a %s owner asked for in their language, not the English intent',
    async (language, message, english) => {
      const start = await brain.startConversation(message, { seed: 3 });
      const r = start.value.state.requirements;
      expect(r.inputLanguage).toBe(language);
      expect(r.callToAction).toBeTruthy();
      expect(r.callToAction).not.toMatch(english);
      expect(start.value.reply).toContain(r.callToAction);
    },
  );

  it('reads free text sent while a widget is pending as the answer, and keeps other facts', async () => {
    const start = await brain.startConversation('I need a website', { seed: 2 });
    expect(start.value.widget?.type).toBe('text_input');
    const next = await brain.continueConversation(start.value.state, {
      type: 'text',
      text: 'Sunrise Cafe in Oslo, open daily 7am-3pm',
    });
    const r = next.value.state.requirements;
    expect(r.businessName).toBe('Sunrise Cafe');
    expect(r.contactDetails?.address.city).toBe('Oslo');
    expect(r.businessHours?.sunday).toEqual({ closed: false, open: '07:00', close: '15:00' });
  });
});

describe('a name given in answer to another question', () => {
  const brain = { seed: 1 };
  it('takes "Glow by Jess" as the name when it is all a reply says, and not "Sounds good"', () => {
    let turn = startOfflineConversation('Hi, I do wedding makeup and hair', brain);
    turn = continueOfflineConversation(
      turn.state,
      { type: 'text', text: 'I travel to venues all over Kent' },
      brain,
    );
    expect(turn.state.requirements.businessName).toBeUndefined();
    const polite = continueOfflineConversation(
      turn.state,
      { type: 'text', text: 'Sounds good' },
      brain,
    );
    expect(polite.state.requirements.businessName).toBeUndefined();
    turn = continueOfflineConversation(turn.state, { type: 'text', text: 'Glow by Jess' }, brain);
    expect(turn.state.requirements.businessName).toBe('Glow by Jess');
    expect(turn.state.requirements.serviceMode).toBe('mobile');
  });
});

describe('the language the owner writes in', () => {
  const ctx = { seed: 1 };
  const reply = (state: ReturnType<typeof startOfflineConversation>['state'], text: string) =>
    continueOfflineConversation(state, { type: 'text', text }, ctx).state;

  it('follows the replies when the first message was too short to tell', () => {
    let state = startOfflineConversation('Ho una gelateria', ctx).state;
    state = reply(state, "Si chiama Il Cono d'Oro");
    state = reply(state, 'Siamo a Firenze, in piazza Santo Spirito 7');
    expect([state.requirements.inputLanguage, state.requirements.language]).toEqual(['it', 'it']);
  });

  it('keeps the language the owner chose', () => {
    let state = startOfflineConversation('Ho una gelateria', ctx, undefined, 'en').state;
    state = reply(state, "Si chiama Il Cono d'Oro e siamo a Firenze, in piazza Santo Spirito 7");
    expect(state.requirements.language).toBe('en');
  });

  it('takes a reply that is only a name whole, past a business noun', () => {
    let state = startOfflineConversation('Je suis électricien', ctx).state;
    state = reply(state, 'Élec Services Dubois');
    expect(state.requirements.businessName).toBe('Élec Services Dubois');
  });
});
