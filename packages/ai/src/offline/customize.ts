import type { Widget } from '@zappy/contract/widgets';
import { listSectionTexts } from '@zappy/site-model/section-texts';
import { applySiteEdits, type SiteEdit } from '@zappy/site-model/patch';
import type { SiteModel } from '@zappy/site-model/schema';
import type { CustomizeOptions } from '../brain-types';
import type { CustomizationState, CustomizationTurn, Feedback } from '../schemas';
import { outsideRequest } from '../request-scope';
import { customizeLanguage, replyLanguage, splitRequests } from './customize/match';
import type { CustomizeReplies, Topic } from '@zappy/locales/types';
import { CUSTOMIZE_REPLIES, TOPICS } from './customize/replies';
import { businessEditor } from './customize/business';
import { imageWidget } from './customize/content';
import { imagesOf, photoSearchOutcome } from './customize/photo-search';
import type { Change, Context, Outcome, Pending } from './customize/outcome';
import { entryWordsFrom } from './customize/faq';
import { readRequest } from './customize/requests';
import { pickedWording } from './customize/texts';
import type { CustomizeLanguage } from './customize/words';

export type { CustomizeOptions };

const emptyState = (): CustomizationState => ({
  version: 1,
  turn: 0,
  pendingEdits: [],
  pendingTopic: null,
});

const isTopic = (value: string | null | undefined): value is Topic =>
  (TOPICS as readonly string[]).includes(value ?? '');

const isPending = (value: string | null | undefined): value is Pending =>
  isTopic(value) || /^(?:text|faq):/.test(value ?? '');

/** The options menu of an unclear request, in the owner's language. */
export function optionsWidget(t: CustomizeReplies): Widget {
  return {
    type: 'customization_options',
    question: t.menuQuestion,
    options: TOPICS.map((value) => ({
      value,
      label: t.options[value].label,
      description: t.options[value].description,
    })),
  };
}

/** The menu option a message picks: its value or its label. */
function chosenTopic(message: string, t: CustomizeReplies): Topic | undefined {
  const said = message.trim().toLowerCase();
  return TOPICS.find((topic) => topic === said || t.options[topic].label.toLowerCase() === said);
}

/**
 * The changes whose edits apply, in order, each on top of the ones before; a change that does
 * not apply is left out so the patch returned always applies cleanly.
 */
function applicable(model: SiteModel, changes: readonly Change[]): Change[] {
  const kept: Change[] = [];
  let current = model;
  for (const change of changes) {
    const applied = applySiteEdits(current, change.edits);
    if (!applied.ok) continue;
    current = applied.value;
    kept.push(change);
  }
  return kept;
}

function languageFor(
  model: SiteModel,
  message: string,
  state: CustomizationState,
): CustomizeLanguage {
  const fallback = customizeLanguage(state.language ?? model.locale.language);
  // A menu choice is the option's value, not the owner's words: it says nothing of language.
  return isTopic(message.trim().toLowerCase()) ? fallback : replyLanguage(message, fallback);
}

function turn(
  state: CustomizationState,
  lang: CustomizeLanguage,
  reply: string,
  widget: Widget | null,
  edits: SiteEdit[],
  topic: Pending | null,
): CustomizationTurn {
  return {
    reply: reply.slice(0, 4000),
    widget,
    readyToApply: edits.length > 0,
    edits,
    state: {
      ...state,
      turn: state.turn + 1,
      pendingEdits: edits,
      pendingTopic: topic,
      language: lang,
    },
  };
}

/** The follow-up question of a chosen menu option (images: the image widget itself). */
function followUp(ctx: Context, state: CustomizationState, topic: Topic): CustomizationTurn {
  if (topic === 'images') {
    const out = imageWidget(ctx);
    return turn(
      state,
      ctx.lang,
      out.widget?.question ?? out.said.join(' '),
      out.widget ?? null,
      [],
      null,
    );
  }
  return turn(state, ctx.lang, ctx.t.followUp[topic], null, [], topic);
}

/**
 * Every request of a message read and merged into one outcome; a pick among offered wordings
 * is read whole, before the message is cut into requests.
 */
