import { industryOptions } from '@zappy/ai/industry-options';
import type { WizardBrief } from '@zappy/contract/brief';
import type { Requirements } from '@zappy/contract/requirements';
import type { WizardChatMessage } from '@zappy/contract/wizard';

/**
 * What the brief shows besides the requirements, so the owner reads names and pictures rather
 * than keys and ids: the kinds of business in the owner's language, and the hero image picked,
 * as the image selector showed it (its picture and description). An image chosen for the owner
 * without a question has no picture yet; the brief says so in words.
 */
export function briefView(
  messages: readonly WizardChatMessage[],
  requirements: Requirements,
): Pick<WizardBrief, 'industries' | 'heroImage'> {
  const id = requirements.heroImageId;
  const shown = id
    ? messages.flatMap((m) => m.widget?.images ?? []).findLast((image) => image.id === id)
    : undefined;
  return {
    industries: industryOptions(requirements.inputLanguage ?? requirements.language),
    ...(shown
      ? { heroImage: { id: shown.id, url: shown.url, alt: shown.alt, label: shown.label } }
      : {}),
  };
}
