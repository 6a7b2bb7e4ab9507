import type { FontStack, SectionType, SiteStyle } from '@zappy/site-model/schema';

/** System font stacks only: no web fonts, no layout shift (SITE-DESIGN.md "Rhythm and type"). */
export const FONT_STACK_CSS: Record<FontStack, string> = {
  sans: 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
  serif: 'ui-serif,"Iowan Old Style","Palatino Linotype",Palatino,Georgia,serif',
  rounded: 'ui-rounded,"SF Pro Rounded",Nunito,system-ui,-apple-system,"Segoe UI",sans-serif',
  mono: 'ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace',
};

/** The surface a section is painted on; `inv` is the dark, inverted block. */
export type Surface = 'base' | 'alt' | 'inv';

/** Design tokens of one visual style (SITE-DESIGN.md "The six styles"). */
export type StyleTokens = {
  radius: string;
  radiusLarge: string;
  buttonRadius: string;
  borderWidth: string;
  shadow: string;
  shadowLarge: string;
  headingWeight: number;
  headingTracking: string;
  h1: string;
  h2: string;
  h3: string;
  sectionPad: string;
  heroSurface: Surface;
  /** Sections painted inverted in this style (rhythm: base, tinted, inverted). */
  inverted: readonly SectionType[];
  /** The hero layout this style prefers when the model leaves the choice open. */
  eyebrow: 'pill' | 'caps' | 'rule';
};

export const STYLE_TOKENS: Record<SiteStyle, StyleTokens> = {
  modern: {
    radius: '14px',
    radiusLarge: '22px',
    buttonRadius: '12px',
    borderWidth: '1px',
    shadow: '0 1px 2px rgb(16 24 40 / 6%),0 8px 24px -6px rgb(16 24 40 / 10%)',
    shadowLarge: '0 30px 60px -20px rgb(16 24 40 / 28%)',
    headingWeight: 750,
    headingTracking: '-0.025em',
    h1: 'clamp(2.25rem,5vw + 1rem,4.5rem)',
    h2: 'clamp(1.75rem,2.5vw + 1rem,3rem)',
    h3: '1.2rem',
    sectionPad: 'clamp(4rem,8vw,7.5rem)',
    heroSurface: 'base',
    inverted: ['stats', 'cta'],
    eyebrow: 'pill',
  },
  elegant: {
    radius: '2px',
    radiusLarge: '2px',
    buttonRadius: '0',
    borderWidth: '1px',
    shadow: 'none',
    shadowLarge: 'none',
    headingWeight: 500,
    headingTracking: '-0.01em',
    h1: 'clamp(2.4rem,5vw + 1rem,4.75rem)',
    h2: 'clamp(1.9rem,2.5vw + 1rem,3.25rem)',
    h3: '1.3rem',
    sectionPad: 'clamp(5rem,10vw,9rem)',
    heroSurface: 'alt',
    inverted: ['testimonials'],
    eyebrow: 'rule',
  },
  playful: {
    radius: '26px',
    radiusLarge: '40px',
    buttonRadius: '999px',
    borderWidth: '2px',
    shadow: '0 10px 0 -4px rgb(0 0 0 / 8%)',
    shadowLarge: '0 18px 0 -6px rgb(0 0 0 / 10%)',
    headingWeight: 800,
    headingTracking: '-0.015em',
    h1: 'clamp(2.4rem,5.5vw + 1rem,4.75rem)',
    h2: 'clamp(1.8rem,2.8vw + 1rem,3.1rem)',
    h3: '1.25rem',
    sectionPad: 'clamp(4rem,8vw,7rem)',
    heroSurface: 'alt',
    inverted: ['cta'],
    eyebrow: 'pill',
  },
  bold: {
    radius: '0',
    radiusLarge: '0',
    buttonRadius: '0',
    borderWidth: '3px',
    shadow: '6px 6px 0 var(--tx)',
    shadowLarge: '10px 10px 0 var(--tx)',
    headingWeight: 900,
    headingTracking: '-0.04em',
    h1: 'clamp(2.6rem,8vw + .5rem,6.5rem)',
    h2: 'clamp(2rem,4.5vw + 1rem,4rem)',
    h3: '1.35rem',
    sectionPad: 'clamp(4rem,9vw,8rem)',
    heroSurface: 'inv',
    inverted: ['stats', 'testimonials', 'cta'],
    eyebrow: 'caps',
  },
  minimal: {
    radius: '0',
    radiusLarge: '4px',
    buttonRadius: '4px',
    borderWidth: '1px',
    shadow: 'none',
    shadowLarge: 'none',
    headingWeight: 500,
    headingTracking: '-0.03em',
    h1: 'clamp(2.25rem,4.5vw + 1rem,4.25rem)',
    h2: 'clamp(1.6rem,2vw + 1rem,2.6rem)',
    h3: '1.1rem',
    sectionPad: 'clamp(4.5rem,9vw,8rem)',
    heroSurface: 'base',
    inverted: ['cta'],
    eyebrow: 'caps',
  },
  corporate: {
    radius: '6px',
    radiusLarge: '8px',
    buttonRadius: '6px',
    borderWidth: '1px',
    shadow: '0 1px 3px rgb(15 23 42 / 8%),0 1px 2px rgb(15 23 42 / 4%)',
    shadowLarge: '0 20px 40px -18px rgb(15 23 42 / 30%)',
    headingWeight: 700,
    headingTracking: '-0.015em',
    h1: 'clamp(2.2rem,4vw + 1rem,4rem)',
    h2: 'clamp(1.7rem,2vw + 1rem,2.6rem)',
    h3: '1.15rem',
    sectionPad: 'clamp(4rem,7vw,6.5rem)',
    heroSurface: 'inv',
    inverted: ['stats', 'cta'],
    eyebrow: 'caps',
  },
};

/**
 * Assigns surfaces so the page has rhythm: the style's hero surface, its inverted sections,
 * base and tinted in turn otherwise, and never the same surface twice in a row.
 *
 * @example assignSurfaces('modern', ['hero', 'features', 'stats']) // ['base', 'alt', 'inv']
 */
export function assignSurfaces(style: SiteStyle, types: readonly SectionType[]): Surface[] {
  const tokens = STYLE_TOKENS[style];
  const out: Surface[] = [];
  let flip = false;
  types.forEach((type, i) => {
    let s: Surface;
    if (type === 'hero') s = tokens.heroSurface;
    else if (tokens.inverted.includes(type)) s = 'inv';
    else {
      s = flip ? 'alt' : 'base';
      flip = !flip;
    }
    const prev = out[i - 1];
    if (prev === s) s = s === 'base' ? 'alt' : s === 'alt' ? 'base' : 'alt';
    if (s !== 'inv') flip = s === 'base';
    out.push(s);
  });
  return out;
}
