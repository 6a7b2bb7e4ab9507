import { useQuery } from '@tanstack/react-query';
import type { LeadsSummaryResponse } from '@zappy/contract/leads';
import { apiRequest } from '../../../lib/api-client';

export const LEADS_SUMMARY_QUERY_KEY = ['leads', 'summary'] as const;

/** `GET /api/leads/summary`: total and unread messages per website of the owner. */
export function getLeadsSummary(signal?: AbortSignal) {
  return apiRequest<LeadsSummaryResponse>('/api/leads/summary', { signal });
}

/** One request for the whole dashboard: every row reads its own site from the same query. */
export function useLeadsSummary() {
  return useQuery({
    queryKey: LEADS_SUMMARY_QUERY_KEY,
    queryFn: ({ signal }) => getLeadsSummary(signal),
    retry: false,
  });
}
