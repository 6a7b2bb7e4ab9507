import type { WebsiteDetail } from '@zappy/contract/website';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/website/{id}`: the finished site, fetched when the progress socket says completed. */
export async function getWebsite(websiteId: string): Promise<WebsiteDetail> {
  const { website } = await apiRequest<{ website: WebsiteDetail }>(
    `/api/website/${encodeURIComponent(websiteId)}`,
  );
  return website;
}
