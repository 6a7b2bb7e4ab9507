import { z } from 'zod';
import {
  DEFAULT_BILLING_PERIOD,
  DEFAULT_CLOSE_TIME,
  DEFAULT_CURRENCY,
  DEFAULT_OPEN_TIME,
  FONT_STACKS,
  INTEGRATION_CATEGORIES,
  SITE_MODEL_SCHEMA_VERSION,
  SITE_STYLES,
} from './constants';
import { MOTIFS, PICTURE_MOTIFS } from './motifs';

// Free text is limited so one model cannot grow without bound; the limits are generous on
// purpose (the fixture matrix uses very long names and the whole Big List of Naughty Strings).
const text = (max = 2000) => z.string().max(max);
const shortText = () => text(300);

/** `#rrggbb`. Shorter forms are normalised by the edit operations, not accepted here. */
export const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Invalid colour');

/** `HH:MM`, 24 h. */
export const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Invalid time');

export const SiteStyleSchema = z.enum(SITE_STYLES);
export type SiteStyle = z.infer<typeof SiteStyleSchema>;

export const FontStackSchema = z.enum(FONT_STACKS);
export type FontStack = z.infer<typeof FontStackSchema>;

export const MotifSchema = z.enum(MOTIFS);
export type Motif = z.infer<typeof MotifSchema>;
/** A motif that draws one recognisable thing (a croissant, a dog), not a pattern. */
export type PictureMotif = (typeof PICTURE_MOTIFS)[number];

// ---------------------------------------------------------------------------------------------
// Business info — exactly the spec's shape (section 3), plus tagline, industry, description.

export const AddressSchema = z.object({
  street: shortText().default(''),
  city: shortText().default(''),
  state: shortText().default(''),
  zip: shortText().default(''),
  country: shortText().default(''),
});
export type Address = z.infer<typeof AddressSchema>;

export const ContactDetailsSchema = z.object({
  email: shortText().default(''),
  phone: shortText().default(''),
  website: shortText().default(''),
  address: AddressSchema.prefault({}),
});
export type ContactDetails = z.infer<typeof ContactDetailsSchema>;

const daySchema = (closed: boolean) =>
  z.object({
    closed: z.boolean().default(closed),
    open: TimeSchema.default(DEFAULT_OPEN_TIME),
    close: TimeSchema.default(DEFAULT_CLOSE_TIME),
  });

export const DayHoursSchema = daySchema(false);
export type DayHours = z.infer<typeof DayHoursSchema>;

/**
 * Whether a day is open around the clock. The reader stores "24 hours" / "24/7" as 00:00–23:59
 * (the week table has no word for it); 00:00–00:00 says the same.
 *
 * @example isOpenAllDay({ closed: false, open: '00:00', close: '23:59' }) // true
 */
export function isOpenAllDay(day: DayHours): boolean {
  return !day.closed && day.open === '00:00' && (day.close === '23:59' || day.close === '00:00');
}

/** Weekdays 09:00-17:00; Saturday and Sunday closed by default (spec section 3). */
export const BusinessHoursSchema = z.object({
  sunday: daySchema(true).prefault({}),
  monday: daySchema(false).prefault({}),
  tuesday: daySchema(false).prefault({}),
  wednesday: daySchema(false).prefault({}),
  thursday: daySchema(false).prefault({}),
  friday: daySchema(false).prefault({}),
  saturday: daySchema(true).prefault({}),
});
export type BusinessHours = z.infer<typeof BusinessHoursSchema>;
export type WeekDay = keyof BusinessHours;

export const BusinessInfoSchema = z.object({
  companyName: shortText().min(1),
  tagline: shortText().default(''),
  industry: shortText().default('business'),
  description: text().default(''),
  contactDetails: ContactDetailsSchema.prefault({}),
  businessHours: BusinessHoursSchema.prefault({}),
  /**
   * Whether the owner gave opening hours. `businessHours` always holds seven days (the spec's
   * defaults fill the gaps), so without this flag invented hours would reach the site. When
   * false the renderer shows no hours anywhere: no hours section, no hours in the contact block
   * or footer, no opening hours in JSON-LD. Defaults to true so stored models render as before;
   * whoever builds a model from the owner's words sets it to false when no hours were said.
   *
   * @example BusinessInfoSchema.parse({ companyName: 'Logline', hoursGiven: false }).hoursGiven // false
   */
  hoursGiven: z.boolean().default(true),
  /**
   * The owner sees customers by appointment ("sur rendez-vous"), alone or alongside opening hours.
   * The renderer says so wherever hours appear (hours section, contact block, footer) but never
   * turns it into times: with `hoursGiven` false the JSON-LD has no opening hours. Defaults to
   * false so stored models parse and render as before.
   *
   * @example BusinessInfoSchema.parse({ companyName: 'Logline', byAppointment: true }).byAppointment // true
   */
  byAppointment: z.boolean().default(false),
  /**
   * The towns or regions a business that goes to its customers serves, in the owner's words.
   * When given, the contact block names them instead of inviting a visit to a city.
   */
  serviceArea: z.array(shortText()).max(30).default([]),
});
export type BusinessInfo = z.infer<typeof BusinessInfoSchema>;

