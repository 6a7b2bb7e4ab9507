import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadsResponse } from '@zappy/contract/leads';
import { apiRequest } from '../../../lib/api-client';
import { leadsQueryKey } from './get-leads';
import { LEADS_SUMMARY_QUERY_KEY } from './get-leads-summary';

/** `POST /api/website/{id}/leads/{leadId}/read` with `{ read }`. */
export function markLead(websiteId: string, leadId: string, read: boolean) {
  return apiRequest<unknown>(
    `/api/website/${encodeURIComponent(websiteId)}/leads/${encodeURIComponent(leadId)}/read`,
    { method: 'POST', body: { read } },
  );
}

/** Marks at once in the list (the owner sees it change), then refreshes the counts. */
export function useMarkLead(websiteId: string) {
  const queryClient = useQueryClient();
  const key = leadsQueryKey(websiteId);
  return useMutation({
    mutationFn: ({ leadId, read }: { leadId: string; read: boolean }) =>
      markLead(websiteId, leadId, read),
    onMutate: ({ leadId, read }) => {
      const previous = queryClient.getQueryData<LeadsResponse>(key);
      if (previous) {
        const leads = previous.leads.map((lead) => (lead.id === leadId ? { ...lead, read } : lead));
        queryClient.setQueryData<LeadsResponse>(key, {
          ...previous,
          leads,
          unread: leads.filter((lead) => !lead.read).length,
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: LEADS_SUMMARY_QUERY_KEY });
    },
  });
}
