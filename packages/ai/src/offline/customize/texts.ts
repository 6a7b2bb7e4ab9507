import { listSectionLinks, listSectionTexts } from '@zappy/site-model/section-texts';
import { SECTION_TYPES, type Section, type SectionType } from '@zappy/site-model/schema';
import type { CustomizeReplies } from '@zappy/locales/types';
import {
  ANCHOR,
  EMAIL_ADDRESS,
  WEB_ADDRESS,
  anyLanguage,
  findWord,
  has,
  sectionMentions,
  toMarkers,
  valueAfter,
  valueSpan,
  wordsRegex,
} from './match';
import {
  type Context,
  type Outcome,
  type Reader,
  change,
  hasPath,
  pendingText,
  say,
  sectionOf,
  textTopic,
} from './outcome';
import {
  type RewriteKind,
  longerWording,
  registerWording,
  sameText,
  shorterWording,
  siteLanguage,
} from './rewrite';
import { COMMAND_WORDS, CUSTOMIZE_LANGUAGES, type CustomizeLanguage } from './words';

// Texts: headline, subheading, buttons, a section's heading or text; their rewrites (shorter,
// longer, friendlier, more formal) and where a button leads.

/** The body text of a section: `body` for about, `note` where the section has one, else `intro`. */
function bodyPath(section: Section): string {
  if (section.type === 'about') return 'body';
  if (section.type === 'footer' || section.type === 'hours') return 'note';
  return 'intro';
}

export const textAt = (section: Section, path: string) =>
  listSectionTexts(section).find((x) => x.path === path)?.value ?? '';

/** How the reply names a text: "the headline", "the button", "the services heading". */
export function textName(t: CustomizeReplies, section: Section, path: string): string {
  if (path.endsWith('Action.label')) return t.button;
  if (section.type === 'hero' && path === 'heading') return t.headline;
  if (section.type === 'hero' && path === 'intro') return t.subheading;
  const name = t.sectionNames[section.type];
  return path === 'heading' ? t.headingOf(name) : t.textOf(name);
}

export function setText(ctx: Context, section: Section, path: string, value: string): Outcome {
  return change(
    [{ op: 'setSectionText', sectionId: section.id, path, value }],
    ctx.t.text(textName(ctx.t, section, path), value),
  );
}

function buttonTarget(ctx: Context, mentioned: SectionType[]): Section | undefined {
  const withAction = (s: Section | undefined) =>
    s && hasPath(s, 'primaryAction.label') ? s : undefined;
  const named = mentioned.map((type) => withAction(sectionOf(ctx.model, type))).find(Boolean);
  const pointed = ctx.subject
    ? withAction(ctx.model.sections.find((s) => s.id === ctx.subject?.sectionId))
    : undefined;
  return (
    named ??
    pointed ??
    withAction(sectionOf(ctx.model, 'hero')) ??
    withAction(sectionOf(ctx.model, 'cta'))
  );
}

/** The words that name a text, most specific first ("button" before "heading"). */
export const TEXT_TARGETS = ['button', 'subheading', 'headline', 'heading', 'text'] as const;
type TextTarget = (typeof TEXT_TARGETS)[number];

/**
 * A compound that names a section's text splits into its words, so "Kontakttext" or
 * "over-ons-tekst" read as "Kontakt text" (German and Dutch write them as one word).
 */
function splitCompounds(text: string): string {
  const tails = [...anyLanguage('text'), ...anyLanguage('heading')].filter(
    (w) => !/\s/u.test(w) && w.length >= 4,
  );
  return text.replace(/\p{L}[\p{L}-]*\p{L}/gu, (word) => {
    const lower = word.toLocaleLowerCase();
    const tail = tails.find((t) => lower.endsWith(t) && lower.length > t.length + 2);
    if (!tail) return word;
    const head = word.slice(0, word.length - tail.length).replace(/-+$/u, '');
    const named = sectionMentions(head.replace(/-/gu, ' ')).length > 0;
    return named ? `${head.replace(/-/gu, ' ')} ${word.slice(word.length - tail.length)}` : word;
  });
}

