// The shapes every language's words take. Each language folder exports objects of these types, so
// a key missing in any language is a compile error. The key unions (sections, days, periods,
// styles, fidelity facts, integration categories) are spelled here, not imported: locales is below
// site-model and contract, which check that their own unions agree with these
// (site-model/src/locale-keys.ts, contract/src/locale-keys.ts).

/** A section of a site, as site-model's `SectionType`. */
export type SectionType =
  | 'hero'
  | 'features'
  | 'services'
  | 'about'
  | 'gallery'
  | 'testimonials'
  | 'pricing'
  | 'faq'
  | 'team'
  | 'stats'
  | 'cta'
  | 'contact'
  | 'hours'
  | 'footer';

/** A day of the week, as site-model's `WeekDay`. */
export type WeekDay =
  'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';

/** How often a price is paid, as site-model's `BillingPeriod` and contract's plan periods. */
export type BillingPeriod = 'monthly' | 'yearly' | 'weekly' | 'one-time';

/** A site's visual style, as site-model's `SiteStyle`. */
export type SiteStyle = 'modern' | 'elegant' | 'playful' | 'bold' | 'minimal' | 'corporate';

/** A kind of fact a fidelity report follows, as contract's `FidelityFactKind`. */
export type FidelityFactKind =
  | 'name'
  | 'product'
  | 'service'
  | 'price'
  | 'prices-on-request'
  | 'hours'
  | 'hours-note'
  | 'address'
  | 'phone'
  | 'email'
  | 'website'
  | 'social'
  | 'number'
  | 'highlight'
  | 'brand';

/** Why a fact is not on the site, as contract's `LeftOutReason`. */
export type LeftOutReason =
  'hours-incomplete' | 'other-currency' | 'search-data-only' | 'not-placed';

/** Why a usual section was left out, as contract's `OmittedSectionReason`. */
export type OmittedSectionReason =
  | 'no-prices'
  | 'prices-on-services'
  | 'no-hours'
  | 'hours-incomplete'
  | 'no-numbers'
  | 'never-invented';

/** A font stack, as site-model's `FontStack`. */
export type FontStack = 'sans' | 'serif' | 'rounded' | 'mono';

/** A kind of integration, as site-model's `IntegrationCategory`. */
export type IntegrationCategory =
  'analytics' | 'payments' | 'accessibility' | 'seo' | 'social' | 'email';

/** How strongly the server suggests an integration, as site-model's integration `priority`. */
export type IntegrationPriority = 'low' | 'medium' | 'high';

/** Where an applied integration stands, as site-model's integration `status`. */
export type IntegrationStatus = 'configured' | 'dns_setup_required';

/** A move of a site's current colours the owner can ask for ("warmer", "more contrast"). */
export type ColourMove =
  'warmer' | 'cooler' | 'darker' | 'lighter' | 'vivid' | 'softer' | 'contrast';

/** What a font request is for. */
export type FontTarget = 'headings' | 'body' | 'all';

/**
 * What the English copy reads from an industry of the offline knowledge base
 * (packages/ai/src/knowledge): the templates it is written in. The knowledge base's `Industry`
 * has this shape and more.
 */
export type IndustryTemplates = {
  /** Hero headline patterns. */
  headlines: readonly string[];
};

// ---------------------------------------------------------------------------------------------
// Section names (sections.ts): one table per language, read by the renderer, the copy, the
// wizard and the customization chat

/** One section's names in one language. */
export type SectionName = {
  /** The heading a section gets when the model gives none; the wizard's name for it. */
  heading: string;
  /** The navigation label the offline copy gives it; '' for a section the menu leaves out. */
  nav: string;
  /** The section named mid-sentence by the customization chat: "the FAQ", "opening hours". */
  named: string;
};

export type SectionNames = Readonly<Record<SectionType, SectionName>>;

// ---------------------------------------------------------------------------------------------
// The renderer's words around the model's text (site.ts)

/** Words the browser code (`script.js`, `accessibility.js`) shows; the page hands them over. */
export type ScriptMessages = {
  sending: string;
  sent: string;
  failed: string;
  toolbar: string;
  toolbarOpen: string;
  toolbarTitle: string;
  reset: string;
  size: string;
  spacing: string;
  line: string;
  invert: string;
  gray: string;
  links: string;
  cursor: string;
  guide: string;
  speech: string;
  still: string;
  speechOff: string;
  speechNormal: string;
  speechFast: string;
  speechSlow: string;
};

/**
 * The interface words of one language. `{name}`, `{industry}`, `{url}` and `{style}` are filled in
 * by `fill`. README texts are Markdown.
 */
export type Messages = {
  skipLink: string;
  /** The site's own 404 page (`404.html`). */
  notFound: { title: string; text: string; home: string };
  menu: string;
  mainNav: string;
  footerNav: string;
  contactUs: string;
  illustration: string;
  /** A photo's alt text while its owner has not described it and its file name says nothing. */
  photo: string;
  /** Labels the footer's credits of a photo service's photos ("Photos: Jane Doe / Pexels"). */
  photoCredits: string;
  headings: Record<SectionType, string>;
  days: Record<WeekDay, string>;
  daysShort: Record<WeekDay, string>;
  closed: string;
  /** A day (or the whole week) open around the clock, shown instead of 00:00 – 23:59. */
  open24Hours: string;
  /** Said with the opening hours (or instead of them) when the owner sees customers by appointment. */
  byAppointment: string;
  free: string;
  periods: Record<BillingPeriod, string>;
  mostPopular: string;
  plan: string;
  price: string;
  includes: string;
  getStarted: string;
  pricesOnRequest: string;
  visit: string;
  /** Label of the places a business that goes to its customers serves. */
  areaServed: string;
  call: string;
  email: string;
  /** Label of the owner's own website address in the contact details. */
  website: string;
  formName: string;
  formEmail: string;
  formSubject: string;
  formMessage: string;
  formSend: string;
  /** Label of the contact and sign-up forms' spam trap, hidden from sight. */
  honeypot: string;
  /** Integrations: the payments block and its buttons. */
  payHeading: string;
  payOnline: string;
  payPal: string;
  /** Integrations: the newsletter sign-up (its two status words reach script.js when shown). */
  newsletter: { heading: string; button: string; subscribed: string; failed: string };
  followUs: string;
  /** Share links; `{network}` is the network's name. */
  share: { heading: string; on: string; email: string };
  /** The hosting server's page after a form posted without JavaScript. */
  formPage: {
    sentTitle: string;
    subscribedTitle: string;
    errorTitle: string;
    errorText: string;
    confirmTitle: string;
    confirmText: string;
    confirmButton: string;
  };
  footerContact: string;
  footerHours: string;
  footerExplore: string;
  script: ScriptMessages;
  readme: {
    intro: string;
    live: string;
    sections: string;
    style: string;
    files: string;
    /** Heads the list of photographers and photo services the site's photos credit. */
    credits: string;
    fileIndex: string;
    fileStyles: string;
    fileScript: string;
    fileImages: string;
    hosting: string;
    hostingText: string;
    moving: string;
    /** Where the forms post, and what that means on another host. */
    forms: string;
  };
};

