import { copy } from './copy';
import type { PaletteWords, SiteStyle, WizardPhrases } from '../types';

const { list } = copy;

const ARTICLES: Readonly<Record<string, readonly [string, string]>> = {
  il: ['del', 'al'],
  lo: ['dello', 'allo'],
  la: ['della', 'alla'],
  i: ['dei', 'ai'],
  gli: ['degli', 'agli'],
  le: ['delle', 'alle'],
};

/** "di Bella", "della tua attività", "del Forno" (for "Il Forno"), "dell’Osteria". */
function di(name: string): string {
  return joined(name, 0, 'di');
}

/** "a Bella", "alla tua attività", "al Forno" (for "Il Forno"), "all’Osteria". */
function a(name: string): string {
  return joined(name, 1, 'a');
}

function joined(name: string, which: 0 | 1, bare: string): string {
  const elided = /^l[’'](.+)$/iu.exec(name);
  if (elided) return `${which === 0 ? 'dell’' : 'all’'}${elided[1] ?? ''}`;
  const article = /^(\S+) (.+)$/u.exec(name);
  const forms = article ? ARTICLES[(article[1] ?? '').toLowerCase()] : undefined;
  return forms && article ? `${forms[which]} ${article[2] ?? ''}` : `${bare} ${name}`;
}

/** The wizard in Italian (tu). */

const cap = (word: string): string => word.charAt(0).toLocaleUpperCase('it') + word.slice(1);

const NOTES: Record<SiteStyle, string> = {
  modern: 'pulito e attuale',
  elegant: 'raffinato, con neutri caldi',
  playful: 'luminoso e cordiale',
  bold: 'incisivo e sicuro',
  minimal: 'sobrio, con molto spazio bianco',
  corporate: 'affidabile e strutturato',
};

const palettes: PaletteWords = {
  hues: {
    red: 'rosso',
    orange: 'arancione',
    yellow: 'giallo',
    green: 'verde',
    teal: 'turchese',
    blue: 'blu',
    purple: 'viola',
    pink: 'rosa',
    brown: 'marrone',
    grey: 'grigio',
  },
  moods: {
    modern: 'moderno',
    elegant: 'elegante',
    playful: 'giocoso',
    bold: 'deciso',
    minimal: 'minimalista',
    corporate: 'istituzionale',
  },
  name: (mood, hue) => `${cap(hue)} ${mood}`,
  withAccent: (name, accent) => `${name} con ${accent}`,
  description: (mood, hue, style) =>
    `${cap(hue)} ${mood}: ${NOTES[style]}; ogni testo rispetta il contrasto WCAG AA`,
};

export const wizard: WizardPhrases = {
  palettes,
  language: 'it',
  list,
  yourBusiness: 'la tua attività',
  languageNames: {
    en: 'inglese',
    es: 'spagnolo',
    fr: 'francese',
    de: 'tedesco',
    it: 'italiano',
    pt: 'portoghese',
    nl: 'olandese',
    he: 'ebraico',
    ar: 'arabo',
    ru: 'russo',
  },
  questions: {
    identity: (hasCity) =>
      hasCity
        ? 'Come si chiama la tua attività?'
        : 'Come si chiama la tua attività e in quale città si trova?',
    identityPlaceholder: (hasCity) =>
      hasCity ? 'es. Forno Da Gino' : 'es. Forno Da Gino, Bologna',
    industry: (name) => (name ? `Che tipo di attività è ${name}?` : 'Che tipo di attività è?'),
    otherIndustry: 'Altro (scrivilo tu)',
    services: (name) =>
      `Quali di questi offre ${name}? Scegli tutti quelli pertinenti o scrivi i tuoi.`,
    servicesOpen: (name) => `Cosa offre ${name}? Elenca i tuoi principali prodotti o servizi.`,
    servicesPlaceholder: 'es. pane a lievitazione naturale, torte per feste, caffè',
    contact: (name, local) =>
      `In che modo i clienti possono contattare ${name}? Indica un’email, un numero di telefono${local ? ' e il tuo indirizzo' : ' o un sito web'}.`,
    contactPlaceholder: 'es. ciao@fornodagino.it, 051 123 4567',
    brandColor: (name) => `Quale colore si avvicina di più al colore del marchio ${di(name)}?`,
    palette: (name) =>
      `Scegli una palette di colori per ${name}. Tutte le opzioni superano i controlli di contrasto per l’accessibilità.`,
    heroImage: (name) => `Quale stile di immagine di copertina si adatta meglio ${a(name)}?`,
    heroOption: (n) => `Opzione ${n}`,
    callToAction: 'Cosa dovrebbero fare per prima cosa i visitatori appena arrivano sul tuo sito?',
    callUs: 'Chiamaci',
    sendMessage: 'Scrivici un messaggio',
    audience: (name) => `Chi sono i clienti principali ${di(name)}?`,
    audiencePlaceholder: 'es. giovani famiglie del quartiere',
    tone: 'Che tono dovrebbe avere il sito?',
    toneFormal: 'Formale e preciso',
    toneWarm: 'Caloroso e amichevole',
    priceLevel: (name) => `In quale fascia di prezzo si colloca ${name}?`,
    budget: 'Economico',
    premium: 'Di fascia alta',
    hours: (name) => `Quali sono gli orari di apertura ${di(name)}?`,
    hoursPlaceholder: 'es. lun-ven 8-18, sab 9-13, domenica chiuso',
    prices: (name) =>
      `Quali sono i prezzi ${di(name)}? Elenca i prezzi o i piani da mostrare (il sito non ne mostrerà altri), oppure scrivi «su richiesta».`,
    pricesPlaceholder: 'es. Base 19 €/mese, Pro 49 €/mese',
    sections: 'Quali sezioni dovrebbe avere il sito?',
    recommended: 'Consigliata',
    styles: {
      modern: 'Moderno',
      elegant: 'Elegante',
      playful: 'Giocoso',
      bold: 'Audace',
      minimal: 'Minimalista',
      corporate: 'Aziendale',
    },
  },
  facts: {
    industry: (aNoun) => aNoun,
    city: (city) => `a ${city}`,
    offering: (services) => `con ${services}`,
    openingHours: 'gli orari di apertura',
    // The note is in English words: the wizard names it instead of quoting it.
    open: () => 'i giorni di apertura',
    prices: (names) => `i tuoi prezzi (${names})`,
    pricesOnRequest: 'prezzi su richiesta',
    audience: (audience) => `per ${audience}`,
    palette: (name) => `la palette «${name}»`,
    heroImage: 'l’immagine di copertina',
    mainButton: (cta) => `«${cta}» come pulsante principale`,
    // The tone comes in English words: the wizard names it instead of quoting it.
    tone: () => 'il tono di voce',
    priceLevel: (level) => `fascia di prezzo ${level} su 5`,
    siteLanguage: (language) => `il sito in ${language}`,
  },
  replies: {
    gotIt: (facts) => `Perfetto: ${facts}.`,
    updated: (facts) => `Aggiornato: ${facts}.`,
    readyAgain: 'È tutto pronto: ora puoi generare il tuo sito.',
    defaultChosen: 'Nessun problema, sceglierò io una buona opzione predefinita.',
    writtenIn: (written, site) =>
      `Vedo che hai scritto in ${written}. Scriverò il sito in ${site} e manterrò i tuoi dati esattamente come me li hai forniti.`,
    ready: (s) =>
      `Ho tutto quello che mi serve: un sito ${s.style.toLowerCase()} per ${s.name} (${s.noun}${s.city ? ` a ${s.city}` : ''})${s.services.length > 0 ? `, che mette in evidenza ${list(s.services)},` : ''} con «${s.cta}» come invito all’azione principale. Ora puoi generare il tuo sito.`,
  },
};
