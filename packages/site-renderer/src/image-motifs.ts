import { PATTERN_MOTIFS } from '@zappy/site-model/motifs';
import type { Motif, Palette } from '@zappy/site-model/schema';
import { mix } from './contrast';
import { renderPicture } from './motif-pictures';

/** Industry keywords per motif family; the first match wins. */
const MOTIF_KEYWORDS: [Motif, RegExp][] = [
  ['bakery', /bak|bread|pastr|cake|patisser|dessert|donut|cookie|coffee|caf[eé]/i],
  ['food', /food|restaur|kitchen|bistro|grill|taco|pizza|sushi|catering|bar\b|diner|chef|brew/i],
  [
    'tech',
    /tech|saas|software|app\b|analytics|data|cloud|ai\b|startup|it\b|digital|dev|cyber|web/i,
  ],
  [
    'wellness',
    /well|yoga|spa\b|massage|health|therap|clinic|medic|dental|beauty|salon|skin|medit/i,
  ],
  ['legal', /law|legal|attorney|account|financ|insur|consult|bank|tax|advis|notary/i],
  ['photography', /photo|studio|film|video|art\b|gallery|design|creative|wedding|music/i],
  ['fitness', /fit|gym|sport|train|crossfit|box|martial|run|cycl|dance|coach/i],
  ['nature', /garden|landscap|nature|farm|flor|plant|eco|outdoor|camp|tree|green|pet|vet/i],
  [
    'construction',
    /constr|build|plumb|electric|roof|renov|contract|carpent|architect|repair|auto|mechanic|clean/i,
  ],
  ['retail', /shop|store|retail|boutique|fashion|jewel|craft|market|gift|book/i],
];

/**
 * Picks the motif family for an industry (falls back to `retail`, a neutral geometric set).
 *
 * @example motifForIndustry('Artisan bakery') // 'bakery'
 */
export function motifForIndustry(industry: string): Motif {
  return MOTIF_KEYWORDS.find(([, re]) => re.test(industry))?.[0] ?? 'retail';
}

