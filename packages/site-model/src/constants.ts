/** The current `schemaVersion` of a SiteModel. Older versions are migrated on read. */
export const SITE_MODEL_SCHEMA_VERSION = 2;

/** Spec section 9: image max 5MB (5242880 bytes). */
export const MAX_IMAGE_BYTES = 5_242_880;

/** Spec section 9: phone numbers have at least 7 characters. */
export const MIN_PHONE_LENGTH = 7;

/** Spec section 3 / 9: default opening time. */
export const DEFAULT_OPEN_TIME = '09:00';

/** Spec section 3 / 9: default closing time. */
export const DEFAULT_CLOSE_TIME = '17:00';

/** Spec section 3: customization defaults. */
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_BILLING_PERIOD = 'monthly';
export const DEFAULT_THEME = 'modern';

/** Days in the spec's order (businessHours is keyed sunday..saturday). */
export const WEEK_DAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** The visual styles a site can take (SITE-DESIGN.md "The six styles"). */
export const SITE_STYLES = [
  'modern',
  'elegant',
  'playful',
  'bold',
  'minimal',
  'corporate',
] as const;

/** System font stacks (no web fonts). */
export const FONT_STACKS = ['sans', 'serif', 'rounded', 'mono'] as const;

/**
 * The first procedural motifs: abstract patterns per trade (arcs and grain dots, circuit grids,
 * columns…). Still drawn, so stored models that name them keep rendering; new sites use
 * {@link PICTURE_MOTIFS}.
 */
export const PATTERN_MOTIFS = [
  'bakery',
  'tech',
  'wellness',
  'legal',
  'food',
  'photography',
  'fitness',
  'nature',
  'retail',
  'construction',
] as const;

/**
 * Procedural pictures of one recognisable thing (a croissant, a dog, a wrench), drawn as flat
 * illustrations in the palette. Each industry picks a family of them, so no page shows one twice.
 */
export const PICTURE_MOTIFS = [
  // food and drink
  'bread',
  'croissant',
  'cake',
  'cakeslice',
  'wheat',
  'coffee',
  'cookie',
  'donut',
  'icecream',
  'cutlery',
  'soup',
  'salad',
  'pizza',
  'chefhat',
  'cookingpot',
  'platter',
  'wine',
  'beer',
  'cocktail',
  // offices and advice
  'scales',
  'gavel',
  'landmark',
  'document',
  'book',
  'calculator',
  'barchart',
  'linechart',
  'piechart',
  'coins',
  'piggybank',
  'briefcase',
  'handshake',
  'target',
  'lightbulb',
  'speech',
  'megaphone',
  'laptop',
  'cloud',
  'smartphone',
  'cog',
  // homes and buildings
  'house',
  'key',
  'building',
  'drafting',
  'ruler',
  'pencil',
  'lamp',
  // health and care
  'tooth',
  'smile',
  'sparkles',
  'calendar',
  'stethoscope',
  'heartpulse',
  'pill',
  'heart',
  'handheart',
  'lotus',
  'stones',
  'leaf',
  'sun',
  'droplets',
  'flower',
  'blossom',
  'dumbbell',
  'timer',
  'trophy',
  'medal',
  'footprints',
  'scissors',
  'comb',
  'spray',
  'bottles',
  // animals
  'dog',
  'cat',
  'paw',
  'bone',
  'bath',
  // trades
  'pipes',
  'wrench',
  'showerhead',
  'flame',
  'bolt',
  'plug',
  'cable',
  'hardhat',
  'bricks',
  'hammer',
  'drill',
  'paintroller',
  'washer',
  'tree',
  'pine',
  'sprout',
  'shovel',
  'car',
  'fuel',
  'gauge',
  'bike',
  // creative, shops and travel
  'camera',
  'aperture',
  'picture',
  'film',
  'partypopper',
  'gem',
  'guitar',
  'music',
  'piano',
  'headphones',
  'mic',
  'drum',
  'graduation',
  'globe',
  'backpack',
  'bag',
  'basket',
  'parcel',
  'tag',
  'gift',
  'shirt',
  'store',
  'users',
  'mountain',
  'plane',
  'luggage',
  'compass',
  'mappin',
  'tent',
  'sailboat',
  'bed',
] as const;

/** Every procedural image motif: the pattern families and the pictures. */
export const MOTIFS = [...PATTERN_MOTIFS, ...PICTURE_MOTIFS] as const;

/** Integration categories (spec section 9). */
export const INTEGRATION_CATEGORIES = [
  'analytics',
  'payments',
  'accessibility',
  'seo',
  'social',
  'email',
] as const;

/** Spec section 5: the customization validation messages. */
export const MESSAGES = {
  companyNameRequired: 'Company name is required',
  invalidEmail: 'Invalid email address format',
  invalidWebsite: 'Invalid website URL format',
  planNeedsName: (n: number) => `Pricing plan ${n} must have a name`,
  planNegativePrice: (n: number) => `Pricing plan ${n} cannot have negative price`,
  imageTooLarge: (n: number) => `Image ${n} is too large (max 5MB)`,
} as const;