/** The target words of a request in order, the button first when "the button's text" names it. */
function targetsOf(text: string): { key: TextTarget; index: number; end: number }[] {
  const found = TEXT_TARGETS.flatMap((key) => {
    const at = findWord(text, key);
    return at ? [{ key, ...at }] : [];
  }).sort((a, b) => a.index - b.index);
  const button = found.find((f) => f.key === 'button');
  return button && found[0]?.key === 'text' ? [button, ...found] : found;
}

/** "Make it shorter", "more formal": the rewrite a request asks for, its longest words winning. */
export function rewriteOf(text: string): { kind: RewriteKind; index: number } | undefined {
  const kinds: RewriteKind[] = ['shorter', 'longer', 'friendlier', 'formal'];
  const found = kinds.flatMap((kind) => {
    const m = wordsRegex(anyLanguage(kind)).exec(text);
    return m ? [{ kind, index: m.index, length: m[0].length }] : [];
  });
  return found.sort((a, b) => b.length - a.length)[0];
}

/** The markers before new words: "to", and "say" ("make the button say Book now"). */
export const wordingMarkers = (lang: CustomizeLanguage) => [
  ...toMarkers(lang),
  ...COMMAND_WORDS[lang].say,
  ...COMMAND_WORDS.en.say,
];

// Rewrites

/** The places a text may end on and the wordings the hero already has, for a shorter text. */
function shorterFacts(ctx: Context, section: Section, path: string) {
  const { business } = ctx.model;
  const hero = section.type === 'hero' && path === 'heading' ? section : undefined;
  return {
    language: siteLanguage(ctx.model),
    name: business.companyName,
    places: [business.contactDetails.address.city, ...business.serviceArea],
    alternatives: hero ? [business.companyName, hero.eyebrow] : [],
  };
}

function shorterOptions(ctx: Context, section: Section, path: string) {
  return shorterWording(textAt(section, path), shorterFacts(ctx, section, path));
}

/** A question over shorter wordings to pick from; the answer is one of them, or the owner's own. */
function offerWordings(ctx: Context, section: Section, path: string, options: string[]): Outcome {
  const question = ctx.t.shorterChoice(textName(ctx.t, section, path), textAt(section, path));
  return {
    changes: [],
    said: [],
    widget: {
      type: 'single_select',
      question,
      options: options.map((value) => ({ value, label: value })),
    },
    topic: textTopic(section.id, path, 'shorter'),
  };
}

/** A longer text, or one in the other register, from what the text and the site say. */
function rewritten(
  ctx: Context,
  section: Section,
  path: string,
  kind: Exclude<RewriteKind, 'shorter'>,
): string | undefined {
  const current = textAt(section, path);
  const language = siteLanguage(ctx.model);
  if (kind !== 'longer') return registerWording(current, kind, language);
  const services = sectionOf(ctx.model, 'services');
  return longerWording(current, {
    language,
    city: ctx.model.business.contactDetails.address.city,
    services: services?.type === 'services' ? services.items.map((item) => item.title) : [],
  });
}

/**
 * A text rewritten from what it and the site say; shorter wordings to pick from when no cut
 * keeps its sense; else a question for the owner's words. A rewrite that would cut a phrase,
 * invent a fact or mix registers is never published.
 */
export function rewriteOutcome(
  ctx: Context,
  section: Section,
  path: string,
  kind: RewriteKind,
): Outcome {
  const current = textAt(section, path);
  const what = textName(ctx.t, section, path);
  if (current.trim() === '') return say(ctx.t.askValue(what), textTopic(section.id, path));
  const shorter = kind === 'shorter' ? shorterOptions(ctx, section, path) : undefined;
  const wording = kind === 'shorter' ? shorter?.wording : rewritten(ctx, section, path, kind);
  if (wording) return setText(ctx, section, path, wording);
  if (shorter && shorter.options.length > 0)
    return offerWordings(ctx, section, path, shorter.options);
  return say(ctx.t.rewriteAsk(what, current), textTopic(section.id, path));
}

/**
 * "Translate the headline": the engine writes no other language, so it asks for the words, and
 * the answer becomes the text.
 */
