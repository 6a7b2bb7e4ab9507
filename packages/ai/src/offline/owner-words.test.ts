import { driveConversation } from '@zappy/fixtures/wizard-answers';
import { describe, expect, it } from 'vitest';
import { pageText } from '../../test/page-text';
import { createBrain } from '../brain';
import { getIndustry } from '../knowledge/industries';
import { generateSite } from '../recipe';
import { extract } from './extract';
import { extractName } from './names';
import { extractProduct, productHeadline } from './facts';

type Case = {
  name: string;
  message: string;
  businessName: string;
  /** Words of the owner's product that the hero heading must carry. */
  headingWords: string[];
  /** Template phrases the owner never said, which must appear nowhere on the page. */
  absent?: string[];
  /** The FAQ must not repeat these (hours, address). */
  notInFaq?: RegExp[];
};

const CASES: Case[] = [
  {
    name: 'a SaaS: LogLine (issue 11)',
    message:
      'LogLine is a developer tool that turns production logs into searchable timelines. Pricing: free tier, Pro at $29/month, Team at $99/month. We want beta signups.',
    businessName: 'LogLine',
    headingWords: ['production logs', 'searchable timelines'],
    absent: ['automated workflows', 'dashboards', 'friend'],
  },
  {
    name: 'an app: Tallyflow',
    message:
      'Tallyflow is an invoicing app that helps freelancers get paid faster. Email hello@tallyflow.io',
    businessName: 'Tallyflow',
    headingWords: ['freelancers', 'paid faster'],
    absent: ['automated workflows', 'dashboards'],
  },
  {
    name: 'a consultancy: Northwind Advisory',
    message:
      'Northwind Advisory is a consultancy that helps small manufacturers cut energy costs. We are in Leeds. Call 0113 496 0000.',
    businessName: 'Northwind Advisory',
    headingWords: ['manufacturers', 'energy costs'],
    absent: ['strategy workshops', 'one-to-one coaching', 'from stuck to moving'],
  },
  {
    name: 'Spanish: Ruta Verde',
    message:
      'Ruta Verde es una herramienta que ayuda a los agricultores a planificar el riego. Escríbenos a hola@rutaverde.es',
    businessName: 'Ruta Verde',
    headingWords: ['agricultores', 'riego'],
    absent: ['automated workflows', 'dinner menu', ' is una '],
  },
  {
    name: 'German: Kartenwerk',
    message:
      'Kartenwerk ist ein Werkzeug, das Wanderern hilft, Routen offline zu planen. Kontakt: info@kartenwerk.de',
    businessName: 'Kartenwerk',
    headingWords: ['Wanderern', 'Routen'],
    absent: ['automated workflows', 'dinner menu', ' is ein '],
  },
  {
    name: 'French: Pomme',
    message:
      'Pomme est une application qui aide les familles à planifier les repas. contact@pomme.fr',
    businessName: 'Pomme',
    headingWords: ['familles', 'repas'],
    absent: ['automated workflows', 'dinner menu'],
  },
  {
    name: 'a bakery with hours and an address: Sunny Side',
    message:
      'Welcome to our little bakery Sunny Side at 12 Main Street, Portland, OR 97201. Open Mon-Fri 7-3, Sat 8-1. We bake sourdough and croissants. Call 503-555-0101.',
    businessName: 'Sunny Side',
    headingWords: [],
    absent: ['sourdough loaves', 'friend'],
    notInFaq: [/\d{1,2}:\d{2}/, /main street/i, /\bopen\b/i],
  },
];

const brain = createBrain({ provider: 'offline', seed: 5 });

describe("the owner's own words beat the industry template (issue 11)", () => {
  it.each(CASES)('$name', async (c) => {
    const turns = await driveConversation(brain, c.message, undefined, 12, 5);
    const last = turns[turns.length - 1];
    expect(last?.readyToGenerate).toBe(true);
    expect(turns.length).toBeLessThanOrEqual(8);
    const requirements = last?.state.requirements;
    if (!requirements) throw new Error('no requirements');
    const site = await generateSite(brain, requirements, { seed: 5 });
    const r = site.requirements;
    expect(r.businessName).toBe(c.businessName);
    const text = pageText(new TextDecoder().decode(site.files.get('index.html'))).toLowerCase();
    const owner = c.message.toLowerCase();
    const section = (type: string) => site.model.sections.find((s) => s.type === type);

    const hero = section('hero');
    if (hero?.type !== 'hero') throw new Error('no hero');
    for (const word of c.headingWords)
      expect(hero.heading.toLowerCase()).toContain(word.toLowerCase());
    // The intro does not repeat the heading word for word.
    expect(hero.intro.toLowerCase()).not.toContain(hero.heading.toLowerCase());
    // The product, in the owner's words, is still on the page.
    if (r.product) expect(text).toContain(r.product.toLowerCase());
    for (const phrase of c.absent ?? []) expect(text).not.toContain(phrase.toLowerCase());

    // Services are only what the owner named: no template service the owner never said.
    const industry = getIndustry(r.industry);
    const services = section('services');
    if (services?.type === 'services') {
      for (const item of services.items) expect(owner).toContain(item.title.toLowerCase());
    }
    const heroAndServices = `${hero.heading} ${hero.intro} ${
      services?.type === 'services' ? JSON.stringify(services) : ''
    }`.toLowerCase();
    for (const [title] of industry.services) {
      if (!owner.includes(title.toLowerCase()))
        expect(heroAndServices).not.toContain(title.toLowerCase());
    }
    if (r.product && r.specialties.length === 0) expect(services).toBeUndefined();

    // Each fact once: the FAQ repeats neither the hours nor the address.
    const faq = section('faq');
    if (faq?.type === 'faq') {
      const answers = faq.items.map((i) => `${i.question} ${i.answer}`).join(' ');
      for (const re of c.notInFaq ?? []) expect(answers).not.toMatch(re);
    }
  });
});

