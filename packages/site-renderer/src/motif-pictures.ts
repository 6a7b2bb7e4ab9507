import {
  Aperture,
  Backpack,
  Bath,
  BedDouble,
  Beer,
  Bike,
  Bone,
  BookOpen,
  BrickWall,
  Briefcase,
  Building2,
  Cable,
  Cake,
  CakeSlice,
  Calculator,
  CalendarCheck,
  Camera,
  Car,
  Cat,
  ChartColumn,
  ChartLine,
  ChartPie,
  ChefHat,
  Cloud,
  Coffee,
  Cog,
  Coins,
  Compass,
  Cookie,
  CookingPot,
  Croissant,
  Dog,
  Donut,
  DraftingCompass,
  Drill,
  Droplets,
  Drum,
  Dumbbell,
  FileText,
  Film,
  Flame,
  Flower,
  Flower2,
  Footprints,
  Fuel,
  Gauge,
  Gavel,
  Gem,
  Gift,
  Globe,
  GraduationCap,
  Guitar,
  Hammer,
  HandHeart,
  HandPlatter,
  Handshake,
  HardHat,
  Headphones,
  Heart,
  HeartPulse,
  House,
  IceCreamCone,
  Image,
  Key,
  Lamp,
  Landmark,
  Laptop,
  Leaf,
  Lightbulb,
  Luggage,
  MapPin,
  Martini,
  Medal,
  Megaphone,
  MessagesSquare,
  Mic,
  Mountain,
  Music,
  Package,
  PaintRoller,
  PartyPopper,
  PawPrint,
  Pencil,
  Piano,
  PiggyBank,
  Pill,
  Pizza,
  Plane,
  Plug,
  Ruler,
  Sailboat,
  Salad,
  Scale,
  Scissors,
  Shirt,
  ShoppingBag,
  ShoppingBasket,
  ShowerHead,
  Shovel,
  Smartphone,
  Smile,
  Soup,
  Sparkles,
  SprayCan,
  Sprout,
  Stethoscope,
  Store,
  Sun,
  Tag,
  Target,
  Tent,
  Timer,
  TreeDeciduous,
  TreePine,
  Trophy,
  Users,
  UtensilsCrossed,
  WashingMachine,
  Wheat,
  Wine,
  Wrench,
  Zap,
} from 'lucide-static';
import type { Palette, PictureMotif } from '@zappy/site-model/schema';
import { contrastRatio, ensureContrast, mix } from './contrast';
import { svgBody } from './icons';

// Hand-drawn on Lucide's 24-unit grid, in its stroke style, for things Lucide has no icon for.
const BREAD =
  '<path d="M4 12.5C4 8.4 7.6 6 12 6s8 2.4 8 6.5V18a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z"/><path d="m8 10 1.5 2.5"/><path d="m11.3 9 1.5 2.7"/><path d="m14.6 10 1.5 2.5"/>';
const TOOTH =
  '<path d="M12 6.2C10.6 5.2 9.2 4.6 7.7 4.6 5.3 4.6 3.8 6.6 3.8 9c0 2 .8 3.4 1.5 4.9.6 1.4.8 3 1.2 4.7.3 1.4.8 2.8 1.8 2.8 1.3 0 1.5-2 1.8-3.6.3-1.3.7-2.4 1.9-2.4s1.6 1.1 1.9 2.4c.3 1.6.5 3.6 1.8 3.6 1 0 1.5-1.4 1.8-2.8.4-1.7.6-3.3 1.2-4.7.7-1.5 1.5-2.9 1.5-4.9 0-2.4-1.5-4.4-3.9-4.4-1.5 0-2.9.6-4.3 1.6z"/><path d="M15.5 7.5c.9.2 1.5 1 1.6 2"/>';
const LOTUS =
  '<path d="M12 19c-2.7-1.6-4-4.3-4-7.4S9.6 6 12 4.5c2.4 1.5 4 4 4 7.1S14.7 17.4 12 19z"/><path d="M12 19c-3.6 0-6.8-2.1-8.5-5.8 2-.9 4.2-.8 5.9.2"/><path d="M12 19c3.6 0 6.8-2.1 8.5-5.8-2-.9-4.2-.8-5.9.2"/><path d="M5 21h14"/>';
const STONES =
  '<ellipse cx="12" cy="18.3" rx="7.5" ry="2.7"/><ellipse cx="12" cy="13.4" rx="5.2" ry="2.2"/><ellipse cx="12" cy="9.3" rx="3.3" ry="1.9"/><path d="M12 7.4c0-1.8 1.1-3 2.9-3.1"/>';
const COMB =
  '<rect x="3" y="7" width="18" height="4.5" rx="1.5"/><path d="M5.5 11.5V18M8.5 11.5V18M11.5 11.5V18M14.5 11.5V18M17.5 11.5V18"/>';