// ---------------------------------------------------------------------------------------------
// Brand

/** Colours by semantic role (SITE-DESIGN.md "Colour"). The renderer corrects contrast. */
export const PaletteSchema = z.object({
  primary: HexColorSchema,
  accent: HexColorSchema,
  surface: HexColorSchema,
  surfaceAlt: HexColorSchema,
  text: HexColorSchema,
  textMuted: HexColorSchema,
  border: HexColorSchema,
});
export type Palette = z.infer<typeof PaletteSchema>;
export type PaletteRole = keyof Palette;

export const TypographySchema = z.object({
  heading: FontStackSchema.default('sans'),
  body: FontStackSchema.default('sans'),
});
export type Typography = z.infer<typeof TypographySchema>;

export const BrandSchema = z.object({
  style: SiteStyleSchema.default('modern'),
  palette: PaletteSchema,
  typography: TypographySchema.prefault({}),
  /** Procedural image family; the renderer picks one from the industry when absent. */
  motif: MotifSchema.optional(),
});
export type Brand = z.infer<typeof BrandSchema>;

// ---------------------------------------------------------------------------------------------
// Sections (an ordered discriminated union)

export const LinkSchema = z.object({
  label: shortText(),
  href: shortText().default('#contact'),
});
export type Link = z.infer<typeof LinkSchema>;

const sectionBase = {
  id: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'Invalid section id'),
  /** Label in the navigation; sections without one are not linked from the menu. */
  navLabel: shortText().default(''),
  heading: shortText().default(''),
  intro: text().default(''),
};

const item = { title: shortText(), text: text().default(''), icon: shortText().default('') };

export const HeroSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('hero'),
  layout: z.enum(['split', 'centered', 'full-bleed']).default('split'),
  eyebrow: shortText().default(''),
  primaryAction: LinkSchema.optional(),
  secondaryAction: LinkSchema.optional(),
  imageId: shortText().default(''),
});

export const FeaturesSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('features'),
  layout: z.enum(['grid', 'icon-rows']).default('grid'),
  items: z.array(z.object(item)).max(24).default([]),
});

export const ServicesSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('services'),
  layout: z.enum(['cards', 'list']).default('cards'),
  items: z
    .array(z.object({ ...item, price: shortText().default('') }))
    .max(24)
    .default([]),
});

export const AboutSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('about'),
  layout: z.enum(['split', 'centered']).default('split'),
  body: text(6000).default(''),
  highlights: z.array(shortText()).max(12).default([]),
  imageId: shortText().default(''),
});

export const GallerySectionSchema = z.object({
  ...sectionBase,
  type: z.literal('gallery'),
  layout: z.enum(['grid', 'mosaic']).default('grid'),
  items: z
    .array(z.object({ imageId: shortText(), caption: shortText().default('') }))
    .max(24)
    .default([]),
});

export const TestimonialsSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('testimonials'),
  layout: z.enum(['cards', 'spotlight']).default('cards'),
  items: z
    .array(z.object({ quote: text(), name: shortText(), role: shortText().default('') }))
    .max(24)
    .default([]),
});

export const PricingPlanSchema = z.object({
  name: shortText(),
  price: z.number(),
  description: text().default(''),
  features: z.array(shortText()).max(30).default([]),
  recommended: z.boolean().default(false),
  /** The plan's button; empty: the renderer's "Get started" in the site's language. */
  actionLabel: shortText().default(''),
});
export type PricingPlan = z.infer<typeof PricingPlanSchema>;

export const BillingPeriodSchema = z.enum(['monthly', 'yearly', 'weekly', 'one-time']);
export type BillingPeriod = z.infer<typeof BillingPeriodSchema>;

export const PricingSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('pricing'),
  layout: z.enum(['cards', 'table']).default('cards'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default(DEFAULT_CURRENCY),
  billingPeriod: BillingPeriodSchema.default(DEFAULT_BILLING_PERIOD),
  plans: z.array(PricingPlanSchema).max(40).default([]),
  /**
   * The owner said prices are given on request. With no plans the renderer then shows a short
   * "Contact us for prices" line and a link to the contact section; with no plans and this false
   * the section is left out. Plans, when there are any, are always shown.
   */
  pricesOnRequest: z.boolean().default(false),
});

export const FaqSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('faq'),
  layout: z.enum(['accordion', 'two-column']).default('accordion'),
  items: z
    .array(z.object({ question: shortText(), answer: text() }))
    .max(40)
    .default([]),
});

