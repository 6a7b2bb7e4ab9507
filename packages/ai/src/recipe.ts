import type { FidelityReport } from '@zappy/contract/fidelity';
import type { GenerationStep } from '@zappy/contract/generation-steps';
import { RequirementsSchema, type Requirements } from '@zappy/contract/requirements';
import type { SiteModel } from '@zappy/site-model/schema';
import { checkPaletteContrast } from '@zappy/site-renderer/contrast';
import * as stages from '@zappy/site-renderer/stages';
import type { Brain } from './brain-types';
import { lookWish, mergeFeedback, type LookWish } from './feedback';
import { buildFidelityReport } from './fidelity-report';
import { heroContextFrom } from './hero-images';
import { MOTIF_WORDS } from './knowledge/motifs';
import type { BrainMeta } from './schemas';

export type { LookWish } from './feedback';

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
  /** The model as the Brain wrote it, before `rebase`: what a later regeneration diffs against. */
  generated: SiteModel;
  /** Every file of the export by path, in the export's order (`index.html` first). */
  files: Map<string, Uint8Array>;
  /** The requirements after the improvements and the defaults a site needs. */
  requirements: Requirements;
  /**
   * The brief after the improvements, before any default: what the owner has said so far, which
   * the next regeneration starts from.
   */
  brief: Requirements;
  /** The look the improvements asked for (another style, other colours), apart from facts. */
  wish: LookWish;
  aiReport: AiReport;
  /** Which of the owner's facts the page shows and where, which it leaves out and why. */
  fidelity: FidelityReport;
}

/** What a photo search needs beyond the model: the brief and the industry the plan chose. */
export interface PhotoContext {
  requirements: Requirements;
  /** The knowledge base's industry (`@zappy/ai/photo-searches` reads its English words). */
  industryKey: string;
}

export interface GenerateSiteOptions {
  /** Makes the whole recipe deterministic (offline engine). */
  seed: number;
  /** The owner's extra direction (regeneration improvements, or the generate request's text). */
  improvements?: string | undefined;
  /** Where the site will be hosted: canonical URL, sitemap and Open Graph use it. */
  siteUrl?: string | undefined;
  /**
   * Turns the generated model into the one to publish before it is rendered (a regeneration
   * carries the owner's edits onto it), so the files and the fidelity report are the live page's.
   */
  rebase?: ((generated: SiteModel, wish: LookWish) => SiteModel) | undefined;
  /**
   * Puts a photo service's photos into the model's illustrated images while the images step
   * runs (the server's `photos` module); answers the model to render. Left out, every image
   * is the offline art.
   */
  photos?: ((model: SiteModel, context: PhotoContext) => Promise<SiteModel>) | undefined;
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
  let wish: LookWish = { style: false, colours: false };
  if (options.improvements?.trim()) {
    const said = await brain.extractRequirements(options.improvements);
    metas.push(said.meta);
    requirements = mergeFeedback(requirements, said.value, options.improvements.trim());
    wish = lookWish(said.value);
  }
  const brief = requirements;
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

  await start(
    'generating_images',
    options.photos
      ? `Finding photos of ${plan.industryLabel || name}; drawing the rest in your palette`
      : `Drawing ${MOTIF_WORDS[plan.motif]} in your palette`,
  );
  const heroes = brain.suggestHeroImages({
    ...heroContextFrom(requirements, seed),
    businessName: plan.businessName,
    industry: requirements.industry ?? plan.industryKey,
    count: 1,
  });
  metas.push(heroes.meta);
  const assembled = brain.assembleSiteModel(
    plan,
    requirements,
    written.map((result) => result.value),
    heroes.value[0],
    { seed },
  );
  const rebased = options.rebase ? options.rebase(assembled, wish) : assembled;
  const model = options.photos
    ? await options.photos(rebased, { requirements, industryKey: plan.industryKey })
    : rebased;
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
    generated: assembled,
    files: new Map(
      Object.entries(stages.orderSiteFiles(files)).map(([path, text]) => [
        path,
        encoder.encode(text),
      ]),
    ),
    requirements,
    brief,
    wish,
    aiReport: summarize(metas),
    fidelity: buildFidelityReport(requirements, model, files['index.html'] ?? ''),
  };
}
