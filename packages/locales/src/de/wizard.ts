import { copy } from './copy';
import type { PaletteWords, SiteStyle, WizardPhrases } from '../types';

const { list } = copy;

/**
 * The wizard in German (du). The name stands where "dein Unternehmen" can stand too, so every
 * question puts it in the nominative or accusative, never after "von".
 */

const cap = (word: string): string => word.charAt(0).toLocaleUpperCase('de') + word.slice(1);

const NOTES: Record<SiteStyle, string> = {
  modern: 'klar und zeitgemäß',
  elegant: 'edel, mit warmen Naturtönen',
  playful: 'hell und freundlich',
  bold: 'auffällig und selbstbewusst',
  minimal: 'ruhig, mit viel Weißraum',
  corporate: 'vertrauenswürdig und strukturiert',
};

const palettes: PaletteWords = {
  hues: {
    red: 'Rot',
    orange: 'Orange',
    yellow: 'Gelb',
    green: 'Grün',
    teal: 'Türkis',
    blue: 'Blau',
    purple: 'Violett',
    pink: 'Rosa',
    brown: 'Braun',
    grey: 'Grau',
  },
  moods: {
    modern: 'modernes',
    elegant: 'elegantes',
    playful: 'verspieltes',
    bold: 'kräftiges',
    minimal: 'schlichtes',
    corporate: 'seriöses',
  },
  name: (mood, hue) => `${cap(mood)} ${hue}`,
  withAccent: (name, accent) => `${name} mit ${accent}`,
  description: (mood, hue, style) =>
    `${cap(mood)} ${hue}: ${NOTES[style]}; jede Textfarbe erfüllt den WCAG-AA-Kontrast`,
};

export const wizard: WizardPhrases = {
  palettes,
  language: 'de',
  list,
  yourBusiness: 'dein Unternehmen',
  languageNames: {
    en: 'Englisch',
    es: 'Spanisch',
    fr: 'Französisch',
    de: 'Deutsch',
    it: 'Italienisch',
    pt: 'Portugiesisch',
    nl: 'Niederländisch',
    he: 'Hebräisch',
    ar: 'Arabisch',
    ru: 'Russisch',
  },
  questions: {
    identity: (hasCity) =>
      hasCity
        ? 'Wie heißt dein Unternehmen?'
        : 'Wie heißt dein Unternehmen, und in welcher Stadt befindet es sich?',
    identityPlaceholder: (hasCity) =>
      hasCity ? 'z. B. Bäckerei Sonnenkorn' : 'z. B. Bäckerei Sonnenkorn, Freiburg',
    industry: (name) =>
      name ? `Was für ein Unternehmen ist ${name}?` : 'Was für ein Unternehmen ist es?',
    otherIndustry: 'Etwas anderes (selbst eingeben)',
    services: (name) =>
      `Was davon bietet ${name} an? Wähle alles Passende aus oder gib eigene Angebote ein.`,
    servicesOpen: (name) =>
      `Was bietet ${name} an? Nenne deine wichtigsten Produkte oder Leistungen.`,
    servicesPlaceholder: 'z. B. Sauerteigbrot, Torten für Feiern, Kaffee',
    contact: (name, local) =>
      `Wie können Kunden ${name} erreichen? Gib eine E-Mail-Adresse, eine Telefonnummer${local ? ' und deine Anschrift' : ' oder eine Website'} an.`,
    contactPlaceholder: 'z. B. hallo@sonnenkorn.de, 0761 123456',
    brandColor: (name) =>
      `Welche Markenfarbe hat ${name}? Wähle die Farbe, die ihr am nächsten kommt.`,
    palette: (name) =>
      `Wähle eine Farbpalette für ${name}. Alle Optionen erfüllen die Kontrastanforderungen für Barrierefreiheit.`,
    heroImage: (name) => `Welchen Stil für das Titelbild möchtest du für ${name}?`,
    heroOption: (n) => `Variante ${n}`,
    callToAction: 'Was sollen Besucher als Erstes tun, wenn sie auf deine Website kommen?',
    callUs: 'Jetzt anrufen',
    sendMessage: 'Nachricht senden',
    audience: (name) => `Wen möchte ${name} vor allem ansprechen?`,
    audiencePlaceholder: 'z. B. junge Familien aus der Nachbarschaft',
    tone: 'Wie soll die Website klingen?',
    toneFormal: 'Förmlich und präzise',
    toneWarm: 'Herzlich und freundlich',
    priceLevel: (name) => `In welcher Preisklasse bewegt sich ${name}?`,
    budget: 'Günstig',
    premium: 'Gehoben',
    hours: (name) => `Wann hat ${name} geöffnet?`,
    hoursPlaceholder: 'z. B. Mo-Fr 8-18 Uhr, Sa 9-14 Uhr, So geschlossen',
    prices: (name) =>
      `Was verlangt ${name}? Nenne die Preise oder Tarife, die angezeigt werden sollen (andere zeigt die Website nicht an), oder schreib „auf Anfrage“.`,
    pricesPlaceholder: 'z. B. Basis 19 €/Monat, Pro 49 €/Monat',
    sections: 'Welche Bereiche soll die Website haben?',
    recommended: 'Empfohlen',
    styles: {
      modern: 'Modern',
      elegant: 'Elegant',
      playful: 'Verspielt',
      bold: 'Markant',
      minimal: 'Minimalistisch',
      corporate: 'Seriös',
    },
  },
  facts: {
    industry: (aNoun) => aNoun,
    city: (city) => `in ${city}`,
    offering: (services) => `mit ${services}`,
    openingHours: 'deine Öffnungszeiten',
    // The note is in English words: the wizard names it instead of quoting it.
    open: () => 'deine Öffnungstage',
    prices: (names) => `deine Preise (${names})`,
    pricesOnRequest: 'Preise auf Anfrage',
    audience: (audience) => `für ${audience}`,
    palette: (name) => `die Palette „${name}“`,
    heroImage: 'dein Titelbild',
    mainButton: (cta) => `„${cta}“ als wichtigste Schaltfläche`,
    // The tone comes in English words: the wizard names it instead of quoting it.
    tone: () => 'die Tonalität',
    priceLevel: (level) => `Preisniveau ${level} von 5`,
    siteLanguage: (language) => `die Website auf ${language}`,
  },
  replies: {
    gotIt: (facts) => `Alles klar: ${facts}.`,
    updated: (facts) => `Aktualisiert: ${facts}.`,
    readyAgain: 'Alles ist bereit; du kannst deine Website jetzt erstellen.',
    defaultChosen: 'Kein Problem, dann wähle ich dafür eine gute Standardeinstellung.',
    writtenIn: (written, site) =>
      `Wie ich sehe, schreibst du auf ${written}. Ich schreibe die Website auf ${site} und übernehme deine Angaben genau so, wie du sie gemacht hast.`,
    ready: (s) =>
      `Ich habe alles, was ich brauche. Die Website für ${s.name} (${s.noun}${s.city ? ` in ${s.city}` : ''}) wird ${s.style.toLowerCase()} gestaltet${s.services.length > 0 ? ` und stellt ${list(s.services)} vor` : ''}; die wichtigste Schaltfläche ist „${s.cta}“. Du kannst deine Website jetzt erstellen.`,
  },
};
