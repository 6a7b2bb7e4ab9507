import { SITE_STYLES } from '@zappy/site-model/constants';
import { STYLE_TYPOGRAPHY } from '@zappy/site-model/defaults';
import { type SiteStyle } from '@zappy/site-model/schema';
import { mix } from '@zappy/site-renderer/contrast';
import { buildPalette, COLOR_WORDS, findColor, suggestPalettes } from '../../palettes';
import { anyLanguage, has, wordsRegex } from './match';
import { COMMAND_WORDS, CUSTOMIZE_LANGUAGES } from './words';
import { type Reader, change } from './outcome';

// The look: colours (palettes that keep 4.5:1), style and fonts; these combine in one request.

/** The colours a request names, in order: hex codes, colour words, "dark blue". */
function coloursIn(text: string): { hex: string; word: string }[] {
  const found: { at: number; hex: string; word: string }[] = [];
  for (const m of text.matchAll(/#(?:[0-9a-f]{6}|[0-9a-f]{3})(?![0-9a-f])/giu)) {
    const hex = findColor(m[0]);
    if (hex) found.push({ at: m.index, hex, word: m[0] });
  }
  for (const [re, hex] of COLOR_WORDS) {
    const m = new RegExp(re.source, 'iu').exec(text);
    if (m) found.push({ at: m.index, hex, word: m[0] });
  }
  for (const lang of CUSTOMIZE_LANGUAGES) {
    for (const [english, words] of Object.entries(COMMAND_WORDS[lang].colours)) {
      const m = wordsRegex(words).exec(text);
      const hex = findColor(english);
      if (m && hex) found.push({ at: m.index, hex, word: m[0] });
    }
  }
  const dark = wordsRegex(anyLanguage('dark'));
  const unique = found
    .sort((a, b) => a.at - b.at)
    .filter((c, i, all) => all.findIndex((d) => d.at === c.at || d.hex === c.hex) === i);
  return unique.map((c) => {
    // "dark blue": the word just before the colour darkens it.
    const before = text.slice(Math.max(0, c.at - 12), c.at);
    return dark.test(before)
      ? {
          hex: mix(c.hex, '#000000', 0.35),
          word: `${before.trim().split(/\s+/).pop() ?? ''} ${c.word}`,
        }
      : { hex: c.hex, word: c.word };
  });
}

export const readColours: Reader = (ctx, text) => {
  const colours = coloursIn(text);
  const [primary, accent] = colours;
  if (!primary) return undefined;
  const { model } = ctx;
  const palette = accent
    ? buildPalette(primary.hex, accent.hex, model.brand.style)
    : suggestPalettes({
        colors: [primary.hex],
        style: model.brand.style,
        industry: model.business.industry,
      })[0]?.palette;
  if (!palette) return undefined;
  return change(
    [{ op: 'setPalette', palette }],
    ctx.t.palette(colours.map((c) => c.word).join(' + ')),
  );
};

function styleIn(text: string): SiteStyle | undefined {
  const named = SITE_STYLES.find((s) => wordsRegex([s]).test(text));
  if (named) return named;
  for (const lang of CUSTOMIZE_LANGUAGES) {
    const entries = Object.entries(COMMAND_WORDS[lang].styles) as [SiteStyle, readonly string[]][];
    const found = entries.find(([, words]) => wordsRegex(words).test(text));
    if (found) return found[0];
  }
  return undefined;
}

export const readStyle: Reader = (ctx, text) => {
  const { t } = ctx;
  const serif = has(text, 'sans') ? 'sans' : has(text, 'serif') ? 'serif' : undefined;
  if (serif && (has(text, 'font') || has(text, 'serif') || has(text, 'sans')))
    return change([{ op: 'setFonts', typography: { heading: serif, body: serif } }], t.fonts);
  const style = styleIn(text);
  if (!style) return undefined;
  return change(
    [
      { op: 'setStyle', style },
      { op: 'setFonts', typography: STYLE_TYPOGRAPHY[style] },
    ],
    t.style(style),
  );
};
