import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN, SITE_LANGUAGES, WEBSITE_PATTERN } from './constants';
import { BUSINESS_INFO_MESSAGES } from './messages';
import { OwnerPlanSchema, RequirementsSchema, SERVICE_MODES } from './requirements';
import { WidgetImageSchema, WidgetOptionSchema } from './widgets';

// ---- The brief (issue 23): what generation builds from, shown to the owner before it starts ----

/** The service area's caps: RequirementsSchema's, so an edited brief always fits the session. */
export const MAX_SERVICE_AREAS = 30;
export const MAX_AREA_LENGTH = 200;

export const BRIEF_MESSAGES = {
  nameRequired: 'Company name is required',
  invalidEmail: BUSINESS_INFO_MESSAGES.invalidEmail,
  invalidPhone: BUSINESS_INFO_MESSAGES.invalidPhone,
  invalidWebsite: 'Invalid website URL format',
  planName: (n: number) => `Pricing plan ${n} must have a name`,
  planPrice: (n: number) => `Pricing plan ${n} cannot have negative price`,
  notUsedGone: 'That text is no longer waiting in "Not used yet"',
  areaTooLong: (n: number) => `Area ${n} can be at most ${MAX_AREA_LENGTH} characters`,
  tooManyAreas: `List at most ${MAX_SERVICE_AREAS} areas`,
  invalidServiceMode: 'Choose premises, mobile or online',
} as const;

const line = (max: number) => z.string().trim().max(max);
const blankOr = (pattern: RegExp, message: string) =>
  line(200).refine((value) => value === '' || pattern.test(value), message);

/**
 * The fields of the brief the owner edits in place; `PUT /api/wizard/session/{id}/brief` takes it
 * whole and writes it over the session's requirements (facts and the rest are kept).
 */
export const BriefEditSchema = z
  .object({
    businessName: line(300).min(1, BRIEF_MESSAGES.nameRequired),
    industry: line(100),
    /** The about text. */
    description: line(5000),
    address: z.object({
      street: line(200),
      city: line(200),
      state: line(200),
      zip: line(200),
      country: line(200),
    }),
    /** Services and products in the owner's words. */
    services: z.array(line(300).min(1)).max(30),
    plans: z.array(OwnerPlanSchema.extend({ name: line(200), price: z.number() })).max(12),
    /** Hours in words: "24 hours", "by appointment", "Tuesday to Sunday from 07:00". */
    hoursNote: line(300),
    /**
     * The towns or areas a business that goes to its customers serves. Optional, like
     * `byAppointment`, so a client that does not know the field leaves the stored one as it is.
     */
    serviceArea: z
      // Each area's length is checked below, where the message can say which area it is.
      .array(z.string().trim().min(1))
      .max(MAX_SERVICE_AREAS, BRIEF_MESSAGES.tooManyAreas)
      .optional(),
    /** The owner sees customers by appointment, with or without opening hours. */
    byAppointment: z.boolean().optional(),
    /**
     * How customers reach the business: 'premises' (they come to us), 'mobile' (we go to them)
     * or 'online'. 'premises' is stored as no mode at all, which is how the reader and generation
     * already say it (any stored mode means the site invites no visit), so it has one stored form.
     * Optional, like `byAppointment`: a client that does not send it keeps the stored mode.
     */
    serviceMode: z.enum(SERVICE_MODES, BRIEF_MESSAGES.invalidServiceMode).optional(),
    email: blankOr(EMAIL_PATTERN, BRIEF_MESSAGES.invalidEmail),
    phone: blankOr(PHONE_PATTERN, BRIEF_MESSAGES.invalidPhone),
    website: blankOr(WEBSITE_PATTERN, BRIEF_MESSAGES.invalidWebsite),
    goal: line(300),
    callToAction: line(200),
    language: z.enum(SITE_LANGUAGES, 'Unsupported website language'),
    /** Sentences the owner wants on the site as they are. */
    notes: z.array(line(300).min(1)).max(20),
  })
  .superRefine((brief, context) => {
    brief.serviceArea?.forEach((area, index) => {
      if (area.length > MAX_AREA_LENGTH) {
        context.addIssue({
          code: 'custom',
          path: ['serviceArea', index],
          message: BRIEF_MESSAGES.areaTooLong(index + 1),
        });
      }
    });
    brief.plans.forEach((plan, index) => {
      if (plan.name === '') {
        context.addIssue({
          code: 'custom',
          path: ['plans', index, 'name'],
          message: BRIEF_MESSAGES.planName(index + 1),
        });
      }
      if (plan.price < 0) {
        context.addIssue({
          code: 'custom',
          path: ['plans', index, 'price'],
          message: BRIEF_MESSAGES.planPrice(index + 1),
        });
      }
    });
  });
export type BriefEdit = z.infer<typeof BriefEditSchema>;

/** What the owner can do with words no field holds. */
export const NOT_USED_ACTIONS = ['service', 'note', 'about', 'ignore'] as const;
export type NotUsedAction = (typeof NOT_USED_ACTIONS)[number];

/** Words the owner typed that no field of the brief holds: a clause of one of their messages. */
export const NotUsedItemSchema = z.object({
  messageId: z.string().min(1).max(100),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  text: z.string(),
});
export type NotUsedItem = z.infer<typeof NotUsedItemSchema>;

/** `POST /api/wizard/session/{id}/brief/not-used`: one item, and what to do with it. */
export const NotUsedResolveRequestSchema = NotUsedItemSchema.omit({ text: true }).extend({
  action: z.enum(NOT_USED_ACTIONS, 'Choose service, note, about or ignore'),
});
export type NotUsedResolveRequest = z.infer<typeof NotUsedResolveRequestSchema>;

/** A resolved item, kept with the session so it stays out of "Not used yet". */
export const NotUsedResolutionSchema = NotUsedResolveRequestSchema;
export type NotUsedResolution = z.infer<typeof NotUsedResolutionSchema>;

export const WizardBriefSchema = z
  .object({
    requirements: RequirementsSchema,
    notUsed: z.array(NotUsedItemSchema),
    /**
     * The kinds of business the owner can pick, named in the owner's language; the brief stores
     * the value (`bakery`). The names live with the reader's industries, not in the web app.
     */
    industries: z.array(WidgetOptionSchema.pick({ value: true, label: true })).optional(),
    /** The hero image picked (or chosen for the owner), as the wizard's image selector showed it. */
    heroImage: WidgetImageSchema.pick({ id: true, url: true, alt: true, label: true }).optional(),
  })
  .meta({ id: 'WizardBrief' });
export type WizardBrief = z.infer<typeof WizardBriefSchema>;
export const WizardBriefResponseSchema = z.object({ brief: WizardBriefSchema });
