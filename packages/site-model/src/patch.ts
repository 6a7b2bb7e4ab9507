import { z } from 'zod';
import {
  addFaqItem,
  addPricingPlan,
  addSection,
  addServiceItem,
  moveFaqItem,
  moveSection,
  removeFaqItem,
  removePricingPlan,
  removeSection,
  removeServiceItem,
  replaceImage,
  setAccessibility,
  setFonts,
  setImageAlt,
  setPalette,
  setPricingPlans,
  setSectionLink,
  setSectionText,
  setStyle,
  updateBusinessInfo,
  updatePricingPlan,
} from './edit';
import {
  checkImageAlt,
  IMAGE_TEXT_ERRORS,
  MAX_IMAGE_ALT_LENGTH,
  plainImageText,
} from './image-text';
import { fail, ok, type Result } from './result';
import {
  AccessibilitySettingsSchema,
  BillingPeriodSchema,
  ImageSlotSchema,
  PaletteSchema,
  SectionSchema,
  SiteStyleSchema,
  TypographySchema,
  type SiteModel,
} from './schema';
import { validateBusinessFields, validatePricingPlans } from './validate';

// The one edit language: every change an owner makes is a list of these edits, whoever writes
// it — the customization chat (offline or LLM), the business-info editor, point-and-edit, an
// image replacement — and `applySiteEdits` is its only interpreter. The spec's wire shapes
// (customization data, business info) are translated into edits at the server's routes.

const PaletteRolesPatch = PaletteSchema.partial();
const AddressPatch = z
  .object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    country: z.string(),
  })
  .partial();
// Explicit optional fields: a `.partial()` of a schema with defaults fills them in, and so turns
// "serif headings" into "and sans body text", "move the toolbar left" into "and switch it on".
const TypographyPatch = z
  .object({
    heading: TypographySchema.shape.heading.unwrap(),
    body: TypographySchema.shape.body.unwrap(),
  })
  .partial();
const { enabled, position, theme, language } = AccessibilitySettingsSchema.shape;
const AccessibilityPatch = z
  .object({
    enabled: enabled.unwrap(),
    position: position.unwrap(),
    theme: theme.unwrap(),
    language: language.unwrap(),
  })
  .partial();
const DayPatch = z.object({ closed: z.boolean(), open: z.string(), close: z.string() }).partial();
const PlanInput = z.object({
  name: z.string().max(300),
  price: z.number(),
  description: z.string().max(2000).optional(),
  features: z.array(z.string().max(300)).max(30).optional(),
  recommended: z.boolean().optional(),
  actionLabel: z.string().max(300).optional(),
});

// Room for spaces the edit collapses; the description's own limit (`MAX_IMAGE_ALT_LENGTH`) is
// checked on the cleaned text, with a message an owner understands.
const imageText = z.string().max(MAX_IMAGE_ALT_LENGTH * 4);

/**
 * One edit, named after the site-model function that applies it (`@zappy/site-model/edit`).
 * `applySiteEdits` runs a list of them in order.
 */
