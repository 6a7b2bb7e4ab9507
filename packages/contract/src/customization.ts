import { MAX_IMAGE_ALT_LENGTH } from '@zappy/site-model/image-text';
import { SiteEditSchema } from '@zappy/site-model/patch';
import {
  AddressSchema,
  BillingPeriodSchema,
  BusinessHoursSchema,
  ContactDetailsSchema,
  PaletteSchema,
  SiteStyleSchema,
} from '@zappy/site-model/schema';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, SUBJECT_SECTION_ID, SUBJECT_TEXT_PATH } from './constants';
import { PHOTO_FAILURES } from './photos';
import {
  MAX_PHOTO_CHOICES,
  WidgetImageSchema,
  WidgetResponseSchema,
  WidgetSchema,
} from './widgets';
import { MAX_MESSAGE_LENGTH } from './wizard';

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

// ---- Customization data (spec section 3) ----------------------------------------------------

const PlanSchema = z.object({
  name: z.string().max(300),
  price: z.number(),
  description: z.string().max(2000).optional(),
  features: z.array(z.string().max(300)).max(30).optional(),
  recommended: z.boolean().optional(),
});

/** An image change: a slot (image id or `dataSlot`) and the upload that fills it. */
export const ImageChangeSchema = z.object({
  slot: z.string().max(200),
  /** An id from `upload-images`' `uploadedImages`. */
  uploadId: z.uuid('Invalid upload id'),
  /** The owner's description of the photo (see `MAX_IMAGE_ALT_LENGTH`). */
  alt: z.string().max(1000).optional(),
});
export type ImageChange = z.infer<typeof ImageChangeSchema>;

/**
 * What one customization changes (spec section 3, "Customization data"). Every part is optional
 * and only what is given changes; `edits` carries what the spec's shape cannot say (section texts,
 * sections added, removed or moved, FAQ entries, fonts), typed by site-model's patch schema.
 */
export const CustomizationDataSchema = z
  .object({
    images: z.array(ImageChangeSchema).max(20).optional(),
    businessDetails: z
      .object({
        companyName: z.string().max(300),
        tagline: z.string().max(300),
        description: z.string().max(2000),
      })
      .partial()
      .optional(),
    contactDetails: ContactDetailsSchema.partial()
      .extend({ address: AddressSchema.partial().optional() })
      .optional(),
    pricing: z
      .object({
        plans: z.array(PlanSchema).max(40).optional(),
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/, 'Invalid currency')
          .optional(),
        billingPeriod: BillingPeriodSchema.optional(),
      })
      .optional(),
    colorTheme: z
      .object({
        selectedTheme: SiteStyleSchema.optional(),
        customColors: PaletteSchema.partial().optional(),
        activeColors: PaletteSchema.partial().optional(),
      })
      .optional(),
    accessibility: z
      .object({
        enabled: z.boolean(),
        position: z.enum(['bottom-right', 'bottom-left', 'top-right', 'top-left']),
        theme: z.enum(['default', 'dark', 'light']),
      })
      .partial()
      .optional(),
    edits: z.array(SiteEditSchema).max(40).optional(),
  })
  .meta({ id: 'CustomizationData' });
export type CustomizationData = z.infer<typeof CustomizationDataSchema>;

/** The spec's defaults for customization data a client builds (section 3 and 9). */
export const CUSTOMIZATION_DEFAULTS = {
  currency: 'USD',
  billingPeriod: 'monthly',
  selectedTheme: 'modern',
  accessibility: { enabled: true, position: 'bottom-right', theme: 'default', language: 'en' },
} as const;

// ---- The chat (start / continue) ------------------------------------------------------------

