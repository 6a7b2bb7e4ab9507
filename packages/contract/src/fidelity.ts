import { SECTION_TYPES } from '@zappy/site-model/schema';
import { z } from 'zod';
import { PhotoFallbackSchema } from './photos';

/** The owner's facts a fidelity report follows, one kind per thing a visitor reads. */
export const FIDELITY_FACT_KINDS = [
  'name',
  'product',
  'service',
  'price',
  'prices-on-request',
  'hours',
  'hours-note',
  'address',
  'phone',
  'email',
  'website',
  'social',
  'number',
  'highlight',
  'brand',
] as const;
export type FidelityFactKind = (typeof FIDELITY_FACT_KINDS)[number];

/**
 * Why a fact the owner gave is not on the site:
 * - `hours-incomplete`: hours a week table cannot hold (no closing time), and not written out;
 * - `other-currency`: a plan in another currency than the pricing section's;
 * - `search-data-only`: not in the visible text, only in the page's search data (JSON-LD);
 * - `not-placed`: no section of this site shows it.
 */
export const LEFT_OUT_REASONS = [
  'hours-incomplete',
  'other-currency',
  'search-data-only',
  'not-placed',
] as const;
export type LeftOutReason = (typeof LEFT_OUT_REASONS)[number];

/**
 * Why a section the business would usually have was left out:
 * - `no-prices`: pricing without plans; `prices-on-services`: only one-off prices, shown on the
 *   services they price;
 * - `no-hours`, `hours-incomplete`: an hours section without opening hours (or with hours that
 *   have no closing time);
 * - `no-numbers`: statistics without the owner's numbers;
 * - `never-invented`: reviews and team members are never made up.
 */
export const OMITTED_SECTION_REASONS = [
  'no-prices',
  'prices-on-services',
  'no-hours',
  'hours-incomplete',
  'no-numbers',
  'never-invented',
] as const;
export type OmittedSectionReason = (typeof OMITTED_SECTION_REASONS)[number];

/** A section of the generated page, by its id in the site model and its type. */
export const FidelityPlaceSchema = z.object({
  id: z.string().max(64),
  type: z.enum(SECTION_TYPES),
});
export type FidelityPlace = z.infer<typeof FidelityPlaceSchema>;

/**
 * One fact the owner gave and where the page shows it; `reason` says why it is not shown.
 *
 * @example { kind: 'email', value: 'hello@loglens.dev', shown: true, places: [{ id: 'contact', type: 'contact' }] }
 */
export const FidelityFactSchema = z.object({
  kind: z.enum(FIDELITY_FACT_KINDS),
  /** The fact in plain words ("Pro: USD 29 a month", "42 Oak Street, Austin, TX, 78701"). */
  value: z.string().max(1000),
  shown: z.boolean(),
  /** The sections whose visible text states it, in page order; empty when not shown. */
  places: z.array(FidelityPlaceSchema).max(20),
  reason: z.enum(LEFT_OUT_REASONS).optional(),
});
export type FidelityFact = z.infer<typeof FidelityFactSchema>;

/** A section the business would usually have, left out because the owner gave no facts for it. */
export const OmittedSectionSchema = z.object({
  type: z.enum(SECTION_TYPES),
  reason: z.enum(OMITTED_SECTION_REASONS),
});
export type OmittedSection = z.infer<typeof OmittedSectionSchema>;

/**
 * What one generation did with the owner's facts: which are on the site and where, which were
 * left out and why, and which sections were omitted for lack of facts. Computed by the site
 * recipe, stored with the generation job, shown on the preview page.
 */
export const FidelityReportSchema = z
  .object({
    facts: z.array(FidelityFactSchema).max(300),
    omittedSections: z.array(OmittedSectionSchema).max(20),
  })
  .meta({ id: 'FidelityReport' });
export type FidelityReport = z.infer<typeof FidelityReportSchema>;

/** The report of a website's latest generation, with the version that generation made. */
export const WebsiteFidelitySchema = FidelityReportSchema.extend({
  versionNumber: z.number().int().positive(),
  /**
   * Each image source that gave an image nothing, and why (a photo service, then the image
   * generator: up to two per image); the owner's report keeps the images still drawn.
   */
  photoFallbacks: z.array(PhotoFallbackSchema).max(40).optional(),
}).meta({ id: 'WebsiteFidelity' });
export type WebsiteFidelity = z.infer<typeof WebsiteFidelitySchema>;
