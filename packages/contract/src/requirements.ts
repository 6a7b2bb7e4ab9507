import {
  BusinessHoursSchema,
  ContactDetailsSchema,
  SiteStyleSchema,
} from '@zappy/site-model/schema';
import { z } from 'zod';

/** Where a fact came from: the owner's exact words and their offsets in the message. */
export const FactSourceSchema = z.object({
  text: z.string().max(1000),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type FactSource = z.infer<typeof FactSourceSchema>;

export const FACT_KINDS = [
  'name',
  'product',
  'service',
  'price',
  'hours',
  'address',
  'phone',
  'email',
  'website',
  'social',
  'number',
  'year',
  'brand',
  'goal',
  'area',
  'lead-time',
] as const;

/**
 * One thing the owner said, as read, with a pointer to the words it came from.
 *
 * @example { kind: 'price', value: 'Pro USD 29 monthly', source: { text: 'Pro at $29/month', start: 40, end: 56 } }
 */
export const FactSchema = z.object({
  kind: z.enum(FACT_KINDS),
  value: z.string().max(1000),
  source: FactSourceSchema,
});
export type Fact = z.infer<typeof FactSchema>;

export const PLAN_PERIODS = ['monthly', 'yearly', 'weekly', 'one-time'] as const;

/** A price or plan the owner stated: amounts, currency and period exactly as given. */
export const OwnerPlanSchema = z.object({
  name: z.string().max(200),
  price: z.number().min(0),
  /** ISO 4217 code. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  period: z.enum(PLAN_PERIODS),
  /** "From £25 a month": the amount is a starting price. */
  isFrom: z.boolean().default(false),
  features: z.array(z.string().max(300)).max(30).default([]),
});
export type OwnerPlan = z.infer<typeof OwnerPlanSchema>;

/** A number the owner gave about the business ("48 gardens", "3,000 volunteers"). */
export const FigureSchema = z.object({
  value: z.string().max(40),
  label: z.string().max(200),
});
export type Figure = z.infer<typeof FigureSchema>;

/**
 * How customers reach the business: they come to its premises, it goes to them ('mobile', "we
 * come to you"), or it serves them remotely ('online').
 */
export const SERVICE_MODES = ['premises', 'mobile', 'online'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];

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
    /** Absent when the owner gave no opening hours (or only `hoursNote`): the site shows none. */
    businessHours: BusinessHoursSchema.optional(),
    /** "By appointment" ("sur rendez-vous", "nur nach Vereinbarung"): the site shows no week table. */
    byAppointment: z.boolean().default(false),
    /** Hours in words when a week table cannot hold them ("Tuesday to Sunday from 07:00"). */
    hoursNote: z.string().max(300).optional(),
    /** BCP 47 tag of the language the site is written in. */
    language: z.string().max(20).default('en'),
    /** The language the owner wrote in (may differ from `language`, e.g. 'es' for an English site). */
    inputLanguage: z.string().max(20).optional(),
    /** Notable facts the owner stated ("family-owned since 1998"), used as-is in the copy. */
    highlights: z.array(z.string().max(300)).max(20).default([]),
    /** 1 (budget-friendly) to 5 (premium): drives pricing templates and the price range. */
    priceLevel: z.number().int().min(1).max(5).optional(),
    /** What the product or service is, in the owner's own words ("a developer tool that …"). */
    product: z.string().max(500).optional(),
    /** Prices and plans the owner stated; the site shows no other prices. */
    plans: z.array(OwnerPlanSchema).max(12).default([]),
    /** The owner said prices are on request ("contact us for a quote"). */
    pricesOnRequest: z.boolean().default(false),
    /** Numbers the owner gave; the site's statistics come only from these. */
    figures: z.array(FigureSchema).max(12).default([]),
    /** Social handles and profile links as given ("@lumenstudio", "instagram.com/x"). */
    socialHandles: z.array(z.string().max(200)).max(10).default([]),
    /**
     * Where a business that goes to its customers (`serviceMode` 'mobile') works: every town or
     * region the owner named ("Bristol, Bath and Keynsham"), in their words.
     */
    serviceArea: z.array(z.string().max(200)).max(30).default([]),
    /**
     * 'mobile': goes to its customers ("I come to your driveway"); 'online': serves them remotely.
     * Absent: customers come to the business (generation invites them to visit).
     */
    serviceMode: z.enum(SERVICE_MODES).optional(),
    /** How much notice orders need, in the owner's words ("Cake orders need 48 hours' notice"). */
    leadTimes: z.array(z.string().max(300)).max(10).default([]),
    /** Every fact read from the owner's messages, each with the words it came from. */
    facts: z.array(FactSchema).max(200).default([]),
    /** A brand colour the owner chose (`#rrggbb`); palettes are built around it. */
    brandColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .optional(),
  })
  .meta({ id: 'Requirements' });
export type Requirements = z.infer<typeof RequirementsSchema>;
