import type { SectionType, SiteStyle } from '@zappy/site-model/schema';
import * as en from './languages/en';
import * as es from './languages/es';
import * as fr from './languages/fr';
import * as de from './languages/de';
import * as it from './languages/it';
import * as pt from './languages/pt';
import * as nl from './languages/nl';
import * as he from './languages/he';
import * as ar from './languages/ar';

// The words an owner uses to ask for a change, per language the wizard understands. The
// readers match the words of every language at once (owners mix languages and site words), and
// use each language's table alone only to guess which language to answer in.

export const CUSTOMIZE_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'he', 'ar'] as const;
export type CustomizeLanguage = (typeof CUSTOMIZE_LANGUAGES)[number];

export type CommandWords = {
  change: readonly string[];
  remove: readonly string[];
  add: readonly string[];
  move: readonly string[];
  before: readonly string[];
  after: readonly string[];
  first: readonly string[];
  last: readonly string[];
  /** Markers before the new value: "to", "a", "en", "zu". */
  to: readonly string[];
  /** Words that join two requests ("and" before a second command). */
  and: readonly string[];
  headline: readonly string[];
  subheading: readonly string[];
  button: readonly string[];
  heading: readonly string[];
  text: readonly string[];
  shorter: readonly string[];
  /** "Undo that": changes are versions, restored from the versions panel. */
  undo: readonly string[];
  /** More words than a text has: the owner must give them (the engine never invents copy). */
  longer: readonly string[];
  /** "Move this up / down": one place earlier or later. */
  up: readonly string[];
  down: readonly string[];
  /** "this", "it": the element the owner pointed at. */
  pointer: readonly string[];
  image: readonly string[];
  contact: readonly string[];
  email: readonly string[];
  phone: readonly string[];
  website: readonly string[];
  address: readonly string[];
  hours: readonly string[];
  open: readonly string[];
  close: readonly string[];
  closed: readonly string[];
  /** Sunday first, as `WEEK_DAYS`. */
  days: readonly (readonly string[])[];
  price: readonly string[];
  plan: readonly string[];
  rename: readonly string[];
  /** The business's own name ("the company name", "the business"). */
  businessName: readonly string[];
  tagline: readonly string[];
  question: readonly string[];
  answer: readonly string[];
  /** "the question about parking". */
  about: readonly string[];
  colour: readonly string[];
  /** Colour words palettes.ts does not know, to the English word it does. */
  colours: readonly (readonly [string, readonly string[]])[];
  dark: readonly string[];
  styles: Readonly<Partial<Record<SiteStyle, readonly string[]>>>;
  serif: readonly string[];
  sans: readonly string[];
  font: readonly string[];
  sections: Readonly<Partial<Record<SectionType, readonly string[]>>>;
};

/** Command words by language. */
export const COMMAND_WORDS: Readonly<Record<CustomizeLanguage, CommandWords>> = {
  en: en.WORDS,
  es: es.WORDS,
  fr: fr.WORDS,
  de: de.WORDS,
  it: it.WORDS,
  pt: pt.WORDS,
  nl: nl.WORDS,
  he: he.WORDS,
  ar: ar.WORDS,
};

/** Currency words and signs, any language, to ISO 4217 codes. */
export const CURRENCY_WORDS: readonly (readonly [string, readonly string[]])[] = [
  ['EUR', ['euro', 'euros', '€', 'eur', 'יורו', 'يورو']],
  [
    'USD',
    ['dollar', 'dollars', 'dólares', 'dollari', 'dólar', 'us dollars', 'usd', 'דולר', 'دولار'],
  ],
  ['GBP', ['pound', 'pounds', 'sterling', '£', 'gbp', 'libras', 'livres', 'sterline']],
  ['ILS', ['shekel', 'shekels', 'ils', '₪', 'שקל', 'שקלים', 'ש"ח']],
  ['CHF', ['swiss francs', 'franken', 'chf', 'francs suisses']],
  ['CAD', ['canadian dollars', 'cad']],
  ['AUD', ['australian dollars', 'aud']],
  ['JPY', ['yen', 'jpy', '¥']],
  ['AED', ['dirham', 'dirhams', 'aed', 'درهم']],
  ['BRL', ['reais', 'real', 'brl', 'r$']],
  ['MXN', ['pesos', 'mxn']],
];

/** Words that ask for a change without saying which ("make it better", "hmm"). */
export const VAGUE_WORDS: readonly string[] = [
  'better',
  'nicer',
  'improve',
  'something',
  'mejor',
  'mejora',
  'mieux',
  'améliore',
  'besser',
  'verbessere',
  'migliore',
  'migliora',
  'melhor',
  'melhore',
  'beter',
  'verbeter',
  'יותר טוב',
  'שפר',
  'أفضل',
  'حسّن',
];
