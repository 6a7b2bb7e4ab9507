import { RequirementsSchema } from '@zappy/contract/requirements';
import type { WizardChatMessage } from '@zappy/contract/wizard';
import { describe, expect, it } from 'vitest';
import { briefView } from './brief-view';

/** The image selector as the wizard showed it, two candidates. */
const SELECTOR: WizardChatMessage = {
  id: 'm2',
  type: 'ai',
  content: 'Which hero image style fits Golden Crumb best?',
  timestamp: '2026-01-01T00:00:00.000Z',
  widget: {
    type: 'image_selector',
    question: 'Which hero image style fits Golden Crumb best?',
    images: [
      {
        id: 'hero-bakery-12',
        url: 'data:image/svg+xml;base64,AA==',
        alt: 'Warm loaves',
        label: 'Signature',
      },
      {
        id: 'hero-food-34',
        url: 'data:image/svg+xml;base64,BB==',
        alt: 'A plate',
        label: 'Alternative',
      },
    ],
  },
};

describe('the brief view', () => {
  it('shows the picked image as the selector did: its picture and description', () => {
    const requirements = RequirementsSchema.parse({ heroImageId: 'hero-food-34' });
    expect(briefView([SELECTOR], requirements).heroImage).toEqual({
      id: 'hero-food-34',
      url: 'data:image/svg+xml;base64,BB==',
      alt: 'A plate',
      label: 'Alternative',
    });
  });

  it('has no picture for an image chosen without a question', () => {
    const requirements = RequirementsSchema.parse({ heroImageId: 'hero-tech-1' });
    expect(briefView([SELECTOR], requirements).heroImage).toBeUndefined();
  });

  it('names the kinds of business in the language the owner writes in', () => {
    const requirements = RequirementsSchema.parse({ language: 'en', inputLanguage: 'fr' });
    const { industries } = briefView([], requirements);
    expect(industries).toContainEqual({ value: 'bakery', label: 'Boulangerie' });
  });
});
