import { describe, expect, it } from 'vitest';
import { createBrain } from '../brain';
import { extract } from './extract';
import { extractServices } from './services';
import { wizardPhrases } from './phrases/index';
import { extractLeadTimes, extractServiceArea, readReach } from './reach';

describe('service areas, mobile and online businesses', () => {
  it.each([
    [
      'I cover Bristol, Bath and Keynsham and come to your driveway',
      ['Bristol', 'Bath', 'Keynsham'],
    ],
    ['Trabajo en Valencia, Torrent y Paterna', ['Valencia', 'Torrent', 'Paterna']],
    [
      'Je me déplace chez vous à Nantes, Rezé et Saint-Herblain',
      ['Nantes', 'Rezé', 'Saint-Herblain'],
    ],
    [
      'Wir sind unterwegs in Hamburg, Norderstedt und Pinneberg',
      ['Hamburg', 'Norderstedt', 'Pinneberg'],
    ],
    ['Lavoro a Torino, Moncalieri e Rivoli', ['Torino', 'Moncalieri', 'Rivoli']],
    ['Trabalho no Porto, em Gaia e em Matosinhos', ['Porto', 'Gaia', 'Matosinhos']],
    [
      'We komen bij u thuis in Amsterdam, Amstelveen en Diemen',
      ['Amsterdam', 'Amstelveen', 'Diemen'],
    ],
    ['עובדים בחיפה, קריות ונשר', ['חיפה', 'קריות', 'נשר']],
    ['نعمل في دبي والشارقة وعجمان', ['دبي', 'الشارقة', 'عجمان']],
    [
      'We clean windows in Chester, Wrexham and Ellesmere Port.',
      ['Chester', 'Wrexham', 'Ellesmere Port'],
    ],
  ])('keeps every place of "%s"', (text, places) => {
    expect(extractServiceArea(text)).toEqual(places);
  });

  it('reads one town alone as the city, not a service area', () => {
    expect(extractServiceArea('A bakery in Leeds. Open daily.')).toEqual([]);
  });

  it.each([
    ['Paws on Wheels is my mobile dog grooming van', 'mobile'],
    ['I pick up from your door', 'mobile'],
    ['Toiletteur, je me déplace à domicile', 'mobile'],
    ['Wij zijn een fietsenmaker aan huis', 'mobile'],
    ['I teach piano online, anywhere in the world', 'online'],
  ] as const)('"%s" is %s', (text, mode) => {
    expect(readReach(text, false).serviceMode).toBe(mode);
  });

  it('does not call a shop with a city online because it also sells online', () => {
    expect(
      readReach('We sell beans online and from our roastery in Bristol', true).serviceMode,
    ).toBeUndefined();
  });

  it.each([
    'By appointment only.',
    'Sur rendez-vous.',
    'Termine nach Vereinbarung.',
    'Alleen op afspraak.',
    'בתיאום מראש בלבד.',
  ])('reads "%s" as by appointment', (text) => {
    expect(readReach(text, true).byAppointment).toBe(true);
  });
});

describe('lead times', () => {
  it.each([
    ['Cake orders need 48 hours notice.', 'Cake orders need 48 hours notice'],
    [
      'Les commandes de gâteaux demandent 48 heures.',
      'Les commandes de gâteaux demandent 48 heures',
    ],
    [
      'Tortenbestellungen brauchen 48 Stunden Vorlauf.',
      'Tortenbestellungen brauchen 48 Stunden Vorlauf',
    ],
    [
      'Taarten moeten 48 uur van tevoren besteld worden.',
      'Taarten moeten 48 uur van tevoren besteld worden',
    ],
  ])('keeps "%s" in the owner\'s words', (text, sentence) => {
    expect(extractLeadTimes(text)).toEqual([sentence]);
  });

  it('does not take a price with a duration for a lead time', () => {
    expect(extractLeadTimes('A 60 minute massage takes an hour and costs £50.')).toEqual([]);
  });
});

