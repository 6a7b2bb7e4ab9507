import type { CopyFacts, IndustryWords, SitePhrases } from '../types';
import { namesOf } from '../section-names';
import sections from './sections.json';

const cap = (text: string) => text.charAt(0).toLocaleUpperCase('it') + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('it') + text.slice(1);

/** "pane, focacce e dolci"; "e" becomes "ed" before an e- ("torte ed eventi"). */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] ?? '';
  return `${items.slice(0, -1).join(', ')} ${/^[eé]/i.test(last) ? 'ed' : 'e'} ${last}`;
}

const inCity = (city: string) => (city ? ` a ${city}` : '');

/**
 * "Strada Verde è uno strumento che…", in the owner's words; when the heading already says the
 * rest, only what the product is, so the intro never repeats the heading word for word.
 */
function productIntro(f: CopyFacts, product: string): string {
  const place = f.city && !product.includes(f.city) ? inCity(f.city) : '';
  const full = `${f.name} è ${product}${place ? `, con sede${place}` : ''}.`;
  if (!f.tagline || !full.toLowerCase().includes(f.tagline.toLowerCase())) return full;
  const next =
    f.specialties.length > 0
      ? `Offriamo ${list(f.specialties.slice(0, 4))}.`
      : `${f.cta} o inviaci un messaggio.`;
  const head = f.productHead;
  if (!head || f.tagline.toLowerCase().includes(head.replace(/^\S+\s+/, '').toLowerCase()))
    return `Scopri ${f.name}${inCity(f.city)}. ${next}`;
  return `${f.name} è ${head}${place ? `, con sede${place}` : ''}. ${next}`;
}

