import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadsResponse } from '@zappy/contract/leads';
import { apiRequest } from '../../../lib/api-client';
import { leadsQueryKey } from './get-leads';
import { LEADS_SUMMARY_QUERY_KEY } from './get-leads-summary';

/** `DELETE /api/website/{id}/leads/{leadId}`. */
export function deleteLead(websiteId: string, leadId: string) {
  return apiRequest<unknown>(
    `/api/website/${encodeURIComponent(websiteId)}/leads/${encodeURIComponent(leadId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteLead(websiteId: string) {
  const queryClient = useQueryClient();
  const key = leadsQueryKey(websiteId);
  return useMutation({
    mutationFn: (leadId: string) => deleteLead(websiteId, leadId),
    onSuccess: (_data, leadId) => {
      const previous = queryClient.getQueryData<LeadsResponse>(key);
      if (previous) {
        const leads = previous.leads.filter((lead) => lead.id !== leadId);
        queryClient.setQueryData<LeadsResponse>(key, {
          leads,
          total: leads.length,
          unread: leads.filter((lead) => !lead.read).length,
        });
      }
      void queryClient.invalidateQueries({ queryKey: LEADS_SUMMARY_QUERY_KEY });
    },
  });
}
