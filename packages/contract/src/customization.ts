import { BusinessHoursSchema, ContactDetailsSchema } from '@zappy/site-model/schema';
import { z } from 'zod';

// ---- Business info (spec sections 3 and 7, "Business info and customization") --------------

/** `{websiteId}` in the customization routes' paths. */
export const CustomizationParamsSchema = z.object({ websiteId: z.uuid('Invalid website id') });

/**
 * What the business-info editor shows and saves: the name, contact details and the week's hours
 * (spec section 3, "Business info"). The rules and their texts are site-model's
 * (`validateBusinessFields`), applied when the change is made.
 */
export const BusinessInfoSchema = z.object({
  companyName: z.string().max(300),
  contactDetails: ContactDetailsSchema,
  businessHours: BusinessHoursSchema,
});
export type BusinessInfo = z.infer<typeof BusinessInfoSchema>;

/** `POST /api/customization/extract-business-info/{websiteId}`. */
export const ExtractBusinessInfoResponseSchema = z.object({
  success: z.boolean(),
  businessInfo: BusinessInfoSchema.nullable(),
  error: z.string().nullable(),
});
export type ExtractBusinessInfoResponse = z.infer<typeof ExtractBusinessInfoResponseSchema>;

/** `POST /api/customization/update-business-info/{websiteId}`: a new version, deployed. */
export const UpdateBusinessInfoRequestSchema = z.object({ businessInfo: BusinessInfoSchema });
export const UpdateBusinessInfoResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  /** The version the change made. */
  versionNumber: z.number().int().positive(),
});
export type UpdateBusinessInfoResponse = z.infer<typeof UpdateBusinessInfoResponseSchema>;