// ---------------------------------------------------------------------------------------------
// The offline engine's site copy (copy.ts)

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
  /**
   * The knowledge base's industries (keyed as there) in this language. English leaves it empty:
   * the knowledge base is written in English, and the offline engine reads them from it.
   */
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
  headlines: (industry: IndustryTemplates) => readonly string[];
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
  };
  services: {
    heading: (friendly: boolean) => string;
    free: string;
    from: (amount: string) => string;
  };
  about: {
    heading: (f: CopyFacts) => string;
    body: (f: CopyFacts) => string;
    basedIn: (city: string) => string;
  };
  gallery: { heading: (f: CopyFacts) => string };
  testimonials: { heading: (f: CopyFacts) => string };
  team: { heading: (f: CopyFacts) => string };
  pricing: {
    heading: (f: CopyFacts) => string;
    intro: (f: CopyFacts) => string;
    startingPrice: string;
    periods: Readonly<Record<BillingPeriod, string>>;
  };
  faq: {
    heading: string;
    /**
     * How to reach the business (a template; placeholders like `{name}` are filled): the one
     * question whose answer is true of any business; the others come from the owner's brief.
     */
    contact: readonly [string, string];
    /** How to book, for an owner whose goal is bookings: through the main button. */
    booking: (f: CopyFacts) => readonly [string, string];
    pricesOnRequest: (f: CopyFacts) => readonly [string, string];
    /** How much notice orders need, answered with the owner's own lead-time sentences. */
    leadTime: (notice: string) => readonly [string, string];
    /** Which areas the business covers, answered with the owner's towns, already joined. */
    serviceArea: (towns: string) => readonly [string, string];
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
    /** Hours for a business that sees customers by appointment only: "By appointment". */
    byAppointment: string;
    heading: string;
  };
  /** What the product is, in the owner's words, for a footer on a page with no about text. */
  footer: { product: (f: CopyFacts, product: string) => string };
  images: {
    hero: (f: ImageFacts) => string;
    about: (f: ImageFacts) => string;
    gallery: (f: ImageFacts, caption: string) => string;
    /** Prefix of an image's long description: "Illustration: ". */
    illustration: (alt: string) => string;
  };
};

// ---------------------------------------------------------------------------------------------
// The offline wizard (wizard.ts)

/**
 * Every word the offline wizard says, in one language: its questions, the labels of its
 * widgets, and its replies. The wizard speaks the language the owner writes in; `name` is the
 * business's name as the owner gave it.
 */
/** The colour family of a palette's primary colour. */
export type HueFamily =
  'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'purple' | 'pink' | 'brown' | 'grey';

/**
 * The words of a suggested palette: its name and description are both built from the same
 * facts (hue family, style), so they cannot disagree.
 */
export type PaletteWords = {
  /** The colour as a noun ("blue"). */
  hues: Readonly<Record<HueFamily, string>>;
  /** The style as an adjective agreeing with the colour noun ("modern"). */
  moods: Readonly<Record<SiteStyle, string>>;
  /** "Modern blue". */
  name: (mood: string, hue: string) => string;
  /** A name set apart by its accent colour: "Modern blue with orange". */
  withAccent: (name: string, accentHue: string) => string;
  /** "Modern blue: clean and current…". */
  description: (mood: string, hue: string, style: SiteStyle) => string;
};