const BOTTLES =
  '<rect x="3.5" y="9" width="7" height="12" rx="1.8"/><path d="M5.5 9V6.5h3V9M7 6.5V3.5h3.5"/><rect x="13" y="13" width="7.5" height="8" rx="2"/><path d="M14 13v-2.2h5.5V13"/><path d="M5.8 13.5v3"/>';
const PIPES =
  '<path d="M3 5h9a5 5 0 0 1 5 5v6"/><path d="M3 10h8a1 1 0 0 1 1 1v5"/><path d="M3 3.5v8"/><path d="M10.5 16h8"/><path d="M16 19.6c0 .9-.7 1.6-1.5 1.6s-1.5-.7-1.5-1.6 1.5-2.4 1.5-2.4 1.5 1.5 1.5 2.4z"/>';

/** The drawing of each picture motif, on a 24-unit grid (Lucide icons, ISC, and our own). */
const PICTURES: Record<PictureMotif, string> = {
  bread: BREAD,
  croissant: svgBody(Croissant),
  cake: svgBody(Cake),
  cakeslice: svgBody(CakeSlice),
  wheat: svgBody(Wheat),
  coffee: svgBody(Coffee),
  cookie: svgBody(Cookie),
  donut: svgBody(Donut),
  icecream: svgBody(IceCreamCone),
  cutlery: svgBody(UtensilsCrossed),
  soup: svgBody(Soup),
  salad: svgBody(Salad),
  pizza: svgBody(Pizza),
  chefhat: svgBody(ChefHat),
  cookingpot: svgBody(CookingPot),
  platter: svgBody(HandPlatter),
  wine: svgBody(Wine),
  beer: svgBody(Beer),
  cocktail: svgBody(Martini),
  scales: svgBody(Scale),
  gavel: svgBody(Gavel),
  landmark: svgBody(Landmark),
  document: svgBody(FileText),
  book: svgBody(BookOpen),
  calculator: svgBody(Calculator),
  barchart: svgBody(ChartColumn),
  linechart: svgBody(ChartLine),
  piechart: svgBody(ChartPie),
  coins: svgBody(Coins),
  piggybank: svgBody(PiggyBank),
  briefcase: svgBody(Briefcase),
  handshake: svgBody(Handshake),
  target: svgBody(Target),
  lightbulb: svgBody(Lightbulb),
  speech: svgBody(MessagesSquare),
  megaphone: svgBody(Megaphone),
  laptop: svgBody(Laptop),
  cloud: svgBody(Cloud),
  smartphone: svgBody(Smartphone),
  cog: svgBody(Cog),
  house: svgBody(House),
  key: svgBody(Key),
  building: svgBody(Building2),
  drafting: svgBody(DraftingCompass),
  ruler: svgBody(Ruler),
  pencil: svgBody(Pencil),
  lamp: svgBody(Lamp),
  tooth: TOOTH,
  smile: svgBody(Smile),
  sparkles: svgBody(Sparkles),
  calendar: svgBody(CalendarCheck),
  stethoscope: svgBody(Stethoscope),
  heartpulse: svgBody(HeartPulse),
  pill: svgBody(Pill),
  heart: svgBody(Heart),
  handheart: svgBody(HandHeart),
  lotus: LOTUS,
  stones: STONES,
  leaf: svgBody(Leaf),
  sun: svgBody(Sun),
  droplets: svgBody(Droplets),
  flower: svgBody(Flower2),
  blossom: svgBody(Flower),
  dumbbell: svgBody(Dumbbell),
  timer: svgBody(Timer),
  trophy: svgBody(Trophy),
  medal: svgBody(Medal),
  footprints: svgBody(Footprints),
  scissors: svgBody(Scissors),
  comb: COMB,
  spray: svgBody(SprayCan),
  bottles: BOTTLES,
  dog: svgBody(Dog),
  cat: svgBody(Cat),
  paw: svgBody(PawPrint),
  bone: svgBody(Bone),
  bath: svgBody(Bath),
  pipes: PIPES,
  wrench: svgBody(Wrench),
  showerhead: svgBody(ShowerHead),
  flame: svgBody(Flame),
  bolt: svgBody(Zap),
  plug: svgBody(Plug),
  cable: svgBody(Cable),
  hardhat: svgBody(HardHat),
  bricks: svgBody(BrickWall),
  hammer: svgBody(Hammer),
  drill: svgBody(Drill),
  paintroller: svgBody(PaintRoller),
  washer: svgBody(WashingMachine),
  tree: svgBody(TreeDeciduous),
  pine: svgBody(TreePine),
  sprout: svgBody(Sprout),
  shovel: svgBody(Shovel),
  car: svgBody(Car),
  fuel: svgBody(Fuel),
  gauge: svgBody(Gauge),
  bike: svgBody(Bike),
  camera: svgBody(Camera),
  aperture: svgBody(Aperture),
  picture: svgBody(Image),
  film: svgBody(Film),
  partypopper: svgBody(PartyPopper),
  gem: svgBody(Gem),
  guitar: svgBody(Guitar),
  music: svgBody(Music),
  piano: svgBody(Piano),
  headphones: svgBody(Headphones),
  mic: svgBody(Mic),
  drum: svgBody(Drum),
  graduation: svgBody(GraduationCap),
  globe: svgBody(Globe),
  backpack: svgBody(Backpack),
  bag: svgBody(ShoppingBag),
  basket: svgBody(ShoppingBasket),
  parcel: svgBody(Package),
  tag: svgBody(Tag),
  gift: svgBody(Gift),
  shirt: svgBody(Shirt),
  store: svgBody(Store),
  users: svgBody(Users),
  mountain: svgBody(Mountain),
  plane: svgBody(Plane),
  luggage: svgBody(Luggage),
  compass: svgBody(Compass),
  mappin: svgBody(MapPin),
  tent: svgBody(Tent),
  sailboat: svgBody(Sailboat),
  bed: svgBody(BedDouble),
};

