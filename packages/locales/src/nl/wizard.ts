import { copy } from './copy';
import type { PaletteWords, SiteStyle, WizardPhrases } from '../types';

const { list } = copy;

/** The wizard in Dutch (je). */

const cap = (word: string): string => word.charAt(0).toLocaleUpperCase('nl') + word.slice(1);

const NOTES: Record<SiteStyle, string> = {
  modern: 'strak en eigentijds',
  elegant: 'verfijnd, met warme neutrale tinten',
  playful: 'fris en vriendelijk',
  bold: 'opvallend en zelfverzekerd',
  minimal: 'rustig, met veel witruimte',
  corporate: 'betrouwbaar en gestructureerd',
};

const palettes: PaletteWords = {
  hues: {
    red: 'rood',
    orange: 'oranje',
    yellow: 'geel',
    green: 'groen',
    teal: 'turquoise',
    blue: 'blauw',
    purple: 'paars',
    pink: 'roze',
    brown: 'bruin',
    grey: 'grijs',
  },
  moods: {
    modern: 'modern',
    elegant: 'elegant',
    playful: 'speels',
    bold: 'krachtig',
    minimal: 'minimalistisch',
    corporate: 'zakelijk',
  },
  name: (mood, hue) => `${cap(mood)} ${hue}`,
  withAccent: (name, accent) => `${name} met ${accent}`,
  description: (mood, hue, style) =>
    `${cap(mood)} ${hue}: ${NOTES[style]}; elke tekstkleur haalt het WCAG AA-contrast`,
};

export const wizard: WizardPhrases = {
  palettes,
  language: 'nl',
  list,
  yourBusiness: 'je bedrijf',
  languageNames: {
    en: 'Engels',
    es: 'Spaans',
    fr: 'Frans',
    de: 'Duits',
    it: 'Italiaans',
    pt: 'Portugees',
    nl: 'Nederlands',
    he: 'Hebreeuws',
    ar: 'Arabisch',
    ru: 'Russisch',
  },
  questions: {
    identity: (hasCity) =>
      hasCity ? 'Hoe heet je bedrijf?' : 'Hoe heet je bedrijf en in welke plaats zit het?',
    identityPlaceholder: (hasCity) =>
      hasCity ? 'bijv. Bakkerij De Korenschoof' : 'bijv. Bakkerij De Korenschoof, Utrecht',
    industry: (name) => (name ? `Wat voor bedrijf is ${name}?` : 'Wat voor bedrijf is het?'),
    otherIndustry: 'Iets anders (typ het zelf)',
    services: (name) =>
      `Welke hiervan biedt ${name} aan? Kies alles wat van toepassing is, of typ je eigen aanbod.`,
    servicesOpen: (name) => `Wat biedt ${name} aan? Noem je belangrijkste producten of diensten.`,
    servicesPlaceholder: 'bijv. zuurdesembrood, taarten voor feestjes, koffie',
    contact: (name, local) =>
      `Hoe kunnen klanten ${name} bereiken? Geef een e-mailadres, een telefoonnummer${local ? ' en je adres' : ' of een website'}.`,
    contactPlaceholder: 'bijv. info@korenschoof.nl, 030 123 4567',
    brandColor: (name) => `Welke kleur komt het dichtst bij de huisstijlkleur van ${name}?`,
    palette: (name) =>
      `Kies een kleurenpalet voor ${name}. Alle opties voldoen aan de contrasteisen voor toegankelijkheid.`,
    heroImage: (name) => `Welke stijl van openingsbeeld past het best bij ${name}?`,
    heroOption: (n) => `Optie ${n}`,
    callToAction: 'Wat moeten bezoekers als eerste doen wanneer ze op je website komen?',
    callUs: 'Bel ons',
    sendMessage: 'Stuur ons een bericht',
    audience: (name) => `Wie zijn de belangrijkste klanten van ${name}?`,
    audiencePlaceholder: 'bijv. jonge gezinnen uit de buurt',
    tone: 'Hoe moet de website klinken?',
    toneFormal: 'Formeel en precies',
    toneWarm: 'Warm en vriendelijk',
    priceLevel: (name) => `In welke prijsklasse zit ${name}?`,
    budget: 'Voordelig',
    premium: 'Luxe',
    hours: (name) => `Wat zijn de openingstijden van ${name}?`,
    hoursPlaceholder: 'bijv. ma-vr 8-18, za 9-14, zondag gesloten',
    prices: (name) =>
      `Wat rekent ${name}? Noem de prijzen of pakketten die de website moet tonen (andere prijzen toont de website niet), of zeg “op aanvraag”.`,
    pricesPlaceholder: 'bijv. Basis € 19/maand, Pro € 49/maand',
    sections: 'Welke onderdelen moet de website hebben?',
    recommended: 'Aanbevolen',
    styles: {
      modern: 'Modern',
      elegant: 'Elegant',
      playful: 'Speels',
      bold: 'Gedurfd',
      minimal: 'Minimalistisch',
      corporate: 'Zakelijk',
    },
  },
  facts: {
    industry: (aNoun) => aNoun,
    city: (city) => `in ${city}`,
    offering: (services) => `met ${services}`,
    openingHours: 'je openingstijden',
    // The note is in English words: the wizard names it instead of quoting it.
    open: () => 'je openingsdagen',
    prices: (names) => `je prijzen (${names})`,
    pricesOnRequest: 'prijzen op aanvraag',
    audience: (audience) => `voor ${audience}`,
    palette: (name) => `het palet “${name}”`,
    heroImage: 'je openingsbeeld',
    mainButton: (cta) => `“${cta}” als hoofdknop`,
    // The tone comes in English words: the wizard names it instead of quoting it.
    tone: () => 'de toon',
    priceLevel: (level) => `prijsniveau ${level} van 5`,
    siteLanguage: (language) => `de website in het ${language}`,
  },
  replies: {
    gotIt: (facts) => `Genoteerd: ${facts}.`,
    updated: (facts) => `Bijgewerkt: ${facts}.`,
    readyAgain: 'Alles is klaar; je kunt je website nu genereren.',
    defaultChosen: 'Geen probleem, ik kies daar zelf een goede standaardoptie voor.',
    writtenIn: (written, site) =>
      `Ik zie dat je in het ${written} schrijft. Ik schrijf de website in het ${site} en neem je gegevens precies over zoals je ze hebt gegeven.`,
    ready: (s) =>
      `Ik heb alles wat ik nodig heb. De website voor ${s.name} (${s.noun}${s.city ? ` in ${s.city}` : ''}) wordt ${s.style.toLowerCase()} vormgegeven${s.services.length > 0 ? ` en laat ${list(s.services)} zien` : ''}, met “${s.cta}” als belangrijkste oproep tot actie. Je kunt je website nu genereren.`,
  },
};