export const TeamSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('team'),
  layout: z.enum(['grid', 'list']).default('grid'),
  members: z
    .array(
      z.object({
        name: shortText(),
        role: shortText().default(''),
        bio: text().default(''),
      }),
    )
    .max(24)
    .default([]),
});

export const StatsSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('stats'),
  layout: z.enum(['row', 'cards']).default('row'),
  items: z
    .array(z.object({ value: shortText(), label: shortText() }))
    .max(12)
    .default([]),
});

export const CtaSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('cta'),
  layout: z.enum(['banner', 'split']).default('banner'),
  primaryAction: LinkSchema.optional(),
  secondaryAction: LinkSchema.optional(),
});

export const ContactSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('contact'),
  layout: z.enum(['split', 'stacked']).default('split'),
  /**
   * Where the form posts (absolute http(s) URL or a site-relative path); empty: the site's own
   * host (`/_zappy/contact`, answered by Zappy's hosting).
   */
  formEndpoint: shortText().default(''),
  showHours: z.boolean().default(true),
});

export const HoursSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('hours'),
  layout: z.enum(['table', 'cards']).default('table'),
  note: text().default(''),
});

export const FooterSectionSchema = z.object({
  ...sectionBase,
  type: z.literal('footer'),
  layout: z.enum(['simple', 'columns']).default('columns'),
  note: text().default(''),
  links: z.array(LinkSchema).max(20).default([]),
});

export const SectionSchema = z.discriminatedUnion('type', [
  HeroSectionSchema,
  FeaturesSectionSchema,
  ServicesSectionSchema,
  AboutSectionSchema,
  GallerySectionSchema,
  TestimonialsSectionSchema,
  PricingSectionSchema,
  FaqSectionSchema,
  TeamSectionSchema,
  StatsSectionSchema,
  CtaSectionSchema,
  ContactSectionSchema,
  HoursSectionSchema,
  FooterSectionSchema,
]);
export type Section = z.infer<typeof SectionSchema>;
export type SectionInput = z.input<typeof SectionSchema>;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export type PricingSection = SectionOf<'pricing'>;
export type FaqItem = SectionOf<'faq'>['items'][number];
export type ServiceItem = SectionOf<'services'>['items'][number];

/** Every section type, in a sensible page order. */
export const SECTION_TYPES = [
  'hero',
  'features',
  'services',
  'about',
  'gallery',
  'testimonials',
  'pricing',
  'faq',
  'team',
  'stats',
  'cta',
  'contact',
  'hours',
  'footer',
] as const satisfies readonly SectionType[];

// ---------------------------------------------------------------------------------------------
// Images, SEO, integrations, accessibility

export const ImageSourceSchema = z.enum(['procedural', 'upload', 'provider']);
export type ImageSource = z.infer<typeof ImageSourceSchema>;