describe("the product in the owner's words", () => {
  it.each([
    [
      'Ruta Verde es una herramienta que ayuda a los agricultores a planificar el riego.',
      'una herramienta que ayuda a los agricultores a planificar el riego',
    ],
    [
      'Pomme est une application qui aide les familles à planifier les repas.',
      'une application qui aide les familles à planifier les repas',
    ],
    [
      'Kartenwerk ist ein Werkzeug, das Wanderern hilft, Routen offline zu planen.',
      'ein Werkzeug, das Wanderern hilft, Routen offline zu planen',
    ],
  ])('reads %s', (text, product) => {
    expect(extractProduct(text)?.product).toBe(product);
  });

  it.each([
    [
      'a developer tool that turns production logs into searchable timelines',
      'Production logs, turned into searchable timelines',
    ],
    [
      'an invoicing app that helps freelancers get paid faster',
      'Helps freelancers get paid faster',
    ],
    ['a booking app for dog walkers', 'Booking app for dog walkers'],
    [
      'una herramienta que ayuda a los agricultores a planificar el riego',
      'Ayuda a los agricultores a planificar el riego',
    ],
  ])('makes a headline of %s', (product, headline) => {
    expect(productHeadline(product)).toBe(headline);
  });
});

describe('what the owner said is read as said', () => {
  it('reads the name after "our little bakery"', () => {
    expect(extractName('Welcome to our little bakery Sunny Side at 12 Main Street.')).toBe(
      'Sunny Side',
    );
  });

  it('reads a name signing the services after "by", but not a person or a manner', () => {
    expect(
      extractName('Dog walking and pet sitting in Leeds by Happy Tails. Call 0113 496 0123'),
    ).toBe('Happy Tails');
    expect(extractName('Handmade candles by Wick & Wax')).toBe('Wick & Wax');
    expect(extractName('A bakery run by Sarah Jones.')).toBeUndefined();
    expect(extractName('Bike repairs in Leeds by appointment.')).toBeUndefined();
  });

  it('does not read "a tutoring service for GCSE students" as services', () => {
    expect(
      extract('MathBridge is an online maths tutoring service for GCSE and A-level students.')
        .services,
    ).toEqual([]);
  });

  it('does not read "in Sekunden" as a city', () => {
    expect(
      extract('Rechnungsblitz ist eine Software, die Rechnungen in Sekunden erstellt.').city,
    ).toBeUndefined();
  });
});

describe('"in" and "en" inside a service, and before a place', () => {
  it.each([
    [
      'Ofrecemos clases en grupo, entrenamiento personal y nutrición.',
      ['Clases en grupo', 'Entrenamiento personal', 'Nutrición'],
    ],
    [
      'Proponiamo lezioni in gruppo e allenamento personale.',
      ['Lezioni in gruppo', 'Allenamento personale'],
    ],
    [
      'Nous proposons des cours en groupe et du coaching individuel.',
      ['Cours en groupe', 'Coaching individuel'],
    ],
    ['We offer yoga in small groups and massage.', ['Yoga in small groups', 'Massage']],
    ['Vendemos pan y pasteles en nuestro obrador.', ['Pan', 'Pasteles']],
    ['Ofrecemos comida casera en Sevilla.', ['Comida casera']],
    ['We offer sourdough and cakes in our shop.', ['Sourdough', 'Cakes']],
    ['Offriamo pizza e focaccia in centro a Milano.', ['Pizza', 'Focaccia']],
  ])('%s', (message, services) => {
    expect(extract(message).services).toEqual(services);
  });
});

describe('what a price is for, on its service card, in the owner’s words', () => {
  it.each([
    [
      'Yogastudio Lotus in Hamburg. Einzelstunde 15 € pro Stunde. Wir unterrichten Vinyasa und Yin Yoga.',
      '15 € pro Stunde',
    ],
    [
      'Estudio de yoga Loto en Madrid. Clase suelta 12 € por clase. hola@estudioloto.es',
      '12 € por clase',
    ],
    [
      'Studio yoga Loto a Milano. Lezione singola 15 € a lezione. ciao@studioloto.it',
      '15 € a lezione',
    ],
    ['סטודיו ליוגה לוטוס בירושלים. שיעור בודד 60 ₪ לשיעור. hello@lotus-yoga.co.il', '60 ₪ לשיעור'],
  ])('"%s"', async (message, price) => {
    const brain = createBrain({ provider: 'offline', seed: 5 });
    const turns = await driveConversation(brain, message);
    const requirements = turns[turns.length - 1]?.state.requirements;
    if (!requirements) throw new Error('no requirements');
    const site = await generateSite(brain, requirements, { seed: 5 });
    const services = site.model.sections.find((s) => s.type === 'services');
    const prices = services?.type === 'services' ? services.items.map((i) => i.price) : [];
    // Amounts are formatted with no-break spaces and, in Hebrew, direction marks.
    const shown = prices.map((p) => p.replace(/[\u200e\u200f]/gu, '').replace(/\s+/gu, ' '));
    expect(shown).toContain(price);
  });
});
