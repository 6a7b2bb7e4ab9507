import type { Widget } from '@zappy/contract/widgets';
import type { ColourMove, FontStack } from '@zappy/locales/types';
import { FONT_STACKS } from '@zappy/site-model/constants';
import { STYLE_TYPOGRAPHY } from '@zappy/site-model/defaults';
import type { Palette, SiteStyle, Typography } from '@zappy/site-model/schema';
import { COLOUR_MOVES, movePalette } from '../../palette-moves';
import { buildPalette, hueFamily, suggestPalettes } from '../../palettes';
import { wizardPhrases } from '../phrases';
import { withoutQuotes } from './match';
import { type Change, type Context, type Outcome, type Pending, type Reader } from './outcome';
import { asksForLook, type Look, looksFirst, readLookWords } from './look-words';

// The look: colours (named, or moved from the current palette; every palette keeps 4.5:1),
// style and fonts, which combine in one request; a look request too vague to act on gets a
// question with a few concrete choices, never a guess.

type Choice = ColourMove | SiteStyle | FontStack;

/** What "make it pop" is offered: a few clear directions. */
const LOOK_CHOICES: readonly Choice[] = [
  'warmer',
  'vivid',
  'contrast',
  'modern',
  'bold',
  'playful',
  'minimal',
];
/** What "it is already elegant" is offered: moves of the colours, then other styles. */
const ALREADY_CHOICES: readonly Choice[] = [
  'warmer',
  'softer',
  'darker',
  'contrast',
  'modern',
  'bold',
];
/** Moves that undo each other: asked together, the chat asks which. */
const OPPOSITES: readonly [ColourMove, ColourMove][] = [
  ['warmer', 'cooler'],
  ['darker', 'lighter'],
  ['vivid', 'softer'],
];

/** A single-choice question; each option, sent back, reads as the change it names. */
function ask(ctx: Context, question: string, choices: readonly Choice[], topic: Pending): Outcome {
  const widget: Widget = {
    type: 'single_select',
    question,
    options: choices.map((c) => ({ value: ctx.t.lookChoices[c], label: ctx.t.lookChoices[c] })),
  };
  return { changes: [], said: [question], widget, topic };
}

// ---------------------------------------------------------------------------------------------
// Colours

const samePalette = (a: Palette, b: Palette) => JSON.stringify(a) === JSON.stringify(b);

/** The colours that lead a palette, in the owner's language: "red and orange". */
function leadingColours(ctx: Context, palette: Palette): string {
  const words = wizardPhrases(ctx.lang);
  const hues = [palette.primary, palette.accent].map((hex) => words.palettes.hues[hueFamily(hex)]);
  return words.list([...new Set(hues)]);
}

/** The palette of the colours a request names: two are primary and accent. */
function namedPalette(ctx: Context, look: Look, style: SiteStyle): Palette | undefined {
  const [first, second] = look.colours;
  if (!first) return undefined;
  const accent = second?.hex ?? first.accent;
  if (accent) return buildPalette(first.hex, accent, style);
  return suggestPalettes({ colors: [first.hex], style, industry: ctx.model.business.industry })[0]
    ?.palette;
}

function paletteChange(ctx: Context, look: Look, style: SiteStyle): Change | undefined {
  const { t } = ctx;
  const current = ctx.model.brand.palette;
  const named = namedPalette(ctx, look, style);
  if (!named && look.moves.length === 0) return undefined;
  const palette = look.moves.length > 0 ? movePalette(named ?? current, look.moves, style) : named;
  if (!palette || samePalette(palette, current)) return undefined;
  const words = wizardPhrases(ctx.lang).list(look.colours.map((c) => c.word));
  const moves = look.moves.map((m) => t.moves[m]);
  const note =
    look.moves.length === 0
      ? t.palette(words)
      : t.paletteMoved(moves, named ? words : leadingColours(ctx, palette));
  return { edits: [{ op: 'setPalette', palette }], note };
}

// ---------------------------------------------------------------------------------------------
// Style and fonts

function withFont(typography: Typography, look: Look): Typography {
  const stack = look.font?.stack;
  if (!stack) return typography;
  const target = look.font?.target ?? 'all';
  return {
    heading: target === 'body' ? typography.heading : stack,
    body: target === 'headings' ? typography.body : stack,
  };
}

const fontChange = (typography: Partial<Typography>, note: string): Change => ({
  edits: [{ op: 'setFonts', typography }],
  note,
});