const industries: Record<string, IndustryWords> = {
  general: {
    label: 'Attività locale',
    noun: 'attività',
    aNoun: 'un’attività',
    ctas: ['Contattaci', 'Richiedi un preventivo', 'Chiamaci'],
  },
  bakery: {
    label: 'Panetteria',
    noun: 'panetteria',
    aNoun: 'una panetteria',
    ctas: ['Ordina e ritira', 'Ordina una torta', 'Vieni in panetteria'],
  },
  cafe: {
    label: 'Caffetteria',
    noun: 'caffetteria',
    aNoun: 'una caffetteria',
    ctas: ['Vieni a trovarci', 'Guarda il menù', 'Prenota lo spazio'],
  },
  restaurant: {
    label: 'Ristorante',
    noun: 'ristorante',
    aNoun: 'un ristorante',
    ctas: ['Prenota un tavolo', 'Ordina da asporto', 'Guarda il menù'],
  },
  bar: {
    label: 'Bar / birrificio',
    noun: 'locale',
    aNoun: 'un locale',
    ctas: ['Prenota un tavolo', 'Guarda il menù', 'Prenota per un gruppo'],
  },
  catering: {
    label: 'Ristorazione per eventi',
    noun: 'servizio di ristorazione',
    aNoun: 'un servizio di ristorazione',
    ctas: ['Richiedi un preventivo', 'Componi il tuo menù', 'Prenota una degustazione'],
  },
  hotel: {
    label: 'Albergo / affittacamere',
    noun: 'struttura ricettiva',
    aNoun: 'una struttura ricettiva',
    ctas: ['Verifica la disponibilità', 'Prenota il tuo soggiorno', 'Chiedi delle date'],
  },
  law: {
    label: 'Studio legale',
    noun: 'studio legale',
    aNoun: 'uno studio legale',
    ctas: ['Prenota una consulenza', 'Chiama per un parere', 'Chiedi di essere richiamato'],
  },
  accounting: {
    label: 'Commercialista / contabilità',
    noun: 'studio commercialista',
    aNoun: 'uno studio commercialista',
    ctas: ['Prenota una chiamata', 'Richiedi un preventivo', 'Parla con noi'],
  },
  consulting: {
    label: 'Consulenza / affiancamento',
    noun: 'studio di consulenza',
    aNoun: 'uno studio di consulenza',
    ctas: ['Prenota una chiamata conoscitiva', 'Contattaci', 'Avvia un progetto'],
  },
  'real-estate': {
    label: 'Agenzia immobiliare',
    noun: 'agenzia immobiliare',
    aNoun: 'un’agenzia immobiliare',
    ctas: ['Richiedi una valutazione', 'Guarda gli immobili', 'Parla con un agente'],
  },
  'marketing-agency': {
    label: 'Agenzia di comunicazione',
    noun: 'agenzia',
    aNoun: 'un’agenzia',
    ctas: ['Avvia un progetto', 'Richiedi una proposta', 'Prenota una chiamata'],
  },
  architecture: {
    label: 'Architettura / interni',
    noun: 'studio di architettura',
    aNoun: 'uno studio di architettura',
    ctas: ['Prenota una consulenza', 'Avvia il tuo progetto', 'Guarda i nostri lavori'],
  },
  dental: {
    label: 'Studio dentistico',
    noun: 'studio dentistico',
    aNoun: 'uno studio dentistico',
    ctas: ['Prenota una visita', 'Chiama lo studio', 'Richiedi un controllo'],
  },
  clinic: {
    label: 'Studio medico / terapia',
    noun: 'centro medico',
    aNoun: 'un centro medico',
    ctas: ['Prenota una visita', 'Prenota una valutazione', 'Chiamaci'],
  },
  yoga: {
    label: 'Yoga / pilates',
    noun: 'studio di yoga',
    aNoun: 'uno studio di yoga',
    ctas: ['Prenota la tua prima lezione', 'Guarda gli orari', 'Scopri i corsi'],
  },
  fitness: {
    label: 'Palestra / allenamento personale',
    noun: 'palestra',
    aNoun: 'una palestra',
    ctas: ['Prenota una sessione', 'Inizia ad allenarti', 'Scopri gli abbonamenti'],
  },
  salon: {
    label: 'Parrucchiere / barbiere',
    noun: 'salone',
    aNoun: 'un salone',
    ctas: ['Prenota un appuntamento', 'Prenota sul sito', 'Chiama per prenotare'],
  },
  spa: {
    label: 'Estetica / benessere',
    noun: 'centro estetico',
    aNoun: 'un centro estetico',
    ctas: ['Prenota un trattamento', 'Regala un buono', 'Scopri i trattamenti'],
  },
  pet: {
    label: 'Animali / veterinario',
    noun: 'centro per animali',
    aNoun: 'un centro per animali',
    ctas: ['Prenota una visita', 'Prenota la toelettatura', 'Vieni a conoscerci'],
  },
  plumbing: {
    label: 'Idraulica / riscaldamento',
    noun: 'ditta di idraulica',
    aNoun: 'una ditta di idraulica',
    ctas: ['Chiama ora', 'Richiedi un preventivo', 'Prenota un intervento'],
  },
  electrician: {
    label: 'Elettricista',
    noun: 'impresa di impianti elettrici',
    aNoun: 'un’impresa di impianti elettrici',
    ctas: ['Richiedi un preventivo', 'Chiama ora', 'Prenota un controllo'],
  },
  construction: {
    label: 'Edilizia / ristrutturazioni',
    noun: 'impresa edile',
    aNoun: 'un’impresa edile',
    ctas: ['Richiedi un preventivo', 'Prenota un sopralluogo', 'Guarda i nostri progetti'],
  },
  cleaning: {
    label: 'Impresa di pulizie',
    noun: 'impresa di pulizie',
    aNoun: 'un’impresa di pulizie',
    ctas: ['Richiedi un preventivo', 'Prenota una pulizia', 'Chiamaci'],
  },
  landscaping: {
    label: 'Giardinaggio / paesaggistica',
    noun: 'impresa di giardinaggio',
    aNoun: 'un’impresa di giardinaggio',
    ctas: ['Richiedi un preventivo', 'Prenota un sopralluogo', 'Chiamaci'],
  },
  auto: {
    label: 'Officina / autoriparazioni',
    noun: 'officina',
    aNoun: 'un’officina',
    ctas: ['Prenota un tagliando', 'Richiedi un preventivo', 'Chiama l’officina'],
  },
  'bike-shop': {
    label: 'Negozio di biciclette',
    noun: 'negozio di biciclette',
    aNoun: 'un negozio di biciclette',
    ctas: ['Prenota una riparazione', 'Passa in negozio', 'Chiamaci'],
  },
  photography: {
    label: 'Fotografia',
    noun: 'studio fotografico',
    aNoun: 'uno studio fotografico',
    ctas: ['Verifica la mia disponibilità', 'Prenota un servizio fotografico', 'Guarda i lavori'],
  },
  events: {
    label: 'Matrimoni / eventi',
    noun: 'agenzia di eventi',
    aNoun: 'un’agenzia di eventi',
    ctas: ['Organizza il tuo evento', 'Prenota una consulenza', 'Verifica le date'],
  },
  education: {
    label: 'Ripetizioni / formazione',
    noun: 'servizio di ripetizioni',
    aNoun: 'un servizio di ripetizioni',
    ctas: ['Prenota una prima lezione', 'Chiedi informazioni sulle lezioni', 'Iscriviti'],
  },
  music: {
    label: 'Musica / arti',
    noun: 'scuola di musica',
    aNoun: 'una scuola di musica',
    ctas: ['Prenota una prima lezione', 'Verifica la disponibilità', 'Ascolta e prenota'],
  },
  saas: {
    label: 'Applicazione / piattaforma',
    noun: 'piattaforma',
    aNoun: 'una piattaforma',
    ctas: ['Inizia ora', 'Iscriviti alla lista d’attesa', 'Richiedi una dimostrazione'],
  },
  ecommerce: {
    label: 'Negozio in rete / artigianato',
    noun: 'negozio',
    aNoun: 'un negozio',
    ctas: ['Scopri la collezione', 'Ordina un pezzo su misura', 'Guarda le novità'],
  },
  boutique: {
    label: 'Negozio / boutique',
    noun: 'negozio',
    aNoun: 'un negozio',
    ctas: ['Vieni in negozio', 'Guarda le novità', 'Prenota una consulenza di stile'],
  },
  nonprofit: {
    label: 'Associazione / comunità',
    noun: 'associazione',
    aNoun: 'un’associazione',
    ctas: ['Fai una donazione', 'Diventa volontario', 'Partecipa'],
  },
  travel: {
    label: 'Viaggi / escursioni',
    noun: 'agenzia di viaggi',
    aNoun: 'un’agenzia di viaggi',
    ctas: ['Prenota un’escursione', 'Verifica le date', 'Organizza un viaggio su misura'],
  },
};

