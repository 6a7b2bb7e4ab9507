import type { Brain } from '@zappy/ai/brain';
import { generateSite, type GeneratedSite } from '@zappy/ai/recipe';
import { STEP_PROGRESS, type WorkingStep } from '@zappy/contract/generation-steps';
import type { Requirements } from '@zappy/contract/requirements';

export { STEP_MESSAGES, STEP_PROGRESS } from '@zappy/contract/generation-steps';

export type PipelineStep = WorkingStep;
export const PIPELINE_STEPS = Object.keys(STEP_PROGRESS) as PipelineStep[];

export interface PipelineInput {
  requirements: Requirements;
  /** The owner's extra direction (regeneration improvements, or the generate request's text). */
  improvements?: string | undefined;
  seed: number;
  /** Where the site will be hosted: canonical URL, sitemap and Open Graph use it. */
  siteUrl: string;
}

/** Reports a step as it starts, with a sentence about what it is doing. */
export type StepReporter = (step: PipelineStep, description: string) => Promise<void>;

/**
 * The site recipe (`generateSite`), then `finalizing`, which the worker does as it stores the
 * result.
 */
export async function runPipeline(
  input: PipelineInput,
  brain: Brain,
  report: StepReporter,
): Promise<GeneratedSite> {
  const site = await generateSite(brain, input.requirements, {
    seed: input.seed,
    improvements: input.improvements,
    siteUrl: input.siteUrl,
    onStep: report,
  });
  await report('finalizing', 'Saving this version and its history');
  return site;
}
