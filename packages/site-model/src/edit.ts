import type { z } from 'zod';
import { WEEK_DAYS } from './constants';
import {
  checkImageAlt,
  IMAGE_TEXT_ERRORS,
  MAX_IMAGE_ALT_LENGTH,
  plainImageText,
} from './image-text';
import { formatIssues } from './migrate';
import { fail, ok, type Result } from './result';
import { checkSafeUrl } from './safe-url';
import {
  HexColorSchema,
  SectionSchema,
  SiteModelSchema,
  type Address,
  type BillingPeriod,
  type DayHours,
  type ImageSlot,
  type ImageSource,
  type ImageVariant,
  type Palette,
  type FaqItem,
  type PricingPlan,
  type PricingSection,
  type SectionInput,
  type ServiceItem,
  type SiteModel,
  type SiteStyle,
  type Typography,
  type WeekDay,
} from './schema';
import { restateFacts } from './restate-facts';
import { listSectionLinks, listSectionTexts, setAtPath } from './section-texts';
import { validateBusinessFields, validatePricingPlans } from './validate';

// Every operation builds a new model and re-validates it with the schema, so no edit can
// produce a model the renderer would reject.
function finish(candidate: unknown): Result<SiteModel> {
  const parsed = SiteModelSchema.safeParse(candidate);
  return parsed.success ? ok(parsed.data) : fail(formatIssues(parsed.error));
}

export type ContactDetailsPatch = {
  email?: string;
  phone?: string;
  website?: string;
  address?: Partial<Address>;
};

export type BusinessHoursPatch = Partial<Record<WeekDay, Partial<DayHours>>>;

export type BusinessInfoPatch = {
  companyName?: string;
  tagline?: string;
  industry?: string;
  description?: string;
  contactDetails?: ContactDetailsPatch;
  /** Changed days; giving any marks the hours as given (`hoursGiven: true`) unless said otherwise. */
  businessHours?: BusinessHoursPatch;
  /** False takes the hours off the site; true shows `businessHours` as they are. */
  hoursGiven?: boolean;
  /** True says "by appointment" wherever hours appear. */
  byAppointment?: boolean;
};

function mergeContact(
  model: SiteModel,
  patch: ContactDetailsPatch,
): SiteModel['business']['contactDetails'] {
  const current = model.business.contactDetails;
  return {
    ...current,
    ...stripUndefined({ email: patch.email, phone: patch.phone, website: patch.website }),
    address: { ...current.address, ...stripUndefined(patch.address ?? {}) },
  };
}