/** Deterministic PRNG (mulberry32) seeded from a number and a string. */
function createRandom(seed: number, salt: string): () => number {
  let h = seed ^ 0x9e3779b9;
  for (let i = 0; i < salt.length; i++) h = Math.imul(h ^ salt.charCodeAt(i), 0x5bd1e995);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Ctx = {
  w: number;
  h: number;
  r: () => number;
  p: Palette;
  /** Uniform between a and b, rounded to one decimal to keep files small. */
  u: (a: number, b: number) => number;
};

const f = (n: number) => Math.round(n * 10) / 10;

function blobPath(cx: number, cy: number, radius: number, r: () => number, points = 7): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const rad = radius * (0.72 + r() * 0.5);
    pts.push([cx + Math.cos(a) * rad, cy + Math.sin(a) * rad]);
  }
  // Closed Catmull-Rom spline through the points, as cubic Béziers.
  let d = `M${f(pts[0]?.[0] ?? 0)} ${f(pts[0]?.[1] ?? 0)}`;
  for (let i = 0; i < points; i++) {
    const p0 = pts[(i - 1 + points) % points] ?? [0, 0];
    const p1 = pts[i] ?? [0, 0];
    const p2 = pts[(i + 1) % points] ?? [0, 0];
    const p3 = pts[(i + 2) % points] ?? [0, 0];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0] ?? 0)} ${f(c1[1] ?? 0)} ${f(c2[0] ?? 0)} ${f(c2[1] ?? 0)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

type PatternMotif = (typeof PATTERN_MOTIFS)[number];

/** The pattern families (the first motifs; stored models still name them). */
const PATTERNS: Record<PatternMotif, (c: Ctx) => string> = {
  bakery: ({ w, h, u, p, r }) => {
    let s = '';
    for (let i = 0; i < 4; i++) {
      const cx = u(w * 0.15, w * 0.85);
      const cy = u(h * 0.45, h * 1.05);
      const rad = u(w * 0.18, w * 0.38);
      const col = i % 2 ? p.primary : p.accent;
      // The primary loaves are nearly opaque, so the picture reads at first sight.
      const opacity = i % 2 ? 0.85 + r() * 0.15 : 0.45 + r() * 0.4;
      s += `<path d="M${f(cx - rad)} ${f(cy)}A${f(rad)} ${f(rad * 0.62)} 0 0 1 ${f(cx + rad)} ${f(cy)}Z" fill="${col}" opacity="${f(opacity)}"/>`;
      for (let k = 1; k <= 3; k++) {
        s += `<path d="M${f(cx - rad * (0.3 + k * 0.15))} ${f(cy - rad * 0.2)}q${f(rad * 0.15)} -${f(rad * 0.25)} ${f(rad * 0.3)} 0" fill="none" stroke="${p.surface}" stroke-width="${f(w / 160)}" stroke-linecap="round" opacity=".7"/>`;
      }
    }
    for (let i = 0; i < 40; i++) {
      const x = u(0, w);
      const y = u(0, h);
      s += `<ellipse cx="${x}" cy="${y}" rx="${u(3, 8)}" ry="${u(1.5, 3.5)}" fill="${p.primary}" opacity=".45" transform="rotate(${u(0, 180)} ${x} ${y})"/>`;
    }
    return s;
  },
  tech: ({ w, h, u, p }) => {
    const step = w / 16;
    let s = `<g stroke="${p.primary}" stroke-width="1" opacity=".18">`;
    for (let x = step; x < w; x += step) s += `<path d="M${f(x)} 0V${h}"/>`;
    for (let y = step; y < h; y += step) s += `<path d="M0 ${f(y)}H${w}"/>`;
    s += '</g>';
    const nodes: [number, number][] = [];
    for (let i = 0; i < 14; i++) {
      nodes.push([Math.round(u(1, 15)) * step, Math.round(u(1, h / step - 1)) * step]);
    }
    s += `<g stroke="${p.accent}" stroke-width="${f(w / 400)}" fill="none">`;
    nodes.forEach(([x, y], i) => {
      const n = nodes[(i * 5 + 3) % nodes.length] ?? [0, 0];
      s += `<path d="M${f(x)} ${f(y)}H${f(n[0])}V${f(n[1])}"/>`;
    });
    s += '</g>';
    nodes.forEach(([x, y], i) => {
      const rad = i % 4 === 0 ? step / 3 : step / 7;
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="${i % 3 ? p.primary : p.accent}"/>`;
    });
    s += `<rect x="${f(w * 0.56)}" y="${f(h * 0.2)}" width="${f(w * 0.34)}" height="${f(h * 0.42)}" rx="${f(step / 3)}" fill="${p.surface}" stroke="${p.primary}" stroke-width="2"/>`;
    for (let i = 0; i < 5; i++) {
      const bh = u(h * 0.06, h * 0.3);
      s += `<rect x="${f(w * 0.6 + i * w * 0.055)}" y="${f(h * 0.58 - bh)}" width="${f(w * 0.035)}" height="${f(bh)}" rx="2" fill="${i === 3 ? p.accent : p.primary}"/>`;
    }
    return s;
  },
  wellness: ({ w, h, u, p, r }) => {
    let s = '';
    const cols = [
      p.accent,
      p.primary,
      mix(p.accent, p.surface, 0.5),
      mix(p.primary, p.surface, 0.6),
    ];
    for (let i = 0; i < 6; i++) {
      const d = blobPath(u(0, w), u(0, h), u(w * 0.12, w * 0.3), r);
      // The primary blobs are nearly opaque: soft shapes, but never a grey box.
      const opacity = i % 4 === 1 ? 0.85 + r() * 0.15 : 0.25 + r() * 0.35;
      s += `<path d="${d}" fill="${cols[i % 4] ?? p.accent}" opacity="${f(opacity)}"/>`;
    }
    s += `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.5)}" r="${f(h * 0.22)}" fill="none" stroke="${p.surface}" stroke-width="${f(w / 120)}" opacity=".8"/>`;
    return s;
  },
  legal: ({ w, h, u, p }) => {
    const n = 5;
    const cw = w / (n * 2.2);
    const left = w / 2 - (n * cw * 1.8) / 2;
    let s = `<path d="M${f(left - cw)} ${f(h * 0.3)}L${f(w / 2)} ${f(h * 0.1)}L${f(w - left + cw * 0.2)} ${f(h * 0.3)}Z" fill="${p.primary}"/>`;
    s += `<rect x="${f(left - cw)}" y="${f(h * 0.3)}" width="${f(w - 2 * left + cw * 1.2)}" height="${f(h * 0.04)}" fill="${p.accent}"/>`;
    for (let i = 0; i < n; i++) {
      const x = left + i * cw * 1.8;
      s += `<rect x="${f(x)}" y="${f(h * 0.37)}" width="${f(cw)}" height="${f(h * 0.42)}" fill="${mix(p.primary, p.surface, 0.25)}"/>`;
      for (let k = 1; k < 4; k++) {
        s += `<path d="M${f(x + (cw * k) / 4)} ${f(h * 0.38)}V${f(h * 0.78)}" stroke="${p.surface}" stroke-width="1" opacity=".5"/>`;
      }
    }
    s += `<rect x="${f(left - cw * 1.4)}" y="${f(h * 0.8)}" width="${f(w - 2 * left + cw * 2)}" height="${f(h * 0.05)}" fill="${p.primary}"/>`;
    for (let i = 0; i < 6; i++) {
      const y = h * 0.9 + i * 6;
      s += `<path d="M${f(u(0, w * 0.2))} ${f(y)}H${f(w - u(0, w * 0.2))}" stroke="${p.accent}" stroke-width="1" opacity=".6"/>`;
    }
    return s;
  },
  food: ({ w, h, u, p, r }) => {
    let s = '';
    const cols = [p.primary, p.accent, mix(p.primary, p.accent, 0.5)];
    for (let i = 0; i < 5; i++) {
      s += `<path d="${blobPath(u(w * 0.1, w * 0.9), u(h * 0.1, h * 0.9), u(w * 0.14, w * 0.26), r, 6)}" fill="${cols[i % 3] ?? p.primary}" opacity=".85"/>`;
    }
    s += `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.52)}" r="${f(h * 0.3)}" fill="${p.surface}"/><circle cx="${f(w * 0.5)}" cy="${f(h * 0.52)}" r="${f(h * 0.22)}" fill="none" stroke="${p.border}" stroke-width="${f(w / 200)}"/>`;
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * Math.PI * 2;
      const x = w * 0.5 + Math.cos(a) * h * 0.12;
      const y = h * 0.52 + Math.sin(a) * h * 0.12;
      s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(h * 0.06)}" ry="${f(h * 0.028)}" fill="${i % 2 ? p.accent : p.primary}" transform="rotate(${f((a * 180) / Math.PI)} ${f(x)} ${f(y)})"/>`;
    }
    return s;
  },
  photography: ({ w, h, u, p }) => {
    let s = `<defs><radialGradient id="l"><stop offset="0" stop-color="${p.accent}" stop-opacity=".9"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient></defs>`;
    s += `<circle cx="${f(u(w * 0.6, w))}" cy="${f(u(0, h * 0.3))}" r="${f(w * 0.45)}" fill="url(#l)"/>`;
    for (let i = 0; i < 4; i++) {
      const fw = u(w * 0.22, w * 0.36);
      const fh = fw * 0.75;
      const x = w * 0.08 + i * w * 0.2;
      const y = u(h * 0.15, h * 0.45);
      s += `<g transform="rotate(${u(-8, 8)} ${f(x + fw / 2)} ${f(y + fh / 2)})"><rect x="${f(x)}" y="${f(y)}" width="${f(fw)}" height="${f(fh)}" fill="${p.surface}" stroke="${p.border}"/><rect x="${f(x + fw * 0.06)}" y="${f(y + fw * 0.06)}" width="${f(fw * 0.88)}" height="${f(fh - fw * 0.2)}" fill="${i % 2 ? p.primary : mix(p.primary, p.accent, 0.4)}"/><circle cx="${f(x + fw * 0.7)}" cy="${f(y + fh * 0.3)}" r="${f(fw * 0.08)}" fill="${p.accent}"/></g>`;
    }
    return s;
  },
  fitness: ({ w, h, u, p }) => {
    let s = '';
    for (let i = 0; i < 7; i++) {
      const x = u(-w * 0.2, w);
      const bw = u(w * 0.04, w * 0.16);
      s += `<path d="M${f(x)} ${h}L${f(x + h * 0.7)} 0H${f(x + h * 0.7 + bw)}L${f(x + bw)} ${h}Z" fill="${i % 3 === 0 ? p.accent : p.primary}" opacity="${i % 2 ? 0.9 : 0.4}"/>`;
    }
    for (let i = 0; i < 10; i++) {
      const y = u(h * 0.1, h * 0.9);
      const x = u(0, w * 0.6);
      s += `<path d="M${f(x)} ${f(y)}h${f(u(w * 0.08, w * 0.3))}" stroke="${p.surface}" stroke-width="${f(u(2, 6))}" stroke-linecap="round"/>`;
    }
    return s;
  },
  nature: ({ w, h, u, p }) => {
    let s = `<g fill="none" stroke="${p.primary}" stroke-width="1.5" opacity=".35">`;
    for (let i = 0; i < 9; i++) {
      const y = (h / 9) * i + 10;
      s += `<path d="M0 ${f(y)}C${f(w * 0.25)} ${f(y - u(10, 60))} ${f(w * 0.5)} ${f(y + u(10, 60))} ${w} ${f(y - u(0, 30))}"/>`;
    }
    s += '</g>';
    for (let i = 0; i < 9; i++) {
      const x = u(w * 0.05, w * 0.95);
      const y = u(h * 0.1, h * 0.9);
      const l = u(w * 0.06, w * 0.14);
      const a = u(0, 360);
      s += `<g transform="rotate(${f(a)} ${f(x)} ${f(y)})"><path d="M${f(x)} ${f(y)}q${f(l / 2)} -${f(l / 2.6)} ${f(l)} 0q-${f(l / 2)} ${f(l / 2.6)} -${f(l)} 0Z" fill="${i % 3 ? p.primary : p.accent}"/><path d="M${f(x)} ${f(y)}h${f(l)}" stroke="${p.surface}" stroke-width="1.5"/></g>`;
    }
    return s;
  },
  retail: ({ w, h, u, p }) => {
    let s = '';
    const cell = w / 6;
    for (let i = 0; i < 6; i++) {
      for (let j = 0; j < Math.ceil(h / cell); j++) {
        const x = i * cell + cell / 2;
        const y = j * cell + cell / 2;
        const k = Math.floor(u(0, 4));
        const col =
          (i + j) % 3 === 0
            ? p.accent
            : (i + j) % 3 === 1
              ? p.primary
              : mix(p.primary, p.surface, 0.55);
        if (k === 0) s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(cell * 0.32)}" fill="${col}"/>`;
        else if (k === 1)
          s += `<rect x="${f(x - cell * 0.3)}" y="${f(y - cell * 0.3)}" width="${f(cell * 0.6)}" height="${f(cell * 0.6)}" rx="${f(cell * 0.1)}" fill="${col}"/>`;
        else if (k === 2)
          s += `<path d="M${f(x)} ${f(y - cell * 0.32)}L${f(x + cell * 0.32)} ${f(y + cell * 0.28)}H${f(x - cell * 0.32)}Z" fill="${col}"/>`;
        else
          s += `<path d="M${f(x - cell * 0.3)} ${f(y)}a${f(cell * 0.3)} ${f(cell * 0.3)} 0 0 1 ${f(cell * 0.6)} 0Z" fill="${col}"/>`;
      }
    }
    return s;
  },
  construction: ({ w, h, u, p }) => {
    const step = w / 24;
    let s = `<g stroke="${p.primary}" stroke-width=".8" opacity=".25">`;
    for (let x = 0; x < w; x += step) s += `<path d="M${f(x)} 0V${h}"/>`;
    for (let y = 0; y < h; y += step) s += `<path d="M0 ${f(y)}H${w}"/>`;
    s += '</g>';
    const base = h * 0.8;
    s += `<path d="M${f(w * 0.1)} ${f(base)}H${f(w * 0.9)}" stroke="${p.primary}" stroke-width="${f(step / 2)}"/>`;
    for (let i = 0; i < 4; i++) {
      const x = w * 0.15 + i * w * 0.2;
      const th = u(h * 0.3, h * 0.6);
      s += `<rect x="${f(x)}" y="${f(base - th)}" width="${f(w * 0.14)}" height="${f(th)}" fill="none" stroke="${p.primary}" stroke-width="3"/><path d="M${f(x)} ${f(base)}L${f(x + w * 0.14)} ${f(base - th)}" stroke="${p.accent}" stroke-width="3"/>`;
    }
    s += `<path d="M${f(w * 0.05)} ${f(h * 0.12)}H${f(w * 0.95)}M${f(w * 0.8)} ${f(h * 0.12)}V${f(h * 0.5)}" stroke="${p.accent}" stroke-width="${f(step / 3)}" fill="none"/>`;
    return s;
  },
};

