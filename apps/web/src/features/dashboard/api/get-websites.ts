import { useQuery } from '@tanstack/react-query';
import type { WebsiteListItem } from '@zappy/contract/website';
import { apiRequest } from '../../../lib/api-client';

export const WEBSITES_QUERY_KEY = ['websites'] as const;

/** `GET /api/website/user` (spec section 7): anything but an array is an empty list. */
export async function getWebsites(signal?: AbortSignal): Promise<WebsiteListItem[]> {
  const data = await apiRequest<unknown>('/api/website/user', { signal });
  return Array.isArray(data) ? (data as WebsiteListItem[]) : [];
}

export function useWebsites(isEnabled: boolean) {
  return useQuery({
    queryKey: WEBSITES_QUERY_KEY,
    queryFn: ({ signal }) => getWebsites(signal),
    enabled: isEnabled,
    // The list error texts of spec section 8 are shown at once rather than after a retry.
    retry: false,
  });
}
