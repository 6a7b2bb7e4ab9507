/** The current `schemaVersion` of a SiteModel. Older versions are migrated on read. */
export const SITE_MODEL_SCHEMA_VERSION = 2;

/** Spec section 9: image max 5MB (5242880 bytes). */
export const MAX_IMAGE_BYTES = 5_242_880;

/**
 * Hosts a page may show images from besides its own files: photo services whose terms ask sites
 * to show their photos from their servers (Unsplash, decision 031). Any other address is dropped.
 */
export const HOTLINKED_IMAGE_HOSTS: readonly string[] = ['images.unsplash.com'];

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
