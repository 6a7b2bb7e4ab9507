import type { CopyFacts, IndustryWords, SitePhrases } from '../types';
import { namesOf } from '../section-names';
import sections from './sections.json';

// Friendly sites say "je", the others "u"; texts without the owner's facts address no one.

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} en ${items[items.length - 1] ?? ''}`;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const inCity = (city: string) => (city ? ` in ${city}` : '');

/**
 * "Ruta is een tool die…", in the owner's words; when the headline already says the rest, only
 * what the product is, so the intro never repeats the headline word for word.
 */
function productIntro(f: CopyFacts, product: string): string {
  const place = f.city && !product.includes(f.city) ? `, uit ${f.city}` : '';
  const full = `${f.name} is ${product}${place}.`;
  if (!full.toLowerCase().includes(f.tagline.toLowerCase())) return full;
  const next =
    f.specialties.length > 0
      ? `We bieden ${list(f.specialties.slice(0, 4))}.`
      : `${f.cta} of stuur ons een bericht.`;
  const head = f.productHead;
  if (!head || f.tagline.toLowerCase().includes(head.replace(/^\S+\s+/u, '').toLowerCase()))
    return `Maak kennis met ${f.name}${inCity(f.city)}. ${next}`;
  return `${f.name} is ${head}${place}. ${next}`;
}

const industries: Record<string, IndustryWords> = {
  bakery: {
    label: 'Bakkerij',
    noun: 'bakkerij',
    aNoun: 'een bakkerij',
    ctas: ['Bestel om af te halen', 'Bestel een taart', 'Kom langs in de bakkerij'],
  },
  cafe: {
    label: 'Koffiebar',
    noun: 'koffiebar',
    aNoun: 'een koffiebar',
    ctas: ['Kom langs', 'Bekijk de kaart', 'Huur de ruimte'],
  },
  restaurant: {
    label: 'Restaurant',
    noun: 'restaurant',
    aNoun: 'een restaurant',
    ctas: ['Reserveer een tafel', 'Bekijk de menukaart'],
  },
  bar: {
    label: 'Bar / brouwerij',
    noun: 'bar',
    aNoun: 'een bar',
    ctas: ['Reserveer een tafel', 'Bekijk de drankkaart', 'Boek een feest'],
  },
  catering: {
    label: 'Cateraar',
    noun: 'cateringbedrijf',
    aNoun: 'een cateringbedrijf',
    ctas: ['Vraag een offerte aan', 'Stel een menu samen', 'Boek een proeverij'],
  },
  hotel: {
    label: 'Hotel / pension',
    noun: 'gastenverblijf',
    aNoun: 'een gastenverblijf',
    ctas: ['Bekijk beschikbaarheid', 'Boek een verblijf', 'Vraag naar data'],
  },
  law: {
    label: 'Advocatenkantoor',
    noun: 'advocatenkantoor',
    aNoun: 'een advocatenkantoor',
    ctas: ['Plan een adviesgesprek', 'Bel voor advies', 'Vraag om teruggebeld te worden'],
  },
  accounting: {
    label: 'Boekhouding / administratie',
    noun: 'administratiekantoor',
    aNoun: 'een administratiekantoor',
    ctas: ['Plan een kennismakingsgesprek', 'Vraag een offerte aan', 'Stap over'],
  },
  consulting: {
    label: 'Advies / begeleiding',
    noun: 'adviesbureau',
    aNoun: 'een adviesbureau',
    ctas: ['Plan een kennismaking', 'Neem contact op', 'Start een project'],
  },
  'real-estate': {
    label: 'Makelaardij',
    noun: 'makelaarskantoor',
    aNoun: 'een makelaarskantoor',
    ctas: ['Vraag een waardebepaling aan', 'Bekijk het aanbod', 'Spreek een makelaar'],
  },
  'marketing-agency': {
    label: 'Reclamebureau',
    noun: 'bureau',
    aNoun: 'een bureau',
    ctas: ['Start een project', 'Vraag een voorstel aan', 'Plan een gesprek'],
  },
  architecture: {
    label: 'Architectuur / interieur',
    noun: 'ontwerpbureau',
    aNoun: 'een ontwerpbureau',
    ctas: ['Plan een gesprek', 'Start een project', 'Bekijk ons werk'],
  },
  dental: {
    label: 'Tandartspraktijk',
    noun: 'tandartspraktijk',
    aNoun: 'een tandartspraktijk',
    ctas: ['Maak een afspraak', 'Bel de praktijk', 'Vraag een controle aan'],
  },
  clinic: {
    label: 'Praktijk / therapie',
    noun: 'praktijk',
    aNoun: 'een praktijk',
    ctas: ['Maak een afspraak', 'Plan een intakegesprek', 'Bel ons'],
  },
  yoga: {
    label: 'Yoga / pilates',
    noun: 'studio',
    aNoun: 'een studio',
    ctas: ['Boek een eerste les', 'Bekijk het rooster'],
  },
  fitness: {
    label: 'Sportschool',
    noun: 'sportschool',
    aNoun: 'een sportschool',
    ctas: ['Boek een training', 'Bekijk de abonnementen', 'Kom langs'],
  },
  salon: {
    label: 'Kapper / barbier',
    noun: 'kapsalon',
    aNoun: 'een kapsalon',
    ctas: ['Maak een afspraak', 'Bel voor een afspraak'],
  },
  spa: {
    label: 'Schoonheidssalon',
    noun: 'schoonheidssalon',
    aNoun: 'een schoonheidssalon',
    ctas: ['Boek een behandeling', 'Bekijk de behandelingen'],
  },
  pet: {
    label: 'Dierenverzorging / dierenarts',
    noun: 'dierenverzorger',
    aNoun: 'een dierenverzorger',
    ctas: ['Boek een bezoek', 'Boek een trimbeurt', 'Maak eerst kennis'],
  },
  plumbing: {
    label: 'Loodgieter / verwarming',
    noun: 'loodgietersbedrijf',
    aNoun: 'een loodgietersbedrijf',
    ctas: ['Bel nu', 'Vraag een offerte aan', 'Plan een bezoek'],
  },
  electrician: {
    label: 'Elektricien',
    noun: 'installatiebedrijf',
    aNoun: 'een installatiebedrijf',
    ctas: ['Vraag een offerte aan', 'Bel nu', 'Plan een keuring'],
  },
  construction: {
    label: 'Bouw / renovatie',
    noun: 'bouwbedrijf',
    aNoun: 'een bouwbedrijf',
    ctas: ['Vraag een offerte aan', 'Plan een bezoek op locatie', 'Bekijk onze projecten'],
  },
  cleaning: {
    label: 'Schoonmaakbedrijf',
    noun: 'schoonmaakbedrijf',
    aNoun: 'een schoonmaakbedrijf',
    ctas: ['Vraag een offerte aan', 'Boek een schoonmaak', 'Bel ons'],
  },
  landscaping: {
    label: 'Hovenier / tuinonderhoud',
    noun: 'hoveniersbedrijf',
    aNoun: 'een hoveniersbedrijf',
    ctas: ['Vraag een offerte aan', 'Plan een tuinbezoek', 'Bel ons'],
  },
  auto: {
    label: 'Autogarage',
    noun: 'garage',
    aNoun: 'een garage',
    ctas: ['Plan een onderhoudsbeurt', 'Vraag een offerte aan', 'Bel de garage'],
  },
  'bike-shop': {
    label: 'Fietsenwinkel',
    noun: 'fietsenwinkel',
    aNoun: 'een fietsenwinkel',
    ctas: ['Plan een reparatie', 'Kom langs in de winkel', 'Bel ons'],
  },
  photography: {
    label: 'Fotografie',
    noun: 'fotostudio',
    aNoun: 'een fotostudio',
    ctas: ['Bekijk beschikbaarheid', 'Boek een fotosessie', 'Bekijk ons werk'],
  },
  events: {
    label: 'Bruiloften / evenementen',
    noun: 'evenementenbureau',
    aNoun: 'een evenementenbureau',
    ctas: ['Plan een evenement', 'Plan een kennismaking', 'Bekijk beschikbare data'],
  },
  education: {
    label: 'Bijles / onderwijs',
    noun: 'bijlesinstituut',
    aNoun: 'een bijlesinstituut',
    ctas: ['Boek een eerste les', 'Vraag naar de lessen', 'Schrijf je in'],
  },
  music: {
    label: 'Muziek / kunst',
    noun: 'muziekschool',
    aNoun: 'een muziekschool',
    ctas: ['Boek een eerste les', 'Bekijk beschikbaarheid', 'Luister en boek'],
  },
  saas: {
    label: 'Software',
    noun: 'softwareproduct',
    aNoun: 'een softwareproduct',
    ctas: ['Aan de slag', 'Zet je op de wachtlijst', 'Vraag een demonstratie aan'],
  },
  ecommerce: {
    label: 'Webwinkel / handgemaakt',
    noun: 'webwinkel',
    aNoun: 'een webwinkel',
    ctas: ['Bekijk de collectie', 'Bestel een stuk op maat', 'Ontdek de nieuwe stukken'],
  },
  boutique: {
    label: 'Boetiek / winkel',
    noun: 'boetiek',
    aNoun: 'een boetiek',
    ctas: ['Bezoek de winkel', 'Bekijk de nieuwe collectie', 'Boek een stijladvies'],
  },
  nonprofit: {
    label: 'Goed doel / vereniging',
    noun: 'organisatie',
    aNoun: 'een organisatie',
    ctas: ['Doneer', 'Word vrijwilliger', 'Doe mee'],
  },
  travel: {
    label: 'Reizen / rondleidingen',
    noun: 'reisorganisatie',
    aNoun: 'een reisorganisatie',
    ctas: ['Boek een rondleiding', 'Bekijk de data', 'Plan een reis op maat'],
  },
  general: {
    label: 'Lokaal bedrijf',
    noun: 'bedrijf',
    aNoun: 'een bedrijf',
    ctas: ['Neem contact op', 'Vraag een offerte aan', 'Bel ons'],
  },
};

/** The site's own headlines: the knowledge base's are English. */
const headlines = [
  'Welkom bij {name}',
  'Maak kennis met {name}',
  'Dit is {name}',
  '{specialty} in {city}',
  '{specialty} van {name}',
  '{name}: thuis in {city}',
] as const;

/** The one question every business answers the same way: how to reach it. */
const CONTACT_QUESTION = [
  'Hoe neem ik contact op?',
  'Via het formulier op deze pagina of via onze contactgegevens.',
] as const;

/** Dutch. */
export const copy: SitePhrases = {
  language: 'nl',
  list,
  inCity,
  yourArea: 'de regio',
  ourCustomers: 'onze klanten',
  defaultName: (noun, city) => (city ? `${cap(noun)} ${city}` : cap(noun)),
  goals: {
    book: 'Maak een afspraak',
    order: 'Bestel online',
    quote: 'Vraag een offerte aan',
    donate: 'Doneer',
    beta: 'Doe mee aan de bèta',
    waitlist: 'Zet je op de wachtlijst',
    trial: 'Probeer het uit',
    demo: 'Plan een demonstratie',
    signup: 'Meld je aan',
    shop: 'Bekijk de winkel',
    call: 'Bel ons',
  },
  capitalisesNouns: false,
  industries,
  navLabels: namesOf(sections, 'nav'),
  headlines: () => headlines,
  since: (year) => `Sinds ${year}`,
  yearsOfExperience: (years) => `${years} jaar ervaring`,
  trait: () => undefined,
  hero: {
    eyebrow: (label, city) => `${label}${inCity(city)}`,
    intro: (f) => {
      if (f.product) return productIntro(f, f.product);
      const [first, second] = f.specialties;
      if (f.friendly)
        return `${f.name} is ${f.aNoun}${inCity(f.city)}${f.audience ? ` voor ${f.audience}` : ''}.${first ? ` Kom voor ${first}${second ? `, blijf voor ${second}` : ''}.` : ''}`;
      return `${f.name} is ${f.aNoun}${inCity(f.city)}${first ? `, gespecialiseerd in ${list(f.specialties.slice(0, 4))}` : ''}${f.audience ? `, voor ${f.audience}` : ''}.`;
    },
    servicesAction: (friendly) => (friendly ? 'Bekijk wat we doen' : 'Onze diensten'),
  },
  features: {
    heading: (f) => `Waarom ${f.name}?`,
    intro: (f) =>
      f.audience
        ? `Wat we ${f.audience} te bieden hebben.`
        : `Dit mag ${f.friendly ? 'je' : 'u'} verwachten van ons.`,
    highlightText: (f, h) =>
      h.since
        ? `Al sinds ${h.since} staan we${inCity(f.city)} klaar voor klanten.`
        : h.years
          ? `We bouwen op ${h.years} jaar ervaring.`
          : 'Daar hechten we waarde aan.',
  },
  services: {
    heading: (friendly) => (friendly ? 'Wat we doen' : 'Diensten'),
    free: 'Gratis',
    from: (amount) => `Vanaf ${amount}`,
  },
  about: {
    heading: (f) => `Over ${f.name}`,
    body: (f) =>
      [
        `${f.product ? `Wij bieden ${f.product}` : `Wij zijn ${f.aNoun}${inCity(f.city)}`}${f.since ? ` – en dat al sinds ${f.since}` : ''}.`,
        f.specialties.length > 0
          ? `We richten ons op ${list(f.specialties.slice(0, 4))}${f.audience ? `, voor ${f.audience}` : ''}${f.years ? `, met ${f.years} jaar ervaring` : ''}.`
          : f.years
            ? `We hebben ${f.years} jaar ervaring.`
            : '',
        f.friendly
          ? `${f.cta}${f.local ? ', kom langs' : ''} of stuur ons een bericht: we horen graag van je.`
          : `${f.cta} of stuur ons een bericht om te beginnen.`,
      ]
        .filter(Boolean)
        .join(' '),
    basedIn: (city) => `Gevestigd in ${city}`,
  },
  gallery: { heading: (f) => `${f.name} in beeld` },
  testimonials: { heading: (f) => `Wat klanten zeggen over ${f.name}` },
  team: { heading: (f) => `De mensen achter ${f.name}` },
  pricing: {
    heading: (f) => `Prijzen van ${f.name}`,
    intro: (f) => (f.friendly ? 'Onze pakketten op een rij.' : 'Pakketten en prijzen.'),
    startingPrice: 'Vanafprijs',
    periods: {
      monthly: 'per maand',
      yearly: 'per jaar',
      weekly: 'per week',
      'one-time': 'eenmalig',
    },
  },
  faq: {
    heading: 'Veelgestelde vragen',
    contact: CONTACT_QUESTION,
    booking: (f) => [
      'Hoe kan ik boeken?',
      `Via de knop ‘${f.cta}’ op deze pagina, of stuur ons een bericht.`,
    ],
    pricesOnRequest: (f) => [
      `Wat zijn de prijzen van ${f.name}?`,
      `Prijzen zijn op aanvraag: stuur ons een bericht en ${f.name} stuurt ${f.friendly ? 'je' : 'u'} een offerte.`,
    ],
    leadTime: (notice) => ['Hoeveel tijd van tevoren moet ik bestellen?', notice],
    serviceArea: (towns) => ['In welke plaatsen komen jullie?', `We komen in ${towns}.`],
  },
  stats: {
    heading: (f) => `${f.name} in het kort`,
    since: 'klaar voor klanten sinds',
    years: 'jaar ervaring',
  },
  cta: {
    heading: (f) => {
      if (f.friendly && f.city && f.local) return `Tot snel in ${f.city}`;
      if (/^(doneer|word vrijwilliger|steun|doe mee|help mee)/iu.test(f.cta))
        return `Steun ${f.name}`;
      if (f.cta.includes(f.name) || /wachtlijst|bèta|beta|^aan de slag$/iu.test(f.cta))
        return f.cta;
      if (/^bel\b/iu.test(f.cta)) return `Bel ${f.name}`;
      if (/^neem contact op$/iu.test(f.cta)) return `Neem contact op met ${f.name}`;
      // Looking or listening ("Bekijk de kaart") does not take the name.
      if (/^(bekijk|ontdek|luister|kom langs in|zet je)\b/iu.test(f.cta)) return f.cta;
      return `${f.cta} bij ${f.name}`;
    },
    intro: (f) =>
      f.specialties.length > 0
        ? `${cap(list(f.specialties.slice(0, 4)))}${inCity(f.city)}.`
        : 'Eerst een vraag? Stuur ons een bericht.',
    call: (phone) => `Bel ${phone}`,
  },
  contact: {
    heading: (f) =>
      f.local && f.city ? `Bezoek ${f.name} in ${f.city}` : `Neem contact op met ${f.name}`,
    intro: (f) => {
      const ways = [
        f.email ? `e-mail naar ${f.email}` : '',
        f.phone ? `bel ${f.phone}` : '',
      ].filter(Boolean);
      const topic = f.specialties.length > 0 ? ` over ${f.specialty}` : '';
      return [
        ways.length > 0
          ? `${cap(ways.join(' of '))}, of stuur ons een bericht${topic}.`
          : `Stuur ons een bericht${topic}.`,
        f.hoursNote ? `Openingstijden: ${f.hoursNote}.` : '',
        f.socialHandles.length > 0 ? `Volg ons: ${f.socialHandles.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  },
  hours: {
    dayRange: (first, last) => `${first} t/m ${last}`,
    openFrom: (days, time) => `${days} vanaf ${time}`,
    everyDay: 'Elke dag',
    byAppointment: 'Op afspraak',
    heading: 'Openingstijden',
  },
  footer: {
    product: (f, product) => `${f.name} is ${product}.`,
  },
  images: {
    hero: (f) => `${f.name}${inCity(f.city)}`,
    about: (f) => `Over ${f.name}`,
    gallery: (f, caption) => `${caption} bij ${f.name}`,
    illustration: (alt) => `Illustratie: ${alt}`,
  },
};