export type WizardPhrases = {
  /** BCP 47 tag. */
  language: string;
  /** A suggested palette's name and description. */
  palettes: PaletteWords;
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

// ---------------------------------------------------------------------------------------------
// The customization chat (customize.ts)

/** The words an owner asks for a change with, in one language. */
export type CommandWords = {
  change: readonly string[];
  remove: readonly string[];
  add: readonly string[];
  move: readonly string[];
  /** Two sections change places ("swap the about and services sections"). */
  swap: readonly string[];
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
  /** A warmer, more casual wording of a text ("friendlier", "más cercano", "mit du"). */
  friendlier: readonly string[];
  /** A more formal wording of a text ("more formal", "de usted", "mit Sie"). */
  formal: readonly string[];
  /** Words before a new wording other than "to": "make the button say Book now". */
  say: readonly string[];
  /** "Translate this": a wording in another language, which the owner is asked for. */
  translate: readonly string[];
  /** Where a button leads rather than what it says: "link to", "lleve a", "führen". */
  link: readonly string[];
  /** "Undo that": changes are versions, undone in the chat or restored from the versions panel. */
  undo: readonly string[];
  /** More words than a text has: the owner must give them (the engine never invents copy). */
  longer: readonly string[];
  /** "Move this up / down": one place earlier or later. */
  up: readonly string[];
  down: readonly string[];
  /** "this", "it": the element the owner pointed at. */
  pointer: readonly string[];
  image: readonly string[];
  /** Words that ask for an image's description ("describe", "description", "alt text"). */
  describe: readonly string[];
  /** Those of `describe` that name an image's text by themselves ("alt text"). */
  altText: readonly string[];
  /** What comes before the description's words: "describe it as …", "the alt text is …". */
  describedAs: readonly string[];
  /**
   * What introduces the subject of a photo to search for: "photo of", "fotos de", "Foto von",
   * "תמונה של", "صورة ل" (decision 040). An entry ending in a one-letter word or an apostrophe
   * ("صورة ل", "photo d'") is written together with the subject; one ending in the image word
   * itself ("תמונת", "صورة") is a construct, its subject's own article making it definite.
   */
  photoOf: readonly string[];
  /**
   * Determiners that make a photo one the site already shows ("the photo of the team", "das
   * Foto von …"): lower-case words, or (Hebrew, Arabic) the article written onto the noun.
   */
  photoThe: readonly string[];
  /** Determiners and words that ask for a new photo: "a", "some", "another", "with", "una". */
  photoA: readonly string[];
  /** Verbs that ask for a search whatever the article: "find", "busca", "such", "חפש". */
  photoFind: readonly string[];
  /**
   * Before the image a searched photo is for: "for", "in", "para", "für"; Hebrew and Arabic
   * one-letter ones ("ב", "ل") are written onto the noun.
   */
  photoFor: readonly string[];
  /** The hero's picture by other names: "cover", "banner", "portada", "Titelbild". */
  heroImage: readonly string[];
  /** Polite words at the end of a request, no part of what it asks for: "please", "bitte". */
  please: readonly string[];
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
  /**
   * Short day names ("Mo", "lun", "ma", "א׳"), Sunday first: read only next to another day
   * ("Mo–Fr", "lun-ven") or a time ("sáb 9-13"), since alone they are often other words.
   */
  daysShort: readonly (readonly string[])[];
  /** The working days together ("weekdays", "entre semana") and the days off ("weekends"). */
  weekdays: readonly string[];
  weekend: readonly string[];
  /** The days "weekdays" means here, Sunday = 0: Monday to Friday, Sunday to Thursday in Israel. */
  workWeek: readonly number[];
  everyDay: readonly string[];
  /** Between the two ends of a range of days or times: "to", "a", "bis", "עד". */
  through: readonly string[];
  /** Open around the clock: "24/7", "24h/24", "rund um die Uhr". */
  allDay: readonly string[];
  /** Customers come by appointment: "by appointment", "sur rendez-vous". */
  appointment: readonly string[];
  /** "only", "solo", "nur": by appointment and no opening hours. */
  only: readonly string[];
  /** A date or season a change would wait for: the months, "next week", "Christmas". */
  dated: readonly string[];
  /**
   * "section": the page's block rather than the fact it shows ("remove the hours section", "add
   * a services section"), which the section reader takes.
   */
  section: readonly string[];
  price: readonly string[];
  plan: readonly string[];
  /** A service card: "the nail trim service", "add a service". */
  service: readonly string[];
  /** "We no longer do …": the owner stopped offering what the sentence names. */
  noLonger: readonly string[];
  /** "We now/also offer …": what follows is new ("also", "now", "désormais"). */
  newly: readonly string[];
  rename: readonly string[];
  /** The business's own name ("the company name", "the business"). */
  businessName: readonly string[];
  tagline: readonly string[];
  /** One FAQ entry ("question", "faq entry"); the whole FAQ is `sections.faq`. */
  question: readonly string[];
  answer: readonly string[];
  /** "the question about parking". */
  about: readonly string[];
  /** The short labels of a written-out entry: "Q: … A: …", "P: … R: …". */
  questionLabel: readonly string[];
  answerLabel: readonly string[];
  /**
   * "The first question", "the second one": first to fifth, one list each; they also pick the
   * nth of the wordings offered.
   */
  ordinals: readonly (readonly string[])[];
  /** "the last question". */
  lastOne: readonly string[];
  /** Before the new wording of an answer: "say that", "pon que". */
  sayThat: readonly string[];
  colour: readonly string[];
  /** Colour words palettes.ts does not know, by the English word it does. */
  colours: Readonly<Record<string, readonly string[]>>;
  /** "dark blue", "azul oscuro": the word beside a colour that darkens it. */
  dark: readonly string[];
  /** "light blue", "azul claro": the word beside a colour that lightens it. */
  light: readonly string[];
  /** Mood words for each style ("cleaner", "more professional"). */
  styles: Readonly<Partial<Record<SiteStyle, readonly string[]>>>;
  /** The font stacks by name ("serif", "sans-serif", "rounded"). */
  fontStacks: Readonly<Record<FontStack, readonly string[]>>;
  font: readonly string[];
  /** What a font request is for: the headings, or the body text. */
  headings: readonly string[];
  bodyText: readonly string[];
  /** The look as a thing to change: "style", "look", "design". */
  look: readonly string[];
  /** The whole site as what a look request changes: "the site", "everything". */
  site: readonly string[];
  /** Words that make a mood word a request: "more", "less", "too", "a bit". */
  more: readonly string[];
  /** Moves of the current colours ("warmer", "too dark"), by move. */
  moves: Readonly<Record<ColourMove, readonly string[]>>;
  /** Look words too vague to act on ("make it pop", "nicer"): the chat asks which way. */
  vague: readonly string[];
  sections: Readonly<Partial<Record<SectionType, readonly string[]>>>;
};

/**
 * Word swaps between a language's informal and formal address (tú/usted, tu/vous, du/Sie), each
 * a [from, to] pair of whole words or phrases. A `^` before the first word limits the swap to the
 * start of a sentence, for imperatives that are also nouns ("Reserva una clase" / "una reserva").
 * A `from` with capitals is matched with its case (German "Sie", never "sie").
 */
export type RegisterWords = {
  /** Informal to formal, [from, to] pairs. */
  formal: readonly (readonly string[])[];
  /** Formal to informal, [from, to] pairs. */
  friendly: readonly (readonly string[])[];
  /**
   * Words of the informal address with no safe swap: a text keeping one is not rewritten. A
   * `*` starts an ending that marks any word ("*ez": French "cliquez", "réservez").
   */
  informal: readonly string[];
  /** Words of the formal address with no safe swap, as `informal`. */
  polite: readonly string[];
  /** Words with a marking ending that belong to neither address (French "chez", "assez"). */
  neutral: readonly string[];
};

/** How the chat rewrites a site's text in the site's language (longer, another register). */
export type RewritePhrases = {
  /** A heading with what the business offers added: "Fresh bread: sourdough and croissants". */
  withOffer: (text: string, items: string) => string;
  /** A sentence of what the business offers, added after a text of sentences. */
  offerSentence: (items: string) => string;
  /** A sentence of where the business is, added after a text of sentences. */
  citySentence: (city: string) => string;
  register: RegisterWords;
};

/** What the customization chat's options menu offers (its order is the engine's `TOPICS`). */
export type Topic =
  'colors' | 'style' | 'headline' | 'sections' | 'prices' | 'contact' | 'images' | 'faq';

/**
 * Why a photo search gave nothing to choose from, as the owner is told: the key refused, the
 * rate limited, no answer in time, or nothing that is a usable image.
 */
export type PhotoSearchProblem = 'unauthorized' | 'rate_limited' | 'unavailable' | 'unusable';

/** Everything the customization chat says, in one language. */
export type CustomizeReplies = {
  /** "Here is what I will change: a, b. Applying it now." */
  applying: (notes: readonly string[]) => string;
  menuQuestion: string;
  menuHint: string;
  options: Readonly<Record<Topic, { label: string; description: string }>>;
  followUp: Readonly<Record<Topic, string>>;
  sectionNames: Readonly<Record<SectionType, string>>;
  palette: (colour: string) => string;
  style: (style: string) => string;
  /** The styles by name, as `style` names them: "modern". */
  styleNames: Readonly<Record<SiteStyle, string>>;
  /** A colour move as what it makes of the palette, for `paletteMoved`: "warmer". */
  moves: Readonly<Record<ColourMove, string>>;
  /** "a warmer, darker palette (red and orange)": the moves and the colours that lead now. */
  paletteMoved: (moves: readonly string[], colours: string) => string;
  /** The font stacks, as `fontsFor` names them: "a serif font". */
  fontNames: Readonly<Record<FontStack, string>>;
  /** "a serif font for the headings". */
  fontsFor: Readonly<Record<FontTarget, (font: string) => string>>;
  /** "Your site already has the elegant style", "… a serif font for the headings". */
  alreadyHas: (what: string) => string;
  /** The question for a look request too vague to act on ("make it pop"). */
  lookQuestion: string;
  /** The question for "other colours" without a direction. */
  colourQuestion: string;
  /** The question for "another font" without saying which. */
  fontQuestion: string;
  /**
   * The choices the look questions offer, as the owner would ask for them: each is sent back as
   * the owner's next message and must read as that change.
   */
  lookChoices: Readonly<Record<ColourMove | SiteStyle | FontStack, string>>;
  text: (what: string, value: string) => string;
  headline: string;
  /** "the business name", "the tagline": what `text(what, value)` names. */
  businessName: string;
  /** "the photo's description": its alt text, as `text(what, value)` names it. */
  imageDescription: string;
  tagline: string;
  subheading: string;
  button: string;
  headingOf: (section: string) => string;
  textOf: (section: string) => string;
  /** "What should the button say?" */
  askValue: (what: string) => string;
  /** The question over shorter wordings to pick from, when no cut of the text keeps its sense. */
  shorterChoice: (what: string, current: string) => string;
  /** A rewrite the engine cannot make well (a tone, a shorter or longer text): the new words. */
  rewriteAsk: (what: string, current: string) => string;
  /**
   * Where a button leads, with the preposition `linkTo`'s verb takes: "to the gallery section",
   * "to your phone number (…)", "to your email address (…)".
   */
  linkSection: (section: string) => string;
  linkPhone: (phone: string) => string;
  linkEmail: (email: string) => string;
  /** "the button now leads to the gallery section". */
  linkTo: (place: string) => string;
  /** The button leads there already: nothing changes. */
  linkAlready: (place: string) => string;
  /** "Where should the button lead?" */
  askLink: string;
  /** An address the owner wrote out, with the preposition `linkTo`'s verb takes: "to https://…". */
  linkAddress: (address: string) => string;
  /** A text taken off the page, as a change: "removing the button". */
  textRemoved: (what: string) => string;
  /** A translation asked for: the engine asks for the words in the other language. */
  translateAsk: (what: string, current: string) => string;
  removed: (section: string) => string;
  added: (section: string) => string;
  moved: (section: string) => string;
  planAdded: (name: string) => string;
  planPrice: (name: string, price: string) => string;
  planRenamed: (from: string, to: string) => string;
  planRemoved: (name: string) => string;
  currency: (code: string) => string;
  /** The days as said mid-sentence ("Saturday", "sábado"), keyed as `WeekDay`. */
  days: Readonly<Record<WeekDay, string>>;
  /** "Tuesday to Friday". */
  dayRange: (first: string, last: string) => string;
  /** "Saturday: 09:00–13:00". */
  dayHours: (days: string, hours: string) => string;
  /** "Monday: closed". */
  dayClosed: (days: string) => string;
  openAllDay: string;
  /** By appointment only: the week is taken off the page. */
  appointmentOnly: string;
  /** "By appointment" said next to the opening hours. */
  appointmentToo: string;
  hoursRemoved: string;
  /** Asked to take the hours off a site that shows none. */
  noHours: string;
  /** The contact fields, named mid-sentence for `text(what, value)`. */
  phone: string;
  email: string;
  website: string;
  address: string;
  /** After a contact note: the sections whose texts said the old value and now say the new one. */
  alsoIn: (sections: readonly string[]) => string;
  /** What a request asks for is what the site says already: "Saturday: 07:00–15:00". */
  unchanged: (what: string) => string;
  /** A change for a later date: the site cannot schedule it. */
  askDated: string;
  /** A day's hours half given (an opening time for a closed day): ask for both. */
  askDayHours: (days: string) => string;
  /** Some days' hours on a site that shows none: ask for the whole week. */
  askWeek: string;
  /** A value that is not one ("an email without @"): ask for it again. */
  askInvalid: (what: string, value: string) => string;
  faqAdded: (question: string, answer: string) => string;
  faqRemoved: (question: string) => string;
  /** "the answer to “Do you deliver?”: “Yes, within 10 km”". */
  faqAnswered: (question: string, answer: string) => string;
  /** "the question “A” now reads “B”". */
  faqReworded: (from: string, to: string) => string;
  /** Moving an entry to `place` (1-based) of `count`: the top, the end, or a position. */
  faqMoved: (question: string, place: number, count: number) => string;
  /** "Which question do you mean: “A” or “B”?" */
  faqWhich: (questions: readonly string[]) => string;
  /** A new entry asked for without its words: the question and the answer, both. */
  faqNew: string;
  /** A new question given without its answer. */
  faqAskAnswer: (question: string) => string;
  /** An answer to change, its new words not given. */
  faqAskNewAnswer: (question: string) => string;
  /** A question to reword, its new words not given. */
  faqAskNewQuestion: (question: string) => string;
  /** Moving an entry to where it already is. */
  faqInPlace: (question: string) => string;
  /** Editing or removing an entry on a site with no FAQ: offers to start one. */
  noFaq: string;
  noSection: (section: string) => string;
  already: (section: string) => string;
  noPlan: (name: string) => string;
  /** Service cards: what changed, named by the card's title. */
  serviceAdded: (name: string) => string;
  serviceRemoved: (name: string) => string;
  serviceRenamed: (from: string, to: string) => string;
  servicePrice: (name: string, price: string) => string;
  servicePriceRemoved: (name: string) => string;
  serviceText: (name: string, text: string) => string;
  /** A question: what to change about a named card (its name, price or description). */
  serviceWhat: (name: string) => string;
  /** A question: which of the cards named is meant. */
  serviceWhich: (names: readonly string[]) => string;
  /** A question: the name (and price) of the service to add. */
  serviceAsk: string;
  /** Every price taken off the site; and the answer when the site shows none. */
  pricesRemoved: string;
  /** Questions instead of an empty team or reviews section: Zappy never makes up people or reviews. */
  teamAsk: string;
  reviewsAsk: string;
  noPrices: string;
  noQuestion: string;
  noImages: string;
  imageQuestion: string;
  businessQuestion: string;
  /** After the owner replaced an image through the widget (a new version is live). */
  imageReplaced: string;
  /**
   * A photo search the owner asked for (decision 040): what the chat says with what it found,
   * or why it found nothing. Each reason for nothing says the site did not change and offers
   * the owner's own upload, which the widget under it holds.
   */
  photoSearch: {
    /** With the photos: pick one, and (`pickImage`) which of the site's images it replaces. */
    found: (query: string, pickImage: boolean) => string;
    /** The search found nothing for the words. */
    none: (query: string) => string;
    /** No photo service and no image generator is set up on this Zappy. */
    off: string;
    /** The service refused the key, limited the rate, did not answer, or sent no usable image. */
    failed: Readonly<Record<PhotoSearchProblem, string>>;
  };
  /** After the owner saved the business editor widget (a new version is live). */
  businessSaved: string;
  faqAsk: string;
  /**
   * "Undo that": the newest change has an Undo button under it in the chat, and older ones are
   * restored from the versions panel (its labels are AppWords' `customize.undo`,
   * `preview.versions.restore` and `preview.versions.title`, in the site's language).
   */
  undoHint: string;
};

// ---------------------------------------------------------------------------------------------
// Reading words (reading.json): the words the offline reader and the brief's "Not used yet" list
// recognise in an owner's messages, lower-case, whole words or phrases

/** Words that carry no fact of their own, by word class. */
export type ReadingWords = {
  /** A whole answer that means "skip" or "you choose" ("no preference", "pas de préférence"). */
  nonAnswers: readonly string[];
  /**
   * Function words: articles, pronouns, prepositions, conjunctions, auxiliaries, yes/no and
   * greetings, the lead verbs of a description ("we do", "we offer", "open", "call") and contact
   * labels ("phone", "email", "whatsapp"). A clause made only of these says nothing to keep.
   */
  functionWords: readonly string[];
  /** Finite verbs a list item opens with when the items share a subject ("we repair, sell, do"). */
  leadVerbs: readonly string[];
  /**
   * Verbs after "we" or "I" that say something other than what the business offers: being and
   * having, where it works and when it opens, whom it helps ("we are", "we cover", "we open",
   * "we love"). Any other verb there opens what it does ("we service bikes"), word list or not.
   */
  notOfferVerbs: readonly string[];
  /**
   * Verbs whose object is what the business sells or makes ("we sell helmets", "hacemos pan"):
   * the object alone names the service. Any other verb is part of it ("Reparar fugas", "Fietsen
   * repareren"), or the name would say "leaks" for "we repair leaks".
   */
  productVerbs: readonly string[];
  /** Adverbs and connectives that join clauses ("then", "ensuite"): never a plan's or item's name. */
  connectives: readonly string[];
  /**
   * Words between a price and what it is for ("$20 per class", "12 € por clase", "15 € a
   * lezione"); one ending in "-" is a prefix joined to the noun ("ל-": "60 ₪ לשיעור").
   */
  perWords: readonly string[];
  /**
   * How an owner says they go to their customers, up to the places ("vou ao", "ich komme zu
   * Ihnen nach", "מגיעה אליכם ב-"): the places after it are the area served, and the business is mobile.
   * One ending in "-" is a prefix joined to the first place ("מגיעה אליכם ב-": "בחיפה").
   */
  comingTo: readonly string[];
};

// ---------------------------------------------------------------------------------------------
// One language (locale.ts)

/** Every word of one language, by concern. */
export type Locale = {
  site: Messages;
  copy: SitePhrases;
  wizard: WizardPhrases;
  customize: { words: CommandWords; replies: CustomizeReplies; rewrite: RewritePhrases };
  sections: SectionNames;
  reading: ReadingWords;
};

// ---------------------------------------------------------------------------------------------
// The web app's words (app.ts): what the owner reads around the server's replies — the brief
// before generation and its validation texts, the chat widgets, the customization chat's own.
// Loaded by the web app through `app-words.ts`, one language at a time, never with the phrasebooks.

/** The brief's words: its fields, buttons, "Not used yet" and validation texts. */
export type AppWords = {
  brief: {
    title: string;
    intro: string;
    loading: string;
    saving: string;
    saved: string;
    saveFailed: string;
    fields: {
      businessName: string;
      industry: string;
      street: string;
      city: string;
      state: string;
      zip: string;
      country: string;
      services: string;
      plans: string;
      planName: string;
      planPrice: string;
      currency: string;
      hours: string;
      hoursHint: string;
      email: string;
      phone: string;
      website: string;
      goal: string;
      callToAction: string;
      language: string;
      palette: string;
      images: string;
      about: string;
      notes: string;
      /** The list of towns or areas a business that goes to its customers serves. */
      serviceArea: string;
      /** The checkbox: the owner sees customers by appointment. */
      byAppointment: string;
    };
    groups: { business: string; where: string; offer: string; contact: string; look: string };
    addService: string;
    addPrice: string;
    addNote: string;
    addArea: string;
    /** The goals the reader knows (the brief stores the key), as the goal select names them. */
    goals: Record<BriefGoal, string>;
    /** The accessible name of a list item's remove button. */
    remove: (item: string) => string;
    notGiven: string;
    chosenForYou: string;
    notUsed: {
      title: string;
      intro: string;
      empty: string;
      asService: string;
      asNote: string;
      toAbout: string;
      ignore: string;
      /** The group of one item's buttons, named by the item. */
      actionsFor: (text: string) => string;
      failed: string;
    };
    errors: {
      nameRequired: string;
      invalidEmail: string;
      invalidPhone: string;
      invalidWebsite: string;
      planName: (n: number) => string;
      planPrice: (n: number) => string;
      areaTooLong: (n: number) => string;
      tooManyAreas: string;
    };
    /**
     * How customers reach the business (the requirements' `serviceMode`): the question, and an
     * answer per mode: they come to the business, it goes to them, or it serves them online.
     */
    reach: { question: string; premises: string; mobile: string; online: string };
  };
  /** The wizard's own words around the conversation. */
  wizard: {
    /** Back from sign-in; the English is the spec's (section 4). */
    welcomeBack: string;
    loadingConversation: string;
    title: string;
    intro: string;
    /** The free-text composer's label and placeholder. */
    messageLabel: string;
    messagePlaceholder: string;
    /** Announced while Zappy writes a reply. */
    typing: string;
    /** Above Generate; the buttons' own texts are the spec's. */
    ready: { title: string; build: string; signIn: string; starting: string };
  };
  /**
   * The conversation's widgets: their hints, Submit and the "type your own" field, and the
   * customization chat's own widgets (image replacement, business details).
   */
  widgets: {
    submit: string;
    answerFor: (question: string) => string;
    selected: (count: number) => string;
    chooseOne: string;
    chooseAll: string;
    choosePalette: string;
    chooseColour: string;
    chooseImage: string;
    slider: string;
    text: string;
    ownValue: string;
    rating: {
      /** One of the rating's choices: "4 stars". */
      stars: (count: number) => string;
      /** The hint before a choice, for 1 to `max` stars. */
      rate: (max: number) => string;
      /** The hint once the owner has rated. */
      rated: (count: number) => string;
      /** The owner's answer as their chat bubble shows it: "4 out of 5 stars". */
      answer: (count: number, max: number) => string;
    };
    /** The label over the slider's value. */
    sliderValue: string;
    /** Read before the text input's "12/500" counter. */
    charactersUsed: string;
    /** The image step's photos and the owner's own (decision 032). */
    heroPhotos: {
      /** Under a photo service's photo, as its terms ask: "Photo: Ana Lima / Pexels". */
      credit: (name: string, provider: string) => string;
      /** The heading of the owner's own photo, under the choices. */
      uploadOwn: string;
      /** The button that picks the owner's photo (its description is asked first). */
      choose: string;
      /** Shown when a photo is picked before it is described. */
      describeFirst: string;
      /** Said once the photo is added (and selected). */
      added: string;
      /** When the upload failed for a reason the server did not explain (the network). */
      failed: string;
    };
    /**
     * The customization chat's image replacement. Its size error and upload failure are the
     * spec's English texts (section 8), so they are not here.
     */
    imageReplace: {
      /** The button that picks a new file for one image. */
      replace: string;
      /** The button while its file uploads. */
      uploading: string;
      /** Under an image once it has been replaced. */
      replaced: string;
      /** The neutral box shown for an image that does not load, named by the image's alt text. */
      unavailable: (alt: string) => string;
      /** The owner's answer as their chat bubble shows it. */
      answer: (image: string, file: string) => string;
      /** The label of a photo's description field, next to its file choice (decision 026). */
      describe: string;
      /** Said of a photo that came without a description, which the widget then asks for. */
      noDescription: string;
      /** The button that saves a photo's description as a new version. */
      save: string;
      /** Once the description is saved. */
      described: string;
    };
    /** The customization chat's business-details widget. */
    businessEditor: {
      title: string;
      /** The names of what the widget lists about the business. */
      terms: {
        company: string;
        email: string;
        phone: string;
        website: string;
        address: string;
        hours: string;
      };
      /** Day names in the opening hours ("Monday–Friday 09:00–17:00"). */
      days: Readonly<Record<WeekDay, string>>;
      /** A closed day's hours, after its name: "Sunday closed". */
      closed: string;
      /** The button that opens the business-info editor. */
      edit: string;
      /** The owner's chat bubble once the editor has saved. */
      answer: string;
    };
  };
  /** The customization chat's own words, in the site's language (the replies are the server's). */
  customize: {
    /** The greeting: what the assistant can really do, and that every change is a version. */
    welcome: string;
    /**
     * A change gone live, by the version it made. The reply before it already said what changed
     * in the owner's language, so the server's English summary is not repeated.
     */
    applied: (version: number) => string;
    /** The button under that message that restores the version before the change. */
    undo: string;
    /** Its accessible name, by the version it goes back to: "Undo: back to version 3". */
    undoTo: (version: number) => string;
    /** The change was undone: the site is back as that version was. */
    undone: (version: number) => string;
    /** The conversation's accessible name. */
    conversation: string;
    /** The text box's accessible name; its placeholder is the spec's English. */
    messageLabel: string;
    /** The part of the preview the next message is about, named by its label. */
    editing: (label: string) => string;
    /** The accessible name of the button that drops that part. */
    stopEditing: (label: string) => string;
  };
  /**
   * The preview's feedback panel. Its toasts are the spec's English texts (section 8); the
   * suggestions and questions in it are the server's.
   */
  feedback: {
    title: string;
    /** The text box's label. */
    label: string;
    /** An example of feedback, in the text box while it is empty. */
    placeholder: string;
    submit: string;
    submitting: string;
    /** Shown before the owner has given any feedback. */
    empty: string;
    /** The accessible name of the list of earlier feedback. */
    earlier: string;
    /** Read before an earlier entry's date, its separator included: "Your feedback, ". */
    yours: string;
    /** The headings over the server's answers to one entry. */
    suggestions: string;
    questions: string;
  };
  /** The chat around the messages, shared by the wizard and the customization chat. */
  chat: {
    /** Read by screen readers before each of the owner's messages. */
    youSaid: string;
    /** Read before each of the assistant's messages, named by `assistant` or "Zappy". */
    said: (name: string) => string;
    /** The accessible name of the button that sends a message. */
    send: string;
    /** The customization chat's assistant; the wizard's is Zappy, a name in every language. */
    assistant: string;
    /** The accessible name of the wizard's conversation. */
    conversation: string;
  };
  /** Every dialog's own words. */
  dialog: {
    /** The accessible name of the button in a dialog's corner. */
    close: string;
  };
  /**
   * The business-info editor, from the preview and from the customization chat's business
   * widget. Its status texts and validation errors, Cancel and 'Update Website' are the spec's
   * English (sections 2, 5 and 8), so they are not here.
   */
  businessInfo: {
    title: string;
    companyName: string;
    email: string;
    phone: string;
    /** The heading over the address fields. */
    address: string;
    street: string;
    city: string;
    state: string;
    zip: string;
    country: string;
    /** The heading over the week. */
    hours: string;
    /** Day names, as each day's row starts. */
    days: Readonly<Record<WeekDay, string>>;
    /** A day's checkbox: it is closed all day. */
    closed: string;
    /** That checkbox's accessible name, named by the day: "Closed on Monday". */
    closedOn: (day: string) => string;
    /** The accessible names of a day's two times: "Monday opens at". */
    opensAt: (day: string) => string;
    closesAt: (day: string) => string;
    /** Between a day's opening and closing time. */
    to: string;
  };
  /**
   * The preview page's own controls around the site. Its title, Back to Dashboard, the
   * Regenerating... indicator, Integrations, Regenerate, Export, Live Site, the Customize Website
   * heading with its subtitle, Cancel, its loading and error states and its toasts are the spec's
   * English (sections 2 and 8), so they are not here.
   */
  preview: {
    /**
     * The Publishing section's heading and its toggle (hosting, domains, code repository); what
     * it opens has its own phrasebook, `PublishingWords`, loaded with it.
     */
    publishing: string;
    /** While the Publishing panel's code, and with it its own phrasebook, is fetched. */
    publishingLoading: string;
    /** Opens the customization chat where it is a slide-over (narrow screens). */
    customize: string;
    /** Closes that slide-over. */
    closeCustomize: string;
    /** Opens the business-info editor from the chat's header. */
    businessInfo: string;
    /** A version by its number: beside the site's name, and in the list of versions. */
    version: (version: number) => string;
    /** Read after Live Site, which opens in a new tab. */
    newTab: string;
    /** Instead of the frame while the site has no address. */
    noPage: string;
    /** The frame's accessible name, by the site's name. */
    frameTitle: (site: string) => string;
    /** The frame's address bar for a preview with no public address. */
    privatePreview: string;
    /** Point and edit: picking a part of the preview for the chat's next message. */
    pointAndEdit: {
      button: string;
      /** What to do, while picking. */
      picking: string;
      /** A part the site model cannot change. */
      notEditable: string;
      failed: string;
      /** The picked part as the chat names it: a text by itself, quoted. */
      text: (text: string) => string;
      /** An image by its name, and one without a name. */
      image: (name: string) => string;
      thisImage: string;
      /** A section by its heading. */
      section: (name: string) => string;
    };
    /** The Export menu's entries (its button is the spec's English). */
    exportMenu: {
      exporting: string;
      zip: string;
      zipText: string;
      json: string;
      jsonText: string;
    };
    /** The list of versions; a version's number and reason come with it. */
    versions: {
      title: string;
      /** Shown while the first version is generated. */
      pending: string;
      /** The list's accessible name. */
      list: string;
      /** Badges: the version the public address shows, and the one being edited. */
      live: string;
      current: string;
      restore: string;
      /** The Restore button's accessible name. */
      restoreVersion: (version: number) => string;
      /** The confirmation dialog's title and text. */
      confirmTitle: (version: number) => string;
      confirmText: string;
      restoring: string;
      /** The toast once restored; `to` is null when the server named no new version. */
      restored: (from: number, to: number | null) => string;
      /** The toast when the server gave no reason of its own. */
      failed: string;
    };
    /** The Regenerate dialog (its Regenerate and Cancel buttons are the spec's English). */
    regenerate: {
      title: string;
      intro: (site: string) => string;
      /** The text box's label, and the note after it that it may stay empty. */
      label: string;
      optional: string;
      placeholder: string;
      hint: string;
      starting: string;
    };
    /**
     * "What your site says": which of the owner's facts the site shows and where, which it left
     * out and why, and what to say when regenerating.
     */
    fidelity: {
      title: string;
      /** Which version the report is about. */
      intro: (version: number) => string;
      /** After the intro when the version on screen is another one. */
      lookingAt: (version: number) => string;
      shownTitle: string;
      /** Under `shownTitle` when no fact is shown. */
      noneShown: string;
      leftOutTitle: string;
      /** Under `leftOutTitle` when nothing is left out. */
      nothingLeftOut: string;
      /** Heads the images that show an illustration because the photo service gave no photo. */
      photosTitle: string;
      /**
       * One line for such images: `places` lists their sections, `provider` names the service;
       * `failed` when it refused or failed, false when it had no photo that fits.
       */
      photoFallback: (places: string, provider: string, failed: boolean) => string;
      /** Joins facts or places as a sentence in the language does: "a, b and c". */
      list: (items: readonly string[]) => string;
      /** A fact's value, quoted. */
      quote: (text: string) => string;
      /** One line per kind of fact shown, from the facts' values: "Your 3 prices: a, b and c". */
      shown: Readonly<Record<FidelityFactKind, (values: readonly string[]) => string>>;
      /** A kind of fact as a noun, before a left-out fact's quoted value: "your address". */
      nouns: Readonly<Record<FidelityFactKind, string>>;
      /** Why a fact is not on the site, from its noun and value: "your hours “Sat 9–12”". */
      leftOut: Readonly<Record<LeftOutReason, (fact: string) => string>>;
      /** Why a usual section is not on the site, and what to say instead. */
      omitted: Readonly<Record<Exclude<OmittedSectionReason, 'never-invented'>, string>> & {
        /** Team members and reviews are never made up. */
        'never-invented': { team: string; reviews: string };
      };
      /** Where on the page a fact is, after its line in parentheses: "Contact and Footer". */
      places: Readonly<Record<SectionType, string>>;
    };
  };
};

/** What a site is for, as the reader stores it in the brief's goals. */
export type BriefGoal =
  'donations' | 'signups' | 'bookings' | 'orders' | 'quotes' | 'sales' | 'volunteers';

// ---------------------------------------------------------------------------------------------
// The integrations UI's words (integrations.ts): the preview's integrations panel, the Add
// Integrations modal, the edit and remove dialogs, and the email dialog with its DNS guide and
// help. Loaded through `integration-words.ts` by the integrations feature only, which loads lazily,
// so not even the English ships with a page's first load.

/**
 * The integrations UI's own words, in the site's language. The catalogue's words (tool names,
 * descriptions, setting labels), the server's reasons and the texts the product spec quotes (the
 * fallbacks "Failed to get available integrations", "Failed to apply integrations" and the email
 * texts of its section 8) come as they are.
 */
export type IntegrationWords = {
  /** Between a label and what it labels: ": ", French " : ". */
  colon: string;
  /** Every dialog's button that leaves without changing anything. */
  cancel: string;
  /** While the catalogue or the site's integrations load. */
  loading: string;
  /** One tool's settings as a group, by its name: "Plausible Analytics settings". */
  settings: (name: string) => string;
  /** The categories, as the modal's tabs and an applied integration's line name them. */
  categories: Readonly<Record<IntegrationCategory, string>>;
  /**
   * The email tools, whose server offers more than one (a one-tool server goes by the
   * catalogue's name): "Send from your domain", "Contact-form delivery".
   */
  tools: { sendFromDomain: string; deliverContactForm: string };
  /** An applied integration's badge, in words and not only in colour. */
  status: Readonly<Record<IntegrationStatus, string>>;
  /** The panel: what is on the site, with Edit and Remove, and the server's suggestions. */
  panel: {
    title: string;
    /** The accessible name of the panel's corner button. */
    close: string;
    /** Its heading over what is applied. */
    applied: string;
    /**
     * The badge of an applied integration the site leaves out (its script's host is no longer
     * allowed), above the server's reason.
     */
    leftOut: string;
    /** The sentence when the integrations cannot be loaded, with the server's reason if any. */
    loadFailed: (reason: string | null) => string;
    retry: string;
    /** Instead of the list while nothing is applied. */
    empty: string;
    /** The email sender's button, before its DNS records are published and after. */
    setUpEmail: string;
    emailSettings: string;
    remove: string;
    /** Remove's accessible name, by the integration's name; it holds `remove`'s word. */
    removeNamed: (name: string) => string;
    /** The confirmation: its title, its text by the integration's name, its busy button. */
    confirmTitle: string;
    confirmText: (name: string) => string;
    removing: string;
    /** The toast once removed, and when the server gave no reason for a failure. */
    removed: (name: string) => string;
    removeFailed: string;
    suggested: string;
    /** A suggestion's priority, by the level's own word from `priorities`. */
    priority: (level: string) => string;
    priorities: Readonly<Record<IntegrationPriority, string>>;
    /** A suggestion's button, and its accessible name by the integration's name. */
    add: string;
    addNamed: (name: string) => string;
  };
  /** The Add Integrations modal; its title is the panel's button too. */
  add: {
    title: string;
    intro: string;
    /** The search box's label and placeholder. */
    search: string;
    /** The tabs' accessible name, and the first tab's. */
    tabs: string;
    all: string;
    /** Under a tab with nothing in it, and when the search finds nothing. */
    emptyCategory: string;
    /** The search found nothing, by the owner's words (quoted here). */
    noMatch: (query: string) => string;
    /** Over the server's reasons when it refused the selection. */
    refused: string;
    /** How many tools are selected; nothing is a sentence of its own. */
    nothingSelected: string;
    selected: (count: number) => string;
    apply: string;
    applying: string;
    /** The toast once applied. */
    applied: string;
  };
  /** The edit of one applied integration. */
  edit: {
    /** The button beside an applied integration that opens its settings. */
    button: string;
    /**
     * That button's accessible name and the dialog's title, by the integration's name; it holds
     * `button`'s word, so speech users can say what they see.
     */
    named: (name: string) => string;
    /** Under the dialog's title. */
    intro: string;
    save: string;
    saving: string;
    /** Over the server's reasons when it refused the settings. */
    refused: string;
    /** The toast once saved, by the integration's name. */
    updated: (name: string) => string;
    /** The error when the server gave no reason of its own. */
    failed: string;
  };
  /** The settings form generated from a tool's schema (the settings' own names are the catalogue's). */
  form: {
    /** A required choice's empty option, and an optional one's. */
    choose: string;
    none: string;
    noSettings: string;
    /** Over a form of which at least `count` settings must be filled in. */
    atLeast: (count: number) => string;
  };
  /** The email dialog: sending from the owner's own domain, in three steps. */
  email: {
    title: string;
    /** The steps' accessible name, one step by its number, the three steps' names. */
    stepsLabel: string;
    step: (step: number) => string;
    steps: { configuring: string; dns: string; complete: string };
    /** Read after a step's name, in parentheses. */
    stepStates: { current: string; done: string; skipped: string };
    /** This server sends no mail; its first sentence is contract's `EMAIL_MESSAGES.noOutgoingMail`. */
    noOutgoingMail: string;
    loading: string;
    /** The email integration is not applied; `addFirst` says where to apply it (the modal's title). */
    notConfigured: string;
    addFirst: string;
    /** The settings' summary. */
    domain: string;
    sender: string;
    yourEmail: string;
    /** Step 3, by the domain: its records were just verified, or there were none to publish. */
    verified: (domain: string) => string;
    ready: (domain: string) => string;
    test: {
      title: string;
      /** The address field's label. */
      label: string;
      send: string;
      sending: string;
      sent: (address: string) => string;
    };
  };
  /** Step 2, the DNS records to publish (their descriptions are the server's). */
  dns: {
    /** What to do with `count` records; it names the Verify button by `verify`'s word. */
    intro: (count: number) => string;
    status: { verified: string; pending: string };
    /** A record by its number. */
    record: (number: number) => string;
    name: string;
    value: string;
    copyName: string;
    copyValue: string;
    /** Read after a field's label and its Copy button, so each has a name of its own. */
    ofRecord: (number: number) => string;
    copied: string;
    copyFailed: string;
    /** The spec's propagation times (section 2), said here and in the help. */
    propagation: string;
    /** A record the lookup did not find, when the server named no problem. */
    notFound: string;
    verify: string;
    verifying: string;
    help: string;
  };
  /** The DNS guide's "Need help?" dialog. */
  help: {
    title: string;
    addingTitle: string;
    adding: string;
    /** Where the TXT records go at common DNS hosts (their menus as the hosts name them). */
    hosts: { cloudflare: string; godaddy: string; namecheap: string; others: string };
    /** The last host's name: "Google Cloud DNS and others". */
    othersName: string;
    recordsTitle: string;
    /** What each record does, as a sentence after its name: "SPF lists …". */
    records: { spf: string; dkim: string; dmarc: string };
    support: string;
    close: string;
  };
};

// ---------------------------------------------------------------------------------------------
// Photo search words (<lang>/photo-search.ts): the image panel's search of a photo service

/**
 * The customization chat's photo search (decision 040): the search box of the image widget,
 * its results with their credits, and where a chosen photo goes. Only the customization chat
 * imports them, and it loads lazily, so not even their English is in a page's first load.
 */
export type PhotoSearchWords = {
  /** The search field's label, and the name of the search region. */
  title: string;
  /** An example of words to search with, in the empty field. */
  placeholder: string;
  search: string;
  searching: string;
  /** The results' group name: "Photos of “sourdough loaves”". */
  results: (query: string) => string;
  /** Said when the results arrive (one or more). */
  found: (count: number, query: string) => string;
  none: (query: string) => string;
  /** Under a service's photo, as its terms ask: "Photo: Ana Lima / Pexels". */
  credit: (name: string, provider: string) => string;
  /** Under an image an image generator made (it has no photographer). */
  generated: string;
  /** The choice of the site's image a photo replaces, when the widget holds several. */
  slot: string;
  /** The empty choice of `slot`: nothing is replaced until the owner picks. */
  chooseSlot: string;
  use: string;
  using: string;
  /** Said once the photo is on the site (a new version). */
  used: string;
  pickSlot: string;
  /** Why a search found nothing to show; nothing on the site changed. */
  failed: Readonly<Record<PhotoSearchProblem, string>>;
  /** No photo service is set up any more (the search box was shown before). */
  off: string;
  /** A chosen photo could not be placed (the service, the network): nothing changed. */
  useFailed: string;
};

/**
 * The preview's Publishing section: where the site is hosted, the owner's own domains with the
 * DNS records to create, and its code repository on GitHub. Never a server's reason (those are
 * shown as sent) nor a token. `name` arguments are domains or repository addresses, as written.
 */
export type PublishingWords = {
  loading: string;
  loadFailed: string;
  retry: string;
  cancel: string;
  /** Read after a link that opens in a new tab. */
  newTab: string;
  hosting: {
    title: string;
    /** Before the name of the platform the site is published to (Zappy, Netlify, Vercel). */
    platform: string;
    /** Before the address visitors use. */
    liveAt: string;
    /** Before the address Zappy gave the site, when one of the owner's domains shows it. */
    zappyAddress: string;
    /** While the site has no address yet. */
    notLive: string;
  };
  domains: {
    title: string;
    /** How many domains the site has of how many it can have. */
    count: (count: number, limit: number) => string;
    empty: string;
    pending: string;
    verified: string;
    redirectsTo: (domain: string) => string;
    /** The records table's caption. */
    records: (domain: string) => string;
    /** What to do with the records, above the table. */
    recordsIntro: string;
    type: string;
    name: string;
    value: string;
    state: string;
    /** Instead of a value: a record that must go. */
    deleteRecord: string;
    copy: string;
    copyNamed: (what: string) => string;
    copied: string;
    copyFailed: string;
    states: { unchecked: string; ok: string; missing: string; wrong: string };
    /** What DNS answered, when it answered something. */
    found: (values: string) => string;
    check: string;
    checkNamed: (domain: string) => string;
    checking: string;
    /** After a check that did not verify the domain yet. */
    notYet: (domain: string) => string;
    nowVerified: (domain: string) => string;
    remove: string;
    removeNamed: (domain: string) => string;
    removeTitle: (domain: string) => string;
    removeText: string;
    removing: string;
    add: string;
    adding: string;
    label: string;
    hint: string;
    /** Instead of the form when the site has as many domains as it can. */
    full: string;
  };
  repository: {
    title: string;
    intro: string;
    name: string;
    owner: string;
    ownerHint: string;
    token: string;
    tokenHint: string;
    pages: string;
    connect: string;
    connecting: string;
    /** The link to the repository. */
    open: string;
    pushed: (version: number | null, at: string) => string;
    pending: (version: number | null) => string;
    failed: (version: number | null) => string;
    nextAttempt: (at: string) => string;
    neverPushed: string;
    pagesAt: string;
    pagesWaiting: string;
    pushNow: string;
    pushing: string;
    pushQueued: string;
    disconnect: string;
    disconnectTitle: string;
    disconnectText: string;
    deleteRemote: (address: string) => string;
    disconnecting: string;
  };
};

/**
 * The sign-in dialog's "Forgot password?" and "Check your email", and the pages a mailed link
 * opens (`/verify-email`, `/reset-password`), in the owner's browser language. Never a server's
 * reason (a refused password, an expired link: shown as sent) nor a text the spec quotes.
 */
export type AccountWords = {
  /** The sign-in dialog: its title, the line under it and its corner button. */
  dialogTitle: string;
  dialogIntro: string;
  closeDialog: string;
  name: string;
  email: string;
  password: string;
  /** The submit button while signing in; `signIn` is its label. */
  signingIn: string;
  createAccount: string;
  creatingAccount: string;
  /** Before the switch to registering: "New here? Create an account". */
  newHere: string;
  createAnAccount: string;
  haveAccount: string;
  /** Between the form and the providers' buttons. */
  or: string;
  /** A provider's button, named by the provider (Google, the operator's OpenID provider). */
  continueWith: (provider: string) => string;
  forgotPassword: string;
  /** The dialog's "Forgot password?" form. */
  forgotIntro: string;
  sendLink: string;
  sending: string;
  backToSignIn: string;
  /** Without mail on the server: who resets a password, before the operator's command. */
  noMail: string;
  checkEmail: string;
  /** After registering, when the server mails a link to finish (24 hours). */
  checkEmailRegister: string;
  /** After "Send link": the same words whether the address has an account or not (30 minutes). */
  checkEmailReset: string;
  resetTitle: string;
  newPassword: string;
  showPassword: string;
  /** Under the new password field: the minimum length and what is refused. */
  passwordRules: (minLength: number) => string;
  savePassword: string;
  saving: string;
  passwordChanged: string;
  signIn: string;
  /** A link opened without its token (cut short by a mail program). */
  linkIncomplete: string;
  askAgain: string;
  verifyTitle: string;
  verifying: string;
  verifyFailed: string;
};
