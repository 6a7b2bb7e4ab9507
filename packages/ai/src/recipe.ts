import type { FidelityReport } from '@zappy/contract/fidelity';
import type { GenerationStep } from '@zappy/contract/generation-steps';
import { RequirementsSchema, type Requirements } from '@zappy/contract/requirements';
import type { SiteModel } from '@zappy/site-model/schema';
import { checkPaletteContrast } from '@zappy/site-renderer/contrast';
import * as stages from '@zappy/site-renderer/stages';
import type { Brain } from './brain-types';
import { buildFidelityReport } from './fidelity-report';
import type { BrainMeta } from './schemas';

/** The generation steps the recipe runs, `initializing` to `optimizing`; the caller saves. */
export type RecipeStep = Exclude<GenerationStep, 'finalizing' | 'completed' | 'error'>;

/** What the Brain did for one generation (steps, LLM requests, tokens, fallbacks, engines). */
export interface AiReport {
  steps: number;
  llmRequests: number;
  usage: { inputTokens: number; outputTokens: number; totalTokens: number };
  fallbacks: { step: string; reason: string }[];
  engines: string[];
}

/** A generated site: its model, its rendered files, the requirements it was built from. */
export interface GeneratedSite {
  model: SiteModel;
  /** Every file of the export by path, in the export's order (`index.html` first). */
  files: Map<string, Uint8Array>;
  /** The requirements after the improvements and the defaults a site needs. */
  requirements: Requirements;
  aiReport: AiReport;
  /** Which of the owner's facts the page shows and where, which it leaves out and why. */
  fidelity: FidelityReport;
}

export interface GenerateSiteOptions {
  /** Makes the whole recipe deterministic (offline engine). */
  seed: number;
  /** The owner's extra direction (regeneration improvements, or the generate request's text). */
  improvements?: string | undefined;
  /** Where the site will be hosted: canonical URL, sitemap and Open Graph use it. */
  siteUrl?: string | undefined;
  /** Called as each step starts, with a sentence about what it is doing; awaited. */
  onStep?: ((step: RecipeStep, description: string) => Promise<void> | void) | undefined;
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

function mergeImprovements(base: Requirements, extra: Requirements, text: string): Requirements {
  return RequirementsSchema.parse({
    ...base,
    // Extraction leaves unknown facts undefined (or empty); only what the improvements state
    // overrides.
    ...Object.fromEntries(
      (Object.entries(extra) as [string, unknown][]).filter(
        ([, value]) =>
          value !== undefined &&
          value !== '' &&
          value !== false &&
          !(Array.isArray(value) && value.length === 0),
      ),
    ),
    businessName: base.businessName ?? extra.businessName,
    goals: [...base.goals, ...extra.goals],
    specialties: [...new Set([...base.specialties, ...extra.specialties])],
    figures: [...base.figures, ...extra.figures].slice(0, 12),
    socialHandles: [...new Set([...base.socialHandles, ...extra.socialHandles])].slice(0, 10),
    facts: [...base.facts, ...extra.facts].slice(0, 200),
    description: [base.description, text].filter(Boolean).join('\n\n').slice(0, 5000),
  });
}

const encoder = new TextEncoder();

/**
 * The one way a site is made, for production, tests and benchmarks alike: the generation steps
 * of spec section 4 up to `optimizing`, each doing its own work. The Brain reads the
 * requirements (merged with the improvements), plans, writes every section concurrently and
 * picks a hero image; then each renderer stage adds its files: images, the document, the
 * stylesheet (contrast-corrected), the script, the accessibility and SEO files, and the page
 * weight check. Pure apart from the Brain; the caller stores the result (`finalizing`).
 *
 * @example
 * const brain = createBrain({ seed: 7 });
 * const site = await generateSite(brain, requirements, {
 *   seed: 7,
 *   siteUrl: 'https://golden-crumb.example.com',
 *   onStep: (step, description) => publish(step, description),
 * });
 * site.files.get('index.html'); // Uint8Array of the page
 */
export async function generateSite(
  brain: Brain,
  input: Requirements,
  options: GenerateSiteOptions,
): Promise<GeneratedSite> {
  const { seed } = options;
  const start = async (step: RecipeStep, description: string) => {
    await options.onStep?.(step, description);
  };

  await start('initializing', 'Reading what you told the wizard');
  let requirements = RequirementsSchema.parse(input);
  const name = requirements.businessName ?? 'your business';

  const metas: BrainMeta[] = [];
  await start('analyzing', `Understanding ${name} and who it serves`);
  if (options.improvements?.trim()) {
    const extra = await brain.extractRequirements(options.improvements);
    metas.push(extra.meta);
    requirements = mergeImprovements(requirements, extra.value, options.improvements.trim());
  }
  requirements = brain.prepareRequirements(requirements, { seed });

  await start('ideation', `Choosing the sections, style and colours for ${name}`);
  const planned = await brain.planSite(requirements, { seed });
  metas.push(planned.meta);
  const plan = planned.value;

  await start(
    'processing_content',
    `Writing ${plan.sections.length} sections: ${plan.sections.map((s) => s.navLabel || s.type).join(', ')}`,
  );
  // Sections depend only on the plan, so an LLM writes them all at once.
  const written = await Promise.all(
    plan.sections.map((section) => brain.writeSection(plan, requirements, section, { seed })),
  );
  metas.push(...written.map((result) => result.meta));

  await start('generating_images', `Drawing a ${plan.motif} hero image in your palette`);
  const heroes = brain.suggestHeroImages({
    businessName: plan.businessName,
    industry: requirements.industry ?? plan.industryKey,
    seed,
    count: 1,
  });
  metas.push(heroes.meta);
  const model = brain.assembleSiteModel(
    plan,
    requirements,
    written.map((result) => result.value),
    heroes.value[0],
    { seed },
  );
  const render: stages.RenderOptions = { siteUrl: options.siteUrl };
  const images = stages.renderImages(model);
  const files: stages.SiteFiles = { ...images };

  await start('building_structure', 'Building the page: landmarks, headings and sections');
  Object.assign(files, stages.renderDocument(model, render));

  await start(
    'styling',
    `Checking every colour pair of the ${model.brand.style} theme for contrast`,
  );
  const corrected = checkPaletteContrast(model.brand.palette).length;
  Object.assign(files, stages.renderStylesheet(model));

  await start('adding_functionality', 'Adding the mobile menu, FAQ and contact form');
  Object.assign(files, stages.renderScript());

  await start('integrating_features', 'Adding the accessibility toolbar, sitemap and search data');
  Object.assign(
    files,
    stages.renderAccessibility(),
    stages.renderSeoFiles(model, render),
    stages.renderReadme(model, render, Object.keys(images)),
  );

  // The description reports the weight, so it is measured before the step is announced.
  const weight = stages.measurePage(files);
  await start(
    'optimizing',
    `Page weight ${(weight.gzipBytes / 1024).toFixed(1)} KB compressed; ${corrected === 0 ? 'all colours pass' : `${corrected} colours corrected`}`,
  );

  return {
    model,
    files: new Map(
      Object.entries(stages.orderSiteFiles(files)).map(([path, text]) => [
        path,
        encoder.encode(text),
      ]),
    ),
    requirements,
    aiReport: summarize(metas),
    fidelity: buildFidelityReport(requirements, model, files['index.html'] ?? ''),
  };
}
