import { listSectionTexts } from '@zappy/site-model/section-texts';
import type { BusinessInfoPatch, SiteEdit } from '@zappy/site-model/patch';
import type { SectionType } from '@zappy/site-model/schema';
import { extractAddress, extractEmail, extractPhone, extractWebsite } from '../extract';
import { HOURS_LIKE, isDated, readOpeningHours, westernDigits } from './hours';
import { findWord, has, valueAfter, wordsRegex } from './match';
import { type Context, type Outcome, type Reader, change, say } from './outcome';

// Contact details and opening hours: updateBusinessInfo edits, a question when a value is not
// one, or the business editor widget when no value is given.

type ContactPatch = NonNullable<BusinessInfoPatch['contactDetails']>;
type Field = 'email' | 'phone' | 'website' | 'address';

/** A contact field the request gives: its new value, or the words that are not one. */
type Given<T> = { value: T } | { invalid: string } | undefined;

/**
 * What the owner wrote after a field's word: quoted, after ":" or "to", else the next token with
 * a digit, a dot or an "@".
 */
function wordsAfter(ctx: Context, text: string, from: number): string | undefined {
  const value = valueAfter(text, from, ctx.lang);
  if (value) return value;
  return /[^\s,;]*[\d.@][^\s,;]*/u.exec(text.slice(from))?.[0].replace(/[.!?]+$/u, '');
}

function emailIn(ctx: Context, text: string): Given<string> {
  const email = extractEmail(text);
  if (email) return { value: email };
  const word = findWord(text, 'email');
  const written = word ? wordsAfter(ctx, text, word.end) : undefined;
  return written ? { invalid: written } : undefined;
}

/**
 * A phone number, unless letters run on from its digits ("0800-GROOMING", "555 12 CALL"); a
 * number that reads as opening hours counts only after a phone word.
 */
function phoneIn(ctx: Context, text: string): Given<string> {
  const phone = extractPhone(text);
  const word = findWord(text, 'phone');
  const after = phone ? text.slice(text.indexOf(phone) + phone.length) : '';
  const likely = !phone || word !== undefined || !HOURS_LIKE.test(phone);
  // Letters written onto the number, or a capitalised word after it, spell it; "please" does not.
  if (phone && likely && !/^(?:-?\p{L}|\s\p{Lu}{2,})/u.test(after)) return { value: phone };
  const written = word ? wordsAfter(ctx, text, word.end) : phone;
  return likely && written && /\d/.test(written) ? { invalid: written } : undefined;
}

/** A website, when the request names one ("our website is …"): a bare domain may be anything. */
function websiteIn(text: string): Given<string> {
  const website = extractWebsite(text);
  return website && has(text, 'website') ? { value: website } : undefined;
}

/**
 * A street, zip and city (after an address word, or "we moved to"); else what follows the word
 * read as "street and number, city" (any script: "רחוב הנביאים 5, חיפה"), or as a city alone
 * when written as a place's name ("the city is: Bath").
 */
