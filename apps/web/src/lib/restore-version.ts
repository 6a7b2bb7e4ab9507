import type { WebsiteDetail } from '@zappy/contract/website';
import { apiRequest, type ApiRequestOptions } from './api-client';

/**
 * `POST /api/website/{id}/versions/{number}/restore`: a new version copying an older one. Shared
 * by the preview's versions panel and the customization chat's Undo, so here rather than in
 * either feature; the chat, like its other calls, says a session ended instead of leaving.
 */
export async function restoreVersion(
  websiteId: string,
  number: number,
  { redirectOnUnauthorized }: Pick<ApiRequestOptions, 'redirectOnUnauthorized'> = {},
): Promise<WebsiteDetail> {
  const { website } = await apiRequest<{ website: WebsiteDetail }>(
    `/api/website/${encodeURIComponent(websiteId)}/versions/${number}/restore`,
    { method: 'POST', redirectOnUnauthorized },
  );
  return website;
}