function mergeHours(
  model: SiteModel,
  patch: BusinessHoursPatch,
): SiteModel['business']['businessHours'] {
  const hours = { ...model.business.businessHours };
  for (const day of WEEK_DAYS) {
    const change = patch[day];
    if (change) hours[day] = { ...hours[day], ...stripUndefined(change) };
  }
  return hours;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Updates business info (name, tagline, industry, description, contact details, hours). Copy
 * that names a changed fact says the new one (`restate-facts.ts`).
 *
 * @example
 * updateBusinessInfo(model, { companyName: '' }) // { ok: false, errors: ['Company name is required'] }
 */
export function updateBusinessInfo(model: SiteModel, patch: BusinessInfoPatch): Result<SiteModel> {
  const errors = validateBusinessFields({
    companyName: patch.companyName,
    email: patch.contactDetails?.email,
    website: patch.contactDetails?.website,
  });
  if (errors.length > 0) return fail(errors);
  const { contactDetails, businessHours, ...fields } = patch;
  const next: SiteModel = {
    ...model,
    business: {
      ...model.business,
      ...stripUndefined(fields),
      contactDetails: mergeContact(model, contactDetails ?? {}),
      businessHours: mergeHours(model, businessHours ?? {}),
      hoursGiven:
        fields.hoursGiven ??
        (Object.keys(businessHours ?? {}).length > 0 ? true : model.business.hoursGiven),
    },
  };
  // The copy says the new facts too; should a restated text outgrow its field, the copy stays
  // as it was rather than the owner's new phone or name being refused.
  const restated = finish(restateFacts(model.business, next));
  return restated.ok ? restated : finish(next);
}

/**
 * What replaces an image: a new URL and the new image's own words. Words left out are empty,
 * never the old image's: they described what is no longer there (decision 026).
 */
export type ImageReplacement = {
  /** The image id or its `dataSlot`. */
  slot: string;
  url: string;
  source?: ImageSource;
  /** What the image shows, for people who can't see it; left out, the owner is asked for it. */
  alt?: string;
  name?: string;
  /** Left out: the alt text. */
  description?: string;
  width?: number;
  height?: number;
  /** Re-encoded widths of an upload (see `ImageSlot.variants`); a replacement without them has none. */
  variants?: ImageVariant[];
};

/**
 * Replaces the images in several slots at once; N in 'Image N has no slot …' is the 1-based
 * position in `replacements`.
 *
 * @example replaceImages(model, [{ slot: 'hero', url: 'images/upload-1-960.webp', alt: 'Our shop at dusk' }])
 */
export function replaceImages(
  model: SiteModel,
  replacements: readonly ImageReplacement[],
): Result<SiteModel> {
  const errors: string[] = [];
  const images = [...model.images];
  replacements.forEach((r, index) => {
    const at = images.findIndex((image) => image.id === r.slot || image.dataSlot === r.slot);
    const current = images[at];
    if (!current) {
      errors.push(`Image ${index + 1} has no slot "${r.slot}"`);
      return;
    }
    if (r.url.trim() === '') {
      errors.push(`Image ${index + 1} needs a URL`);
      return;
    }
    const alt = plainImageText(r.alt ?? '');
    if (alt.length > MAX_IMAGE_ALT_LENGTH) {
      errors.push(IMAGE_TEXT_ERRORS.tooLong);
      return;
    }
    const { url, source, width, height } = r;
    // The photographer's credit belongs to the photo it came with, not to the one replacing it.
    const kept: ImageSlot = { ...current };
    delete kept.credit;
    images[at] = {
      ...kept,
      source: 'upload',
      variants: r.variants ?? [],
      alt,
      name: plainImageText(r.name ?? ''),
      description: r.description ?? alt,
      ...stripUndefined({ url, source, width, height }),
    };
  });
  if (errors.length > 0) return fail(errors);
  return finish({ ...model, images });
}

/**
 * Replaces the image in one slot.
 *
 * @example replaceImage(model, { slot: 'hero', url: 'https://cdn.example.com/a.webp', alt: 'Our shop' })
 */
export function replaceImage(model: SiteModel, replacement: ImageReplacement): Result<SiteModel> {
  return replaceImages(model, [replacement]);
}

/**
 * Gives an image the owner's description: its alt text (and long description), as plain text.
 *
 * @example setImageAlt(model, 'hero', 'Our shop front at dusk, lights on')
 */
export function setImageAlt(model: SiteModel, slot: string, text: string): Result<SiteModel> {
  const at = model.images.findIndex((image) => image.id === slot || image.dataSlot === slot);
  const current = model.images[at];
  if (!current) return fail([IMAGE_TEXT_ERRORS.noSlot(slot)]);
  const checked = checkImageAlt(text);
  if (!checked.ok) return fail([checked.error]);
  const images = [...model.images];
  images[at] = { ...current, alt: checked.alt, description: checked.alt };
  return finish({ ...model, images });
}

/**
 * Changes palette colours by role; short `#abc` forms are expanded.
 *
 * @example setPalette(model, { primary: '#0f766e' })
 */
export function setPalette(model: SiteModel, patch: Partial<Palette>): Result<SiteModel> {
  const palette = { ...model.brand.palette };
  const errors: string[] = [];
  for (const [role, value] of Object.entries(stripUndefined(patch)) as [keyof Palette, string][]) {
    const normalised = normaliseHex(value);
    if (!HexColorSchema.safeParse(normalised).success) errors.push(`Invalid colour for ${role}`);
    else palette[role] = normalised;
  }
  if (errors.length > 0) return fail(errors);
  return finish({ ...model, brand: { ...model.brand, palette } });
}

function normaliseHex(value: string): string {
  const v = value.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(v);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : v;
}

/**
 * Switches the visual style.
 *
 * @example setStyle(model, 'elegant')
 */
export function setStyle(model: SiteModel, style: SiteStyle): Result<SiteModel> {
  return finish({ ...model, brand: { ...model.brand, style } });
}

/**
 * Changes the heading and/or body font stack.
 *
 * @example setFonts(model, { heading: 'serif' })
 */
export function setFonts(model: SiteModel, typography: Partial<Typography>): Result<SiteModel> {
  return finish({
    ...model,
    brand: {
      ...model.brand,
      typography: { ...model.brand.typography, ...stripUndefined(typography) },
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Section texts

/**
 * Edits any visible text of any section.
 *
 * @example setSectionText(model, 'hero', 'heading', 'Bread worth waking up for')
 */
export function setSectionText(
  model: SiteModel,
  sectionId: string,
  path: string,
  value: string,
): Result<SiteModel> {
  const section = model.sections.find((s) => s.id === sectionId);
  if (!section) return fail([`Section "${sectionId}" not found`]);
  if (!listSectionTexts(section).some((t) => t.path === path)) {
    return fail([`Section "${sectionId}" has no text at "${path}"`]);
  }
  const updated = setAtPath(section, path.split('.'), value);
  return finish({
    ...model,
    sections: model.sections.map((s) => (s.id === sectionId ? updated : s)),
  });
}

/**
 * Where a link may lead: a section of this page (`#services`, `#top`), a phone call, an email,
 * or a web address.
 */
function linkTargetErrors(model: SiteModel, href: string): string[] {
  const anchor = /^#([a-z][a-z0-9-]{0,63})$/.exec(href)?.[1];
  if (anchor) {
    return anchor === 'top' || model.sections.some((s) => s.id === anchor)
      ? []
      : [`The page has no section "${anchor}" to link to`];
  }
  return /^(?:tel:\+?[\d]{3,20}|mailto:[^\s@]+@[^\s@]+|https?:\/\/[^\s<>"'`]+)$/i.test(href)
    ? []
    : [`"${href}" is not a place a link can lead to`];
}

/**
 * Changes where a section's link leads (a button: `primaryAction`, `secondaryAction`; a
 * footer link: `links.2`), its words unchanged.
 *
 * @example setSectionLink(model, 'hero', 'primaryAction', '#services')
 */
export function setSectionLink(
  model: SiteModel,
  sectionId: string,
  path: string,
  href: string,
): Result<SiteModel> {
  const section = model.sections.find((s) => s.id === sectionId);
  if (!section) return fail([`Section "${sectionId}" not found`]);
  if (!listSectionLinks(section).some((link) => link.path === path)) {
    return fail([`Section "${sectionId}" has no link at "${path}"`]);
  }
  const errors = linkTargetErrors(model, href);
  if (errors.length > 0) return fail(errors);
  const updated = setAtPath(section, [...path.split('.'), 'href'], href);
  return finish({
    ...model,
    sections: model.sections.map((s) => (s.id === sectionId ? updated : s)),
  });
}

// ---------------------------------------------------------------------------------------------
// Sections: add, remove, reorder

/**
 * Adds a section at `index` (default: before the footer, or at the end).
 *
 * @example addSection(model, { id: 'faq', type: 'faq', heading: 'Questions', items: [] })
 */
export function addSection(
  model: SiteModel,
  section: SectionInput,
  index?: number,
): Result<SiteModel> {
  const parsed = SectionSchema.safeParse(section);
  if (!parsed.success) return fail(formatIssues(parsed.error as z.ZodError));
  if (model.sections.some((s) => s.id === parsed.data.id)) {
    return fail([`Section "${parsed.data.id}" already exists`]);
  }
  let added = parsed.data;
  // The form's address goes into its action and the page's CSP: checked like every address.
  if (added.type === 'contact' && added.formEndpoint.trim() !== '') {
    const endpoint = checkSafeUrl(added.formEndpoint.trim());
    if (!endpoint.ok) return fail(endpoint.errors.map((reason) => `The form's address ${reason}`));
    added = { ...added, formEndpoint: endpoint.value.href };
  }
  const footerAt = model.sections.findIndex((s) => s.type === 'footer');
  const at = index ?? (footerAt >= 0 ? footerAt : model.sections.length);
  const sections = [...model.sections];
  sections.splice(Math.max(0, Math.min(at, sections.length)), 0, added);
  return finish({ ...model, sections });
}

/**
 * Removes a section by id.
 *
 * @example removeSection(model, 'gallery')
 */
export function removeSection(model: SiteModel, sectionId: string): Result<SiteModel> {
  if (!model.sections.some((s) => s.id === sectionId)) {
    return fail([`Section "${sectionId}" not found`]);
  }
  return finish({ ...model, sections: model.sections.filter((s) => s.id !== sectionId) });
}

/**
 * Moves one section to a new 0-based position.
 *
 * @example moveSection(model, 'pricing', 1)
 */
export function moveSection(
  model: SiteModel,
  sectionId: string,
  toIndex: number,
): Result<SiteModel> {
  const from = model.sections.findIndex((s) => s.id === sectionId);
  const section = model.sections[from];
  if (!section) return fail([`Section "${sectionId}" not found`]);
  if (!Number.isInteger(toIndex) || toIndex < 0 || toIndex >= model.sections.length) {
    return fail([`Position ${toIndex} is out of range`]);
  }
  const sections = model.sections.filter((s) => s.id !== sectionId);
  sections.splice(toIndex, 0, section);
  return finish({ ...model, sections });
}

/**
 * Puts the sections in the given order; `ids` must name every section exactly once.
 *
 * @example reorderSections(model, ['hero', 'pricing', 'features', 'contact', 'footer'])
 */
export function reorderSections(model: SiteModel, ids: readonly string[]): Result<SiteModel> {
  const byId = new Map(model.sections.map((s) => [s.id, s]));
  if (
    ids.length !== byId.size ||
    new Set(ids).size !== ids.length ||
    ids.some((id) => !byId.has(id))
  ) {
    return fail(['The new order must list every section exactly once']);
  }
  return finish({ ...model, sections: ids.map((id) => byId.get(id)) });
}

// ---------------------------------------------------------------------------------------------
// Pricing plans

export type PricingPlanInput = {
  name: string;
  price: number;
  description?: string;
  features?: string[];
  recommended?: boolean;
  actionLabel?: string;
};

function withPricing(
  model: SiteModel,
  sectionId: string | undefined,
  change: (section: PricingSection) =>
    | {
        plans: PricingPlanInput[] | PricingPlan[];
        currency?: string;
        billingPeriod?: BillingPeriod;
      }
    | string,
): Result<SiteModel> {
  const section = model.sections.find(
    (s): s is PricingSection =>
      s.type === 'pricing' && (sectionId === undefined || s.id === sectionId),
  );
  if (!section) return fail(['This site has no pricing section']);
  const next = change(section);
  if (typeof next === 'string') return fail([next]);
  const errors = validatePricingPlans(next.plans);
  if (errors.length > 0) return fail(errors);
  return finish({
    ...model,
    sections: model.sections.map((s) => (s.id === section.id ? { ...section, ...next } : s)),
  });
}

/**
 * Replaces all plans (when given) and optionally the currency and billing period of the pricing
 * section.
 *
 * @example setPricingPlans(model, [{ name: '', price: -5 }]) // both plan 1 messages
 */
export function setPricingPlans(
  model: SiteModel,
  plans: readonly PricingPlanInput[] | undefined,
  options: { currency?: string; billingPeriod?: BillingPeriod; sectionId?: string } = {},
): Result<SiteModel> {
  return withPricing(model, options.sectionId, (section) => ({
    plans: plans ? [...plans] : section.plans,
    ...stripUndefined({ currency: options.currency, billingPeriod: options.billingPeriod }),
  }));
}

/**
 * Appends a plan.
 *
 * @example addPricingPlan(model, { name: 'Pro', price: 49 })
 */
export function addPricingPlan(
  model: SiteModel,
  plan: PricingPlanInput,
  sectionId?: string,
): Result<SiteModel> {
  return withPricing(model, sectionId, (s) => ({ plans: [...s.plans, plan] }));
}

/**
 * Edits the plan at a 0-based index.
 *
 * @example updatePricingPlan(model, 0, { price: 19 })
 */
export function updatePricingPlan(
  model: SiteModel,
  index: number,
  patch: Partial<PricingPlanInput>,
  sectionId?: string,
): Result<SiteModel> {
  return withPricing(model, sectionId, (s) => {
    const plan = s.plans[index];
    if (!plan) return `Pricing plan ${index + 1} not found`;
    return {
      plans: s.plans.map((p, i) => (i === index ? { ...plan, ...stripUndefined(patch) } : p)),
    };
  });
}

/**
 * Removes the plan at a 0-based index.
 *
 * @example removePricingPlan(model, 2)
 */
export function removePricingPlan(
  model: SiteModel,
  index: number,
  sectionId?: string,
): Result<SiteModel> {
  return withPricing(model, sectionId, (s) => {
    if (!s.plans[index]) return `Pricing plan ${index + 1} not found`;
    return { plans: s.plans.filter((_, i) => i !== index) };
  });
}

// ---------------------------------------------------------------------------------------------
// Service cards

export type ServiceItemInput = { title: string; text?: string; price?: string };

function withServices(
  model: SiteModel,
  change: (items: ServiceItem[]) => ServiceItem[] | string,
): Result<SiteModel> {
  const section = model.sections.find((s) => s.type === 'services');
  if (section?.type !== 'services') return fail(['This site has no services section']);
  const items = change(section.items);
  if (typeof items === 'string') return fail([items]);
  return finish({
    ...model,
    sections: model.sections.map((s) => (s.id === section.id ? { ...section, items } : s)),
  });
}

/**
 * Adds a service card at the end of the services section.
 *
 * @example addServiceItem(model, { title: 'Puppy groom', price: '£35' })
 */
export function addServiceItem(model: SiteModel, item: ServiceItemInput): Result<SiteModel> {
  if (item.title.trim() === '') return fail(['A service needs a name']);
  return withServices(model, (items) => [
    ...items,
    // The new card wears the icon the others share, so the grid stays one family.
    {
      title: item.title,
      text: item.text ?? '',
      price: item.price ?? '',
      icon: items[0]?.icon ?? '',
    },
  ]);
}

/**
 * Removes the service card at a 0-based index.
 *
 * @example removeServiceItem(model, 1)
 */
export function removeServiceItem(model: SiteModel, index: number): Result<SiteModel> {
  return withServices(model, (items) =>
    items[index] ? items.filter((_, i) => i !== index) : `Service ${index + 1} not found`,
  );
}

// ---------------------------------------------------------------------------------------------
// FAQ entries

function withFaq(
  model: SiteModel,
  change: (items: FaqItem[]) => FaqItem[] | string,
): Result<SiteModel> {
  const section = model.sections.find((s) => s.type === 'faq');
  if (section?.type !== 'faq') return fail(['This site has no FAQ section']);
  const items = change(section.items);
  if (typeof items === 'string') return fail([items]);
  return finish({
    ...model,
    sections: model.sections.map((s) => (s.id === section.id ? { ...section, items } : s)),
  });
}

/**
 * Adds a question and its answer to the FAQ section.
 *
 * @example addFaqItem(model, { question: 'Do you deliver?', answer: 'Yes, within 5 km.' })
 */
export function addFaqItem(model: SiteModel, item: FaqItem): Result<SiteModel> {
  if (item.question.trim() === '' || item.answer.trim() === '') {
    return fail(['A question and its answer are both needed']);
  }
  return withFaq(model, (items) => [...items, item]);
}

/**
 * Removes the FAQ entry at a 0-based index.
 *
 * @example removeFaqItem(model, 0)
 */
export function removeFaqItem(model: SiteModel, index: number): Result<SiteModel> {
  return withFaq(model, (items) =>
    items[index] ? items.filter((_, i) => i !== index) : `Question ${index + 1} not found`,
  );
}

/**
 * Moves the FAQ entry at a 0-based index to a new 0-based position; the others keep their order.
 *
 * @example moveFaqItem(model, 2, 0) // the third question first
 */
export function moveFaqItem(model: SiteModel, index: number, toIndex: number): Result<SiteModel> {
  return withFaq(model, (items) => {
    const item = items[index];
    if (!item) return `Question ${index + 1} not found`;
    if (toIndex >= items.length) return `Position ${toIndex + 1} is out of range`;
    const rest = items.filter((_, i) => i !== index);
    return [...rest.slice(0, toIndex), item, ...rest.slice(toIndex)];
  });
}

// ---------------------------------------------------------------------------------------------
// Accessibility toolbar

/**
 * Changes the accessibility toolbar's settings (on or off, corner, theme).
 *
 * @example setAccessibility(model, { position: 'bottom-left' })
 */
export function setAccessibility(
  model: SiteModel,
  settings: Partial<SiteModel['accessibility']>,
): Result<SiteModel> {
  return finish({
    ...model,
    accessibility: { ...model.accessibility, ...stripUndefined(settings) },
  });
}
