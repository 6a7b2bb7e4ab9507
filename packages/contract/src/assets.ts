import { z } from 'zod';
import { WidgetImageSchema, WidgetPaletteSchema } from './widgets';

/** `POST /api/assets/color-palettes`: what is known of the brand so far; all optional. */
export const BrandInfoSchema = z.object({
  businessName: z.string().trim().max(300).optional(),
  industry: z.string().trim().max(100).optional(),
  description: z.string().trim().max(2000).optional(),
  style: z.string().trim().max(50).optional(),
  mood: z.string().trim().max(200).optional(),
  /** A colour the owner already uses (`#rrggbb`); palettes are built around it. */
  baseColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'baseColor must be a colour like #1a2b3c')
    .optional(),
  /**
   * The language suggestions are worded in (a BCP 47 tag such as `es` or `pt-BR`); English for
   * one Zappy has no words in.
   */
  language: z
    .string()
    .regex(
      /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/,
      'language must be a language tag like es or pt-BR',
    )
    .max(35)
    .optional(),
});
export type BrandInfo = z.infer<typeof BrandInfoSchema>;

export const ColorPalettesRequestSchema = z.object({ brandInfo: BrandInfoSchema.prefault({}) });
export const ColorPalettesResponseSchema = z.object({ palettes: z.array(WidgetPaletteSchema) });

/** `POST /api/assets/hero-images` */
export const HeroImagesRequestSchema = z.object({
  context: BrandInfoSchema.extend({
    /** Palette colours by role, when one was chosen. */
    colors: z
      .array(z.string().regex(/^#[0-9a-fA-F]{6}$/))
      .max(10)
      .optional(),
    count: z.number().int().min(1).max(8).optional(),
    /** Where the business is: a photo service's candidates show the kind of business there. */
    city: z.string().trim().max(100).optional(),
  }).prefault({}),
});
export const HeroImagesResponseSchema = z.object({ images: z.array(WidgetImageSchema) });

/** `POST /api/assets/logo` (multipart, field `logo`): the stored, re-encoded image. */
export const UploadedImageSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    contentType: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    size: z.number().int().positive(),
  })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const AssetIdParamsSchema = z.object({ id: z.uuid('Invalid asset id') });
/** `GET /api/assets/hero-images/{id}`: a photo candidate's preview, for the browser it was offered to. */
export const HeroImageParamsSchema = z.object({ id: z.uuid('Invalid image id') });