export const SiteEditSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('updateBusinessInfo'),
    patch: z.object({
      companyName: z.string().max(300).optional(),
      tagline: z.string().max(300).optional(),
      industry: z.string().max(300).optional(),
      description: z.string().max(2000).optional(),
      contactDetails: z
        .object({
          email: z.string().max(300).optional(),
          phone: z.string().max(300).optional(),
          website: z.string().max(300).optional(),
          address: AddressPatch.optional(),
        })
        .optional(),
      businessHours: z
        .object({
          sunday: DayPatch.optional(),
          monday: DayPatch.optional(),
          tuesday: DayPatch.optional(),
          wednesday: DayPatch.optional(),
          thursday: DayPatch.optional(),
          friday: DayPatch.optional(),
          saturday: DayPatch.optional(),
        })
        .optional(),
      /** False takes the hours off the site; giving any day's hours shows them. */
      hoursGiven: z.boolean().optional(),
      /** True says "by appointment" with the hours (or instead of them, with `hoursGiven` false). */
      byAppointment: z.boolean().optional(),
    }),
  }),
  z.object({ op: z.literal('setPalette'), palette: PaletteRolesPatch }),
  z.object({ op: z.literal('setStyle'), style: SiteStyleSchema }),
  z.object({ op: z.literal('setFonts'), typography: TypographyPatch }),
  z.object({
    op: z.literal('setSectionText'),
    sectionId: z.string().max(64),
    path: z.string().max(200),
    value: z.string().max(6000),
  }),
  z.object({
    op: z.literal('setSectionLink'),
    sectionId: z.string().max(64),
    /** The link's path: `primaryAction`, `secondaryAction`, `links.2`. */
    path: z.string().max(200),
    /** `#<section id>`, `#top`, `tel:`, `mailto:` or an http(s) address. */
    href: z.string().max(500),
  }),
  z.object({
    op: z.literal('addSection'),
    section: SectionSchema,
    index: z.number().int().nonnegative().optional(),
  }),
  z.object({ op: z.literal('removeSection'), sectionId: z.string().max(64) }),
  z.object({
    op: z.literal('moveSection'),
    sectionId: z.string().max(64),
    toIndex: z.number().int().nonnegative(),
  }),
  z.object({
    op: z.literal('setPricingPlans'),
    /** Every plan, in order; left out, the plans stay and only currency or period change. */
    plans: z.array(PlanInput).max(40).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    billingPeriod: BillingPeriodSchema.optional(),
  }),
  z.object({
    op: z.literal('updatePricingPlan'),
    index: z.number().int().nonnegative(),
    patch: PlanInput.partial(),
  }),
  z.object({
    op: z.literal('addPricingPlan'),
    plan: PlanInput,
  }),
  z.object({ op: z.literal('removePricingPlan'), index: z.number().int().nonnegative() }),
  z.object({
    op: z.literal('addFaqItem'),
    question: z.string().max(300),
    answer: z.string().max(2000),
  }),
  z.object({ op: z.literal('removeFaqItem'), index: z.number().int().nonnegative() }),
  z.object({
    op: z.literal('moveFaqItem'),
    index: z.number().int().nonnegative(),
    toIndex: z.number().int().nonnegative(),
  }),
  z.object({
    op: z.literal('replaceImage'),
    slot: z.string().max(200),
    // Only the site's own files: an owner's photo arrives as an upload, re-encoded and checked,
    // never as an address elsewhere that a visitor's browser would be sent to.
    url: z.string().regex(/^images\/[a-z0-9][a-z0-9.-]{0,120}$/, 'Images must be uploaded first'),
    /** The new image's description; left out, it has none yet and the owner is asked for one. */
    alt: imageText.optional(),
    name: z.string().max(300).optional(),
    description: z.string().max(2000).optional(),
    width: z.number().int().positive().max(8000).optional(),
    height: z.number().int().positive().max(8000).optional(),
    variants: ImageSlotSchema.shape.variants.optional(),
  }),
  z.object({
    op: z.literal('setImageAlt'),
    /** The image id or its `dataSlot`. */
    slot: z.string().max(200),
    /** What the image shows, for people who can't see it: plain text, one line. */
    alt: imageText,
  }),
  z.object({
    op: z.literal('setAccessibility'),
    settings: AccessibilityPatch,
  }),
  z.object({
    op: z.literal('addServiceItem'),
    item: z.object({
      title: z.string().max(300),
      text: z.string().max(2000).optional(),
      price: z.string().max(300).optional(),
    }),
  }),
  z.object({ op: z.literal('removeServiceItem'), index: z.number().int().nonnegative() }),
]);
export type SiteEdit = z.infer<typeof SiteEditSchema>;
export type BusinessInfoPatch = Extract<SiteEdit, { op: 'updateBusinessInfo' }>['patch'];
export type BusinessHoursPatch = NonNullable<BusinessInfoPatch['businessHours']>;