function readMessage(ctx: Context, message: string): Outcome {
  const picked = pickedWording(ctx, message);
  if (picked) return picked;
  const outcomes = splitRequests(message, entryWordsFrom(ctx, message))
    .map((part) => readRequest(ctx, part))
    .filter((o): o is Outcome => o !== undefined);
  return {
    changes: outcomes.flatMap((o) => o.changes),
    said: outcomes.flatMap((o) => o.said),
    widget: outcomes.find((o) => o.widget)?.widget,
    topic: outcomes.find((o) => o.topic)?.topic,
  };
}

/**
 * One customization turn of the offline engine. The owner's words, in any of the wizard's
 * languages, become typed site-model edits (texts, sections, colours, style and fonts, prices,
 * contact details and hours, FAQ entries), or a widget (image replacement, the business-info
 * editor), or a menu of what can change; a menu choice asks a focused question, and the answer
 * is read in that topic. With a `subject` (what the owner pointed at), "this" refers to it.
 * Replies are in the owner's language; the returned edits always apply with `applySiteEdits`.
 *
 * @example customizeOffline(model, 'make it green', null).edits[0]?.op // 'setPalette'
 */
export function customizeOffline(
  model: SiteModel,
  message: string,
  state: CustomizationState | null,
  options: CustomizeOptions = {},
): CustomizationTurn {
  const current = state ?? emptyState();
  const lang = languageFor(model, message, current);
  const t = CUSTOMIZE_REPLIES[lang];
  const topic = isPending(current.pendingTopic) ? current.pendingTopic : null;
  const ctx: Context = { model, lang, t, subject: options.subject, topic };
  const chosen = chosenTopic(message, t);
  if (chosen) return followUp(ctx, current, chosen);
  const out = readMessage(ctx, message);
  const changes = applicable(model, out.changes);
  const edits = changes.flatMap((c) => c.edits);
  const lines = [
    ...(changes.length > 0 ? [t.applying(changes.map((c) => c.note))] : []),
    ...out.said,
  ];
  if (lines.length > 0 || out.widget) {
    const reply = lines.join(' ') || out.widget?.question || '';
    return turn(current, lang, reply, out.widget ?? null, edits, out.topic ?? null);
  }
  return turn(current, lang, `${t.menuQuestion} ${t.menuHint}`, optionsWidget(t), [], null);
}

/**
 * A customization turn whose edits stay inside what the request names (`outsideRequest`); a
 * turn that would change more asks what to change instead, with the menu. An answer to the
 * chat's own question is read in that question's topic, so it is not held to its words.
 *
 * @example guardedCustomize(model, 'add a question about parking', null).edits.some((e) => e.op === 'setStyle') // false
 */
export function guardedCustomize(
  model: SiteModel,
  message: string,
  state: CustomizationState | null,
  options: CustomizeOptions = {},
): CustomizationTurn {
  const turned = customizeOffline(model, message, state, options);
  if (
    state?.pendingTopic ||
    outsideRequest(model, message, turned.edits, options.subject).length === 0
  )
    return turned;
  const lang = customizeLanguage(turned.state.language);
  const t = CUSTOMIZE_REPLIES[lang];
  return turn(
    state ?? emptyState(),
    lang,
    `${t.menuQuestion} ${t.menuHint}`,
    optionsWidget(t),
    [],
    null,
  );
}

/** What the owner finished through a widget, outside the chat: the change is already live. */
export type WidgetDone = 'image_replaced' | 'business_saved';

/**
 * The chat's answer when the owner finished a change through a widget (replaced an image, saved
 * the business editor): a short acknowledgement in the conversation's language, no edits (the
 * change was saved by its own call), and no topic left pending.
 *
 * @example widgetDoneOffline(model, null, 'image_replaced').edits // []
 */
export function widgetDoneOffline(
  model: SiteModel,
  state: CustomizationState | null,
  done: WidgetDone,
): CustomizationTurn {
  const current = state ?? emptyState();
  const lang = customizeLanguage(current.language ?? model.locale.language);
  const t = CUSTOMIZE_REPLIES[lang];
  const reply = done === 'image_replaced' ? t.imageReplaced : t.businessSaved;
  return turn(current, lang, reply, null, [], null);
}

