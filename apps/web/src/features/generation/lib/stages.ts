import { GENERATION_STAGES, type GenerationStep } from '@zappy/contract/generation-steps';

export type ItemState = 'done' | 'active' | 'pending' | 'failed';

type WorkStep = Exclude<GenerationStep, 'completed' | 'error'>;

/** What each step does, in the owner's words. */
export const STEP_LABELS: Record<WorkStep, string> = {
  initializing: 'Getting started',
  analyzing: 'Analyzing your answers',
  ideation: 'Planning the sections',
  processing_content: 'Writing the copy',
  generating_images: 'Creating hero and section images',
  building_structure: 'Assembling the pages',
  styling: 'Applying colours and typography',
  adding_functionality: 'Adding navigation and forms',
  integrating_features: 'Accessibility tools and SEO',
  optimizing: 'Optimizing for speed',
  finalizing: 'Saving the first version',
};

/** Spec section 2: building structure is shown as a branded label. */
const BRANDED_LABELS: Partial<Record<string, string>> = {
  'Building Structure': 'Building with Zappy',
};

const ORDER: readonly GenerationStep[] = GENERATION_STAGES.flatMap((stage) => stage.steps);

export interface StageView {
  label: string;
  state: ItemState;
  steps: { step: WorkStep; label: string; state: ItemState }[];
}

/**
 * The six grouped stages (spec section 2) for the current step: steps before it are done, it is
 * active (or failed, when the job stopped there), the rest pending.
 */
export function describeStages(
  step: GenerationStep | null,
  failedStep: GenerationStep | null = null,
): StageView[] {
  const reached = step === 'error' ? failedStep : step;
  const isFailed = step === 'error';
  const current =
    reached === 'completed' ? ORDER.length : reached === null ? -1 : ORDER.indexOf(reached);

  const stateOf = (index: number): ItemState => {
    if (current === -1) return index === 0 && !isFailed ? 'active' : 'pending';
    if (index < current) return 'done';
    if (index === current) return isFailed ? 'failed' : 'active';
    return 'pending';
  };

  return GENERATION_STAGES.map((stage) => {
    const steps = stage.steps.map((item) => ({
      step: item,
      label: STEP_LABELS[item],
      state: stateOf(ORDER.indexOf(item)),
    }));
    const states = steps.map((item) => item.state);
    let state: ItemState = 'pending';
    if (states.includes('failed')) state = 'failed';
    else if (states.every((s) => s === 'done')) state = 'done';
    else if (states.some((s) => s !== 'pending')) state = 'active';
    return { label: BRANDED_LABELS[stage.label] ?? stage.label, state, steps };
  });
}
