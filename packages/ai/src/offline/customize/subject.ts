import { listSectionLinks } from '@zappy/site-model/section-texts';
import type { Section, SectionType } from '@zappy/site-model/schema';
import { imageWidget, moveSectionOutcome } from './content';
import { findWord, has, sectionMentions, valueAfter, valueSpan, withoutAddresses } from './match';
import {
  type Context,
  type Outcome,
  type Reader,
  change,
  hasPath,
  say,
  sectionOf,
  textTopic,
} from './outcome';
import {
  TEXT_TARGETS,
  linkOutcome,
  linkPlace,
  rewriteOf,
  rewriteOutcome,
  setText,
  textAt,
  textName,
  translateOutcome,
  wordingMarkers,
} from './texts';
import type { CustomizeLanguage } from './words';

// Point and edit: "this" and "it" mean what the owner pointed at in the preview — a section,
// one of its texts by path (a card's title, a button), or an image — and only that.

/**
 * The owner's commands in a request, without the new wording when it reads as theirs ("rename
 * this to Price list" commands "rename this"): the wording's own words ("Price") ask for nothing.
 */
function commandOf(text: string, from: number, lang: CustomizeLanguage): string {
  const span = valueSpan(text, from, wordingMarkers(lang));
  return span?.own ? text.slice(0, span.at) : text;
}

/**
 * Whether a request is about what was pointed at, and only that: it says "this" or "it", and
 * its commands name no text ("the heading", "the button") and no other section (an address
 * written out, "#services", names a place to link to).
 *
 * @example namesOnlySubject('rename this to Price list', 'services', 'en') // true
 */
export function namesOnlySubject(
  text: string,
  sectionType: SectionType,
  lang: CustomizeLanguage,
): boolean {
  const pointer = findWord(text, 'pointer');
  if (!pointer) return false;
  const command = withoutAddresses(commandOf(text, pointer.end, lang));
  return (
    !TEXT_TARGETS.some((key) => has(command, key)) &&
    sectionMentions(command).every((type) => type === sectionType)
  );
}

/** The link a pointed text is the label of: `primaryAction` for `primaryAction.label`. */
function linkOf(section: Section, path: string): string | undefined {
  const at = path.endsWith('.label') ? path.slice(0, -'.label'.length) : undefined;
  return listSectionLinks(section).some((link) => link.path === at) ? at : undefined;
}

/** The entry of a list a path is in (`items.2.title`: 2), when it starts with `list`. */
function entryOf(path: string, list: string): number | undefined {
  const index = new RegExp(`^${list}\\.(\\d+)\\.`).exec(path)?.[1];
  return index === undefined ? undefined : Number(index);
}

/**
 * Texts the page shows nothing in place of when empty: introductions, notes, descriptions,
 * captions, roles, a button's or link's words (the button goes), one entry of a list of lines.
 */
const OPTIONAL_TEXT =
  /(?:^|\.)(?:intro|eyebrow|note|text|role|caption|description|bio|label|actionLabel)$|\.\d+$/;

/**
 * "Remove this" on a text: its service card, FAQ entry or pricing plan when it is in one; a
 * text the page can do without, emptied; else the question of what it should say instead, since
 * a heading or a name cannot be left blank.
 */
function removeText(ctx: Context, section: Section, path: string): Outcome {
  const { t, model } = ctx;
  const only = (type: SectionType) => section === sectionOf(model, type);
  const item = entryOf(path, 'items');
  if (section.type === 'services' && only('services') && item !== undefined) {
    const card = section.items[item];
    if (card)
      return change([{ op: 'removeServiceItem', index: item }], t.serviceRemoved(card.title));
  }
  if (section.type === 'faq' && only('faq') && item !== undefined) {
    const entry = section.items[item];
    if (entry) return change([{ op: 'removeFaqItem', index: item }], t.faqRemoved(entry.question));
  }
  const plan = entryOf(path, 'plans');
  if (section.type === 'pricing' && only('pricing') && plan !== undefined) {
    const named = section.plans[plan];
    if (named) return change([{ op: 'removePricingPlan', index: plan }], t.planRemoved(named.name));
  }
  const what = textName(t, section, path);
  if (!OPTIONAL_TEXT.test(path)) return say(t.askValue(what), textTopic(section.id, path));
  if (textAt(section, path).trim() === '') return say(t.unchanged(what));
  return change(
    [{ op: 'setSectionText', sectionId: section.id, path, value: '' }],
    t.textRemoved(what),
  );
}

/**
 * A pointed text changed as the request says: where its link leads, a translation (asked
 * for), a rewrite (shorter, longer, friendlier, more formal), or new words.
 */
function changeText(
  ctx: Context,
  request: { text: string; command: string; from: number },
  section: Section,
  path: string,
): Outcome | undefined {
  const { text, command, from } = request;
  const linkWord = findWord(command, 'link');
  const link = linkOf(section, path);
  if (linkWord)
    return link ? linkOutcome(ctx, section, linkPlace(ctx, text, linkWord.end), link) : undefined;
  if (has(command, 'translate')) return translateOutcome(ctx, section, path);
  const rewrite = rewriteOf(command);
  if (rewrite) return rewriteOutcome(ctx, section, path, rewrite.kind);
  const value = valueAfter(text, from, ctx.lang, wordingMarkers(ctx.lang));
  if (value) return setText(ctx, section, path, value);
  return has(command, 'change')
    ? say(ctx.t.askValue(textName(ctx.t, section, path)), textTopic(section.id, path))
    : undefined;
}

/**
 * "Change this", "make it shorter", "remove this", "link this to #contact" about what the owner
 * pointed at: a text by its path (a card's text or title, a button), else the section (its
 * heading for new words). Only that changes: "remove this" on a service card removes the card,
 * not its section; "remove this section" still removes the section. A request that names
 * another text or section is left to the other readers.
 */
export const readSubject: Reader = (ctx, text) => {
  const { subject } = ctx;
  const section = ctx.model.sections.find((s) => s.id === subject?.sectionId);
  if (!subject || !section) return undefined;
  if (subject.imageSlot && (has(text, 'image') || has(text, 'pointer') || has(text, 'change')))
    return imageWidget(ctx, [subject.imageSlot]);
  const pointer = findWord(text, 'pointer');
  if (!pointer || !namesOnlySubject(text, section.type, ctx.lang)) return undefined;
  const command = commandOf(text, pointer.end, ctx.lang);
  const path = subject.path && hasPath(section, subject.path) ? subject.path : undefined;
  if (has(command, 'remove')) {
    return path && !has(command, 'section')
      ? removeText(ctx, section, path)
      : change(
          [{ op: 'removeSection', sectionId: section.id }],
          ctx.t.removed(ctx.t.sectionNames[section.type]),
        );
  }
  if (has(command, 'move')) return moveSectionOutcome(ctx, text, section);
  // A section pointed at is named by its heading.
  const target = path ?? (hasPath(section, 'heading') ? 'heading' : undefined);
  if (!target) return undefined;
  return changeText(ctx, { text, command, from: pointer.end }, section, target);
};
