import type { CopyFacts, IndustryWords, SitePhrases } from '../types';
import { namesOf } from '../section-names';
import sections from './sections.json';

// Friendly sites say "du", the others "Sie"; texts without the owner's facts address no one.

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1] ?? ''}`;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const inCity = (city: string) => (city ? ` in ${city}` : '');

const years = (n: string) => `${n} ${n === '1' ? 'Jahr' : 'Jahre'}`;

/**
 * "Ruta ist ein Werkzeug, das…", in the owner's words; when the headline already says the rest,
 * only what the product is, so the intro never repeats the headline word for word.
 */
function productIntro(f: CopyFacts, product: string): string {
  const place = f.city && !product.includes(f.city) ? `, aus ${f.city}` : '';
  const full = `${f.name} ist ${product}${place}.`;
  if (!full.toLowerCase().includes(f.tagline.toLowerCase())) return full;
  const next =
    f.specialties.length > 0
      ? `Das Angebot: ${list(f.specialties.slice(0, 4))}.`
      : `${f.cta} – oder einfach eine Nachricht schreiben.`;
  const head = f.productHead;
  if (!head || f.tagline.toLowerCase().includes(head.replace(/^\S+\s+/u, '').toLowerCase()))
    return `Willkommen bei ${f.name}${inCity(f.city)}. ${next}`;
  return `${f.name} ist ${head}${place}. ${next}`;
}

const industries: Record<string, IndustryWords> = {
  bakery: {
    label: 'Bäckerei',
    noun: 'Bäckerei',
    aNoun: 'eine Bäckerei',
    ctas: ['Zur Abholung bestellen', 'Torte vorbestellen', 'Bäckerei besuchen'],
  },
  cafe: {
    label: 'Café',
    noun: 'Café',
    aNoun: 'ein Café',
    ctas: ['Vorbeikommen', 'Karte ansehen', 'Räume mieten'],
  },
  restaurant: {
    label: 'Restaurant',
    noun: 'Restaurant',
    aNoun: 'ein Restaurant',
    ctas: ['Tisch reservieren', 'Speisekarte ansehen'],
  },
  bar: {
    label: 'Bar / Brauerei',
    noun: 'Bar',
    aNoun: 'eine Bar',
    ctas: ['Tisch reservieren', 'Getränkekarte ansehen', 'Feier planen'],
  },
  catering: {
    label: 'Partyservice',
    noun: 'Partyservice',
    aNoun: 'ein Partyservice',
    ctas: ['Angebot anfordern', 'Menü planen', 'Verkostung buchen'],
  },
  hotel: {
    label: 'Hotel / Pension',
    noun: 'Gästehaus',
    aNoun: 'ein Gästehaus',
    ctas: ['Verfügbarkeit prüfen', 'Aufenthalt buchen', 'Termine anfragen'],
  },
  law: {
    label: 'Anwaltskanzlei',
    noun: 'Anwaltskanzlei',
    aNoun: 'eine Anwaltskanzlei',
    ctas: ['Beratungstermin vereinbaren', 'Anrufen', 'Rückruf anfordern'],
  },
  accounting: {
    label: 'Buchhaltung',
    noun: 'Buchhaltungsbüro',
    aNoun: 'ein Buchhaltungsbüro',
    ctas: ['Gespräch vereinbaren', 'Angebot anfordern', 'Zu uns wechseln'],
  },
  consulting: {
    label: 'Beratung',
    noun: 'Beratungsbüro',
    aNoun: 'ein Beratungsbüro',
    ctas: ['Erstgespräch vereinbaren', 'Kontakt aufnehmen', 'Projekt starten'],
  },
  'real-estate': {
    label: 'Immobilienmakler',
    noun: 'Immobilienbüro',
    aNoun: 'ein Immobilienbüro',
    ctas: ['Bewertung anfragen', 'Angebote ansehen', 'Makler kontaktieren'],
  },
  'marketing-agency': {
    label: 'Werbeagentur',
    noun: 'Agentur',
    aNoun: 'eine Agentur',
    ctas: ['Projekt starten', 'Angebot anfordern', 'Gespräch vereinbaren'],
  },
  architecture: {
    label: 'Architektur / Innenarchitektur',
    noun: 'Architekturbüro',
    aNoun: 'ein Architekturbüro',
    ctas: ['Beratung vereinbaren', 'Projekt starten', 'Arbeiten ansehen'],
  },
  dental: {
    label: 'Zahnarztpraxis',
    noun: 'Zahnarztpraxis',
    aNoun: 'eine Zahnarztpraxis',
    ctas: ['Termin vereinbaren', 'Praxis anrufen', 'Kontrolltermin anfragen'],
  },
  clinic: {
    label: 'Arztpraxis / Therapie',
    noun: 'Praxis',
    aNoun: 'eine Praxis',
    ctas: ['Termin vereinbaren', 'Ersttermin buchen', 'Anrufen'],
  },
  yoga: {
    label: 'Yoga / Pilates',
    noun: 'Studio',
    aNoun: 'ein Studio',
    ctas: ['Erste Stunde buchen', 'Stundenplan ansehen'],
  },
  fitness: {
    label: 'Fitnessstudio',
    noun: 'Fitnessstudio',
    aNoun: 'ein Fitnessstudio',
    ctas: ['Training buchen', 'Mitgliedschaften ansehen', 'Vorbeikommen'],
  },
  salon: {
    label: 'Friseur / Barbier',
    noun: 'Friseursalon',
    aNoun: 'ein Friseursalon',
    ctas: ['Termin vereinbaren', 'Zum Buchen anrufen'],
  },
  spa: {
    label: 'Kosmetik / Wellness',
    noun: 'Kosmetikstudio',
    aNoun: 'ein Kosmetikstudio',
    ctas: ['Behandlung buchen', 'Behandlungen ansehen'],
  },
  pet: {
    label: 'Tierpflege / Tierarzt',
    noun: 'Tierbetreuung',
    aNoun: 'eine Tierbetreuung',
    ctas: ['Besuch buchen', 'Fellpflege buchen', 'Erst kennenlernen'],
  },
  plumbing: {
    label: 'Sanitär / Heizung',
    noun: 'Sanitärbetrieb',
    aNoun: 'ein Sanitärbetrieb',
    ctas: ['Jetzt anrufen', 'Angebot anfordern', 'Termin vereinbaren'],
  },
  electrician: {
    label: 'Elektriker',
    noun: 'Elektrobetrieb',
    aNoun: 'ein Elektrobetrieb',
    ctas: ['Angebot anfordern', 'Jetzt anrufen', 'Prüfung vereinbaren'],
  },
  construction: {
    label: 'Bau / Renovierung',
    noun: 'Bauunternehmen',
    aNoun: 'ein Bauunternehmen',
    ctas: ['Angebot anfordern', 'Ortstermin vereinbaren', 'Projekte ansehen'],
  },
  cleaning: {
    label: 'Reinigung',
    noun: 'Reinigungsfirma',
    aNoun: 'eine Reinigungsfirma',
    ctas: ['Angebot anfordern', 'Reinigung buchen', 'Anrufen'],
  },
  landscaping: {
    label: 'Garten- und Landschaftsbau',
    noun: 'Gartenbaubetrieb',
    aNoun: 'ein Gartenbaubetrieb',
    ctas: ['Angebot anfordern', 'Gartentermin vereinbaren', 'Anrufen'],
  },
  auto: {
    label: 'Autowerkstatt',
    noun: 'Autowerkstatt',
    aNoun: 'eine Autowerkstatt',
    ctas: ['Wartung buchen', 'Angebot anfordern', 'Werkstatt anrufen'],
  },
  'bike-shop': {
    label: 'Fahrradladen',
    noun: 'Fahrradladen',
    aNoun: 'ein Fahrradladen',
    ctas: ['Reparatur buchen', 'Im Laden vorbeischauen', 'Anrufen'],
  },
  photography: {
    label: 'Fotografie',
    noun: 'Fotostudio',
    aNoun: 'ein Fotostudio',
    ctas: ['Verfügbarkeit prüfen', 'Fototermin buchen', 'Arbeiten ansehen'],
  },
  events: {
    label: 'Hochzeiten / Veranstaltungen',
    noun: 'Veranstaltungsagentur',
    aNoun: 'eine Veranstaltungsagentur',
    ctas: ['Veranstaltung planen', 'Beratung vereinbaren', 'Termine prüfen'],
  },
  education: {
    label: 'Nachhilfe / Unterricht',
    noun: 'Nachhilfeschule',
    aNoun: 'eine Nachhilfeschule',
    ctas: ['Erste Stunde buchen', 'Unterricht anfragen', 'Jetzt anmelden'],
  },
  music: {
    label: 'Musik / Kunst',
    noun: 'Musikschule',
    aNoun: 'eine Musikschule',
    ctas: ['Erste Stunde buchen', 'Verfügbarkeit prüfen', 'Reinhören und buchen'],
  },
  saas: {
    label: 'Software',
    noun: 'Softwareprodukt',
    aNoun: 'ein Softwareprodukt',
    ctas: ['Jetzt starten', 'Auf die Warteliste', 'Vorführung anfragen'],
  },
  ecommerce: {
    label: 'Onlineshop / Handgemachtes',
    noun: 'Onlineshop',
    aNoun: 'ein Onlineshop',
    ctas: ['Kollektion ansehen', 'Einzelstück bestellen', 'Neuheiten entdecken'],
  },
  boutique: {
    label: 'Boutique / Einzelhandel',
    noun: 'Boutique',
    aNoun: 'eine Boutique',
    ctas: ['Laden besuchen', 'Neuheiten ansehen', 'Stilberatung buchen'],
  },
  nonprofit: {
    label: 'Verein / Gemeinschaft',
    noun: 'Verein',
    aNoun: 'ein Verein',
    ctas: ['Spenden', 'Ehrenamtlich helfen', 'Mitmachen'],
  },
  travel: {
    label: 'Reisen / Touren',
    noun: 'Reiseveranstalter',
    aNoun: 'ein Reiseveranstalter',
    ctas: ['Tour buchen', 'Termine ansehen', 'Private Reise planen'],
  },
  general: {
    label: 'Lokales Unternehmen',
    noun: 'Unternehmen',
    aNoun: 'ein Unternehmen',
    ctas: ['Kontakt aufnehmen', 'Angebot anfordern', 'Anrufen'],
  },
};

/** The site's own headlines: the knowledge base's are English. `{specialty}` stands alone. */
const headlines = [
  'Willkommen bei {name}',
  'Das ist {name}',
  '{specialty} in {city}',
  '{name}: in {city} zu Hause',
  '{specialty} von {name}',
  '{name}: mit Sorgfalt bei der Sache',
] as const;

/** The one question every business answers the same way: how to reach it. */
const CONTACT_QUESTION = [
  'Wie nehme ich Kontakt auf?',
  'Am einfachsten über das Formular auf dieser Seite oder über unsere Kontaktdaten.',
] as const;

/** German. */
export const copy: SitePhrases = {
  language: 'de',
  list,
  inCity,
  yourArea: 'die Region',
  ourCustomers: 'unsere Kunden',
  defaultName: (noun, city) => (city ? `${cap(noun)} ${city}` : cap(noun)),
  goals: {
    book: 'Termin vereinbaren',
    order: 'Online bestellen',
    quote: 'Angebot anfordern',
    donate: 'Spenden',
    beta: 'Zur Beta anmelden',
    waitlist: 'Auf die Warteliste',
    trial: 'Jetzt testen',
    demo: 'Vorführung buchen',
    signup: 'Registrieren',
    shop: 'Jetzt einkaufen',
    call: 'Jetzt anrufen',
  },
  capitalisesNouns: true,
  industries,
  navLabels: namesOf(sections, 'nav'),
  headlines: () => headlines,
  since: (year) => `Seit ${year}`,
  yearsOfExperience: (n) => `${years(n)} Erfahrung`,
  trait: () => undefined,
  hero: {
    eyebrow: (label, city) => `${label}${inCity(city)}`,
    intro: (f) => {
      if (f.product) return productIntro(f, f.product);
      const who = `${f.name} ist ${f.aNoun}${inCity(f.city)}${f.audience ? ` für ${f.audience}` : ''}`;
      if (f.specialties.length === 0) return `${who}.`;
      if (f.friendly) return `${who}. Bei uns gibt’s ${list(f.specialties.slice(0, 2))}.`;
      const focus = f.specialties.length === 1 ? 'dem Schwerpunkt' : 'den Schwerpunkten';
      return `${who}, mit ${focus} ${list(f.specialties.slice(0, 4))}.`;
    },
    servicesAction: (friendly) => (friendly ? 'Das machen wir' : 'Unsere Leistungen'),
  },
  features: {
    heading: (f) => `Warum ${f.name}?`,
    intro: (f) =>
      f.audience
        ? `Das erwartet ${f.audience} bei uns.`
        : `Das erwartet ${f.friendly ? 'dich' : 'Sie'} bei uns.`,
    highlightText: (f, h) =>
      h.since
        ? `Seit ${h.since} sind wir${inCity(f.city)} für Kundinnen und Kunden da.`
        : h.years
          ? `Auf ${years(h.years)} Erfahrung können wir bauen.`
          : 'Darauf legen wir Wert.',
  },
  services: {
    heading: (friendly) => (friendly ? 'Was wir machen' : 'Leistungen'),
    free: 'Kostenlos',
    from: (amount) => `Ab ${amount}`,
  },
  about: {
    heading: (f) => `Über ${f.name}`,
    body: (f) =>
      [
        `${f.product ? `Wir bieten ${f.product}` : `Wir sind ${f.aNoun}${inCity(f.city)}`}${f.since ? ` – und das seit ${f.since}` : ''}.`,
        f.specialties.length > 0
          ? `Unser Angebot${f.audience ? ` für ${f.audience}` : ''}: ${list(f.specialties.slice(0, 4))}.`
          : '',
        f.years ? `Wir bringen ${years(f.years)} Erfahrung mit.` : '',
        f.friendly
          ? `${f.local ? 'Komm vorbei, schreib uns' : 'Schreib uns'} oder klick auf „${f.cta}“: Wir freuen uns auf dich.`
          : `Klicken Sie einfach auf „${f.cta}“ oder schreiben Sie uns eine Nachricht.`,
      ]
        .filter(Boolean)
        .join(' '),
    basedIn: (city) => `Zu Hause in ${city}`,
  },
  gallery: { heading: (f) => `${f.name} in Bildern` },
  testimonials: { heading: (f) => `Das sagen Kunden über ${f.name}` },
  team: { heading: (f) => `Die Menschen hinter ${f.name}` },
  pricing: {
    heading: (f) => `Preise bei ${f.name}`,
    intro: (f) => (f.friendly ? 'Alle Angebote auf einen Blick.' : 'Pakete und Preise.'),
    startingPrice: 'Einstiegspreis',
    periods: {
      monthly: 'pro Monat',
      yearly: 'pro Jahr',
      weekly: 'pro Woche',
      'one-time': 'einmalig',
    },
  },
  faq: {
    heading: 'Häufige Fragen',
    contact: CONTACT_QUESTION,
    booking: (f) => [
      'Wie kann ich buchen?',
      `Über die Schaltfläche „${f.cta}“ auf dieser Seite oder mit einer Nachricht an uns.`,
    ],
    pricesOnRequest: (f) => [
      `Wie sind die Preise bei ${f.name}?`,
      f.friendly
        ? `Preise gibt es auf Anfrage: Schreib uns eine Nachricht, und ${f.name} schickt dir ein Angebot.`
        : `Preise auf Anfrage: Schreiben Sie uns eine Nachricht, und ${f.name} schickt Ihnen ein Angebot.`,
    ],
    leadTime: (notice) => ['Wie viel Vorlauf ist nötig?', notice],
    serviceArea: (towns) => ['Welche Orte werden abgedeckt?', `Unser Einsatzgebiet: ${towns}.`],
  },
  stats: {
    heading: (f) => `${f.name} auf einen Blick`,
    since: 'für unsere Kunden da seit',
    years: 'Jahre Erfahrung',
  },
  cta: {
    heading: (f) => {
      if (f.friendly && f.city && f.local) return `Bis bald in ${f.city}`;
      if (/^(spenden|mitmachen|ehrenamtlich|unterstützen|engagieren)/iu.test(f.cta))
        return `${f.name} unterstützen`;
      if (f.cta.includes(f.name) || /warteliste|beta/iu.test(f.cta)) return f.cta;
      return `${f.name}: ${f.cta}`;
    },
    intro: (f) =>
      f.specialties.length > 0
        ? `${cap(list(f.specialties.slice(0, 4)))}${inCity(f.city)}.`
        : f.friendly
          ? 'Noch Fragen? Schreib uns einfach eine Nachricht.'
          : 'Noch Fragen? Schreiben Sie uns einfach eine Nachricht.',
    call: (phone) => `Anrufen: ${phone}`,
  },
  contact: {
    heading: (f) =>
      f.local && f.city ? `${f.name} in ${f.city} besuchen` : `Kontakt zu ${f.name}`,
    intro: (f) => {
      const ways = [
        f.email ? `per E-Mail an ${f.email}` : '',
        f.phone ? `telefonisch unter ${f.phone}` : '',
      ].filter(Boolean);
      const topic = f.specialties.length > 0 ? ` zum Thema ${f.specialty}` : '';
      const message = f.friendly
        ? ways.length > 0
          ? `Du erreichst uns ${ways.join(' oder ')} – oder du schreibst uns einfach eine Nachricht${topic}.`
          : `Schreib uns einfach eine Nachricht${topic}.`
        : ways.length > 0
          ? `Sie erreichen uns ${ways.join(' oder ')} – oder Sie schreiben uns einfach eine Nachricht${topic}.`
          : `Schreiben Sie uns einfach eine Nachricht${topic}.`;
      return [
        message,
        f.hoursNote ? `Öffnungszeiten: ${f.hoursNote}.` : '',
        f.socialHandles.length > 0
          ? `${f.friendly ? 'Folge uns' : 'Folgen Sie uns'}: ${f.socialHandles.join(', ')}.`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  },
  hours: {
    dayRange: (first, last) => `${first} bis ${last}`,
    openFrom: (days, time) => `${days} ab ${time} Uhr`,
    everyDay: 'Täglich',
    byAppointment: 'Nach Vereinbarung',
    heading: 'Öffnungszeiten',
  },
  footer: {
    product: (f, product) => `${f.name} ist ${product}.`,
  },
  images: {
    hero: (f) => `${f.name}${inCity(f.city)}`,
    about: (f) => `Über ${f.name}`,
    gallery: (f, caption) => `${caption} bei ${f.name}`,
    illustration: (alt) => `Grafik: ${alt}`,
  },
};
