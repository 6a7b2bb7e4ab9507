import type { BriefEdit, NotUsedAction, NotUsedItem } from '@zappy/contract/brief';
import type { Requirements, ServiceMode } from '@zappy/contract/requirements';

/**
 * The owner's edited brief written over the requirements. Facts, palette, images and the rest the
 * brief does not edit are kept; an emptied field is removed rather than stored blank, so
 * generation treats it as not given.
 */
export function applyBriefEdit(requirements: Requirements, edit: BriefEdit): Requirements {
  const orUndefined = (value: string) => (value === '' ? undefined : value);
  const { address } = edit;
  const hasContact = [edit.email, edit.phone, edit.website, ...Object.values(address)].some(
    (value) => value !== '',
  );
  const otherGoals = requirements.goals.slice(1);
  return {
    ...requirements,
    businessName: edit.businessName,
    industry: orUndefined(edit.industry),
    description: orUndefined(edit.description),
    specialties: edit.services,
    plans: edit.plans,
    hoursNote: orUndefined(edit.hoursNote),
    // Absent from a client that does not know them: the stored ones stay.
    serviceArea: edit.serviceArea ?? requirements.serviceArea,
    byAppointment: edit.byAppointment ?? requirements.byAppointment,
    serviceMode:
      edit.serviceMode === undefined ? requirements.serviceMode : storedMode(edit.serviceMode),
    contactDetails: hasContact
      ? { email: edit.email, phone: edit.phone, website: edit.website, address }
      : undefined,
    goals: edit.goal === '' ? otherGoals : [edit.goal, ...otherGoals],
    callToAction: orUndefined(edit.callToAction),
    language: edit.language,
    highlights: edit.notes,
  };
}

/**
 * Customers coming to the business is stored as no mode: the reader never sets 'premises', and
 * generation invites a visit only when there is no mode (the contract's BriefEditSchema).
 */
function storedMode(mode: ServiceMode): Requirements['serviceMode'] {
  return mode === 'premises' ? undefined : mode;
}

// RequirementsSchema's cap: past it, the resolution alone keeps the words out of the list.
const MAX_FACTS = 200;

/** "Not used yet" words put where the owner chose: a service, a note or the about text. */
export function applyNotUsed(
  requirements: Requirements,
  item: NotUsedItem,
  action: NotUsedAction,
): Requirements {
  const addOnce = (list: string[]) => (list.includes(item.text) ? list : [...list, item.text]);
  switch (action) {
    case 'service':
      return {
        ...requirements,
        specialties: addOnce(requirements.specialties),
        facts: [
          ...requirements.facts,
          {
            kind: 'service' as const,
            value: item.text,
            source: { text: item.text, start: item.start, end: item.end },
          },
        ].slice(0, MAX_FACTS),
      };
    case 'note':
      return { ...requirements, highlights: addOnce(requirements.highlights) };
    case 'about':
      return {
        ...requirements,
        description: [requirements.description, item.text].filter(Boolean).join(' '),
      };
    case 'ignore':
      return requirements;
  }
}