export function translateOutcome(ctx: Context, section: Section, path: string): Outcome {
  const ask = ctx.t.translateAsk(textName(ctx.t, section, path), textAt(section, path));
  return say(ask, textTopic(section.id, path));
}

// Where a button leads

type Place = { href: string; name: string } | { missing: SectionType };

const isSectionType = (word: string): word is SectionType =>
  (SECTION_TYPES as readonly string[]).includes(word);

/** An address a part of a request writes out: a web or email address, `#id` of a section. */
function writtenPlace(ctx: Context, part: string): Place | undefined {
  const { t, model } = ctx;
  const url = WEB_ADDRESS.exec(part)?.[0].replace(/[.,;:!?)\]]+$/u, '');
  if (url) return { href: url, name: t.linkAddress(url) };
  const email = EMAIL_ADDRESS.exec(part)?.[0];
  if (email) return { href: `mailto:${email}`, name: t.linkEmail(email) };
  const id = ANCHOR.exec(part)?.[1];
  if (id === undefined) return undefined;
  if (id === 'top') return { href: '#top', name: t.linkAddress('#top') };
  const section = model.sections.find((s) => s.id === id);
  if (section) return { href: `#${id}`, name: t.linkSection(t.sectionNames[section.type]) };
  return isSectionType(id) ? { missing: id } : undefined;
}

/** The phone, email or section a part of a request names; the first or the last section named. */
function placeIn(ctx: Context, part: string, which: 'first' | 'last'): Place | undefined {
  const { t, model } = ctx;
  const { phone, email } = model.business.contactDetails;
  if (has(part, 'phone') && phone)
    return { href: `tel:${phone.replace(/[^\d+]/gu, '')}`, name: t.linkPhone(phone) };
  if (has(part, 'email') && email) return { href: `mailto:${email}`, name: t.linkEmail(email) };
  const types = sectionMentions(part).filter((type) => type !== 'hero');
  const type = which === 'first' ? types[0] : types.at(-1);
  if (!type) return undefined;
  const section = sectionOf(model, type);
  if (!section) return { missing: type };
  return { href: `#${section.id}`, name: t.linkSection(t.sectionNames[type]) };
}

/**
 * Where a request says the button should lead: an address it writes out ("#contact",
 * "https://…"), else a place named after the link words ("link to the services"), else before
 * them, as verb-final languages put it ("zu den Preisen führen").
 */
export const linkPlace = (ctx: Context, text: string, linkEnd: number): Place | undefined =>
  writtenPlace(ctx, text) ??
  placeIn(ctx, text.slice(linkEnd), 'first') ??
  placeIn(ctx, text.slice(0, linkEnd), 'last');

/**
 * "Make the button link to the services": the address of the link at `linkPath` (the main
 * button unless another is named), its words unchanged; where it should lead is asked when the
 * request does not say.
 */
export function linkOutcome(
  ctx: Context,
  section: Section,
  place: Place | undefined,
  linkPath = 'primaryAction',
): Outcome {
  const { t } = ctx;
  if (!place) return say(t.askLink);
  if ('missing' in place) return say(t.noSection(t.sectionNames[place.missing]));
  const current = listSectionLinks(section).find((link) => link.path === linkPath);
  if (current?.href === place.href) return say(t.linkAlready(place.name));
  return change(
    [{ op: 'setSectionLink', sectionId: section.id, path: linkPath, href: place.href }],
    t.linkTo(place.name),
  );
}

// The reader

type Target = { section: Section; path: string } | Outcome;

/** The section and path a request's target word names, or why there is none. */
function targetOf(ctx: Context, text: string, key: TextTarget, end: number): Target | undefined {
  const { model, t } = ctx;
  const mentioned = sectionMentions(text.slice(0, end + 40)).filter((type) => type !== 'hero');
  // "The CTA" on a page with no call-to-action section is its main button.
  const ctaButton = mentioned[0] === 'cta' && !sectionOf(model, 'cta');
  const named = ctaButton ? undefined : mentioned[0];
  if (named && !sectionOf(model, named) && key !== 'button')
    return say(t.noSection(t.sectionNames[named]));
  const subject = model.sections.find((s) => s.id === ctx.subject?.sectionId);
  const hero = sectionOf(model, 'hero');
  const inNamed = named ? sectionOf(model, named) : (subject ?? hero);
  let target: { section: Section | undefined; path: string };
  if (key === 'button' || ctaButton) {
    target = { section: buttonTarget(ctx, mentioned), path: 'primaryAction.label' };
  } else if (key === 'subheading') {
    target = { section: hero, path: 'intro' };
  } else if (key === 'text') {
    target = { section: inNamed, path: inNamed ? bodyPath(inNamed) : 'intro' };
  } else {
    target = { section: key === 'headline' && !named ? hero : inNamed, path: 'heading' };
  }
  const { section, path } = target;
  return section && hasPath(section, path) ? { section, path } : undefined;
}

