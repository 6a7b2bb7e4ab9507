/**
 * The generation steps and the progress modal's stages, without zod, so the web app can show
 * them without loading the schemas.
 */

/** The generation steps in order (spec section 4), then the two end states. */
export const GENERATION_STEPS = [
  'initializing',
  'analyzing',
  'ideation',
  'processing_content',
  'generating_images',
  'building_structure',
  'styling',
  'adding_functionality',
  'integrating_features',
  'optimizing',
  'finalizing',
  'completed',
  'error',
] as const;
export type GenerationStep = (typeof GENERATION_STEPS)[number];

/** The six grouped stages the progress modal shows (spec section 2). */
export const GENERATION_STAGES = [
  {
    label: 'Creating Concept',
    steps: ['initializing', 'analyzing', 'ideation', 'processing_content'],
  },
  { label: 'Creating Images', steps: ['generating_images'] },
  { label: 'Building Structure', steps: ['building_structure'] },
  { label: 'Applying Design', steps: ['styling', 'adding_functionality'] },
  { label: 'Adding Compliance', steps: ['integrating_features'] },
  { label: 'Finalizing', steps: ['optimizing', 'finalizing'] },
] as const satisfies readonly { label: string; steps: readonly GenerationStep[] }[];

/** The steps a generation works through, `initializing` to `finalizing`. */
export type WorkingStep = Exclude<GenerationStep, 'completed' | 'error'>;

/** The progress (percent) each working step reaches when it starts. */
export const STEP_PROGRESS = {
  initializing: 4,
  analyzing: 10,
  ideation: 20,
  processing_content: 40,
  generating_images: 52,
  building_structure: 64,
  styling: 74,
  adding_functionality: 82,
  integrating_features: 90,
  optimizing: 96,
  finalizing: 99,
} as const satisfies Record<WorkingStep, number>;

/** What the progress modal says during each working step. */
export const STEP_MESSAGES = {
  initializing: 'Getting started',
  analyzing: 'Analyzing your business',
  ideation: 'Planning your website',
  processing_content: 'Writing your content',
  generating_images: 'Creating images',
  building_structure: 'Building the page structure',
  styling: 'Applying your design',
  adding_functionality: 'Adding interactive features',
  integrating_features: 'Adding accessibility and SEO',
  optimizing: 'Optimizing for speed',
  finalizing: 'Saving your website',
} as const satisfies Record<WorkingStep, string>;
