import { useQuery } from '@tanstack/react-query';
import type { WebsiteDetail } from '@zappy/contract/website';
import { ApiError, apiRequest } from './api-client';

/**
 * `GET /api/website/{id}` (spec section 7); someone else's or an unknown id is a 404. The one
 * query of a website's detail: the preview reads it, and the generation flow writes a finished
 * or redeployed site into it, so here rather than in either feature.
 */
export async function getWebsite(websiteId: string, signal?: AbortSignal): Promise<WebsiteDetail> {
  const { website } = await apiRequest<{ website: WebsiteDetail }>(
    `/api/website/${encodeURIComponent(websiteId)}`,
    { signal },
  );
  return website;
}

export const websiteQueryKey = (websiteId: string) => ['website', websiteId] as const;

export function useWebsite(websiteId: string) {
  return useQuery({
    queryKey: websiteQueryKey(websiteId),
    queryFn: ({ signal }) => getWebsite(websiteId, signal),
    // A 4xx will not change by asking again; a network or server error may.
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status < 500) && failureCount < 1,
  });
}