const chatMessage = z
  .string()
  .trim()
  .min(1, 'Please describe what you would like to customize')
  .max(MAX_MESSAGE_LENGTH, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters`);

/** Accepted for the spec's shape; the server reads the site's README itself. */
const readmeContent = z.string().max(200_000).optional();

/**
 * Point and edit: the element of the preview the owner clicked, which "this" in the message
 * refers to (a section, one of its texts by path, or an image by slot).
 */
export const EditSubjectSchema = z.object({
  sectionId: z.string().regex(SUBJECT_SECTION_ID, 'Invalid section id'),
  path: z.string().regex(SUBJECT_TEXT_PATH, 'Invalid text path').optional(),
  imageSlot: z.string().max(200).optional(),
});
export type EditSubject = z.infer<typeof EditSubjectSchema>;
const subject = EditSubjectSchema.optional();

/** `POST /api/customization/start`. */
export const CustomizationStartRequestSchema = z.object({
  websiteId: z.uuid('Invalid website id'),
  initialPrompt: chatMessage,
  readmeContent,
  subject,
});
export type CustomizationStartRequest = z.infer<typeof CustomizationStartRequestSchema>;

const turnFields = {
  messageId: z.uuid(),
  response: z.string(),
  widget: WidgetSchema.nullable(),
  /** True when the change is complete: the client applies `customizationData` right away. */
  readyToApply: z.boolean(),
  customizationData: CustomizationDataSchema.nullable(),
};

export const CustomizationStartResponseSchema = z.object({
  sessionId: z.uuid(),
  ...turnFields,
});
export type CustomizationStartResponse = z.infer<typeof CustomizationStartResponseSchema>;

/** `POST /api/customization/continue`: free text, or the answer to the pending widget. */
export const CustomizationContinueRequestSchema = z.discriminatedUnion('messageType', [
  z.object({
    sessionId: z.uuid('Invalid session id'),
    websiteId: z.uuid('Invalid website id'),
    messageType: z.literal('text'),
    message: chatMessage,
    readmeContent,
    subject,
  }),
  z.object({
    sessionId: z.uuid('Invalid session id'),
    websiteId: z.uuid('Invalid website id'),
    messageType: z.literal('widget_response'),
    message: WidgetResponseSchema,
    readmeContent,
  }),
]);
export type CustomizationContinueRequest = z.infer<typeof CustomizationContinueRequestSchema>;

export const CustomizationContinueResponseSchema = z.object(turnFields);
export type CustomizationContinueResponse = z.infer<typeof CustomizationContinueResponseSchema>;

/** A message of the customization chat (spec section 3, "Chat message (customization)"). */
export const CustomizationChatMessageSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
  isWidget: z.boolean().optional(),
  isCustomizationSelection: z.boolean().optional(),
  widget: WidgetSchema.nullable().optional(),
  /**
   * Restoring this version undoes the change the message reports. Only the newest change made in
   * the chat carries it: undoing an older one would silently drop the changes made since.
   */
  undoVersion: z.number().int().positive().optional(),
});
export type CustomizationChatMessage = z.infer<typeof CustomizationChatMessageSchema>;

// ---- Apply, preview, history, elements, readme ----------------------------------------------

/** `POST /api/customization/apply/{websiteId}` and `.../preview/{websiteId}`. */
export const ApplyCustomizationRequestSchema = CustomizationDataSchema.extend({
  /** Uploads to place, as `upload-images` answered them (their `dataSlot` is the slot). */
  uploadedImages: z
    .array(
      z.object({
        id: z.uuid('Invalid upload id'),
        dataSlot: z.string().max(200),
        /** The owner's description of the photo; left out, the answer asks for one. */
        alt: z.string().max(1000).optional(),
      }),
    )
    .max(20)
    .optional(),
});
export type ApplyCustomizationRequest = z.infer<typeof ApplyCustomizationRequestSchema>;

/**
 * The slots of the site's photos that nobody has described yet (decision 026), after the
 * change: the owner's screens ask for their descriptions.
 */
const photosWithoutDescription = z.array(z.string()).optional();

export const ApplyCustomizationResponseSchema = z.object({
  success: z.boolean(),
  /** The version the change made, live once deployed. */
  versionNumber: z.number().int().positive(),
  /** What changed, in English topics ("headline, colours"): the version's reason in the history. */
  summary: z.string(),
  /** The version the site was at before the change: restoring it undoes the change. */
  previousVersion: z.number().int().positive(),
  photosWithoutDescription,
});
export type ApplyCustomizationResponse = z.infer<typeof ApplyCustomizationResponseSchema>;

export const PreviewCustomizationResponseSchema = z.object({
  /** A short-lived, unguessable address of the unsaved version. */
  previewUrl: z.string(),
  expiresAt: z.string(),
});
export type PreviewCustomizationResponse = z.infer<typeof PreviewCustomizationResponseSchema>;

export const CustomizationHistoryEntrySchema = z.object({
  versionNumber: z.number().int().positive(),
  createdAt: z.string(),
  /** What the change was ("Colours: a green palette", "Business info updated"). */
  change: z.string(),
  isCurrent: z.boolean(),
});
export const CustomizationHistoryResponseSchema = z.object({
  history: z.array(CustomizationHistoryEntrySchema),
});
export type CustomizationHistoryEntry = z.infer<typeof CustomizationHistoryEntrySchema>;

const EditableText = z.object({ path: z.string(), value: z.string() });
/** `GET /api/customization/elements/{websiteId}`: everything the owner can change. */
export const EditableElementsSchema = z.object({
  texts: z.array(
    z.object({ sectionId: z.string(), sectionType: z.string(), texts: z.array(EditableText) }),
  ),
  images: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      alt: z.string(),
      dataSlot: z.string(),
      name: z.string(),
      description: z.string(),
    }),
  ),
  sections: z.array(
    z.object({ id: z.string(), type: z.string(), heading: z.string(), navLabel: z.string() }),
  ),
  colors: PaletteSchema,
  style: SiteStyleSchema,
  plans: z.array(PlanSchema),
  currency: z.string(),
  billingPeriod: BillingPeriodSchema,
  contact: ContactDetailsSchema,
  hours: BusinessHoursSchema,
});
export const ElementsResponseSchema = z.object({ elements: EditableElementsSchema });
export type EditableElements = z.infer<typeof EditableElementsSchema>;

export const ReadmeResponseSchema = z.object({ readme: z.string() });

// ---- Images (upload-images, replace-image) --------------------------------------------------

/** One `imageData` entry of `upload-images`, in the order of the `images` files. */
export const UploadImageDataSchema = z.object({
  id: z.string().max(200),
  dataSlot: z.string().max(200),
  name: z.string().max(200).optional(),
  class: z.string().max(200).optional(),
});
export const UploadImageDataListSchema = z.array(UploadImageDataSchema).max(20);

export const UploadedImageSchema = z.object({
  /** The upload's id, to name in `apply`'s `uploadedImages`. */
  id: z.uuid(),
  dataSlot: z.string(),
  name: z.string(),
  /** Where the re-encoded image can be seen (the widest variant). */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sizeBytes: z.number().int().nonnegative(),
});
export const UploadImagesResponseSchema = z.object({
  uploadedImages: z.array(UploadedImageSchema),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const ReplaceImageResponseSchema = z.object({
  success: z.boolean(),
  versionNumber: z.number().int().positive(),
  image: UploadedImageSchema,
  photosWithoutDescription,
});
export type ReplaceImageResponse = z.infer<typeof ReplaceImageResponseSchema>;

// ---- Photo search (search-photos, use-photo; decision 040) ---------------------------------

/** Longest words one photo search takes (the services cut longer ones anyway). */
export const MAX_PHOTO_QUERY_LENGTH = 100;

/**
 * `POST /api/customization/search-photos/{websiteId}`: photos of the owner's words to choose
 * from, searched in the site's language, for one of the site's images (whose shape, wide or
 * tall, the search asks for) or any.
 */
export const SearchPhotosRequestSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Say what the photo should show')
    .max(
      MAX_PHOTO_QUERY_LENGTH,
      `Search words can be at most ${MAX_PHOTO_QUERY_LENGTH} characters`,
    ),
  imageSlot: z.string().max(200).optional(),
});
export type SearchPhotosRequest = z.infer<typeof SearchPhotosRequestSchema>;

/**
 * The photos found, each with its credit and an id to use it by; or none, and why: the
 * service found nothing (`no_results`), refused the key, limited the rate, did not answer, or
 * sent nothing usable. Nothing on the site changes either way.
 */
export const SearchPhotosResponseSchema = z.object({
  photos: z.array(WidgetImageSchema).max(MAX_PHOTO_CHOICES),
  failure: z.enum(PHOTO_FAILURES).nullable(),
});
export type SearchPhotosResponse = z.infer<typeof SearchPhotosResponseSchema>;

/**
 * `POST /api/customization/use-photo/{websiteId}`: a photo a search offered (for a day) into
 * one image slot, published at once as a new version with its credit. `imageAlt` is the
 * owner's description; left out, the service's own (on an English site) or the searched words.
 */
export const UsePhotoRequestSchema = z.object({
  photoId: z.uuid('Invalid photo id'),
  imageSlot: z.string().trim().min(1, 'imageSlot is required').max(200),
  imageAlt: z.string().max(2000).optional(),
});
export type UsePhotoRequest = z.infer<typeof UsePhotoRequestSchema>;

export const UsePhotoResponseSchema = z.object({
  success: z.boolean(),
  versionNumber: z.number().int().positive(),
  photosWithoutDescription,
});
export type UsePhotoResponse = z.infer<typeof UsePhotoResponseSchema>;

/** The spec's image limit: 5 MB. */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;

/**
 * Longest description of a photo (`replace-image`'s optional `imageAlt` field, `setImageAlt`),
 * counted after control characters and repeated spaces are folded.
 */
export { MAX_IMAGE_ALT_LENGTH };