function applyOne(model: SiteModel, edit: SiteEdit): Result<SiteModel> {
  switch (edit.op) {
    case 'updateBusinessInfo':
      return updateBusinessInfo(model, edit.patch);
    case 'setPalette':
      return setPalette(model, edit.palette);
    case 'setStyle':
      return setStyle(model, edit.style);
    case 'setFonts':
      return setFonts(model, edit.typography);
    case 'setSectionText':
      return setSectionText(model, edit.sectionId, edit.path, edit.value);
    case 'setSectionLink':
      return setSectionLink(model, edit.sectionId, edit.path, edit.href);
    case 'addSection':
      return addSection(model, edit.section, edit.index);
    case 'removeSection':
      return removeSection(model, edit.sectionId);
    case 'moveSection':
      return moveSection(model, edit.sectionId, edit.toIndex);
    case 'setPricingPlans':
      return setPricingPlans(model, edit.plans, {
        ...(edit.currency ? { currency: edit.currency } : {}),
        ...(edit.billingPeriod ? { billingPeriod: edit.billingPeriod } : {}),
      });
    case 'updatePricingPlan':
      return updatePricingPlan(model, edit.index, edit.patch);
    case 'addPricingPlan':
      return addPricingPlan(model, edit.plan);
    case 'removePricingPlan':
      return removePricingPlan(model, edit.index);
    case 'addFaqItem':
      return addFaqItem(model, { question: edit.question, answer: edit.answer });
    case 'removeFaqItem':
      return removeFaqItem(model, edit.index);
    case 'moveFaqItem':
      return moveFaqItem(model, edit.index, edit.toIndex);
    case 'replaceImage':
      return replaceImage(model, {
        slot: edit.slot,
        url: edit.url,
        ...(edit.alt === undefined ? {} : { alt: edit.alt }),
        ...(edit.name === undefined ? {} : { name: edit.name }),
        ...(edit.description === undefined ? {} : { description: edit.description }),
        ...(edit.width === undefined ? {} : { width: edit.width }),
        ...(edit.height === undefined ? {} : { height: edit.height }),
        ...(edit.variants === undefined ? {} : { variants: edit.variants }),
      });
    case 'setImageAlt':
      return setImageAlt(model, edit.slot, edit.alt);
    case 'setAccessibility':
      return setAccessibility(model, edit.settings);
    case 'addServiceItem':
      return addServiceItem(model, {
        title: edit.item.title,
        ...(edit.item.text === undefined ? {} : { text: edit.item.text }),
        ...(edit.item.price === undefined ? {} : { price: edit.item.price }),
      });
    case 'removeServiceItem':
      return removeServiceItem(model, edit.index);
  }
}

/**
 * The spec's validation texts for a whole patch, collected before anything changes (so an
 * owner sees every problem at once): business fields, every plan of a new plan list, photo
 * descriptions (empty or too long), and images whose slot the site lacks ('Image N …' counts
 * the patch's image replacements from 1).
 */
function validateSiteEdits(model: SiteModel, edits: readonly SiteEdit[]): string[] {
  const slots = new Set(model.images.flatMap((image) => [image.id, image.dataSlot]));
  const images = edits.filter((edit) => edit.op === 'replaceImage');
  const errors = edits.flatMap((edit) => {
    if (edit.op === 'updateBusinessInfo') {
      const { companyName, contactDetails } = edit.patch;
      return validateBusinessFields({
        companyName,
        email: contactDetails?.email,
        website: contactDetails?.website,
      });
    }
    if (edit.op === 'setPricingPlans') return validatePricingPlans(edit.plans ?? []);
    if (edit.op === 'setImageAlt') {
      const checked = checkImageAlt(edit.alt);
      if (!checked.ok) return [checked.error];
      return slots.has(edit.slot) ? [] : [IMAGE_TEXT_ERRORS.noSlot(edit.slot)];
    }
    if (edit.op === 'replaceImage' && plainImageText(edit.alt ?? '').length > MAX_IMAGE_ALT_LENGTH)
      return [IMAGE_TEXT_ERRORS.tooLong];
    return [];
  });
  images.forEach((image, index) => {
    if (!slots.has(image.slot)) errors.push(`Image ${index + 1} has no slot "${image.slot}"`);
  });
  return [...new Set(errors)];
}

/**
 * Applies a patch (a list of edits) in order. Every validation text of the patch is found
 * first; then the first failing edit stops it and nothing is returned but its errors.
 *
 * @example
 * const r = applySiteEdits(model, [{ op: 'setStyle', style: 'elegant' }]);
 * if (r.ok) save(r.value);
 */
export function applySiteEdits(model: SiteModel, edits: readonly SiteEdit[]): Result<SiteModel> {
  const errors = validateSiteEdits(model, edits);
  if (errors.length > 0) return fail(errors);
  let current: Result<SiteModel> = ok(model);
  for (const edit of edits) {
    if (!current.ok) return current;
    current = applyOne(current.value, edit);
  }
  return current;
}
