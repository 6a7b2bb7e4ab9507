import type { AiHealth } from '@zappy/contract/health';
import type { Requirements } from '@zappy/contract/requirements';
import type { Brain, BrainOptions } from '../brain-types';
import { suggestHeroImages } from '../hero-images';
import { suggestIntegrations } from '../integrations';
import { suggestPalettes } from '../palettes';
import type { BrainMeta, BrainResult, StepMeta } from '../schemas';
import {
  continueOfflineConversation,
  finalizeRequirements,
  siteLanguageFor,
  startOfflineConversation,
} from './conversation';
import { writeSectionOffline } from './copy';
import { feedbackOffline, guardedCustomize, widgetDoneOffline } from './customize';
import { extract } from './extract';
import { planOffline } from './plan';
import { nextQuestion, questionProgress, summarizeAnswers } from './question-flow';
import { assembleSiteModel } from './site';
import { mergeExtracted, type SlotContext } from './slots';
import { RequirementsSchema } from '@zappy/contract/requirements';

/** Combines step metas into one result meta (sums usage, lists fallbacks). */
export function combineMeta(steps: readonly StepMeta[]): BrainMeta {
  return {
    steps: [...steps],
    usage: steps.reduce(
      (sum, s) => ({
        inputTokens: sum.inputTokens + s.usage.inputTokens,
        outputTokens: sum.outputTokens + s.usage.outputTokens,
        totalTokens: sum.totalTokens + s.usage.totalTokens,
      }),
      { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
    ),
    fallbacks: steps.flatMap((s) =>
      s.fallback ? [{ step: s.step, reason: s.fallback.reason }] : [],
    ),
  };
}

/** Runs an offline step and records it. */
export function offlineStep<T>(
  step: string,
  now: () => number,
  run: () => T,
  fallbackReason?: string,
): { value: T; meta: StepMeta } {
  const startedAt = now();
  const value = run();
  return {
    value,
    meta: {
      step,
      engine: 'offline',
      provider: 'offline',
      attempts: 0,
      ...(fallbackReason ? { fallback: { reason: fallbackReason } } : {}),
      usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 },
      startedAt,
      durationMs: Math.max(0, now() - startedAt),
    },
  };
}

function single<T>(step: string, now: () => number, run: () => T): BrainResult<T> {
  const { value, meta } = offlineStep(step, now, run);
  return { value, meta: combineMeta([meta]) };
}

const OFFLINE_HEALTH: AiHealth = {
  engine: 'offline',
  model: null,
  status: 'offline',
  message: 'No LLM is configured: the built-in offline engine answers every step.',
};

/**
 * The offline engine behind the Brain interface: built-in knowledge, no network, deterministic
 * for a seed.
 *
 * @example createOfflineEngine({ seed: 1 }).engine // 'offline'
 */
export function createOfflineEngine(options: BrainOptions): Brain {
  const now = options.now ?? Date.now;
  const defaultSeed = options.seed ?? 1;
  const ctx = (seed?: number): SlotContext => ({
    seed: seed ?? defaultSeed,
    heroImageUrl: options.heroImageUrl,
  });
  return {
    engine: 'offline',
    checkLlm: () => Promise.resolve(OFFLINE_HEALTH),
    startConversation: (prompt, o) =>
      Promise.resolve(
        single('conversation', now, () =>
          startOfflineConversation(prompt, ctx(o?.seed), undefined, o?.language),
        ),
      ),
    continueConversation: (state, input) =>
      Promise.resolve(
        single('conversation', now, () =>
          continueOfflineConversation(state, input, ctx(state.seed)),
        ),
      ),
    extractRequirements: (text) =>
      Promise.resolve(
        single('requirements', now, () => {
          const ex = extract(text);
          const r = mergeExtracted(RequirementsSchema.parse({}), ex);
          return RequirementsSchema.parse({
            ...r,
            description: text.slice(0, 5000),
            inputLanguage: ex.language,
            language: siteLanguageFor(ex.language, ex.siteLanguage),
          });
        }),
      ),
    planSite: (r, o) =>
      Promise.resolve(single('plan', now, () => planOffline(r, o?.seed ?? defaultSeed))),
    writeSection: (plan, r, section, o) =>
      Promise.resolve(
        single(`copy:${section.id}`, now, () =>
          writeSectionOffline(
            plan,
            finalizeRequirements(r, o?.seed ?? defaultSeed),
            section,
            o?.seed ?? defaultSeed,
          ),
        ),
      ),
    suggestHeroImages: (context) =>
      single('hero-images', now, () => suggestHeroImages({ seed: defaultSeed, ...context })),
    prepareRequirements: (r, o) => finalizeRequirements(r, o?.seed ?? defaultSeed),
    assembleSiteModel: (plan, r, sections, hero, o) =>
      assembleSiteModel(plan, r, sections, hero, o?.seed ?? defaultSeed),
    customizationDone: widgetDoneOffline,
    customize: (model, message, state, o) =>
      Promise.resolve(single('customize', now, () => guardedCustomize(model, message, state, o))),
    feedback: (model, text) =>
      Promise.resolve(single('feedback', now, () => feedbackOffline(model, text))),
    suggestPalettes: (request) => single('palettes', now, () => suggestPalettes(request)),
    suggestIntegrations: (context, applied) =>
      single('integrations', now, () => suggestIntegrations(context, applied)),
    nextQuestion: (answers) => nextQuestion(answers, ctx()),
    questionProgress: (answers) => questionProgress(answers, ctx()),
    summarize: (answers): BrainResult<Requirements> =>
      single('summary', now, () => summarizeAnswers(answers, ctx())),
  };
}
