import type { CustomizationData } from '@zappy/contract/customization';
import { applyCustomization, type ImageReplacement } from '@zappy/site-model/edit';
import { applySiteEdits, type SiteEdit } from '@zappy/site-model/patch';
import type { Result } from '@zappy/site-model/result';
import type { SiteModel } from '@zappy/site-model/schema';

/**
 * Applies one customization (spec section 3, "Customization data") to a model: the spec-shaped
 * parts first, through site-model's `applyCustomization` (which checks them all and answers the
 * spec's texts before anything changes), then the typed edits in order. Images arrive already
 * resolved from the site's uploads.
 */
export function customizeModel(
  model: SiteModel,
  data: CustomizationData,
  images: readonly ImageReplacement[],
): Result<SiteModel> {
  const theme = data.colorTheme;
  const colors = theme ? { ...theme.customColors, ...theme.activeColors } : {};
  const first = applyCustomization(model, {
    ...(data.businessDetails ? { businessDetails: data.businessDetails } : {}),
    ...(data.contactDetails ? { contactDetails: data.contactDetails } : {}),
    ...(data.pricing ? { pricing: data.pricing } : {}),
    ...(theme
      ? {
          colorTheme: {
            ...(theme.selectedTheme ? { selectedTheme: theme.selectedTheme } : {}),
            ...(Object.keys(colors).length > 0 ? { customColors: colors } : {}),
          },
        }
      : {}),
    ...(images.length > 0 ? { images: [...images] } : {}),
    ...(data.accessibility ? { accessibility: data.accessibility } : {}),
  });
  if (!first.ok) return first;
  return applySiteEdits(first.value, data.edits ?? []);
}

const EDIT_TOPICS: Record<SiteEdit['op'], string> = {
  updateBusinessInfo: 'business details',
  setPalette: 'colours',
  setStyle: 'style',
  setFonts: 'fonts',
  setSectionText: 'texts',
  addSection: 'sections added',
  removeSection: 'sections removed',
  moveSection: 'section order',
  setPricingPlans: 'pricing plans',
  updatePricingPlan: 'pricing plans',
  addPricingPlan: 'pricing plans',
  removePricingPlan: 'pricing plans',
  addFaqItem: 'FAQ',
  removeFaqItem: 'FAQ',
  replaceImage: 'images',
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
 * @example describeCustomization(model, { edits: [{ op: 'setStyle', style: 'bold' }] }) // 'style'
 */
export function describeCustomization(
  model: SiteModel,
  data: CustomizationData,
  imageCount: number,
): string {
  const topics = [
    data.businessDetails ? 'business details' : '',
    data.contactDetails ? 'contact details' : '',
    data.pricing ? 'pricing plans' : '',
    data.colorTheme ? 'colours and theme' : '',
    data.accessibility ? 'accessibility toolbar' : '',
    imageCount > 0 ? 'images' : '',
    ...(data.edits ?? []).map((edit) => editTopic(model, edit)),
  ].filter(Boolean);
  return [...new Set(topics)].join(', ') || 'no change';
}
