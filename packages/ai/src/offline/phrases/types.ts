import type { OwnerPlan } from '@zappy/contract/requirements';
import type { SectionType } from '@zappy/site-model/schema';
import type { Industry } from '../../knowledge/types';

/** The goals the reader recognises in what the owner says, each with a call to action. */
export type GoalKey =
  | 'book'
  | 'order'
  | 'quote'
  | 'donate'
  | 'beta'
  | 'waitlist'
  | 'trial'
  | 'demo'
  | 'signup'
  | 'shop'
  | 'call';

/** One industry's words in one language. */
export type IndustryWords = {
  /** The wizard's and the eyebrow's name for the industry: "Bakery", "Panadería". */
  label: string;
  /** What the business is, mid-sentence, without article: "bakery", "panadería". */
  noun: string;
  /** The noun with its indefinite article: "a bakery", "una panadería", "eine Bäckerei". */
  aNoun: string;
  /** Calls to action, best first: "Order for pickup". */
  ctas: readonly [string, ...string[]];
};

/**
 * What the owner said, ready to write with: every value is the owner's own words (or the
 * industry's noun), already cased for mid-sentence use; absent means "not said".
 */
export type CopyFacts = {
  name: string;
  /** The city, or '' (the phrasebook's own "your area" stands in where a sentence needs one). */
  city: string;
  /** The owner's services, lower-cased where not brand words. */
  specialties: readonly string[];
  /** The first service, or the product noun, or the industry noun. */
  specialty: string;
  audience?: string | undefined;
  /** The industry noun in this language ("bakery") and with its article ("a bakery"). */
  noun: string;
  aNoun: string;
  /** The main call to action, as the owner gave it or the industry's first. */
  cta: string;
  /** The owner's phrase for the product ("a developer tool that turns logs into timelines"). */
  product?: string | undefined;
  /** The article and head of the product phrase ("a developer tool"), or ''. */
  productHead: string;
  /** The site's headline. */
  tagline: string;
  /** Year the business started ("2015") and years of experience ("20"). */
  since?: string | undefined;
  years?: string | undefined;
  /** Quotable traits the owner used ("family owned"), lower-cased; English words only. */
  traits: readonly string[];
  phone?: string | undefined;
  email?: string | undefined;
  /** Opening hours as the owner said them when they could not be read as a week ("by appointment"). */
  hoursNote?: string | undefined;
  socialHandles: readonly string[];
  /** The industry is a place customers visit. */
  local: boolean;
  /** The site's tone is friendly (warmer wording where the language has it). */
  friendly: boolean;
  hasServicesSection: boolean;
  hasAddress: boolean;
};

/** What an image's alt text may name: the business and its city ('' when not given). */
export type ImageFacts = Pick<CopyFacts, 'name' | 'city'>;

/**
 * Every word the offline copywriter writes into a site, in one language. Sentences are functions
 * of the owner's facts so each language can follow its own grammar (articles, gender, word order);
 * nothing here may state a price, hour, address, statistic, person or policy the owner did not
 * give: general sample copy only.
 */
export type SitePhrases = {
  /** BCP 47 tag. */
  language: string;
  /** "a, b and c". */
  list: (items: readonly string[]) => string;
  /** " in Austin" (with its leading space), appended to a noun or a clause. */
  inCity: (city: string) => string;
  /** Where a template needs a city and the owner gave none: "your area". */
  yourArea: string;
  /** Where a template needs an audience and the owner gave none: "our customers". */
  ourCustomers: string;
  /** The name a business gets when the owner gave none: "Austin Bakery". */
  defaultName: (noun: string, city: string) => string;
  industries: Readonly<Record<string, IndustryWords>>;
  /** The calls to action the reader gives for an owner's goal ("people should book online"). */
  goals: Readonly<Record<GoalKey, string>>;
  /**
   * The language capitalises nouns (German): the owner's words keep their case mid-sentence
   * instead of being lower-cased.
   */
  capitalisesNouns: boolean;
  navLabels: Readonly<Record<SectionType, string>>;
  /**
   * Headline templates with `{name}`, `{city}`, `{specialty}`, `{specialties}`, `{audience}`,
   * `{noun}`, `{cta}`: the industry's (the knowledge base is English) or the language's own.
   */
  headlines: (industry: Industry) => readonly string[];
  since: (year: string) => string;
  yearsOfExperience: (years: string) => string;
  /** A trait the reader found ("Family Owned", English words) as a title, if this language can show it. */
  trait: (trait: string) => string | undefined;
  hero: {
    eyebrow: (label: string, city: string) => string;
    intro: (f: CopyFacts) => string;
    servicesAction: (friendly: boolean) => string;
  };
  features: {
    heading: (f: CopyFacts) => string;
    intro: (f: CopyFacts) => string;
    /** Text under a highlight title ("Since 2015", "Family owned"). */
    highlightText: (
      f: CopyFacts,
      highlight: { since?: string; years?: string; trait?: string },
    ) => string;
    /** Reasons to choose a business (templates): title, text, icon. */
    values: (industry: Industry) => readonly (readonly [string, string, string])[];
  };
  services: {
    heading: (friendly: boolean) => string;
    intro: (f: CopyFacts) => string;
    /**
     * A service card's text and icon, from the knowledge base where it knows the service;
     * `service` is cased for use mid-sentence ("hatha classes", "Invisalign aligners").
     */
    item: (
      f: CopyFacts,
      industry: Industry,
      service: string,
    ) => { text: string; icon?: string | undefined };
    free: string;
    from: (amount: string) => string;
  };
  about: {
    heading: (f: CopyFacts) => string;
    body: (f: CopyFacts) => string;
    basedIn: (city: string) => string;
    knownFor: (service: string) => string;
  };
  gallery: { heading: (f: CopyFacts) => string };
  testimonials: { heading: (f: CopyFacts) => string };
  team: { heading: (f: CopyFacts) => string };
  pricing: {
    heading: (f: CopyFacts) => string;
    intro: (f: CopyFacts) => string;
    startingPrice: string;
    periods: Readonly<Record<OwnerPlan['period'], string>>;
  };
  faq: {
    heading: string;
    /**
     * Questions and answers true of any business (templates with `{name}`): a visitor acts on
     * an answer, so none states a policy, delay or offer the owner did not give.
     */
    items: readonly (readonly [string, string])[];
    pricesOnRequest: (f: CopyFacts) => readonly [string, string];
  };
  stats: {
    heading: (f: CopyFacts) => string;
    since: string;
    years: string;
  };
  cta: {
    heading: (f: CopyFacts) => string;
    intro: (f: CopyFacts) => string;
    call: (phone: string) => string;
  };
  contact: {
    heading: (f: CopyFacts) => string;
    intro: (f: CopyFacts) => string;
  };
  hours: {
    /** "Tuesday to Sunday" from two day names (the language's own, from Intl). */
    dayRange: (first: string, last: string) => string;
    /** "Tuesday to Sunday from 07:00". */
    openFrom: (days: string, time: string) => string;
    everyDay: string;
    heading: string;
    note: (f: CopyFacts) => string;
  };
  footer: { note: (f: CopyFacts) => string };
  images: {
    hero: (f: ImageFacts) => string;
    about: (f: ImageFacts) => string;
    gallery: (f: ImageFacts, caption: string) => string;
    /** Prefix of an image's long description: "Illustration: ". */
    illustration: (alt: string) => string;
  };
};
