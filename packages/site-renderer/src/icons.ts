import {
  ArrowRight,
  Award,
  Bell,
  BookOpen,
  Briefcase,
  Building2,
  Cake,
  Calendar,
  Camera,
  Car,
  ChartColumn,
  Check,
  Clock,
  Code,
  Coffee,
  Croissant,
  Database,
  Dumbbell,
  FileText,
  Flame,
  Gift,
  Globe,
  GraduationCap,
  Hammer,
  Handshake,
  Heart,
  Home,
  Image,
  Leaf,
  Lightbulb,
  Lock,
  Mail,
  MapPin,
  Menu,
  Moon,
  Music,
  Paintbrush,
  Palette,
  PawPrint,
  Phone,
  Quote,
  Rocket,
  Ruler,
  Scale,
  Scissors,
  Shield,
  ShoppingBag,
  Smile,
  Sparkles,
  Star,
  Stethoscope,
  Sun,
  Target,
  Truck,
  Users,
  Utensils,
  Wheat,
  Wine,
  Wrench,
  Zap,
} from 'lucide-static';

// Lucide icons (ISC). Only icons a page uses end up in its inline sprite.
const SOURCES: Record<string, string> = {
  'arrow-right': ArrowRight,
  award: Award,
  bell: Bell,
  book: BookOpen,
  briefcase: Briefcase,
  building: Building2,
  cake: Cake,
  calendar: Calendar,
  camera: Camera,
  car: Car,
  chart: ChartColumn,
  check: Check,
  clock: Clock,
  code: Code,
  coffee: Coffee,
  croissant: Croissant,
  database: Database,
  dumbbell: Dumbbell,
  file: FileText,
  flame: Flame,
  gift: Gift,
  globe: Globe,
  graduation: GraduationCap,
  hammer: Hammer,
  handshake: Handshake,
  heart: Heart,
  home: Home,
  image: Image,
  leaf: Leaf,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  moon: Moon,
  music: Music,
  paintbrush: Paintbrush,
  palette: Palette,
  paw: PawPrint,
  phone: Phone,
  quote: Quote,
  rocket: Rocket,
  ruler: Ruler,
  scale: Scale,
  scissors: Scissors,
  shield: Shield,
  shop: ShoppingBag,
  smile: Smile,
  sparkles: Sparkles,
  star: Star,
  stethoscope: Stethoscope,
  sun: Sun,
  target: Target,
  truck: Truck,
  users: Users,
  utensils: Utensils,
  wheat: Wheat,
  wine: Wine,
  wrench: Wrench,
  zap: Zap,
};

/** Icon names a model may use in `icon` fields; unknown names fall back to `sparkles`. */
export const ICON_NAMES = Object.keys(SOURCES);

/**
 * The inside of a Lucide SVG string, on one line: what a `<symbol>` or `<g>` wraps.
 *
 * @example svgBody(Heart) // '<path d="M19 14c…"/>'
 */
export function svgBody(svg: string): string {
  const body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1] ?? '';
  return body.replace(/\s*\n\s*/g, '').replace(/\s+\/>/g, '/>');
}

const inner = new Map<string, string>();
for (const [name, svg] of Object.entries(SOURCES)) inner.set(name, svgBody(svg));

/** Resolves a model icon name to a known one. @example iconName('nope') // 'sparkles' */
export function iconName(name: string): string {
  return inner.has(name) ? name : 'sparkles';
}

/** Collects the icons a page uses and renders `<use>` references plus one inline sprite. */
export class IconSet {
  private readonly used = new Set<string>();

  /** An inline icon; decorative, so hidden from assistive technology. */
  use(name: string, className = 'icon'): string {
    const n = iconName(name);
    this.used.add(n);
    return `<svg class="${className}" aria-hidden="true" focusable="false"><use href="#i-${n}"/></svg>`;
  }

  /** The sprite with every used icon, sorted so output is deterministic. */
  sprite(): string {
    const symbols = [...this.used]
      .sort()
      .map((n) => `<symbol id="i-${n}" viewBox="0 0 24 24">${inner.get(n) ?? ''}</symbol>`)
      .join('');
    return `<svg class="sprite" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${symbols}</svg>`;
  }
}
