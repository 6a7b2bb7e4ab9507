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
