import {
  BusinessHoursSchema,
  ContactDetailsSchema,
  SiteStyleSchema,
} from '@zappy/site-model/schema';
import { z } from 'zod';

/**
 * What the wizard learned about the business: the Brain fills it turn by turn, generation plans
 * and writes the site from it. Every field is optional until the conversation is ready.
 */
export const RequirementsSchema = z
  .object({
    businessName: z.string().max(300).optional(),
    industry: z.string().max(100).optional(),
    description: z.string().max(5000).optional(),
    audience: z.string().max(1000).optional(),
    goals: z.array(z.string().max(300)).max(20).default([]),
    callToAction: z.string().max(200).optional(),
    specialties: z.array(z.string().max(300)).max(30).default([]),
    tone: z.string().max(100).optional(),
    style: SiteStyleSchema.optional(),
    /** Palette colours by role: primary, accent, surface, surface-alt, text, text-muted, border. */
    palette: z
      .object({ name: z.string().max(200), colors: z.array(z.string()).min(2).max(10) })
      .optional(),
    heroImageId: z.string().max(200).optional(),
    sections: z.array(z.string().max(50)).max(20).default([]),
    contactDetails: ContactDetailsSchema.optional(),
    businessHours: BusinessHoursSchema.optional(),
    /** BCP 47 tag of the language the site is written in. */
    language: z.string().max(20).default('en'),
    /** The language the owner wrote in (may differ from `language`, e.g. 'es' for an English site). */
    inputLanguage: z.string().max(20).optional(),
    /** Notable facts the owner stated ("family-owned since 1998"), used as-is in the copy. */
    highlights: z.array(z.string().max(300)).max(20).default([]),
    /** 1 (budget-friendly) to 5 (premium): drives pricing templates and the price range. */
    priceLevel: z.number().int().min(1).max(5).optional(),
    /** A brand colour the owner chose (`#rrggbb`); palettes are built around it. */
    brandColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional(),
  })
  .meta({ id: 'Requirements' });
export type Requirements = z.infer<typeof RequirementsSchema>;
