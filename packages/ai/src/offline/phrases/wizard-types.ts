import type { SiteStyle } from '@zappy/site-model/schema';

/**
 * Every word the offline wizard says, in one language: its questions, the labels of its
 * widgets, and its replies. The wizard speaks the language the owner writes in; `name` is the
 * business's name as the owner gave it.
 */
export type WizardPhrases = {
  /** BCP 47 tag. */
  language: string;
  /** "a, b and c". */
  list: (items: readonly string[]) => string;
  /** Stands in for the name before the owner gave one: "your business". */
  yourBusiness: string;
  /** Names of the languages a site can be written in, keyed by BCP 47 tag. */
  languageNames: Readonly<Record<string, string>>;
  questions: {
    identity: (hasCity: boolean) => string;
    identityPlaceholder: (hasCity: boolean) => string;
    industry: (name: string | undefined) => string;
    otherIndustry: string;
    services: (name: string) => string;
    /** A services question with no suggestions to pick from (the suggestions are English). */
    servicesOpen: (name: string) => string;
    servicesPlaceholder: string;
    contact: (name: string, local: boolean) => string;
    contactPlaceholder: string;
    brandColor: (name: string) => string;
    palette: (name: string) => string;
    heroImage: (name: string) => string;
    /** Label of the nth hero image or palette option (1-based). */
    heroOption: (n: number) => string;
    callToAction: string;
    callUs: string;
    sendMessage: string;
    audience: (name: string) => string;
    audiencePlaceholder: string;
    tone: string;
    toneFormal: string;
    toneWarm: string;
    priceLevel: (name: string) => string;
    budget: string;
    premium: string;
    hours: (name: string) => string;
    hoursPlaceholder: string;
    prices: (name: string) => string;
    pricesPlaceholder: string;
    sections: string;
    recommended: string;
    styles: Readonly<Record<SiteStyle, string>>;
  };
  /** Parts of "Got it: …", one per fact the owner just gave. */
  facts: {
    industry: (aNoun: string) => string;
    city: (city: string) => string;
    offering: (services: string) => string;
    openingHours: string;
    open: (note: string) => string;
    prices: (names: string) => string;
    pricesOnRequest: string;
    audience: (audience: string) => string;
    palette: (name: string) => string;
    heroImage: string;
    mainButton: (cta: string) => string;
    /** The tone the owner picked, given in English words ('warm and friendly'). */
    tone: (tone: string) => string;
    priceLevel: (level: number) => string;
    siteLanguage: (language: string) => string;
  };
  replies: {
    gotIt: (facts: string) => string;
    updated: (facts: string) => string;
    readyAgain: string;
    defaultChosen: string;
    /** The owner wrote in one language and the site is written in another. */
    writtenIn: (written: string, site: string) => string;
    ready: (summary: {
      name: string;
      style: string;
      /** What the business is, without article ("bakery"). */
      noun: string;
      city: string;
      services: readonly string[];
      cta: string;
    }) => string;
  };
};