/**
 * A customization widget of the given kind for this site, in the owner's language: what the
 * LLM engine shows when its answer asks for one.
 *
 * @example customizationWidget(model, 'hmm', null, {}, 'customization_options')?.options?.length // 8
 */
export function customizationWidget(
  model: SiteModel,
  message: string,
  state: CustomizationState | null,
  options: CustomizeOptions,
  kind: 'customization_options' | 'business_editor' | 'image_replace',
): Widget | null {
  const lang = languageFor(model, message, state ?? emptyState());
  const t = CUSTOMIZE_REPLIES[lang];
  const ctx: Context = { model, lang, t, subject: options.subject, topic: null };
  if (kind === 'customization_options') return optionsWidget(t);
  if (kind === 'business_editor') return businessEditor(ctx).widget ?? null;
  const slot = options.subject?.imageSlot;
  return imageWidget(ctx, slot ? [slot] : undefined).widget ?? null;
}

/**
 * The image widget of a photo search the LLM engine read from a request: the words, and the
 * images the photo may replace (the slot or section it named, else as the offline reader
 * chooses: the one pointed at, the only one, or all of them to pick from), in the owner's
 * language. The server fills in the photos (decision 040).
 *
 * @example photoSearchWidget(model, 'a photo of bread', null, {}, { query: 'bread', slot: 'hero' })?.photoSearch?.query // 'bread'
 */
export function photoSearchWidget(
  model: SiteModel,
  message: string,
  state: CustomizationState | null,
  options: CustomizeOptions,
  search: { query: string; slot: string | null },
): Widget | null {
  const lang = languageFor(model, message, state ?? emptyState());
  const ctx: Context = {
    model,
    lang,
    t: CUSTOMIZE_REPLIES[lang],
    subject: options.subject,
    topic: null,
  };
  return photoSearchOutcome(ctx, search.query, imagesOf(ctx, search.slot)).widget ?? null;
}

/**
 * Reviews a site and the owner's feedback: concrete suggestions, and questions where the model
 * lacks facts.
 *
 * @example feedbackOffline(model, 'feels too plain').suggestions.length > 0 // true
 */
export function feedbackOffline(model: SiteModel, feedback: string): Feedback {
  const suggestions: string[] = [];
  const questions: string[] = [];
  const name = model.business.companyName;
  const contact = model.business.contactDetails;
  const types = new Set(model.sections.map((s) => s.type));
  if (/plain|boring|bland|dull/i.test(feedback))
    suggestions.push(
      `Switch ${name} to the bold or playful style, or a palette with a stronger accent colour.`,
    );
  if (/busy|cluttered|too much|long/i.test(feedback))
    suggestions.push(
      `Try the minimal style and remove one of ${[...types]
        .filter((t) => t !== 'hero' && t !== 'footer' && t !== 'contact')
        .slice(0, 2)
        .join(' or ')}.`,
    );
  if (/colou?r/i.test(feedback))
    suggestions.push(
      'Pick another palette from the colour options; each one passes contrast checks.',
    );
  if (/text|copy|words|wording/i.test(feedback))
    suggestions.push(
      `Tell me the phrases your customers use about ${name}; I will put them in the headline and the services.`,
    );
  if (!contact.email && !contact.phone)
    questions.push(`What email or phone number should visitors use to reach ${name}?`);
  if (!contact.address.city) questions.push(`Which city is ${name} in? It helps local search.`);
  if (!types.has('faq'))
    suggestions.push('Add an FAQ section: it answers common questions and helps search engines.');
  if (!types.has('pricing')) questions.push('Would you like to show prices or packages?');
  const hero = model.sections.find((s) => s.type === 'hero');
  if (hero && listSectionTexts(hero).some((t) => t.path === 'heading' && t.value.length > 60))
    suggestions.push('Shorten the headline to under 60 characters so it fits on a phone screen.');
  if (suggestions.length === 0)
    suggestions.push(`Add a photo of ${name} in the hero: real photos build trust.`);
  return { suggestions: suggestions.slice(0, 12), questions: questions.slice(0, 8) };
}
