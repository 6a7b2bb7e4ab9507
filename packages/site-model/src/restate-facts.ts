// Facts have one home: the business info. Copy may still name a fact ("Call 503 555 0142, or
// send us a message", "Visit Golden Crumb in Portland", a `tel:` button), so a changed fact is
// restated in every text that names it, in the same edit: the page, its search data and the
// images' alt texts never show an old phone next to the new one.
import type { BusinessInfo, SiteModel } from './schema';

/** How one changed fact is found in a text, and what it becomes. */
type Restatement = {
  /** The text with the old fact restated; the same text when it does not name it. */
  text: (value: string) => string;
  /** A link to the old fact (`tel:`, `mailto:`, the website), pointed at the new one. */
  href: (value: string) => string;
};

// Keys whose strings are identifiers or settings, never copy (as in section-texts.ts).
const NOT_COPY = new Set(['id', 'type', 'layout', 'icon', 'imageId', 'formEndpoint', 'currency']);

// Where a button to a removed phone or email goes instead: the contact section's form.
const CONTACT_LINK = '#contact';

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const digitsOf = (value: string) => value.replace(/\D/g, '');

// A name or place is a whole word: "Lyon" is not restated inside "Lyonnais". Hebrew and Arabic
// join a one-letter preposition or "and" to the next word ("בחיפה", "وعجمان"): that letter stays.
const WORD_START = String.raw`(?<=^|[^\p{L}\p{N}]|(?<![\p{L}\p{N}])[בלמהוכש]|(?<![\p{L}\p{N}])[وبلفك])`;
const WORD_END = String.raw`(?![\p{L}\p{N}])`;

// A run that may be a phone number: digits with spaces, dots, dashes or brackets between them.
const PHONE_RUN = /\+?\(?\d[\d\s().\-‐‑–]{4,}\d/g;

/** Removes each sentence that names a fact the owner took off (an old number is never shown). */
function dropSentences(value: string, names: (sentence: string) => boolean): string {
  // A sentence ends at its mark and a space, so "hello@lotus.com" is no sentence end.
  const sentences = value.match(/.+?(?:[.!?。؟]+(?=\s|$)|$)\s*/gsu) ?? [value];
  if (!sentences.some(names)) return value;
  return sentences
    .filter((sentence) => !names(sentence))
    .join('')
    .trim();
}

// A place opening a text or a sentence may be a word of the copy that shares its name: "Bath and
// brush" is a service even where the business is in Bath, "Reading lessons" a class in Reading.
const SENTENCE_START = /(?:^|[.!?؟]\s+)[\s"'“„«]*$/u;

/**
 * A name or a place, as whole words. `placeWord`: only where a place stands in a sentence (after
 * its first word) or alone (a search keyword), so a word the copy uses otherwise is kept.
 */
function wordRestatement(before: string, after: string, placeWord = false): Restatement | null {
  const old = before.trim();
  const now = after.trim();
  if (old === '' || now === '' || old === now) return null;
  const pattern = new RegExp(`${WORD_START}${escapeRegExp(old)}${WORD_END}`, 'gu');
  return {
    text: (value) =>
      value.trim() === old
        ? now
        : value.replace(pattern, (found, at: number) =>
            placeWord && SENTENCE_START.test(value.slice(0, at)) ? found : now,
          ),
    href: (value) => value,
  };
}

function phoneRestatement(before: string, after: string): Restatement | null {
  const old = digitsOf(before);
  if (old.length < 5 || old === digitsOf(after)) return null;
  const isOld = (run: string) => digitsOf(run) === old;
  const now = after.trim();
  return {
    text: (value) =>
      now === ''
        ? dropSentences(value, (sentence) => (sentence.match(PHONE_RUN) ?? []).some(isOld))
        : value.replace(PHONE_RUN, (run) => (isOld(run) ? now : run)),
    href: (value) => {
      if (!value.startsWith('tel:') || !isOld(value)) return value;
      return now === '' ? CONTACT_LINK : `tel:${now.replace(/[^\d+]/g, '')}`;
    },
  };
}

/** An email address or a web address: found in any case, with or without its scheme. */
function addressRestatement(before: string, after: string, scheme: string): Restatement | null {
  const strip = (value: string) =>
    value
      .trim()
      .replace(/^https?:\/\//i, '')
      .replace(/\/$/, '');
  const old = strip(before);
  const now = after.trim();
  if (old === '' || old.toLowerCase() === strip(now).toLowerCase()) return null;
  // Not part of a longer address: "lotus.com" is no website inside "hello@lotus.com".
  const pattern = new RegExp(
    `(?<![\\w.@+-])(?:https?://)?${escapeRegExp(old)}/?(?![\\w@.-]*\\w)`,
    'giu',
  );
  const names = (text: string) => new RegExp(pattern.source, 'iu').test(text);
  return {
    text: (value) =>
      now === ''
        ? dropSentences(value, names)
        : value.replace(pattern, (found) => (/^https?:/i.test(found) ? now : strip(now))),
    href: (value) => {
      if (!names(value)) return value;
      if (now === '') return CONTACT_LINK;
      return scheme === 'mailto:' ? `mailto:${now}` : value.replace(pattern, () => now);
    },
  };
}

/** Each fact that differs between the two business infos, as how to restate it. */
function restatements(before: BusinessInfo, after: BusinessInfo): Restatement[] {
  const was = before.contactDetails;
  const now = after.contactDetails;
  const places = (['street', 'city', 'state', 'zip', 'country'] as const).map((key) =>
    wordRestatement(was.address[key], now.address[key], true),
  );
  return [
    wordRestatement(before.companyName, after.companyName),
    phoneRestatement(was.phone, now.phone),
    addressRestatement(was.email, now.email, 'mailto:'),
    addressRestatement(was.website, now.website, ''),
    ...places,
  ].filter((r): r is Restatement => r !== null);
}

/** Every copy string of a value restated (objects and arrays rebuilt, settings kept). */
function restateIn<T>(value: T, rules: readonly Restatement[], key = ''): T {
  if (typeof value === 'string') {
    if (NOT_COPY.has(key)) return value;
    const apply = key === 'href' ? 'href' : 'text';
    return rules.reduce<string>((text, rule) => rule[apply](text), value) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => restateIn(item, rules, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, item]) => [k, restateIn(item, rules, k)]),
    ) as T;
  }
  return value;
}

/**
 * The model with every text that names a fact of `before` (name, phone, email, website, street,
 * city, region, postcode, country) saying the model's current fact instead. A phone, email or
 * website the owner removed takes the sentences that named it along. Hours and prices need no
 * restating: the renderer writes them from their homes (the hours, each card's price, each plan).
 *
 * @example restateFacts(before, model).sections // "Call 503 555 0199" where it said "Call 503 555 0142"
 */
export function restateFacts(before: BusinessInfo, model: SiteModel): SiteModel {
  const rules = restatements(before, model.business);
  if (rules.length === 0) return model;
  const restate = <T>(value: T) => restateIn(value, rules);
  return {
    ...model,
    business: {
      ...model.business,
      tagline: restate(model.business.tagline),
      description: restate(model.business.description),
    },
    sections: restate(model.sections),
    images: model.images.map((image) => ({
      ...image,
      alt: restate(image.alt),
      name: restate(image.name),
      description: restate(image.description),
    })),
    seo: {
      ...model.seo,
      title: restate(model.seo.title),
      description: restate(model.seo.description),
      keywords: restate(model.seo.keywords),
    },
  };
}