/** What a picture composition needs: size, palette and the image's random numbers. */
export type PictureContext = {
  w: number;
  h: number;
  p: Palette;
  r: () => number;
  /** Uniform between a and b, rounded to one decimal (for pixel values). */
  u: (a: number, b: number) => number;
  /** The two ends of the background gradient the picture is drawn on. */
  backgrounds: readonly [string, string];
  /**
   * Keep the picture to one side (a full-bleed hero's headline covers the other): the arch
   * composition on that side, nothing on the other.
   */
  side?: 'left' | 'right' | undefined;
};

const f = (n: number) => Math.round(n * 10) / 10;

/** Uniform between a and b, unrounded: for fractions of the size. */
const between = (c: PictureContext, a: number, b: number) => a + c.r() * (b - a);

/** A four-pointed sparkle centred on x, y. */
const sparkle = (x: number, y: number, s: number, fill: string) =>
  `<path d="M${f(x)} ${f(y - s)}Q${f(x)} ${f(y)} ${f(x + s)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y + s)}Q${f(x)} ${f(y)} ${f(x - s)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - s)}Z" fill="${fill}"/>`;

/**
 * The colours of a picture: `ink` for the drawing's lines (contrast-checked against everything
 * it is drawn on), `fill` for the flat colour behind them, `stage` for the disc or arch.
 */
export function pictureColors(p: Palette, backgrounds: readonly string[]) {
  const stage = mix(p.surface, p.accent, 0.28);
  const light = mix(p.accent, p.surface, 0.15);
  // A pale accent (a yellow) would vanish into its own tint: take it toward the primary.
  const fill = contrastRatio(light, stage) < 1.4 ? mix(p.accent, p.primary, 0.3) : light;
  const ink = ensureContrast(p.primary, [...backgrounds, stage, p.surface], 4.5);
  return { stage, fill, ink };
}

/** The subject: a flat colour offset behind bold lines, like a screen print slightly off register. */
function subject(x: number, y: number, size: number, ink: string, fill: string): string {
  const k = size / 24;
  return (
    `<g transform="translate(${f(x - size / 2)} ${f(y - size / 2)}) scale(${Math.round(k * 1000) / 1000})" stroke-linecap="round" stroke-linejoin="round">` +
    `<use href="#m" transform="translate(.9 1)" fill="${fill}" stroke="${fill}" stroke-width="2.6"/>` +
    `<use href="#m" fill="none" stroke="${ink}" stroke-width="1.5"/></g>`
  );
}

/** Small sparkles and dots around a centre, outside a radius, in the palette's colours. */
function scatter(c: PictureContext, cx: number, cy: number, radius: number, n: number): string {
  const { p, r } = c;
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + r() * 0.6;
    const d = radius * between(c, 1.12, 1.45);
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    if (x < 8 || y < 8 || x > c.w - 8 || y > c.h - 8) continue;
    const size = Math.min(c.w, c.h) * between(c, 0.018, 0.04);
    s +=
      i % 3 === 0
        ? sparkle(x, y, size, p.accent)
        : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(size / 2.4)}" fill="${i % 2 ? p.primary : p.accent}" opacity=".7"/>`;
  }
  return s;
}

