import { gzipSync } from 'node:zlib';
import type { Brain, BrainMeta, HeroImageIdea } from '@zappy/ai/brain';
import type { GenerationStep } from '@zappy/contract/generation-steps';
import type { Requirements } from '@zappy/contract/requirements';
import { RequirementsSchema } from '@zappy/contract/requirements';
import type { SiteModel } from '@zappy/site-model/schema';
import { checkPaletteContrast } from '@zappy/site-renderer/contrast';
import { renderSite } from '@zappy/site-renderer/render';

/** The steps that do work, in order, each with the progress it reaches (percent). */
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
} as const satisfies Partial<Record<GenerationStep, number>>;
export type PipelineStep = keyof typeof STEP_PROGRESS;
export const PIPELINE_STEPS = Object.keys(STEP_PROGRESS) as PipelineStep[];

export const STEP_MESSAGES: Record<PipelineStep, string> = {
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
};

export interface PipelineInput {
  requirements: Requirements;
  /** The owner's extra direction (regeneration improvements, or the generate request's text). */
  improvements?: string | undefined;
  seed: number;
  /** Where the site will be hosted: canonical URL, sitemap and Open Graph use it. */
  siteUrl: string;
}

/** What the Brain did for one generation: stored with the job. */
export interface AiReport {
  steps: number;
  llmRequests: number;
  usage: { inputTokens: number; outputTokens: number; totalTokens: number };
  fallbacks: { step: string; reason: string }[];
  engines: string[];
}

export interface PipelineResult {
  model: SiteModel;
  files: Map<string, Uint8Array>;
  requirements: Requirements;
  aiReport: AiReport;
}

function summarize(metas: readonly BrainMeta[]): AiReport {
  const steps = metas.flatMap((meta) => meta.steps);
  return {
    steps: steps.length,
    llmRequests: steps.reduce((sum, step) => sum + step.attempts, 0),
    usage: {
      inputTokens: metas.reduce((sum, meta) => sum + meta.usage.inputTokens, 0),
      outputTokens: metas.reduce((sum, meta) => sum + meta.usage.outputTokens, 0),
      totalTokens: metas.reduce((sum, meta) => sum + meta.usage.totalTokens, 0),
    },
    fallbacks: metas.flatMap((meta) => meta.fallbacks),
    engines: [...new Set(steps.map((step) => (step.engine === 'llm' ? step.provider : 'offline')))],
  };
}

/** Reports a step as it starts, with a sentence about what it is doing. */
export type StepReporter = (step: PipelineStep, description: string) => Promise<void>;

const encoder = new TextEncoder();
const toBytes = (content: string | Uint8Array) =>
  typeof content === 'string' ? encoder.encode(content) : content;

function mergeImprovements(base: Requirements, extra: Requirements, text: string): Requirements {
  return RequirementsSchema.parse({
    ...base,
    // Extraction leaves unknown facts undefined; only what the improvements state overrides.
    ...Object.fromEntries(
      (Object.entries(extra) as [string, unknown][]).filter(
        ([, value]) => value !== undefined && value !== '',
      ),
    ),
    businessName: base.businessName ?? extra.businessName,
    goals: [...base.goals, ...extra.goals],
    specialties: [...new Set([...base.specialties, ...extra.specialties])],
    description: [base.description, text].filter(Boolean).join('\n\n').slice(0, 5000),
  });
}

function requireFile(files: Map<string, Uint8Array>, path: string): Uint8Array {
  const file = files.get(path);
  if (!file) throw new Error(`the renderer produced no ${path}`);
  return file;
}

/**
 * The generation steps of spec section 4, each doing its real work: requirements, plan, copy
 * (sections written concurrently), images, render, contrast, script, accessibility and SEO
 * files, size checks. Pure apart from the Brain; the worker stores the result.
 */
export async function runPipeline(
  input: PipelineInput,
  brain: Brain,
  report: StepReporter,
): Promise<PipelineResult> {
  await report('initializing', 'Reading what you told the wizard');
  let requirements = RequirementsSchema.parse(input.requirements);
  const name = requirements.businessName ?? 'your business';

  const metas: BrainMeta[] = [];
  await report('analyzing', `Understanding ${name} and who it serves`);
  if (input.improvements?.trim()) {
    const extra = await brain.extractRequirements(input.improvements);
    metas.push(extra.meta);
    requirements = mergeImprovements(requirements, extra.value, input.improvements.trim());
  }
  requirements = brain.prepareRequirements(requirements, { seed: input.seed });

  await report('ideation', `Choosing the sections, style and colours for ${name}`);
  const planned = await brain.planSite(requirements, { seed: input.seed });
  metas.push(planned.meta);
  const plan = planned.value;

  await report(
    'processing_content',
    `Writing ${plan.sections.length} sections: ${plan.sections.map((s) => s.navLabel || s.type).join(', ')}`,
  );
  const written = await Promise.all(
    plan.sections.map((section) =>
      brain.writeSection(plan, requirements, section, { seed: input.seed }),
    ),
  );
  metas.push(...written.map((result) => result.meta));
  const sections = written.map((result) => result.value);

  await report('generating_images', `Drawing a ${plan.motif} hero image in your palette`);
  const heroes = brain.suggestHeroImages({
    businessName: plan.businessName,
    industry: requirements.industry ?? plan.industryKey,
    seed: input.seed,
    count: 1,
  });
  metas.push(heroes.meta);
  const heroIdeas: HeroImageIdea[] = heroes.value;
  const model = brain.assembleSiteModel(plan, requirements, sections, heroIdeas[0], {
    seed: input.seed,
  });

  await report('building_structure', 'Building the page: landmarks, headings and sections');
  const rendered = renderSite(model, { siteUrl: input.siteUrl });
  const files = new Map(
    Object.entries(rendered.files).map(([path, content]) => [path, toBytes(content)]),
  );
  requireFile(files, 'index.html');

  await report(
    'styling',
    `Checking every colour pair of the ${model.brand.style} theme for contrast`,
  );
  const contrast = checkPaletteContrast(model.brand.palette);
  requireFile(files, 'styles.css');

  await report('adding_functionality', 'Adding the mobile menu, FAQ and contact form');
  requireFile(files, 'script.js');

  await report('integrating_features', 'Adding the accessibility toolbar, sitemap and search data');
  for (const path of ['sitemap.xml', 'robots.txt', 'favicon.svg']) requireFile(files, path);

  const pageBytes = ['index.html', 'styles.css', 'script.js']
    .map((path) => gzipSync(requireFile(files, path)).length)
    .reduce((sum, size) => sum + size, 0);
  await report(
    'optimizing',
    `Page weight ${(pageBytes / 1024).toFixed(1)} KB compressed; ${contrast.length === 0 ? 'all colours pass' : `${contrast.length} colours corrected`}`,
  );

  await report('finalizing', 'Saving this version and its history');
  return { model, files, requirements, aiReport: summarize(metas) };
}
