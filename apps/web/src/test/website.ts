import type { WebsiteDetail } from '@zappy/contract/website';

export const WEBSITE_ID = '9f8e7d6c-5b4a-4321-8fed-cba987654321';
export const PREVIEW_URL = `/api/website/preview-fullscreen/${WEBSITE_ID}?token=t0k3n`;
export const LIVE_URL = 'http://golden-crumb.localhost:3107';

/** `GET /api/website/{id}` of a freshly generated site, not deployed yet. */
export function websiteDetail(overrides: Partial<WebsiteDetail> = {}): WebsiteDetail {
  return {
    websiteId: WEBSITE_ID,
    name: 'Golden Crumb',
    industry: 'Bakery',
    status: 'completed',
    content: {},
    previewUrl: PREVIEW_URL,
    liveUrl: null,
    customDomainUrl: null,
    hostedOn: 'zappy',
    feedback: [],
    deployment: null,
    versions: [],
    currentVersion: 1,
    fidelity: null,
    createdAt: '2025-05-01T10:00:00.000Z',
    lastModified: '2025-05-01T10:00:04.000Z',
    ...overrides,
  };
}