function addressIn(ctx: Context, text: string): Given<ContactPatch['address']> {
  const at = findWord(text, 'address');
  if (!at) return undefined;
  const found = Object.fromEntries(Object.entries(extractAddress(text)).filter(([, v]) => v));
  if (Object.keys(found).length > 0) return { value: found };
  const value = valueAfter(text, at.end, ctx.lang);
  const written = value && /^([^,،\d]{2,60}\d{1,4}[a-z]?)[,،]\s*([^,،\d]{2,40})$/iu.exec(value);
  if (written?.[1] && written[2]) return { value: { street: written[1], city: written[2] } };
  const place = value && /^\p{Lu}[\p{L}'’. -]{1,40}$/u.test(value) && value.split(' ').length <= 3;
  return place ? { value: { city: value } } : undefined;
}

/**
 * What a text says where it said an old value: the new one (never inside `keep`, the business's
 * name). `now` gets the words found, to keep a Hebrew or Arabic prefix ("בתל אביב" → "בחיפה").
 */
type Swap = { old: RegExp; now: (found: string) => string; keep: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A city or zip as a whole word, with the prefixes Hebrew and Arabic join to it. */
const whole = (value: string) => wordsRegex([value], 'gu');

/** The old phone number however it is spaced ("503 555 0142", "503-555-0142"). */
const phonePattern = (phone: string) =>
  new RegExp(`(?<!\\d)\\+?${phone.replace(/\D/g, '').split('').join('[\\s().-]*')}(?!\\d)`, 'g');

function swapsFor(ctx: Context, patch: ContactPatch): Swap[] {
  const was = ctx.model.business.contactDetails;
  const keep = ctx.model.business.companyName;
  const swaps: Swap[] = [];
  const add = (old: string | undefined, now: string | undefined, pattern: RegExp, word = false) => {
    if (!old || !now || old === now) return;
    const prefix = (found: string) => (word ? found.slice(0, found.length - old.length) : '');
    swaps.push({ old: pattern, now: (found) => prefix(found) + now, keep });
  };
  if (was.phone.replace(/\D/g, '').length >= 7)
    add(was.phone, patch.phone, phonePattern(was.phone));
  add(was.email, patch.email, new RegExp(escape(was.email), 'gi'));
  const address = patch.address ?? {};
  add(was.address.street, address.street, new RegExp(escape(was.address.street), 'g'));
  add(was.address.city, address.city, whole(was.address.city), true);
  add(was.address.zip, address.zip, whole(was.address.zip), true);
  return swaps;
}

/** A text with every old value said anew, the business's name left as it is. */
function retold(value: string, swaps: readonly Swap[]): string {
  return swaps.reduce((text, { old, now, keep }) => {
    const parts = keep ? text.split(keep) : [text];
    return parts.map((part) => part.replace(old, now)).join(keep);
  }, value);
}

/**
 * Facts have one home: a text that still says the old phone, email or address (the contact
 * intro's "Call 503 555 0142") says the new one, so the page never shows both.
 */
function textEdits(ctx: Context, patch: ContactPatch): { edits: SiteEdit[]; types: SectionType[] } {
  const swaps = swapsFor(ctx, patch);
  const edits: SiteEdit[] = [];
  const types = new Set<SectionType>();
  if (swaps.length === 0) return { edits, types: [] };
  for (const section of ctx.model.sections) {
    for (const { path, value } of listSectionTexts(section)) {
      const next = retold(value, swaps);
      if (next === value) continue;
      edits.push({ op: 'setSectionText', sectionId: section.id, path, value: next });
      types.add(section.type);
    }
  }
  return { edits, types: [...types] };
}

/** The new address as the owner wrote it: "5 Oak Street, Bristol BS1 4DJ", "8 rue X, 69002 Lyon". */
function addressText(address: ContactPatch['address'], text: string): string {
  const { street, zip, city, state } = address ?? {};
  const parts = [street, zip, city, state].filter((p): p is string => !!p);
  const joined = parts.join(', ');
  const at = parts.map((part) => text.indexOf(part));
  if (at.some((i) => i < 0)) return joined;
  const start = Math.min(...at);
  const end = Math.max(...at.map((i, n) => i + (parts[n]?.length ?? 0)));
  const written = text.slice(start, end);
  return written.length <= joined.length + 2 ? written : joined;
}

/** The contact fields a request gives, and the first one given that is not a value. */
function contactFields(ctx: Context, text: string) {
  const email = emailIn(ctx, text);
  const given: [Field, Given<string> | Given<ContactPatch['address']>][] = [
    ['email', email],
    ['phone', phoneIn(ctx, text)],
    // "hello.lotusroom.com" for an email is a wrong email, not a website.
    ['website', email && 'invalid' in email ? undefined : websiteIn(text)],
    ['address', addressIn(ctx, text)],
  ];
  const patch: ContactPatch = {};
  let invalid: { field: Field; words: string } | undefined;
  for (const [field, found] of given) {
    if (!found) continue;
    if ('invalid' in found) invalid ??= { field, words: found.invalid };
    else if (field === 'address') patch.address = found.value as ContactPatch['address'];
    else patch[field] = found.value as string;
  }
  return { patch, invalid };
}

/** The fields of a patch the site does not say yet. */
function newFields(ctx: Context, patch: ContactPatch): ContactPatch {
  const was = ctx.model.business.contactDetails;
  const address = Object.entries(patch.address ?? {}).filter(
    ([key, value]) => was.address[key as keyof typeof was.address] !== value,
  );
  return {
    ...(patch.email && patch.email !== was.email ? { email: patch.email } : {}),
    ...(patch.phone && patch.phone !== was.phone ? { phone: patch.phone } : {}),
    ...(patch.website && patch.website !== was.website ? { website: patch.website } : {}),
    ...(address.length > 0 ? { address: Object.fromEntries(address) } : {}),
  };
}

/** "the phone number: “503 555 0199”; the email address: “…”". */
function contactNotes(ctx: Context, patch: ContactPatch, text: string): string {
  return [
    patch.phone && ctx.t.text(ctx.t.phone, patch.phone),
    patch.email && ctx.t.text(ctx.t.email, patch.email),
    patch.website && ctx.t.text(ctx.t.website, patch.website),
    patch.address && ctx.t.text(ctx.t.address, addressText(patch.address, text)),
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * New contact details in a request ("our new number is …", "nuevo email: …", "we moved to 5
 * Oak Street, Bristol BS1 4DJ"): the fields given, and every text that said the old value; a
 * value that is not one (an email without "@", a phone number with letters) is asked again.
 */
function readContactValues(ctx: Context, request: string): Outcome | undefined {
  const text = westernDigits(request);
  const { patch: given, invalid } = contactFields(ctx, text);
  if (invalid) return say(ctx.t.askInvalid(ctx.t[invalid.field], invalid.words));
  if (Object.keys(given).length === 0) return undefined;
  const patch = newFields(ctx, given);
  if (Object.keys(patch).length === 0) return say(ctx.t.unchanged(contactNotes(ctx, given, text)));
  const { edits, types } = textEdits(ctx, patch);
  const also = types.length > 0 ? ctx.t.alsoIn(types.map((t) => ctx.t.sectionNames[t])) : '';
  return change(
    [{ op: 'updateBusinessInfo', patch: { contactDetails: patch } }, ...edits],
    // The whole new address, as given, even where its city stays the same.
    `${contactNotes(ctx, patch.address ? { ...patch, address: given.address } : patch, text)}${also}`,
  );
}

/**
 * The business's facts a request gives, together ("new number 555 0199, and closed on
 * Mondays"): opening hours and contact details. A change meant for a later date is asked about
 * instead: the site cannot wait for it.
 */
export const readBusinessFacts: Reader = (ctx, text) => {
  const found = [readOpeningHours(ctx, text), readContactValues(ctx, text)].filter(
    (o): o is Outcome => o !== undefined,
  );
  if (found.length === 0) return undefined;
  if (found.some((o) => o.changes.length > 0) && isDated(text)) return say(ctx.t.askDated);
  return { changes: found.flatMap((o) => o.changes), said: found.flatMap((o) => o.said) };
};

/** The business_editor widget with what the site says now. */
export function businessEditor(ctx: Context): Outcome {
  const b = ctx.model.business;
  return {
    changes: [],
    said: [],
    widget: {
      type: 'business_editor',
      question: ctx.t.businessQuestion,
      extractedBusinessInfo: {
        companyName: b.companyName,
        contactDetails: b.contactDetails,
        businessHours: b.businessHours,
      },
    },
  };
}

/** Contact details or hours named without their new value ("change my phone number"): the editor. */
export const readContact: Reader = (ctx, text) => {
  const asked = ['contact', 'email', 'phone', 'website', 'address', 'hours'] as const;
  return asked.some((k) => has(text, k)) || ctx.topic === 'contact'
    ? businessEditor(ctx)
    : undefined;
};

/**
 * The business's own name or its tagline, given after "to", a colon or in quotes ("rename the
 * business to Crumb & Co", "change the slogan to Real bread"). The server then says the new
 * name wherever the copy said the old one.
 */
export const readIdentity: Reader = (ctx, text) => {
  const tagline = findWord(text, 'tagline');
  const target = tagline ?? findWord(text, 'businessName');
  if (!target || !(has(text, 'change') || has(text, 'rename'))) return undefined;
  const value = valueAfter(text, target.end, ctx.lang);
  if (!value) return undefined;
  return change(
    [{ op: 'updateBusinessInfo', patch: tagline ? { tagline: value } : { companyName: value } }],
    ctx.t.text(tagline ? ctx.t.tagline : ctx.t.businessName, value),
  );
};
