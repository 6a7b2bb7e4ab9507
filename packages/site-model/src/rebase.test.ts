import { describe, expect, it } from 'vitest';
import { rebaseOnEdits } from './rebase';
import { SiteModelSchema, type Section, type SiteModel } from './schema';

const PALETTE = {
  primary: '#1d4ed8',
  accent: '#f59e0b',
  surface: '#ffffff',
  surfaceAlt: '#f1f5f9',
  text: '#0f172a',
  textMuted: '#475569',
  border: '#cbd5e1',
};

function site(sections: unknown[], changes: Record<string, unknown> = {}): SiteModel {
  return SiteModelSchema.parse({
    schemaVersion: SiteModelSchema.shape.schemaVersion.value,
    business: { companyName: 'Rapid Flow', tagline: 'Leaks fixed' },
    brand: { palette: PALETTE },
    sections,
    ...changes,
  });
}

const hero = (heading: string) => ({ id: 'hero', type: 'hero', heading });
const faq = (...questions: string[]) => ({
  id: 'faq',
  type: 'faq',
  items: questions.map((question) => ({ question, answer: `About ${question}` })),
});
const about = { id: 'about', type: 'about', body: 'We fix leaks.' };
const footer = { id: 'footer', type: 'footer' };

const generated = site([hero('Leaks fixed fast'), about, faq('Do you work weekends?'), footer]);
const next = site([hero('Plumbing in Austin'), about, faq('Where do you work?'), footer], {
  business: { companyName: 'Rapid Flow', tagline: 'New tagline' },
  brand: { palette: { ...PALETTE, primary: '#15803d' }, style: 'bold' },
});
const NO_WISH = { style: false, colours: false };
const section = (model: SiteModel, id: string): Section | undefined =>
  model.sections.find((s) => s.id === id);

describe('rebaseOnEdits', () => {
  it('takes the new generation where the owner changed nothing', () => {
    const rebased = rebaseOnEdits({ generated, current: generated, next, wish: NO_WISH });
    expect(rebased).toEqual(next);
  });

  it('keeps the texts, FAQ entries, tagline and palette the owner changed', () => {
    const current = site(
      [
        hero('Austin’s 24/7 plumbers'),
        about,
        faq('Do you work weekends?', 'Do you take cards?'),
        footer,
      ],
      {
        business: { companyName: 'Rapid Flow', tagline: 'Leaks fixed' },
        brand: { palette: { ...PALETTE, primary: '#b91c1c' } },
      },
    );
    const rebased = rebaseOnEdits({ generated, current, next, wish: NO_WISH });
    expect(section(rebased, 'hero')).toMatchObject({ heading: 'Austin’s 24/7 plumbers' });
    expect(section(rebased, 'faq')).toEqual(section(current, 'faq'));
    expect(rebased.business.tagline).toBe('New tagline');
    expect(rebased.brand.palette.primary).toBe('#b91c1c');
    expect(rebased.brand.style).toBe('bold');
  });

  it('keeps where the owner made a button lead', () => {
    const withButton = (model: SiteModel, href: string) => ({
      ...model,
      sections: model.sections.map((s) =>
        s.type === 'hero' ? { ...s, primaryAction: { label: 'Call us', href } } : s,
      ),
    });
    const rebased = rebaseOnEdits({
      generated: withButton(generated, '#contact'),
      current: withButton(generated, '#about'),
      next: withButton(next, '#contact'),
      wish: NO_WISH,
    });
    const action = section(rebased, 'hero');
    expect(action?.type === 'hero' && action.primaryAction).toEqual({
      label: 'Call us',
      href: '#about',
    });
  });

  it('lets a feedback that asks for other colours replace the owner’s palette', () => {
    const current = site(generated.sections, {
      brand: { palette: { ...PALETTE, primary: '#b91c1c' }, style: 'elegant' },
    });
    const colours = rebaseOnEdits({
      generated,
      current,
      next,
      wish: { style: false, colours: true },
    });
    expect(colours.brand).toMatchObject({ palette: next.brand.palette, style: 'elegant' });
    const style = rebaseOnEdits({
      generated,
      current,
      next,
      wish: { style: true, colours: false },
    });
    expect(style.brand).toMatchObject({ palette: current.brand.palette, style: 'bold' });
  });

  it('keeps a removed section removed, an added one where it stood, and every integration', () => {
    const current = site(
      [
        hero('Leaks fixed fast'),
        faq('Do you work weekends?'),
        { id: 'stats', type: 'stats' },
        footer,
      ],
      {
        integrations: [
          {
            serverId: 'plausible',
            toolName: 'add_plausible',
            category: 'analytics',
            configuration: { domain: 'rapidflow.example.com' },
          },
        ],
      },
    );
    const rebased = rebaseOnEdits({ generated, current, next, wish: NO_WISH });
    expect(rebased.sections.map((s) => s.type)).toEqual(['hero', 'faq', 'stats', 'footer']);
    expect(rebased.integrations).toEqual(current.integrations);
  });

  it('keeps only the integrations when there is no generated model to compare with', () => {
    const rebased = rebaseOnEdits({
      generated: undefined,
      current: generated,
      next,
      wish: NO_WISH,
    });
    expect(rebased.sections).toEqual(next.sections);
    expect(rebased.brand).toEqual(next.brand);
  });
});