describe('every fact of a message, whichever was asked', () => {
  it('reads a mobile groomer: name, area, mode, prices and phone at once', () => {
    const ex = extract(
      'Paws on Wheels is my mobile dog grooming van. I cover Bristol, Bath and Keynsham and come to your driveway. Full groom for small dogs £45. Call 07700 900456',
    );
    expect(ex.businessName).toBe('Paws on Wheels');
    expect(ex.reach.serviceArea).toEqual(['Bristol', 'Bath', 'Keynsham']);
    expect(ex.reach.serviceMode).toBe('mobile');
    expect(ex.phone).toBe('07700 900456');
    expect(ex.facts.filter((f) => f.kind === 'area').map((f) => f.value)).toEqual([
      'Bristol',
      'Bath',
      'Keynsham',
    ]);
  });

  it('reads 24-hour opening however it is written', () => {
    for (const text of [
      'Volt Electrical, available 24/7',
      'A 24 hour locksmith',
      'Urgencias 24 horas',
      'שירות 24 שעות',
    ])
      expect(extract(text).hours?.monday).toEqual({ closed: false, open: '00:00', close: '23:59' });
    expect(extract('Cake orders need 24 hours notice').hours).toBeUndefined();
  });
});

describe('lists of services without "we offer"', () => {
  it.each([
    [
      'Kanzlei Weber in Köln: Arbeitsrecht, Familienrecht und Mietrecht.',
      ['Arbeitsrecht', 'Familienrecht', 'Mietrecht'],
    ],
    [
      'Advocatenkantoor Jansen in Rotterdam: arbeidsrecht, familierecht en huurrecht. Alleen op afspraak.',
      ['Arbeidsrecht', 'Familierecht', 'Huurrecht'],
    ],
    [
      'Volt Electrical in Derby. Rewires, EV charger installs, fuse boards.',
      ['Rewires', 'EV charger installs', 'Fuse boards'],
    ],
    ['Taco Loco has the best birria tacos in Austin.', ['Birria tacos']],
    ['Le Petit Zinc, avec le meilleur magret de canard de la ville.', ['Magret de canard']],
    ['אנחנו אופים לחם מחמצת, חלות ועוגות יום הולדת.', ['לחם מחמצת', 'חלות', 'עוגות יום הולדת']],
    ['We also do quesadillas and churros.', ['Quesadillas', 'Churros']],
  ])('reads the services of "%s"', (text, services) => {
    expect(extractServices(text)).toEqual(services);
  });

  it('does not read a sentence about the owner as a list', () => {
    expect(extractServices('Soy fontanero y me llamo Fontanería Ruiz.')).toEqual([]);
    expect(
      extractServices('Shop name: Lather & Lavender, based in Harrogate, we ship across the UK.'),
    ).toEqual([]);
  });
});

describe('a reply that answers another question', () => {
  it('keeps the facts it gives and is not met with "I will choose a default"', async () => {
    const brain = createBrain({ provider: 'offline', seed: 2 });
    const start = (await brain.startConversation('Northside Physio is a physiotherapy clinic.'))
      .value;
    expect(start.widget).not.toBeNull();
    const next = (
      await brain.continueConversation(start.state, {
        type: 'text',
        text: 'We are in Glasgow, by appointment only. Sports massage £40. Email hello@northside.scot',
      })
    ).value;
    const r = next.state.requirements;
    expect(next.reply).not.toContain(wizardPhrases('en').replies.defaultChosen);
    expect(r.contactDetails?.address.city).toBe('Glasgow');
    expect(r.byAppointment).toBe(true);
    expect(r.plans.map((p) => p.price)).toEqual([40]);
    expect(r.contactDetails?.email).toBe('hello@northside.scot');
    // Told "by appointment", the wizard never asks for opening hours.
    expect(next.state.pending?.slot).not.toBe('hours');
  });
});
