import { z } from 'zod';
import { SLIDER_DEFAULTS, WIDGET_TEXT_MAX_LENGTH } from './constants';

/**
 * Interactive widgets an AI reply can carry (spec section 3, "Widget"). One schema for every type,
 * with the fields each type uses, so unknown fields never break a client and an unknown `type`
 * shows 'Unsupported widget type'.
 */

export const WIDGET_TYPES = [
  'single_select',
  'multi_select',
  'text_input',
  'slider',
  'rating',
  'color_picker',
  'image_selector',
  'color_palette',
  'image_replace',
  'business_editor',
  'customization_options',
] as const;
export const WidgetTypeSchema = z.enum(WIDGET_TYPES);
export type WidgetType = z.infer<typeof WidgetTypeSchema>;

const label = z.string().max(200);
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Invalid colour');

export const WidgetOptionSchema = z.object({
  value: z.string().max(200),
  label,
  description: z.string().max(500).optional(),
  icon: z.string().max(50).optional(),
  type: z.string().max(50).optional(),
});
export type WidgetOption = z.infer<typeof WidgetOptionSchema>;

export const WidgetPaletteSchema = z.object({
  name: label,
  description: z.string().max(500).default(''),
  /** Ordered by role: primary, accent, surface, surface-alt, text, text-muted, border. */
  colors: z.array(hexColor).min(2).max(10),
});
export type WidgetPalette = z.infer<typeof WidgetPaletteSchema>;

export const WidgetColorSchema = z.object({ value: hexColor, name: label });
export type WidgetColor = z.infer<typeof WidgetColorSchema>;

export const WidgetImageSchema = z.object({
  id: z.string().max(200),
  url: z.string().max(200_000),
  alt: z.string().max(500),
  label: label.optional(),
  // Image-replacement widgets (customization) also say which slot the image fills.
  currentImageUrl: z.string().max(200_000).optional(),
  name: label.optional(),
  description: z.string().max(500).optional(),
  dataSlot: z.string().max(200).optional(),
  /** An owner's photo nobody has described yet: the widget asks for its description. */
  needsDescription: z.boolean().optional(),
  /**
   * A photo service's candidate (the wizard's image step): who took it and where, shown under
   * it as the service's terms ask.
   */
  credit: z
    .object({
      name: label,
      url: z.string().max(500),
      provider: label,
      providerUrl: z.string().max(500),
    })
    .optional(),
});
export type WidgetImage = z.infer<typeof WidgetImageSchema>;

/** Most photos one search offers to choose from (the chat's answer and the image panel's). */
export const MAX_PHOTO_CHOICES = 12;

/**
 * An image widget's photo search (decision 040), present only when this Zappy can search (a
 * photo service or an image generator is set up): the words searched, if any, and the photos
 * found to choose from, each with its credit. `images` stay the site's images a chosen photo
 * may replace.
 */
export const WidgetPhotoSearchSchema = z.object({
  query: z.string().max(200),
  photos: z.array(WidgetImageSchema).max(MAX_PHOTO_CHOICES),
});
export type WidgetPhotoSearch = z.infer<typeof WidgetPhotoSearchSchema>;

export const WidgetSchema = z
  .object({
    type: WidgetTypeSchema,
    question: z.string().max(1000),
    options: z.array(WidgetOptionSchema).max(50).optional(),
    palettes: z.array(WidgetPaletteSchema).max(20).optional(),
    colors: z.array(WidgetColorSchema).max(50).optional(),
    images: z.array(WidgetImageSchema).max(20).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
    minLabel: label.optional(),
    maxLabel: label.optional(),
    defaultValue: z.number().optional(),
    unit: z.string().max(20).optional(),
    placeholder: z.string().max(200).optional(),
    maxLength: z.number().int().positive().max(10_000).optional(),
    /** Image-replacement widgets (customization) when this Zappy can search for photos. */
    photoSearch: WidgetPhotoSearchSchema.optional(),
    /** Business editor widgets (customization). */
    extractedBusinessInfo: z.record(z.string(), z.unknown()).optional(),
    websiteId: z.string().optional(),
  })
  .meta({ id: 'Widget' });
export type Widget = z.infer<typeof WidgetSchema>;

/** The spec's defaults for widgets that leave them out. */
export const WIDGET_DEFAULTS = {
  slider: SLIDER_DEFAULTS,
  textMaxLength: WIDGET_TEXT_MAX_LENGTH,
} as const;

/**
 * What the client sends back when the user answers a widget (spec section 3, "Widget response"):
 * `value` for single answers, `values` for multi-select.
 */
export const WidgetResponseSchema = z
  .object({
    type: WidgetTypeSchema,
    value: z.union([z.string().max(WIDGET_TEXT_MAX_LENGTH * 4), z.number()]).optional(),
    values: z.array(z.string().max(200)).max(50).optional(),
    question: z.string().max(1000),
    // Image replacement (customization) adds these.
    action: z.string().max(50).optional(),
    imageSlot: z.string().max(200).optional(),
    imageName: z.string().max(200).optional(),
  })
  .refine((response) => response.value !== undefined || response.values !== undefined, {
    error: 'A widget response needs a value or values',
  })
  .meta({ id: 'WidgetResponse' });
export type WidgetResponse = z.infer<typeof WidgetResponseSchema>;