/** Input for one procedural image. */
export type MotifImageOptions = {
  motif: Motif;
  seed: number;
  palette: Palette;
  width: number;
  height: number;
  /** Salt so different slots with one seed still differ (the image id). */
  salt?: string;
  /**
   * A picture kept to this side, the other left calm for text over it (a full-bleed hero).
   * Pattern motifs ignore it.
   */
  side?: 'left' | 'right' | undefined;
};

const isPattern = (motif: Motif): motif is PatternMotif =>
  (PATTERN_MOTIFS as readonly string[]).includes(motif);

/**
 * A small, deterministic SVG illustration in the palette's colours: a picture of one thing for
 * the picture motifs ("croissant", "dog"), an abstract pattern for the first families ("bakery").
 *
 * @example renderMotifSvg({ motif: 'croissant', seed: 1, palette, width: 1200, height: 800 })
 */
export function renderMotifSvg(options: MotifImageOptions): string {
  const { width: w, height: h, palette: p, motif } = options;
  const r = createRandom(options.seed, `${motif}:${options.salt ?? ''}`);
  const u = (a: number, b: number) => f(a + r() * (b - a));
  const bg = mix(p.surfaceAlt, p.accent, 0.12);
  const bg2 = mix(p.surfaceAlt, p.primary, 0.22);
  const body = isPattern(motif)
    ? PATTERNS[motif]({ w, h, r, p, u })
    : renderPicture(motif, { w, h, r, p, u, backgrounds: [bg, bg2], side: options.side });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#b)"/>${body}</svg>`
  );
}