/** A disc centre stage, the subject on it, sparkles around. */
function stageLayout(c: PictureContext, ink: string, fill: string, stage: string): string {
  const m = Math.min(c.w, c.h);
  const cx = c.w / 2 + between(c, -0.08, 0.08) * c.w;
  const cy = c.h / 2;
  const rad = m * 0.4;
  return (
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="${stage}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * 1.1)}" fill="none" stroke="${c.p.accent}" stroke-width="${f(m / 160)}" stroke-dasharray="${f(m / 60)} ${f(m / 40)}" opacity=".8"/>` +
    subject(cx, cy, m * 0.56, ink, fill) +
    scatter(c, cx, cy, rad, 9)
  );
}

/** An arch to one side with the subject in it, a ground line, and a small echo of it. */
function archLayout(c: PictureContext, ink: string, fill: string, stage: string): string {
  const { w, h, r } = c;
  const m = Math.min(w, h);
  const coin = r() < 0.5;
  const left = c.side ? c.side === 'left' : coin;
  const aw = w * between(c, 0.42, 0.5);
  const ax = left ? w * 0.1 : w * 0.9 - aw;
  const drawnTop = h * between(c, 0.08, 0.16);
  // Beside a full-bleed headline the picture is cropped to cover the hero: keep off the edges.
  const top = c.side ? h * 0.2 : drawnTop;
  const ground = c.side ? h * 0.8 : h * 0.86;
  const cx = ax + aw / 2;
  const arch = `<path d="M${f(ax)} ${f(ground)}V${f(top + aw / 2)}A${f(aw / 2)} ${f(aw / 2)} 0 0 1 ${f(ax + aw)} ${f(top + aw / 2)}V${f(ground)}Z" fill="${stage}"/>`;
  const line = `<path d="M${f(w * 0.06)} ${f(ground)}H${f(w * 0.94)}" stroke="${ink}" stroke-width="${f(m / 90)}" stroke-linecap="round"/>`;
  const ex = left ? w * between(c, 0.74, 0.78) : w * between(c, 0.22, 0.26);
  const ey = h * between(c, 0.32, 0.4);
  const echo =
    `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(m * 0.13)}" fill="${mix(c.p.surface, c.p.primary, 0.14)}"/>` +
    subject(ex, ey, m * 0.16, ink, fill);
  const dots = Array.from({ length: 3 }, (_, i) =>
    sparkle(ex + (i - 1) * m * 0.09, ey + m * (0.3 + (i % 2) * 0.05), m * 0.025, c.p.accent),
  ).join('');
  const main = subject(cx, (top + ground) / 2 + h * 0.05, m * 0.48, ink, fill);
  if (c.side) {
    const x0 = left ? w * 0.06 : w * 0.5;
    return `${arch}<path d="M${f(x0)} ${f(ground)}H${f(x0 + w * 0.44)}" stroke="${ink}" stroke-width="${f(m / 90)}" stroke-linecap="round"/>${main}`;
  }
  return arch + line + echo + dots + main;
}

/** A faint pattern of the subject, one large on a disc over it. */
function patternLayout(c: PictureContext, ink: string, fill: string, stage: string): string {
  const { w, h, p } = c;
  const m = Math.min(w, h);
  const cell = f(w / 7);
  const k = Math.round(((cell * 0.42) / 24) * 1000) / 1000;
  // Rows are staggered by half a tile; the third copy draws what the second leaves at the edge.
  const tile = [
    [0.29, 0.29],
    [0.79, 1.29],
    [-0.21, 1.29],
  ]
    .map(
      ([x = 0, y = 0]) =>
        `<use href="#m" transform="translate(${f(x * cell)} ${f(y * cell)}) scale(${k})"/>`,
    )
    .join('');
  // The tiles start at a seeded offset, so two patterns of one motif do not line up.
  const pattern =
    `<defs><pattern id="t" width="${cell}" height="${f(cell * 2)}" patternUnits="userSpaceOnUse" patternTransform="translate(${c.u(0, cell)} ${c.u(0, cell)})">` +
    `<g fill="none" stroke="${p.primary}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${tile}</g></pattern></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#t)" opacity=".16"/>`;
  const cx = w / 2;
  const cy = h / 2;
  const rad = m * 0.37;
  return (
    pattern +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad * 1.08)}" fill="${p.surface}"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rad)}" fill="${stage}"/>` +
    subject(cx, cy, m * 0.52, ink, fill)
  );
}

const LAYOUTS = [stageLayout, archLayout, patternLayout];

/**
 * The body of a picture motif's SVG (drawn over the background): one of three compositions,
 * chosen by the seed, around the motif's drawing.
 *
 * @example renderPicture('croissant', ctx).includes('<use href="#m"') // true
 */
export function renderPicture(motif: PictureMotif, c: PictureContext): string {
  const { stage, fill, ink } = pictureColors(c.p, c.backgrounds);
  const pick = LAYOUTS[Math.floor(c.r() * LAYOUTS.length)] ?? stageLayout;
  const layout = c.side ? archLayout : pick;
  return `<defs><g id="m">${PICTURES[motif]}</g></defs>${layout(c, ink, fill, stage)}`;
}
