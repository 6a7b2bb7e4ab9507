import { changedAreas, type Area } from '@zappy/site-model/areas';
import { applySiteEdits, type SiteEdit } from '@zappy/site-model/patch';
import type { Section, SiteModel } from '@zappy/site-model/schema';
import type { CustomizeOptions } from './brain-types';
import { readLookWords } from './offline/customize/look-words';
import {
  customizeLanguage,
  has,
  replyLanguage,
  sectionMentions,
  wordsRegex,
} from './offline/customize/match';
import { CUSTOMIZE_REPLIES } from './offline/customize/replies';
import { namesOnlySubject } from './offline/customize/subject';
import { COMMAND_WORDS, CUSTOMIZE_LANGUAGES } from './offline/customize/words';

// What a customization request names, and whether an edit set stays inside it. Either engine's
// edits pass through here before they are offered: an edit that changes a part of the site the
// request does not name is a change nobody asked for, and the turn asks instead.

/** Any section: a contact fact or the business name may be written in any section's text. */
const ANY_SECTION = 'section:';
const ADDED_OR_MOVED: readonly Area[] = ['sections', 'order', 'section:footer'];

type Concept = Parameters<typeof has>[1];

const FAQ: readonly Area[] = ['section:faq', 'added:faq', ...ADDED_OR_MOVED];
/** "Remove the prices" takes the pricing section off; a first plan or card brings one. */
const PRICES: readonly Area[] = [
  'section:pricing',
  'section:services',
  'added:pricing',
  'removed:pricing',
  'added:services',
  ...ADDED_OR_MOVED,
];

/** Parts of the site each kind of word names. */
const NAMED_BY: readonly { words: readonly Concept[]; areas: readonly Area[] }[] = [
  { words: ['colour', 'dark', 'font', 'look'], areas: ['palette', 'style', 'fonts'] },
  {
    words: ['hours', 'open', 'closed', 'close', 'appointment'],
    areas: ['hours', 'section:hours', 'section:contact', 'section:footer'],
  },
  {
    words: ['contact', 'email', 'phone', 'website', 'address'],
    areas: ['contact', 'business', ANY_SECTION],
  },
  { words: ['businessName'], areas: ['name', ANY_SECTION] },
  { words: ['tagline'], areas: ['business', 'section:hero'] },
  { words: ['question', 'answer'], areas: FAQ },
  { words: ['price', 'plan', 'service', 'noLonger', 'newly'], areas: PRICES },
  { words: ['headline', 'subheading'], areas: ['section:hero'] },
  { words: ['button'], areas: ['section:hero', 'section:cta'] },
  { words: ['heading', 'text', 'shorter', 'longer'], areas: [ANY_SECTION] },
  { words: ['image'], areas: ['images', ANY_SECTION] },
  { words: ['altText'], areas: ['images'] },
  { words: ['remove', 'add', 'move', 'swap', 'first', 'last'], areas: ADDED_OR_MOVED },
  // Undoing may take the site back anywhere.
  { words: ['undo'], areas: [ANY_SECTION, 'palette', 'style', 'fonts', 'hours', 'contact'] },
];

/**
 * A colour, a move, a mood, a style or a font, as the look reader finds them ("green",
 * "warmer", "elegant", "serif"), in the owner's language and English: the look is named.
 */
function namesLook(model: SiteModel, text: string): boolean {
  const lang = replyLanguage(text, customizeLanguage(model.locale.language));
  const look = readLookWords({ model, lang, t: CUSTOMIZE_REPLIES[lang], topic: null }, text);
  return (
    look.colours.length + look.moves.length + look.styles.length > 0 ||
    look.font !== undefined ||
    look.noun ||
    look.vague
  );
}

/** A day's name, a time ("9-13", "7:30", "6pm"): hours, whatever the verb. */
const namesTime = (text: string) =>
  wordsRegex(CUSTOMIZE_LANGUAGES.flatMap((lang) => COMMAND_WORDS[lang].days.flat())).test(text) ||
  /\d{1,2}(?::\d{2})?\s*(?:am|pm|h|uhr|uur)\b|\d{1,2}(?::\d{2})?\s*[-–]\s*\d{1,2}|24\s*\/\s*7/iu.test(
    text,
  );

/** An email address, a phone number, a web address in the request: contact details. */
const namesContact = (text: string) =>
  /[^\s@]+@[^\s@]+\.[^\s@]+|\+?\d[\d\s().-]{6,}\d|https?:\/\/|www\./iu.test(text);

/** The request with every card title and plan name it writes blanked out. */
function withoutItemNames(model: SiteModel, text: string): string {
  const names = model.sections.flatMap((s) =>
    s.type === 'services'
      ? s.items.map((i) => i.title)
      : s.type === 'pricing'
        ? s.plans.map((p) => p.name)
        : [],
  );
  return names
    .filter((name) => name.trim().length > 2)
    .reduce(
      (said, name) => said.replace(wordsRegex([name], 'giu'), (m) => ' '.repeat(m.length)),
      text,
    );
}

/**
 * The parts of the site a request names, or undefined when it names none that the words
 * tell (a bare answer to the chat's question, or a wish in words no table holds): then there is
 * nothing to compare the edits with.
 */
