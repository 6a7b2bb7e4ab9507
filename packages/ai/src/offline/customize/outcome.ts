// What a customization request gives, and the small helpers every reader shares.
import type { Widget } from '@zappy/contract/widgets';
import { listSectionTexts } from '@zappy/site-model/section-texts';
import type { SiteEdit } from '@zappy/site-model/patch';
import { type Section, type SectionType, type SiteModel } from '@zappy/site-model/schema';
import type { CustomizeOptions } from '../../brain-types';
import type { CustomizeReplies, Topic } from '@zappy/locales/types';
import { type CustomizeLanguage } from './words';

/** What the owner pointed at in the preview ("point and edit"). */
export type Subject = NonNullable<CustomizeOptions['subject']>;

export type Context = {
  model: SiteModel;
  lang: CustomizeLanguage;
  t: CustomizeReplies;
  subject?: Subject | undefined;
  /** What the previous turn asked about, to read a bare answer in. */
  topic: Pending | null;
};

/**
 * What the chat waits for: a menu topic, or the new wording of one text
 * (`text:<sectionId>:<path>`, after "change the button" without the words;
 * `text:<sectionId>:<path>:shorter` after shorter wordings were offered to pick from), or a FAQ
 * entry's missing part (`faq:new:<question>`: its answer; `faq:answer:<index>`,
 * `faq:question:<index>`).
 */
export type Pending = Topic | `text:${string}` | `faq:${string}`;

/** The pending state of a text whose new wording was asked for, when it fits the state. */
export function textTopic(
  sectionId: string,
  path: string,
  offered?: 'shorter',
): Pending | undefined {
  const topic = `text:${sectionId}:${path}${offered ? `:${offered}` : ''}` as const;
  return topic.length <= 50 ? topic : undefined;
}

/** A text the chat waits for, and whether it offered shorter wordings to pick from. */
export type PendingText = { sectionId: string; path: string; offered?: 'shorter' | undefined };

/** The text a pending state waits for: the hero's heading after the menu's "headline". */
export function pendingText(ctx: Context): PendingText | undefined {
  if (ctx.topic === 'headline') {
    const hero = sectionOf(ctx.model, 'hero');
    return hero ? { sectionId: hero.id, path: 'heading' } : undefined;
  }
  const [kind, sectionId, path, offered] = ctx.topic?.split(':') ?? [];
  if (kind !== 'text' || !sectionId || !path) return undefined;
  return { sectionId, path, offered: offered === 'shorter' ? offered : undefined };
}

/** One change: the edits that make it and how the reply names it. */
export type Change = { edits: SiteEdit[]; note: string };

/** What one request gives: changes, plain statements, a widget, a topic to ask about next. */
export type Outcome = {
  changes: Change[];
  said: string[];
  widget?: Widget | undefined;
  topic?: Pending | undefined;
};

export type Reader = (ctx: Context, text: string) => Outcome | undefined;

export const change = (edits: SiteEdit[], note: string): Outcome => ({
  changes: [{ edits, note }],
  said: [],
});
export const say = (line: string, topic?: Pending): Outcome => ({
  changes: [],
  said: [line],
  topic,
});

export const sectionOf = (model: SiteModel, type: SectionType): Section | undefined =>
  model.sections.find((s) => s.type === type);

export const hasPath = (section: Section, path: string): boolean =>
  listSectionTexts(section).some((t) => t.path === path);

export function freeId(model: SiteModel, base: string): string {
  let id = base;
  for (let n = 2; model.sections.some((s) => s.id === id); n += 1) id = `${base}-${n}`;
  return id;
}