// The knowledge base's headlines, values and questions are English: these fit any business.
const HEADLINES: readonly string[] = [
  'Benvenuti da {name}',
  '{name}, al tuo servizio',
  '{specialty} a {city}',
  '{specialty}, con cura',
  'Vicino a te, a {city}',
  'Parliamo di ciò che ti serve',
  'Siamo qui per aiutarti',
];

/** The one question every business answers the same way: how to reach it. */
const CONTACT_QUESTION = [
  'Come posso contattarvi?',
  'Scrivici con il modulo in questa pagina o usa i recapiti indicati.',
] as const;

/** Italian, addressing the visitor as "tu". */
export const copy: SitePhrases = {
  language: 'it',
  list,
  inCity,
  yourArea: 'la tua zona',
  ourCustomers: 'i nostri clienti',
  defaultName: (noun, city) => (city ? `${cap(noun)} ${city}` : cap(noun)),
  goals: {
    book: 'Prenota un appuntamento',
    order: 'Ordina online',
    quote: 'Richiedi un preventivo',
    donate: 'Fai una donazione',
    beta: 'Partecipa alla beta',
    waitlist: 'Iscriviti alla lista d’attesa',
    trial: 'Provalo',
    demo: 'Prenota una dimostrazione',
    signup: 'Registrati',
    shop: 'Acquista ora',
    call: 'Chiamaci',
  },
  capitalisesNouns: false,
  industries,
  navLabels: namesOf(sections, 'nav'),
  headlines: () => HEADLINES,
  since: (year) => `Dal ${year}`,
  yearsOfExperience: (years) => `${years} anni di esperienza`,
  // The reader's traits are English words.
  trait: () => undefined,
  hero: {
    eyebrow: (label, city) => `${label} a ${city}`,
    intro: (f) => {
      if (f.product) return productIntro(f, f.product);
      const specialties = f.specialties.slice(0, 4);
      if (f.friendly)
        return `${f.name} è ${f.aNoun}${inCity(f.city)}${f.audience ? ` per ${f.audience}` : ''}.${specialties.length > 0 ? ` Chiedici informazioni su ${list(specialties.slice(0, 2))}.` : ''}`;
      return `${f.name} è ${f.aNoun}${inCity(f.city)}${specialties.length > 0 ? ` che offre ${list(specialties)}` : ''}${f.audience ? ` per ${f.audience}` : ''}.`;
    },
    servicesAction: (friendly) => (friendly ? 'Scopri cosa facciamo' : 'I nostri servizi'),
  },
  features: {
    heading: () => `Perché sceglierci`,
    intro: (f) =>
      !f.audience
        ? `Cosa puoi aspettarti da noi.`
        : f.friendly
          ? `Alcuni motivi per sceglierci, pensati per ${f.audience}.`
          : `Per ${f.audience}: cosa puoi aspettarti.`,
    highlightText: (f, h) =>
      h.since
        ? `Dal ${h.since} siamo al servizio dei clienti${inCity(f.city)}.`
        : h.years
          ? `${h.years} anni di esperienza in ${f.specialty}, in ogni lavoro che facciamo.`
          : 'Curiamo ogni dettaglio.',
  },
  services: {
    heading: (friendly) => (friendly ? 'Cosa facciamo' : 'Servizi'),
    free: 'Gratis',
    from: (amount) => `Da ${amount}`,
  },
  about: {
    heading: (f) => `${f.name}: chi siamo`,
    body: (f) =>
      [
        f.product
          ? `Offriamo ${f.product}${f.since ? `, dal ${f.since}` : ''}.`
          : `Siamo ${f.aNoun}${inCity(f.city)}${f.since ? ` dal ${f.since}` : ''}.`,
        f.specialties.length > 0
          ? `Ci occupiamo di ${list(f.specialties.slice(0, 4))}${f.audience ? `, per ${f.audience}` : ''}${f.years ? `, con ${f.years} anni di esperienza` : ''}.`
          : f.years
            ? `Abbiamo ${f.years} anni di esperienza.`
            : '',
        f.friendly
          ? `${f.local ? 'Passa a trovarci, scrivici' : 'Scrivici'} o ${lowerFirst(f.cta)}: saremo felici di sentirti.`
          : `Per iniziare, ${lowerFirst(f.cta)} o inviaci un messaggio.`,
      ]
        .filter(Boolean)
        .join(' '),
    basedIn: (city) => `Con sede a ${city}`,
  },
  gallery: { heading: (f) => `Uno sguardo su ${f.name}` },
  testimonials: { heading: (f) => `Cosa dicono i clienti di ${f.name}` },
  team: { heading: (f) => `Le persone dietro a ${f.name}` },
  pricing: {
    heading: (f) => `I prezzi di ${f.name}`,
    intro: (f) => (f.friendly ? 'Prezzi chiari, per scegliere con calma.' : 'Piani e prezzi.'),
    startingPrice: 'Prezzo di partenza',
    periods: {
      monthly: 'al mese',
      yearly: 'all’anno',
      weekly: 'a settimana',
      'one-time': 'pagamento unico',
    },
  },
  faq: {
    heading: 'Domande frequenti',
    contact: CONTACT_QUESTION,
    booking: (f) => [
      'Come posso prenotare?',
      `Usa il pulsante «${f.cta}» in questa pagina o inviaci un messaggio.`,
    ],
    pricesOnRequest: (f) => [
      `Quali sono i prezzi di ${f.name}?`,
      'I prezzi dipendono da ciò che ti serve: scrivici e ti invieremo un preventivo.',
    ],
    leadTime: (notice) => ['Con quanto anticipo bisogna ordinare?', notice],
    serviceArea: (towns) => ['Quali zone coprite?', `Copriamo ${towns}.`],
  },
  stats: {
    heading: (f) => `${f.name} in cifre`,
    since: 'al servizio dei clienti dal',
    years: 'anni di esperienza',
  },
  cta: {
    heading: (f) => {
      if (f.friendly && f.city && f.local) return `Ti aspettiamo a ${f.city}`;
      const joins = /^iscriviti alla (lista d[’']attesa|beta)$/i.exec(f.cta);
      if (joins) return `Iscriviti alla ${joins[1]?.toLowerCase() ?? ''} di ${f.name}`;
      if (/^(?:dona|fai una donazione|diventa volontari|sostieni)/i.test(f.cta))
        return `Sostieni ${f.name}`;
      if (f.cta.includes(f.name)) return f.cta;
      return `${f.cta} ${f.local ? 'da' : 'con'} ${f.name}`;
    },
    intro: (f) =>
      f.specialties.length > 0
        ? `${cap(list(f.specialties.slice(0, 4)))}${inCity(f.city)}.`
        : 'Hai qualche domanda? Scrivici.',
    call: (phone) => `Chiama ${phone}`,
  },
  contact: {
    heading: (f) => (f.local && f.city ? `Visita ${f.name} a ${f.city}` : `Contatta ${f.name}`),
    intro: (f) => {
      const ways = [
        f.email ? `scrivici a ${f.email}` : '',
        f.phone ? `chiamaci al numero ${f.phone}` : '',
      ].filter(Boolean);
      const about = f.specialties.length > 0 ? ` per informazioni su ${f.specialty}` : '';
      return [
        ways.length > 0
          ? `${cap(ways.join(' o '))}. Puoi anche inviarci un messaggio${about}.`
          : `Inviaci un messaggio${about}.`,
        f.hoursNote ? `Orari: ${f.hoursNote}.` : '',
        f.socialHandles.length > 0 ? `Seguici: ${f.socialHandles.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  },
  hours: {
    dayRange: (first, last) => `da ${first} a ${last}`,
    openFrom: (days, time) => `${days} dalle ${time}`,
    everyDay: 'Tutti i giorni',
    byAppointment: 'Su appuntamento',
    heading: 'Orari di apertura',
  },
  footer: {
    product: (f, product) => `${f.name} è ${product}.`,
  },
  images: {
    hero: (f) => `${f.name}${inCity(f.city)}`,
    about: (f) => `${f.name}: chi siamo`,
    gallery: (f, caption) => `${caption} da ${f.name}`,
    illustration: (alt) => `Illustrazione: ${alt}`,
  },
};
