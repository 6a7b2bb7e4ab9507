import { MAX_AREA_LENGTH, MAX_SERVICE_AREAS, type BriefEdit } from '@zappy/contract/brief';
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  WEBSITE_PATTERN,
  type SiteLanguage,
} from '@zappy/contract/constants';
import type { Requirements } from '@zappy/contract/requirements';
import type { AppWords } from '@zappy/locales/types';
import { languageOf } from '@zappy/locales/names';

/** The brief's form as the owner edits it, filled from the session's requirements. */
export function briefEditOf(requirements: Requirements): BriefEdit {
  const contact = requirements.contactDetails;
  const address = contact?.address;
  return {
    businessName: requirements.businessName ?? '',
    industry: requirements.industry ?? '',
    description: requirements.description ?? '',
    address: {
      street: address?.street ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip: address?.zip ?? '',
      country: address?.country ?? '',
    },
    services: requirements.specialties,
    plans: requirements.plans,
    hoursNote: requirements.hoursNote ?? '',
    serviceArea: requirements.serviceArea,
    byAppointment: requirements.byAppointment,
    // No mode stored: customers come to the business (the contract's BriefEditSchema).
    serviceMode: requirements.serviceMode ?? 'premises',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    website: contact?.website ?? '',
    goal: requirements.goals[0] ?? '',
    callToAction: requirements.callToAction ?? '',
    language: (languageOf(requirements.language) ?? 'en') satisfies SiteLanguage,
    notes: requirements.highlights,
  };
}

/** What is sent: list rows left blank are dropped rather than refused. */
export function briefToSend(edit: BriefEdit): BriefEdit {
  const filled = (list: string[]) => list.map((item) => item.trim()).filter(Boolean);
  return {
    ...edit,
    services: filled(edit.services),
    notes: filled(edit.notes),
    serviceArea: filled(edit.serviceArea ?? []),
  };
}

/**
 * The areas covered matter to a business that goes to its customers; towns already listed stay
 * in view in any mode, so none is kept (and sent) without the owner seeing it.
 */
export function showsServiceArea(edit: BriefEdit): boolean {
  return edit.serviceMode === 'mobile' || (edit.serviceArea ?? []).length > 0;
}

export type BriefErrors = Partial<Record<string, string>>;

/** The spec's validation rules (section 5), in the owner's language, keyed by field id. */
export function briefErrors(edit: BriefEdit, words: AppWords['brief']['errors']): BriefErrors {
  const errors: BriefErrors = {};
  if (edit.businessName.trim() === '') errors.businessName = words.nameRequired;
  const email = edit.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.email = words.invalidEmail;
  const phone = edit.phone.trim();
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = words.invalidPhone;
  const website = edit.website.trim();
  if (website && !WEBSITE_PATTERN.test(website)) errors.website = words.invalidWebsite;
  const areas = edit.serviceArea ?? [];
  if (areas.length > MAX_SERVICE_AREAS) errors.serviceArea = words.tooManyAreas;
  areas.forEach((area, index) => {
    if (area.trim().length > MAX_AREA_LENGTH)
      errors[`area-${index}`] = words.areaTooLong(index + 1);
  });
  edit.plans.forEach((plan, index) => {
    if (plan.name.trim() === '') errors[`plan-${index}-name`] = words.planName(index + 1);
    if (plan.price < 0) errors[`plan-${index}-price`] = words.planPrice(index + 1);
  });
  return errors;
}
