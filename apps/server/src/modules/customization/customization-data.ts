import type { CustomizationData } from '@zappy/contract/customization';
import type { SiteEdit } from '@zappy/site-model/patch';
import type { SiteModel } from '@zappy/site-model/schema';

/** An image change with its upload resolved: the edit that places it. */
export type ImageEdit = Extract<SiteEdit, { op: 'replaceImage' }>;

/**
 * The spec's customization data (section 3) in the one edit language: its named parts first,
 * then the typed `edits` it carries, in order. Images arrive already resolved from the site's
 * uploads.
 */
export function customizationEdits(
  data: CustomizationData,
  images: readonly ImageEdit[],
): SiteEdit[] {
  const { businessDetails, contactDetails, pricing, colorTheme, accessibility } = data;
  const colors = { ...colorTheme?.customColors, ...colorTheme?.activeColors };
  const edits: (SiteEdit | false | undefined)[] = [
    (businessDetails || contactDetails) && {
      op: 'updateBusinessInfo',
      patch: { ...businessDetails, ...(contactDetails ? { contactDetails } : {}) },
    },
    pricing && { op: 'setPricingPlans', ...pricing },
    colorTheme?.selectedTheme && { op: 'setStyle', style: colorTheme.selectedTheme },
    Object.keys(colors).length > 0 && { op: 'setPalette', palette: colors },
    ...images,
    accessibility && { op: 'setAccessibility', settings: accessibility },
    ...(data.edits ?? []),
  ];
  return edits.filter((edit): edit is SiteEdit => Boolean(edit));
}

const EDIT_TOPICS: Record<SiteEdit['op'], string> = {
  updateBusinessInfo: 'business details',
  setPalette: 'colours',
  setStyle: 'style',
  setFonts: 'fonts',
  setSectionText: 'texts',
  setSectionLink: 'buttons',
  addSection: 'sections added',
  removeSection: 'sections removed',
  moveSection: 'section order',
  setPricingPlans: 'pricing plans',
  updatePricingPlan: 'pricing plans',
  addPricingPlan: 'pricing plans',
  removePricingPlan: 'pricing plans',
  addFaqItem: 'FAQ',
  removeFaqItem: 'FAQ',
  moveFaqItem: 'FAQ',
  replaceImage: 'images',
  setImageAlt: 'image descriptions',
  setAccessibility: 'accessibility toolbar',
  addServiceItem: 'services',
  removeServiceItem: 'services',
};

function editTopic(model: SiteModel, edit: SiteEdit): string {
  if (edit.op === 'setSectionText') {
    const section = model.sections.find((s) => s.id === edit.sectionId);
    if (section?.type === 'hero' && edit.path === 'heading') return 'headline';
    if (edit.path.endsWith('Action.label')) return 'buttons';
    return `${section?.type ?? edit.sectionId} texts`;
  }
  if (edit.op === 'updateBusinessInfo') {
    const parts = [
      edit.patch.businessHours ? 'opening hours' : '',
      edit.patch.contactDetails ? 'contact details' : '',
      edit.patch.companyName || edit.patch.tagline || edit.patch.description
        ? 'business details'
        : '',
    ].filter(Boolean);
    return parts.join(', ') || EDIT_TOPICS.updateBusinessInfo;
  }
  return EDIT_TOPICS[edit.op];
}

/**
 * What a customization changes, in a few words for the versions panel, the history and the git
 * log ("headline, colours"); the model is the one before the change.
 *
 * @example describeCustomization(model, [{ op: 'setStyle', style: 'bold' }]) // 'style'
 */
export function describeCustomization(model: SiteModel, edits: readonly SiteEdit[]): string {
  const topics = edits.map((edit) => editTopic(model, edit));
  return [...new Set(topics)].join(', ') || 'no change';
}
