import { useQuery } from '@tanstack/react-query';
import type { LeadsResponse } from '@zappy/contract/leads';
import { apiRequest } from '../../../lib/api-client';

export const leadsQueryKey = (websiteId: string) => ['leads', 'website', websiteId] as const;

/** `GET /api/website/{id}/leads`: the site's messages, newest first. */
export function getLeads(websiteId: string, signal?: AbortSignal) {
  return apiRequest<LeadsResponse>(`/api/website/${encodeURIComponent(websiteId)}/leads`, {
    signal,
  });
}

export function useLeads(websiteId: string) {
  return useQuery({
    queryKey: leadsQueryKey(websiteId),
    queryFn: ({ signal }) => getLeads(websiteId, signal),
    retry: false,
  });
}
