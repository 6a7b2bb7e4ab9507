import {
  addSection,
  moveSection,
  removeSection,
  replaceImage,
  setFonts,
  setPalette,
  setPricingPlans,
  setSectionText,
  setStyle,
  updateBusinessInfo,
  updatePricingPlan,
} from '@zappy/site-model/edit';
import { ok, type Result } from '@zappy/site-model/result';
import type { SiteModel } from '@zappy/site-model/schema';
import type { SiteEdit } from './schemas';

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
    case 'replaceImage':
      return replaceImage(model, {
        slot: edit.slot,
        url: edit.url,
        ...(edit.alt ? { alt: edit.alt } : {}),
      });
  }
}

/**
 * Applies a customization patch (a list of edits named after site-model's operations) in order;
 * the first failing edit stops it and nothing is returned but its errors.
 *
 * @example
 * const r = applySiteEdits(model, [{ op: 'setStyle', style: 'elegant' }]);
 * if (r.ok) save(r.value);
 */
export function applySiteEdits(model: SiteModel, edits: readonly SiteEdit[]): Result<SiteModel> {
  let current: Result<SiteModel> = ok(model);
  for (const edit of edits) {
    if (!current.ok) return current;
    current = applyOne(current.value, edit);
  }
  return current;
}
