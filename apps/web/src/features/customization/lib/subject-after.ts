import type { CustomizationData, EditSubject } from '@zappy/contract/customization';

type Edit = NonNullable<CustomizationData['edits']>[number];

/** A path into a list (`items.2.title`, `plans.0.features.1`): its place moves when the list does. */
const isListPath = (path: string | undefined) =>
  path !== undefined && /(?:^|\.)\d+(?:\.|$)/.test(path);

/**
 * Whether what the owner pointed at is still where its subject says after a change applied: its
 * section removed, or a card, entry or plan removed or moved (whose places the path counts by),
 * leaves "this" naming something gone or something else. Anything else keeps it, so the next
 * message is about the same element.
 *
 * @example keepsSubject({ sectionId: 'services', path: 'items.1.title' }, [{ op: 'removeServiceItem', index: 1 }]) // false
 */
export function keepsSubject(subject: EditSubject, edits: readonly Edit[]): boolean {
  return edits.every((edit) => {
    switch (edit.op) {
      case 'removeSection':
        return edit.sectionId !== subject.sectionId;
      case 'removeServiceItem':
      case 'removeFaqItem':
      case 'moveFaqItem':
      case 'removePricingPlan':
      case 'setPricingPlans':
        return !isListPath(subject.path);
      default:
        return true;
    }
  });
}
