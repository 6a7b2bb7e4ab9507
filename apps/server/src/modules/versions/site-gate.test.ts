import { createSampleSiteModel, SAMPLE_INDUSTRIES } from '@zappy/fixtures/sample-sites';
import { SITE_STYLES } from '@zappy/site-model/constants';
import { STYLE_PALETTES } from '@zappy/site-model/defaults';
import type { SiteModel } from '@zappy/site-model/schema';
import { renderSite } from '@zappy/site-renderer/render';
import { describe, expect, it } from 'vitest';
import { htmlProblems } from './site-gate';

/** Every page a model's site has, as the gate reads them. */
function pagesOf(model: SiteModel): Record<string, string> {
  const { files } = renderSite(model, { siteUrl: 'https://sample.sites.example.com' });
  return Object.fromEntries(
    Object.entries(files).flatMap(([path, body]) =>
      path.endsWith('.html') && typeof body === 'string' ? [[path, body]] : [],
    ),
  );
}

// Both layout variants, so every section's first two layouts are rendered.
const fixtures = SAMPLE_INDUSTRIES.flatMap((industry) =>
  SITE_STYLES.flatMap((style) => [0, 1].map((variant) => ({ industry, style, variant }))),
);

describe('the publish gate on what the renderer makes', () => {
  it.each(fixtures)(
    'passes the $industry sample in the $style style (layout variant $variant)',
    async (fixture) => {
      expect(await htmlProblems(pagesOf(createSampleSiteModel(fixture)))).toEqual([]);
    },
  );

  it.each(SITE_STYLES)('passes every built-in palette in the %s style', async (style) => {
    const model = createSampleSiteModel({ industry: 'bakery', style });
    for (const [name, palette] of Object.entries(STYLE_PALETTES)) {
      const recoloured = { ...model, brand: { ...model.brand, palette } };
      expect(await htmlProblems(pagesOf(recoloured)), name).toEqual([]);
    }
  });

  it('passes a plumber whose hero button dials "Call (555) 201-3344"', async () => {
    const model = createSampleSiteModel({ industry: 'tech', companyName: 'Rapid Flow Plumbing' });
    const calling = {
      ...model,
      sections: model.sections.map((section) =>
        section.type === 'hero'
          ? {
              ...section,
              secondaryAction: { label: 'Call (555) 201-3344', href: 'tel:5552013344' },
            }
          : section,
      ),
    };
    expect(await htmlProblems(pagesOf(calling))).toEqual([]);
  });
});
