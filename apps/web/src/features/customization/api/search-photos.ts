import type { SearchPhotosRequest, SearchPhotosResponse } from '@zappy/contract/customization';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/customization/search-photos/{websiteId}`: photos of the words to choose from, or
 * none and why (decision 040). Nothing on the site changes.
 */
export function searchPhotos(
  websiteId: string,
  request: SearchPhotosRequest,
): Promise<SearchPhotosResponse> {
  return apiRequest<SearchPhotosResponse>(
    `/api/customization/search-photos/${encodeURIComponent(websiteId)}`,
    { method: 'POST', body: request, redirectOnUnauthorized: false },
  );
}