export const readTexts: Reader = (ctx, raw) => {
  const text = splitCompounds(raw);
  const first = targetsOf(text)[0];
  if (!first) return undefined;
  const target = targetOf(ctx, text, first.key, first.end);
  if (!target || !('section' in target)) return target;
  const { section, path } = target;
  const markers = wordingMarkers(ctx.lang);
  const span = valueSpan(text, first.end, markers);
  // "Link to", "shorter" ask for something unless they are inside the owner's new words, or the
  // request is about the text's font or colour ("a warmer colour for the headline").
  const look = has(text, 'font') || has(text, 'colour');
  const asks = (index: number) =>
    !look && (!span || (!span.quoted && (index < span.at || !span.own)));
  const link = findWord(text, 'link');
  if (path === 'primaryAction.label' && link && asks(link.index))
    return linkOutcome(ctx, section, linkPlace(ctx, text, link.end));
  const translate = findWord(text, 'translate');
  if (translate && asks(translate.index)) return translateOutcome(ctx, section, path);
  const rewrite = rewriteOf(text);
  if (rewrite && asks(rewrite.index)) return rewriteOutcome(ctx, section, path, rewrite.kind);
  const value = valueAfter(text, first.end, ctx.lang, markers);
  if (value) return setText(ctx, section, path, value);
  const what = textName(ctx.t, section, path);
  return say(ctx.t.askValue(what), textTopic(section.id, path));
};

// Answers to a question about a text

/**
 * "The second one", "la segunda", "2": which of the offered wordings, when that is all the
 * answer says (a number alone, or an ordinal with at most two more words).
 */
function ordinalOf(message: string): number | undefined {
  const picked = [0, 1, 2].filter((n) => {
    const words = CUSTOMIZE_LANGUAGES.flatMap((l) => COMMAND_WORDS[l].ordinals[n] ?? []);
    const m = wordsRegex(words).exec(message);
    if (!m) return false;
    const rest = `${message.slice(0, m.index)} ${message.slice(m.index + m[0].length)}`;
    const more = rest.split(/[\s\p{P}\p{S}]+/u).filter(Boolean).length;
    return more <= (/^\p{N}+$/u.test(m[0]) ? 0 : 2);
  });
  return picked.length === 1 ? picked[0] : undefined;
}

/**
 * After shorter wordings were offered: the one the owner picked, by its words or its place
 * ("the second one"); nothing when the answer is the owner's own wording.
 */
export function pickedWording(ctx: Context, message: string): Outcome | undefined {
  const target = pendingText(ctx);
  const section = ctx.model.sections.find((s) => s.id === target?.sectionId);
  if (!target?.offered || !section || !hasPath(section, target.path)) return undefined;
  const { options } = shorterOptions(ctx, section, target.path);
  const said = message.trim().replace(/[.!]+$/u, '');
  const n = ordinalOf(said);
  const value =
    options.find((option) => sameText(option, said)) ?? (n === undefined ? undefined : options[n]);
  return value ? setText(ctx, section, target.path, value) : undefined;
}

/** After "what should the headline say?" the whole answer is the new wording. */
export function textAnswer(ctx: Context, text: string): Outcome | undefined {
  const target = pendingText(ctx);
  const section = ctx.model.sections.find((s) => s.id === target?.sectionId);
  const value = valueAfter(`: ${text}`, 0, ctx.lang);
  if (!target || !section || !value || !hasPath(section, target.path)) return undefined;
  return setText(ctx, section, target.path, value);
}
