import { QUESTION_FLOW_DEFAULT_TOTAL } from '@zappy/contract/constants';
import { RequirementsSchema, type Requirements } from '@zappy/contract/requirements';
import type { WizardProgress, WizardQuestion } from '@zappy/contract/wizard';
import type { Slot } from '../schemas';
import { finalizeRequirements, siteLanguageFor } from './conversation';
import { extract } from './extract';
import { applyAnswer, buildWidget, industryOf, mergeExtracted, type SlotContext } from './slots';

/** An answer as the question flow stores it (`answers` keyed by question id). */
export type QuestionAnswer = string | number | string[];

/** The fixed order of the server-held question flow; `priceLevel` only for priced industries. */
const FLOW: readonly (Slot | 'description')[] = [
  'description',
  'identity',
  'industry',
  'services',
  'callToAction',
  'contact',
  'tone',
  'brandColor',
  'palette',
  'heroImage',
];

function questionIds(r: Requirements): (Slot | 'description')[] {
  return FLOW.filter((id) => {
    if (id === 'industry') return industryOf(r).key === 'general' || r.industry === undefined;
    return true;
  }).concat(industryOf(r).plans ? ['priceLevel'] : []);
}

const toAnswer = (value: QuestionAnswer) =>
  Array.isArray(value)
    ? { text: value.join(', '), values: value }
    : typeof value === 'number'
      ? { text: String(value), number: value }
      : { text: value };

/**
 * Replays the stored answers in order to rebuild the requirements; pure, so the server only
 * stores `answers`.
 */
export function requirementsFromAnswers(
  answers: Readonly<Record<string, QuestionAnswer>>,
  ctx: SlotContext,
): Requirements {
  let r = RequirementsSchema.parse({});
  const description = answers['description'];
  if (typeof description === 'string' && description.trim() !== '') {
    const ex = extract(description);
    r = {
      ...mergeExtracted(r, ex),
      description: description.slice(0, 5000),
      inputLanguage: ex.language,
      language: siteLanguageFor(ex.language, ex.siteLanguage),
    };
  }
  for (const id of FLOW) {
    const value = answers[id];
    if (id === 'description' || value === undefined) continue;
    r = applyAnswer(id, r, buildWidget(id, r, ctx), toAnswer(value)).requirements;
  }
  const price = answers['priceLevel'];
  if (price !== undefined)
    r = applyAnswer(
      'priceLevel',
      r,
      buildWidget('priceLevel', r, ctx),
      toAnswer(price),
    ).requirements;
  return r;
}

function questionFor(id: Slot | 'description', r: Requirements, ctx: SlotContext): WizardQuestion {
  if (id === 'description') {
    return {
      id,
      type: 'text_input',
      question: 'Tell us about your business: what you do, for whom and where.',
      placeholder: 'e.g. A family bakery in Portland known for sourdough and wedding cakes',
      maxLength: 500,
    };
  }
  if (id === 'brandColor') {
    return {
      id,
      ...buildWidget('brandColor', r, ctx),
      question: 'Pick the colour closest to your brand (we build the palettes around it).',
    };
  }
  return { id, ...buildWidget(id, r, ctx) };
}

/**
 * The next unanswered question of the question flow, or null when it is complete.
 *
 * @example nextQuestion({}, { seed: 1 })?.id // 'description'
 */
export function nextQuestion(
  answers: Readonly<Record<string, QuestionAnswer>>,
  ctx: SlotContext,
): WizardQuestion | null {
  const r = requirementsFromAnswers(answers, ctx);
  const id = questionIds(r).find((q) => answers[q] === undefined);
  return id ? questionFor(id, r, ctx) : null;
}

/**
 * Progress of the question flow: answered so far and the total (10 at the start; it changes
 * when the industry is already known or has prices).
 */
export function questionProgress(
  answers: Readonly<Record<string, QuestionAnswer>>,
  ctx: SlotContext,
): WizardProgress {
  if (Object.keys(answers).length === 0) return { current: 0, total: QUESTION_FLOW_DEFAULT_TOTAL };
  const ids = questionIds(requirementsFromAnswers(answers, ctx));
  return { current: ids.filter((id) => answers[id] !== undefined).length, total: ids.length };
}

/**
 * The requirements the answers give, with defaults for anything skipped.
 *
 * @example summarizeAnswers({ description: 'Yoga studio in Leeds' }, { seed: 1 }).industry // 'yoga'
 */
export function summarizeAnswers(
  answers: Readonly<Record<string, QuestionAnswer>>,
  ctx: SlotContext,
): Requirements {
  return finalizeRequirements(requirementsFromAnswers(answers, ctx), ctx.seed);
}