export function requestScope(
  model: SiteModel,
  message: string,
  subject?: CustomizeOptions['subject'],
): Set<Area> | undefined {
  const scope = new Set<Area>();
  const add = (areas: readonly Area[]) => {
    for (const area of areas) scope.add(area);
  };
  // A card's or plan's own words are no command ("Nail trim" asks for nothing shorter).
  const said = withoutItemNames(model, message);
  for (const { words, areas } of NAMED_BY) if (words.some((w) => has(said, w))) add(areas);
  if (namesLook(model, message)) add(['palette', 'style', 'fonts']);
  if (namesTime(message)) add(['hours', 'section:hours', 'section:contact', 'section:footer']);
  if (namesContact(message)) add(['contact', ANY_SECTION]);
  if (said !== message || /\p{Sc}/u.test(message)) add(PRICES);
  if (/[?？؟]/u.test(message)) add(FAQ);
  // A section named is added or removed only when the request says so ("put the gallery
  // after the contact section" removes neither).
  const removing = has(said, 'remove') || has(said, 'noLonger');
  // "Remove the question on contact": a section named inside an entry is the entry's topic.
  const aboutEntry = has(said, 'question');
  for (const type of sectionMentions(said)) {
    add([`section:${type}`]);
    if (removing && (!aboutEntry || type === 'faq')) add([`removed:${type}`]);
    if (has(said, 'add')) add([`added:${type}`]);
  }
  const pointed = model.sections.find((s) => s.id === subject?.sectionId);
  if (pointed) add([`section:${pointed.type}`, ...ADDED_OR_MOVED]);
  // A text pointed at is removed with its card or entry; its section only when the words say so.
  if (pointed && (!subject?.path || has(said, 'section'))) add([`removed:${pointed.type}`]);
  if (subject?.imageSlot) add(['images', ANY_SECTION]);
  // Only the words of a command ("change", "and") name no part: nothing to compare with.
  const parts = [...scope].filter((area) => !ADDED_OR_MOVED.includes(area));
  return parts.length > 0 ? scope : undefined;
}

const inside = (area: Area, scope: ReadonlySet<Area>) =>
  scope.has(area) || (area.startsWith('section:') && scope.has(ANY_SECTION));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a text's path belongs to as a whole: its card, entry, plan or line (`items.2` for
 * `items.2.title`), else its field (`primaryAction` for a button's label, `heading`).
 */
function unitOf(path: string): [string, number?] {
  const [key = '', index] = path.split('.');
  return index !== undefined && /^\d+$/.test(index) ? [key, Number(index)] : [key];
}

/** A section without one unit: the list without that entry, or the section without that field. */
function without(section: Section, [key, index]: [string, number?]): Record<string, unknown> {
  const { [key]: value, ...rest } = section as Record<string, unknown>;
  if (index === undefined || !Array.isArray(value)) return rest;
  return { ...rest, [key]: value.filter((_, i) => i !== index) };
}

/**
 * Whether a section changed only in the pointed text's unit: that text (or its link, its card's
 * other fields) changed, or its card, entry or plan was removed.
 */
function changedOnlyAt(before: Section, after: Section | undefined, path: string): boolean {
  if (!after) return false;
  const unit = unitOf(path);
  const rest = without(before, unit);
  return same(rest, without(after, unit)) || same(rest, after);
}

/**
 * A request about a pointed-at text ("rename this", "make it shorter") names that text: its
 * section changing anywhere else is outside it. A request that names a text or section of its
 * own ("the heading of this section"), or the whole section ("remove this section"), is held to
 * its words instead.
 */
function outsideSubject(
  model: SiteModel,
  after: SiteModel,
  message: string,
  subject: CustomizeOptions['subject'],
): Area[] {
  const pointed = model.sections.find((s) => s.id === subject?.sectionId);
  if (!pointed || !subject?.path || has(message, 'section')) return [];
  const lang = replyLanguage(message, customizeLanguage(model.locale.language));
  if (!namesOnlySubject(message, pointed.type, lang)) return [];
  const now = after.sections.find((s) => s.id === pointed.id);
  return changedOnlyAt(pointed, now, subject.path) ? [] : [`section:${pointed.type}`];
}

/**
 * The parts of the site the edits change that the request does not name. When the request
 * names nothing the words tell, only a section taken off counts; with a text pointed at, its
 * section may change only there (`outsideSubject`); edits that do not apply are another check's.
 *
 * @example outsideRequest(model, 'add a question about parking', [{ op: 'setStyle', style: 'minimal' }]) // ['style']
 */
export function outsideRequest(
  model: SiteModel,
  message: string,
  edits: readonly SiteEdit[],
  subject?: CustomizeOptions['subject'],
): Area[] {
  if (edits.length === 0) return [];
  const scope = requestScope(model, message, subject);
  const applied = applySiteEdits(model, edits);
  if (!applied.ok) return [];
  const touched = changedAreas(model, applied.value);
  const beyond = outsideSubject(model, applied.value, message, subject);
  // Words no table holds may ask for anything but taking a section off: that must be named.
  const outside = scope
    ? touched.filter((area) => !inside(area, scope))
    : touched.filter((area) => area.startsWith('removed:'));
  return [...new Set([...outside, ...beyond])];
}
