import { GENERATION_STEPS } from '@zappy/contract/generation-steps';
import { BAKERY_REQUIREMENTS } from '@zappy/fixtures/requirements';
import { SiteModelSchema } from '@zappy/site-model/schema';
import { renderSite } from '@zappy/site-renderer/render';
import { describe, expect, it, vi } from 'vitest';
import { createBrain } from './brain';
import { generateSite, type RecipeStep } from './recipe';

// Every renderer stage records its call and then does its real work, so the tests see which
// step ran which stage.
const trace = vi.hoisted(() => [] as string[]);
vi.mock('@zappy/site-renderer/stages', async (importOriginal) => {
  const stages = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(
    Object.entries(stages).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (...args: unknown[]) => {
            trace.push(name);
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value,
    ]),
  );
});

const siteUrl = 'https://golden-crumb.sites.example.com';
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('generateSite', () => {
  it('reports the ten steps in order, each before the renderer stages it names', async () => {
    trace.length = 0;
    const steps: [RecipeStep, string][] = [];
    await generateSite(createBrain({ seed: 4 }), BAKERY_REQUIREMENTS, {
      seed: 4,
      siteUrl,
      onStep: (step, description) => {
        steps.push([step, description]);
        trace.push(`step:${step}`);
      },
    });
    const recipeSteps = GENERATION_STEPS.slice(0, GENERATION_STEPS.indexOf('optimizing') + 1);
    expect(recipeSteps).toHaveLength(10);
    expect(steps.map(([step]) => step)).toEqual(recipeSteps);
    const described = Object.fromEntries(steps);
    expect(described.initializing).toBe('Reading what you told the wizard');
    expect(described.analyzing).toBe('Understanding Golden Crumb and who it serves');
    expect(described.processing_content).toMatch(/^Writing \d+ sections: hero, Services, /);
    expect(described.optimizing).toMatch(
      /^Page weight \d+\.\d KB compressed; (all colours pass|\d+ colours corrected)$/,
    );
    expect(trace.slice(trace.indexOf('step:generating_images'))).toEqual([
      'step:generating_images',
      'renderImages',
      'step:building_structure',
      'renderDocument',
      'step:styling',
      'renderStylesheet',
      'step:adding_functionality',
      'renderScript',
      'step:integrating_features',
      'renderAccessibility',
      'renderSeoFiles',
      'renderReadme',
      'measurePage',
      'step:optimizing',
      'orderSiteFiles',
    ]);
  });

  it('waits for each step report before going on', async () => {
    const order: string[] = [];
    await generateSite(createBrain({ seed: 4 }), BAKERY_REQUIREMENTS, {
      seed: 4,
      onStep: async (step) => {
        order.push(`start ${step}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
        order.push(`end ${step}`);
      },
    });
    expect(order.slice(0, 4)).toEqual([
      'start initializing',
      'end initializing',
      'start analyzing',
      'end analyzing',
    ]);
    expect(order).toHaveLength(20);
  });

  it('renders exactly the files renderSite makes of the model, for the site URL', async () => {
    const site = await generateSite(createBrain({ seed: 4 }), BAKERY_REQUIREMENTS, {
      seed: 4,
      siteUrl,
    });
    expect(SiteModelSchema.safeParse(site.model).success).toBe(true);
    const { files } = renderSite(site.model, { siteUrl });
    expect([...site.files.keys()]).toEqual(Object.keys(files));
    for (const [path, content] of Object.entries(files))
      expect(text(site.files.get(path))).toBe(content);
    expect(text(site.files.get('index.html'))).toContain(
      `<link rel="canonical" href="${siteUrl}/">`,
    );
    expect(text(site.files.get('sitemap.xml'))).toContain(`<loc>${siteUrl}/</loc>`);
  });

  it('is deterministic for a seed', async () => {
    const a = await generateSite(createBrain({ seed: 9 }), BAKERY_REQUIREMENTS, { seed: 9 });
    const b = await generateSite(createBrain({ seed: 9 }), BAKERY_REQUIREMENTS, { seed: 9 });
    expect(b.model).toEqual(a.model);
    expect(b.requirements).toEqual(a.requirements);
    expect([...b.files]).toEqual([...a.files]);
  });

  it('asks the photos hook during the images step and renders the model it answers', async () => {
    const steps: RecipeStep[] = [];
    const site = await generateSite(createBrain({ seed: 4 }), BAKERY_REQUIREMENTS, {
      seed: 4,
      onStep: (step) => {
        steps.push(step);
      },
      photos: (model, context) => {
        expect(steps.at(-1)).toBe('generating_images');
        expect(context.industryKey).toBe('bakery');
        expect(context.requirements.businessName).toBe('Golden Crumb');
        return Promise.resolve(
          SiteModelSchema.parse({
            ...model,
            images: model.images.map((image) =>
              image.id === 'hero'
                ? {
                    ...image,
                    source: 'provider',
                    url: 'images/photo-x-960.webp',
                    variants: [{ width: 960, path: 'images/photo-x-960.webp' }],
                  }
                : image,
            ),
          }),
        );
      },
    });
    expect(site.model.images.find((image) => image.id === 'hero')?.source).toBe('provider');
    expect(site.files.has('images/hero.svg')).toBe(false);
    expect(text(site.files.get('index.html'))).toContain('src="images/photo-x-960.webp"');
    // What a later regeneration diffs against is the Brain's own model, without the photos.
    expect(site.generated.images.find((image) => image.id === 'hero')?.source).toBe('procedural');
  });

  it('merges the improvements into the requirements and onto the page', async () => {
    const site = await generateSite(createBrain({ seed: 4 }), BAKERY_REQUIREMENTS, {
      seed: 4,
      improvements: 'Please add our phone number: call +44 117 496 0123.',
    });
    expect(site.requirements.businessName).toBe('Golden Crumb');
    expect(site.requirements.contactDetails?.phone).toBe('+44 117 496 0123');
    expect(site.brief.contactDetails?.phone).toBe('+44 117 496 0123');
    // Feedback is direction for the site, not copy for its page.
    expect(site.requirements.description ?? '').not.toContain('Please add our phone number');
    expect(text(site.files.get('index.html'))).toContain('+44 117 496 0123');
    expect(site.aiReport).toMatchObject({ llmRequests: 0, fallbacks: [], engines: ['offline'] });
  });
});
