import type { SectionType } from '@zappy/site-model/schema';
import type { CustomizeLanguage } from './words';
import * as en from './languages/en';
import * as es from './languages/es';
import * as fr from './languages/fr';
import * as de from './languages/de';
import * as it from './languages/it';
import * as pt from './languages/pt';
import * as nl from './languages/nl';
import * as he from './languages/he';
import * as ar from './languages/ar';

/** What the options menu offers; the chosen value is the next turn's message. */
export const TOPICS = [
  'colors',
  'style',
  'headline',
  'sections',
  'prices',
  'contact',
  'images',
  'faq',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Everything the customization chat says, in one language. */
export type CustomizeReplies = {
  /** "Here is what I will change: a, b. Applying it now." */
  applying: (notes: readonly string[]) => string;
  menuQuestion: string;
  menuHint: string;
  options: Readonly<Record<Topic, readonly [label: string, description: string]>>;
  followUp: Readonly<Record<Topic, string>>;
  sectionNames: Readonly<Record<SectionType, string>>;
  palette: (colour: string) => string;
  style: (style: string) => string;
  fonts: string;
  text: (what: string, value: string) => string;
  headline: string;
  /** "the business name", "the tagline": what `text(what, value)` names. */
  businessName: string;
  tagline: string;
  subheading: string;
  button: string;
  headingOf: (section: string) => string;
  textOf: (section: string) => string;
  shortened: string;
  /** "What should the button say?" */
  askValue: (what: string) => string;
  removed: (section: string) => string;
  added: (section: string) => string;
  moved: (section: string) => string;
  planAdded: (name: string) => string;
  planPrice: (name: string, price: string) => string;
  planRenamed: (from: string, to: string) => string;
  planRemoved: (name: string) => string;
  currency: (code: string) => string;
  contact: string;
  hours: string;
  faqAdded: (question: string) => string;
  faqRemoved: (question: string) => string;
  noSection: (section: string) => string;
  already: (section: string) => string;
  noPlan: (name: string) => string;
  noQuestion: string;
  noImages: string;
  imageQuestion: string;
  businessQuestion: string;
  /** After the owner replaced an image through the widget (a new version is live). */
  imageReplaced: string;
  /** After the owner saved the business editor widget (a new version is live). */
  businessSaved: string;
  faqAsk: string;
  /** Changes are undone by restoring a version (the panel's labels are the app's, in English). */
  undoHint: string;
};

/** The customization chat's words by language. */
export const CUSTOMIZE_REPLIES: Readonly<Record<CustomizeLanguage, CustomizeReplies>> = {
  en: en.REPLIES,
  es: es.REPLIES,
  fr: fr.REPLIES,
  de: de.REPLIES,
  it: it.REPLIES,
  pt: pt.REPLIES,
  nl: nl.REPLIES,
  he: he.REPLIES,
  ar: ar.REPLIES,
};
