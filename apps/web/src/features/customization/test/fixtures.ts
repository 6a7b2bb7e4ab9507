import type {
  CustomizationContinueResponse,
  CustomizationStartResponse,
} from '@zappy/contract/customization';
import type { Widget } from '@zappy/contract/widgets';

export const SESSION_ID = '1c2b3a49-5e6f-4a1b-9c8d-7e6f5a4b3c2d';

let lastMessage = 0;
/** A server message id (a uuid), different each call. */
function messageId(): string {
  lastMessage += 1;
  return `00000000-0000-4000-8000-${String(lastMessage).padStart(12, '0')}`;
}

export function startReply(
  overrides: Partial<CustomizationStartResponse> = {},
): CustomizationStartResponse {
  return {
    sessionId: SESSION_ID,
    messageId: messageId(),
    response: 'Which part of the hero should change?',
    widget: null,
    readyToApply: false,
    customizationData: null,
    ...overrides,
  };
}

export function continueReply(
  overrides: Partial<CustomizationContinueResponse> = {},
): CustomizationContinueResponse {
  return {
    messageId: messageId(),
    response: 'Done — here is the plan.',
    widget: null,
    readyToApply: false,
    customizationData: null,
    ...overrides,
  };
}

export const widgets = {
  options: {
    type: 'customization_options',
    question: 'Which colour scheme do you prefer?',
    options: [
      { value: 'forest', label: 'Forest green', description: 'Calm greens and cream' },
      { value: 'sunset', label: 'Sunset', description: 'Warm oranges' },
    ],
  },
  images: {
    type: 'image_replace',
    question: 'Which image would you like to replace?',
    images: [
      {
        id: 'img-hero',
        url: '/media/hero.webp',
        currentImageUrl: '/media/hero-current.webp',
        alt: 'Fresh bread on a counter',
        name: 'Hero image',
        description: 'The large image at the top',
        dataSlot: 'hero',
      },
      {
        id: 'img-about',
        url: '/media/about.webp',
        alt: 'The bakers at work',
        name: 'About image',
        dataSlot: 'about',
      },
    ],
  },
  noImages: { type: 'image_replace', question: 'Which image?', images: [] },
  business: {
    type: 'business_editor',
    question: 'Check what your website says about your business.',
    websiteId: '9f8e7d6c-5b4a-4321-8fed-cba987654321',
    extractedBusinessInfo: {
      companyName: 'Golden Crumb',
      contactDetails: {
        email: 'hello@goldencrumb.example',
        phone: '(503) 555-0100',
        website: '',
        address: {
          street: '14 Mill Street',
          city: 'Portland',
          state: 'OR',
          zip: '97205',
          country: '',
        },
      },
      businessHours: {
        monday: { closed: false, open: '07:00', close: '15:00' },
        tuesday: { closed: false, open: '07:00', close: '15:00' },
        wednesday: { closed: false, open: '07:00', close: '15:00' },
        thursday: { closed: false, open: '07:00', close: '15:00' },
        friday: { closed: false, open: '07:00', close: '15:00' },
        saturday: { closed: false, open: '08:00', close: '12:00' },
        sunday: { closed: true, open: '09:00', close: '17:00' },
      },
    },
  },
  singleSelect: {
    type: 'single_select',
    question: 'Which section should move up?',
    options: [
      { value: 'menu', label: 'Menu' },
      { value: 'about', label: 'About us' },
    ],
  },
} satisfies Record<string, Widget>;
