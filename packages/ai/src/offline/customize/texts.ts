import { listSectionTexts } from '@zappy/site-model/section-texts';
import { type Section, type SectionType } from '@zappy/site-model/schema';
import { findWord, has, sectionMentions, valueAfter } from './match';
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
import { imageWidget, moveSectionOutcome } from './content';

// Texts: headline, subheading, buttons, a section's heading or text.

/** The body text of a section: `body` for about, `note` where the section has one, else `intro`. */
function bodyPath(section: Section): string {
  if (section.type === 'about') return 'body';
  if (section.type === 'footer' || section.type === 'hours') return 'note';
  return 'intro';
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

export const readTexts: Reader = (ctx, text) => {
  const { model, t, lang } = ctx;
  const targets = TEXT_TARGETS.map((key) => ({ key, at: findWord(text, key) })).filter(
    (x) => x.at !== undefined,
  );
  const first = targets.sort((a, b) => (a.at?.index ?? 0) - (b.at?.index ?? 0))[0];
  if (!first?.at) return undefined;
  const value = valueAfter(text, first.at.end, lang);
  const head = text.slice(0, first.at.end + 40);
  const mentioned = sectionMentions(head).filter((type) => type !== 'hero');
  const named = mentioned[0];
  const subjectSection = model.sections.find((s) => s.id === ctx.subject?.sectionId);
  const hero = sectionOf(model, 'hero');
  if (named && !sectionOf(model, named)) return say(t.noSection(t.sectionNames[named]));
  let section: Section | undefined;
  let path: string;
  let what: string;
  const key = first.key === 'headline' && named ? 'heading' : first.key;
  switch (key) {
    case 'button':
      section = buttonTarget(ctx, mentioned);
      path = 'primaryAction.label';
      what = t.button;
      break;
    case 'subheading':
      section = hero;
      path = 'intro';
      what = t.subheading;
      break;
    case 'headline':
    case 'heading':
      section = named ? sectionOf(model, named) : (subjectSection ?? hero);
      path = 'heading';
      what =
        section?.type === 'hero'
          ? t.headline
          : t.headingOf(t.sectionNames[section?.type ?? 'hero']);
      break;
    case 'text':
      section = named ? sectionOf(model, named) : (subjectSection ?? hero);
      path = section ? bodyPath(section) : 'intro';
      what =
        section?.type === 'hero' ? t.subheading : t.textOf(t.sectionNames[section?.type ?? 'hero']);
      break;
  }
  if (!section || !hasPath(section, path)) return undefined;
  const current = listSectionTexts(section).find((x) => x.path === path)?.value ?? '';
  if (!value && has(text, 'shorter') && shorten(current) !== current)
    return change(
      [{ op: 'setSectionText', sectionId: section.id, path, value: shorten(current) }],
      t.shortened,
    );
  if (!value) return say(t.askValue(what), textTopic(section.id, path));
  return change(
    [{ op: 'setSectionText', sectionId: section.id, path, value }],
    t.text(what, value),
  );
};

/** After "what should the headline say?" the whole answer is the new wording. */
export function textAnswer(ctx: Context, text: string): Outcome | undefined {
  const target = pendingText(ctx);
  const section = ctx.model.sections.find((s) => s.id === target?.sectionId);
  const value = valueAfter(`: ${text}`, 0, ctx.lang);
  if (!target || !section || !value || !hasPath(section, target.path)) return undefined;
  const what =
    section.type === 'hero' && target.path === 'heading'
      ? ctx.t.headline
      : ctx.t.textOf(ctx.t.sectionNames[section.type]);
  return change(
    [{ op: 'setSectionText', sectionId: section.id, path: target.path, value }],
    ctx.t.text(what, value),
  );
}

// Point and edit: "this", "it"

/** A shorter text: the first sentence, or the first two thirds of the words. */
export function shorten(value: string): string {
  const sentences = value.split(/(?<=[.!?])\s+/u).filter(Boolean);
  if (sentences.length > 1) return sentences[0] ?? value;
  const words = value.split(/\s+/u);
  if (words.length <= 4) return value;
  return words
    .slice(0, Math.max(3, Math.ceil((words.length * 2) / 3)))
    .join(' ')
    .replace(/[,;:]$/u, '');
}

export const readSubject: Reader = (ctx, text) => {
  const subject = ctx.subject;
  const section = ctx.model.sections.find((s) => s.id === subject?.sectionId);
  if (!subject || !section) return undefined;
  const { t, lang } = ctx;
  if (subject.imageSlot && (has(text, 'image') || has(text, 'pointer') || has(text, 'change')))
    return imageWidget(ctx, [subject.imageSlot]);
  const pointer = findWord(text, 'pointer');
  const explicit =
    TEXT_TARGETS.some((key) => has(text, key)) ||
    sectionMentions(text).some((type) => type !== section.type);
  if (!pointer || explicit) return undefined;
  if (has(text, 'remove'))
    return change(
      [{ op: 'removeSection', sectionId: section.id }],
      t.removed(t.sectionNames[section.type]),
    );
  if (has(text, 'move')) return moveSectionOutcome(ctx, text, section);
  const path = subject.path && hasPath(section, subject.path) ? subject.path : undefined;
  const current = listSectionTexts(section).find((x) => x.path === path)?.value;
  // A longer text needs the owner's words: the engine asks for them rather than invent copy.
  if (path && current && has(text, 'longer')) {
    const name = t.sectionNames[section.type];
    const what = path === 'heading' ? t.headingOf(name) : t.textOf(name);
    return say(t.askValue(what), textTopic(section.id, path));
  }
  if (path && current && has(text, 'shorter')) {
    const shorter = shorten(current);
    return shorter === current
      ? undefined
      : change(
          [{ op: 'setSectionText', sectionId: section.id, path, value: shorter }],
          t.shortened,
        );
  }
  const value = valueAfter(text, pointer.end, lang);
  const target = path ?? (hasPath(section, 'heading') ? 'heading' : undefined);
  if (!value || !target) return undefined;
  return change(
    [{ op: 'setSectionText', sectionId: section.id, path: target, value }],
    t.text(
      target === 'heading'
        ? t.headingOf(t.sectionNames[section.type])
        : t.textOf(t.sectionNames[section.type]),
      value,
    ),
  );
};