/** An `https://` address of at most 500 characters (a photographer's page, a photo service's). */
const creditUrl = () =>
  z
    .string()
    .max(500)
    .regex(/^https:\/\/[^\s"'<>]+$/, 'Invalid credit address');

/**
 * Who took a photo a photo service gave the site, as its terms ask sites to credit it: the
 * photographer and their page, the service and its home page ("Photo: Jane Doe / Pexels").
 */
export const ImageCreditSchema = z.object({
  name: shortText(),
  url: creditUrl(),
  provider: z.string().min(1).max(60),
  providerUrl: creditUrl(),
});
export type ImageCredit = z.infer<typeof ImageCreditSchema>;

/**
 * One width of an uploaded or provider image: its WebP file, and (stored since AVIF came) the
 * same picture as AVIF, which the renderer offers first in a `<picture>`. Images stored before
 * have no `avif` and render as they did. A hotlinked photo's `path` is the service's `https://`
 * address, and it has no `avif`: the service picks the format itself.
 */
export const ImageVariantSchema = z.object({
  width: z.number().int().positive().max(8000),
  // No spaces or commas in an address: srcset separates its entries with them.
  path: z
    .string()
    .regex(
      /^(?:images\/[a-z0-9][a-z0-9.-]{0,120}|https:\/\/[^\s"'<>,]{1,1000})$/,
      'Invalid image path',
    ),
  avif: z
    .string()
    .regex(/^images\/[a-z0-9][a-z0-9.-]{0,120}\.avif$/, 'Invalid image path')
    .optional(),
});
export type ImageVariant = z.infer<typeof ImageVariantSchema>;

export const ImageSlotSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Invalid image id'),
  /** The `data-slot` attribute value on the rendered `<img>`. */
  dataSlot: shortText(),
  alt: shortText().default(''),
  name: shortText().default(''),
  description: text().default(''),
  source: ImageSourceSchema.default('procedural'),
  /** For procedural images the renderer writes `images/<id>.svg` and uses that path. */
  url: text(4000).default(''),
  motif: MotifSchema.optional(),
  seed: z.number().int().default(1),
  width: z.number().int().positive().max(8000).default(1200),
  height: z.number().int().positive().max(8000).default(800),
  /**
   * Uploaded and provider images come re-encoded at several widths (site-relative paths, narrowest first); the
   * renderer lists them in `srcset` so a phone downloads the small one, the AVIF files in a
   * `<picture>`'s `<source>` when every width has one. A hotlinked photo
   * (Unsplash's terms ask sites to show its photos from its servers) lists the service's
   * `https://` address of each width instead; nothing of it is stored with the site.
   */
  variants: z.array(ImageVariantSchema).max(8).default([]),
  /** A provider's photo carries its credit; uploads and procedural art have none. */
  credit: ImageCreditSchema.optional(),
  /**
   * The owner chose this image (a photo picked in the wizard or found from the chat); their
   * uploads are theirs by `source`. A regeneration keeps both, in every slot it still has.
   */
  chosen: z.boolean().optional(),
});
export type ImageSlot = z.infer<typeof ImageSlotSchema>;

export const LocalBusinessSchema = z.object({
  /** schema.org type, e.g. LocalBusiness, Bakery, LegalService. */
  schemaType: z
    .string()
    .regex(/^[A-Za-z]{2,60}$/)
    .default('LocalBusiness'),
  priceRange: shortText().default(''),
});

export const SeoSchema = z.object({
  title: shortText().default(''),
  description: text(1000).default(''),
  keywords: z.array(shortText()).max(30).default([]),
  /** Canonical site URL, e.g. https://bakery.example.com/ — empty when not yet known. */
  siteUrl: shortText().default(''),
  localBusiness: LocalBusinessSchema.prefault({}),
});
export type Seo = z.infer<typeof SeoSchema>;

export const IntegrationCategorySchema = z.enum(INTEGRATION_CATEGORIES);
export type IntegrationCategory = z.infer<typeof IntegrationCategorySchema>;

/** Typed settings, never pasted script: only server-owned templates emit `<script>`. */
export const IntegrationSchema = z.object({
  serverId: shortText(),
  toolName: shortText(),
  category: IntegrationCategorySchema,
  configuration: z
    .record(
      z.string(),
      z.union([z.string(), z.number(), z.boolean(), z.array(shortText()).max(20)]),
    )
    .default({}),
  priority: z.enum(['low', 'medium', 'high']).default('medium'),
  status: z.enum(['configured', 'dns_setup_required']).default('configured'),
  /** ISO time the owner applied it; empty for integrations older than the field. */
  appliedAt: shortText().default(''),
});
export type Integration = z.infer<typeof IntegrationSchema>;

export const ACCESSIBILITY_FEATURES = [
  'textSize',
  'textSpacing',
  'lineHeight',
  'invertColors',
  'grayHues',
  'underlineLinks',
  'bigCursor',
  'readingGuide',
  'textToSpeech',
  'disableAnimations',
] as const;

export const AccessibilitySettingsSchema = z.object({
  enabled: z.boolean().default(true),
  features: z.array(z.enum(ACCESSIBILITY_FEATURES)).default([...ACCESSIBILITY_FEATURES]),
  position: z
    .enum(['bottom-right', 'bottom-left', 'top-right', 'top-left'])
    .default('bottom-right'),
  theme: z.enum(['default', 'dark', 'light']).default('default'),
  language: z.string().default('en'),
});
export type AccessibilitySettings = z.infer<typeof AccessibilitySettingsSchema>;

export const LocaleSchema = z.object({
  /** BCP 47 tag for `<html lang>`. */
  language: z
    .string()
    .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/)
    .default('en'),
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
});

// ---------------------------------------------------------------------------------------------

/**
 * The whole site as data. The AI writes this; the renderer turns it into files.
 *
 * @example
 * const model = SiteModelSchema.parse(json); // or parseSiteModel(json) to migrate old versions
 */
export const SiteModelSchema = z.object({
  schemaVersion: z.literal(SITE_MODEL_SCHEMA_VERSION),
  business: BusinessInfoSchema,
  brand: BrandSchema,
  locale: LocaleSchema.prefault({}),
  sections: z
    .array(SectionSchema)
    .max(40)
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'Section ids must be unique'),
  images: z
    .array(ImageSlotSchema)
    .max(60)
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'Image ids must be unique')
    .default([]),
  seo: SeoSchema.prefault({}),
  integrations: z.array(IntegrationSchema).max(30).default([]),
  accessibility: AccessibilitySettingsSchema.prefault({}),
});
export type SiteModel = z.infer<typeof SiteModelSchema>;
export type SiteModelInput = z.input<typeof SiteModelSchema>;
