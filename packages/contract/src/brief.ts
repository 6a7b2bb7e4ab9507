import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN, SITE_LANGUAGES, WEBSITE_PATTERN } from './constants';
import { BUSINESS_INFO_MESSAGES } from './messages';
import { OwnerPlanSchema, RequirementsSchema } from './requirements';

// ---- The brief (issue 23): what generation builds from, shown to the owner before it starts ----

export const BRIEF_MESSAGES = {
  nameRequired: 'Company name is required',
  invalidEmail: BUSINESS_INFO_MESSAGES.invalidEmail,
  invalidPhone: BUSINESS_INFO_MESSAGES.invalidPhone,
  invalidWebsite: 'Invalid website URL format',
  planName: (n: number) => `Pricing plan ${n} must have a name`,
  planPrice: (n: number) => `Pricing plan ${n} cannot have negative price`,
  notUsedGone: 'That text is no longer waiting in "Not used yet"',
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
  })
  .meta({ id: 'WizardBrief' });
export type WizardBrief = z.infer<typeof WizardBriefSchema>;
export const WizardBriefResponseSchema = z.object({ brief: WizardBriefSchema });