/** One change per font that changed, named for what it is on: "a serif font for the headings". */
function fontChanges(ctx: Context, after: Typography): Change[] {
  const { t } = ctx;
  const before = ctx.model.brand.typography;
  const heading = before.heading !== after.heading;
  const body = before.body !== after.body;
  if (heading && body && after.heading === after.body) {
    return [fontChange(after, t.fontsFor.all(t.fontNames[after.heading]))];
  }
  const changes: Change[] = [];
  if (heading) {
    changes.push(
      fontChange({ heading: after.heading }, t.fontsFor.headings(t.fontNames[after.heading])),
    );
  }
  if (body)
    changes.push(fontChange({ body: after.body }, t.fontsFor.body(t.fontNames[after.body])));
  return changes;
}

// ---------------------------------------------------------------------------------------------
// The outcome

/** The question for a look request with nothing to act on, if it is one. */
function question(ctx: Context, look: Look, alreadyStyle: boolean): Outcome | undefined {
  const { t, model } = ctx;
  const current = model.brand.style;
  if (look.font) {
    // "serif headings" on a site whose headings are serif: say so, and offer the others.
    const { stack, target } = look.font;
    const already = stack ? `${t.alreadyHas(t.fontsFor[target](t.fontNames[stack]))} ` : '';
    const choices = FONT_STACKS.filter((s) => s !== (stack ?? model.brand.typography.body));
    return ask(ctx, `${already}${t.fontQuestion}`, choices, 'style');
  }
  if (alreadyStyle) {
    const already = t.alreadyHas(t.style(t.styleNames[current]));
    const choices = ALREADY_CHOICES.filter((c) => c !== current);
    return ask(ctx, `${already} ${t.lookQuestion}`, choices, 'style');
  }
  if (look.colourNoun && !look.vague) return ask(ctx, t.colourQuestion, COLOUR_MOVES, 'colors');
  if (look.vague || look.lookNoun) {
    return ask(
      ctx,
      t.lookQuestion,
      LOOK_CHOICES.filter((c) => c !== current),
      'style',
    );
  }
  return undefined;
}

function lookOutcome(ctx: Context, look: Look): Outcome | undefined {
  const { t, model } = ctx;
  if (look.styles.length > 1) return ask(ctx, t.lookQuestion, look.styles, 'style');
  if (OPPOSITES.some(([a, b]) => look.moves.includes(a) && look.moves.includes(b))) {
    return ask(ctx, t.colourQuestion, COLOUR_MOVES, 'colors');
  }
  const [asked] = look.styles;
  const style = asked && asked !== model.brand.style ? asked : undefined;
  const already = asked !== undefined && style === undefined;
  const changes: Change[] = [];
  if (style)
    changes.push({ edits: [{ op: 'setStyle', style }], note: t.style(t.styleNames[style]) });
  const palette = paletteChange(ctx, look, style ?? model.brand.style);
  if (palette) changes.push(palette);
  const typography = withFont(style ? STYLE_TYPOGRAPHY[style] : model.brand.typography, look);
  changes.push(...fontChanges(ctx, typography));
  if (changes.length === 0) return question(ctx, look, already);
  const said = already ? [t.alreadyHas(t.style(t.styleNames[model.brand.style]))] : [];
  return { changes, said };
}

/** Web and email addresses ("greenleaf.com"): their words are not colours. */
const ADDRESS = /\S*[\p{L}\p{N}][.@][\p{L}\p{N}]\S*/gu;

/** The words of a request that can ask for a look: not the quoted ones, not addresses. */
const lookText = (text: string) =>
  withoutQuotes(text).replace(ADDRESS, (address) => ' '.repeat(address.length));

/** A look request, read after every other reader passed on it. */
export const readLook: Reader = (ctx, text) => {
  const plain = lookText(text);
  const look = readLookWords(ctx, plain);
  return asksForLook(ctx, plain, look) ? lookOutcome(ctx, look) : undefined;
};

/**
 * A clear look request ("more contrast, the text is hard to read", "make the site modern"), read
 * before the other readers: only a change, never a question, so a request about anything else
 * still reaches them.
 */
export const readLookFirst: Reader = (ctx, text) => {
  if (withoutQuotes(text) !== text) return undefined;
  const plain = lookText(text);
  const look = readLookWords(ctx, plain);
  if (!looksFirst(ctx, plain, look)) return undefined;
  const out = lookOutcome(ctx, look);
  return out && out.changes.length > 0 ? out : undefined;
};
