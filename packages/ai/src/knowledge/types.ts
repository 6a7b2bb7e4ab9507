import type { BillingPeriod, PictureMotif, SectionType } from '@zappy/site-model/schema';

/**
 * One industry of the offline knowledge base. Texts may hold placeholders the copywriter fills
 * from what the owner said: `{name}`, `{city}`, `{inCity}` (" in Austin" or ""), `{specialty}`,
 * `{specialties}`, `{audience}`, `{noun}`, `{cta}`.
 */
export type Industry = {
  key: string;
  label: string;
  /** What the business is, as a noun ("bakery", "law firm"). */
  noun: string;
  /**
   * Lower-case words and word starts that point to this industry, in every language the reader
   * knows (English, Spanish, French and German first, then Italian, Portuguese, Dutch, Hebrew
   * and Arabic). Short Latin-script words match whole words; longer ones their own forms too
   * ("photograph" → "photography", "fotograf" → "Fotografin") and, unless weak, the first part
   * of a compound ("fahrrad" → "Fahrradladen"), never a longer word that only begins with them
   * ("cabin" is not "cabinet"); other scripts match anywhere. A `~` prefix makes a weak hint, a
   * `-` prefix a compound's head that matches inside a word too ("-trimsalon" in
   * "hondentrimsalon").
   */
  keywords: readonly string[];
  /**
   * What this industry's work is done to, read like keywords ("canin", "dog", "chien"). Next to
   * a keyword of one of `trades` in the same phrase ("peluquería canina", "salon pour chiens",
   * "dog hotel") they take that keyword over: a groomer for dogs is a pet business, not a hair
   * salon, however early the salon word comes.
   */
  takesOver?: { words: readonly string[]; trades: readonly string[] };
  schemaType: string;
  /**
   * The pictures that fit this business, its signature first: the hero, the About image and each
   * gallery image take a different one, so no page shows one motif twice. Only this family is
   * offered, so a dog groomer never gets a plate of food.
   */
  motifs: readonly [PictureMotif, ...PictureMotif[]];
  /** A place customers visit: opening hours and an address matter. */
  local: boolean;
  sections: readonly SectionType[];
  /**
   * Typical services: title, one-line description, icon. Proposals for the wizard to offer; a
   * page shows only the services the owner named (with the matching icon), never these texts.
   */
  services: readonly (readonly [string, string, string])[];
  audiences: readonly string[];
  /** Calls to action, best first. */
  ctas: readonly string[];
  /** Pricing templates: name, base price (for price level 3), description, features. */
  plans?: readonly (readonly [string, number, string, readonly string[]])[];
  billing?: BillingPeriod;
  /** Named colour pairs (primary, accent); the palette builder derives the other roles. */
  colors: readonly (readonly [string, string, string])[];
  /** Hero headline patterns. */
  headlines: readonly string[];
  /**
   * What pictures of this trade show, in English words ("loaves and pastries"); the language
   * reader counts them as English words.
   */
  imagery: string;
};
