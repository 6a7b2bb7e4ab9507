import { createLlmEngine } from './llm/engine';
import { createOfflineEngine } from './offline/engine';
import type { Brain, BrainOptions } from './brain-types';

export type { Brain, BrainOptions, LlmProblem, StepOptions } from './brain-types';
// The Brain's data types, and the schemas the server checks stored state and edits with.
export type * from './schemas';
export { ConversationStateSchema, CustomizationStateSchema } from './schemas';
export type { QuestionAnswer } from './offline/question-flow';
export type { PaletteRequest, PaletteSuggestion } from './palettes';
export type { HeroImageContext } from './hero-images';

/**
 * Creates a Brain: the offline engine by default, or the LLM engine for a provider (which
 * falls back to the offline engine step by step).
 *
 * @example
 * const brain = createBrain({ provider: 'offline', seed: 7 });
 * const { value } = await brain.startConversation('A bakery called "Golden Crumb" in Portland');
 * value.widget?.type; // 'multi_select' (what does Golden Crumb offer?)
 */
export function createBrain(options: BrainOptions = {}): Brain {
  const offline = createOfflineEngine(options);
  const provider = options.provider ?? 'offline';
  if (provider === 'offline') return offline;
  return createLlmEngine(
    {
      provider,
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      model: options.model,
      timeoutMs: options.timeoutMs,
      fetch: options.fetch,
    },
    offline,
    options.now ?? Date.now,
    (seed) => ({ seed: seed ?? options.seed ?? 1, heroImageUrl: options.heroImageUrl }),
    options.onLlmProblem,
  );
}
