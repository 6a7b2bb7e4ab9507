import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebsiteListItem } from '@zappy/contract/website';
import { DASHBOARD_MESSAGES } from '@zappy/contract/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { STATS_QUERY_KEY } from './get-website-stats';
import { WEBSITES_QUERY_KEY } from './get-websites';

/** `DELETE /api/website/{id}` (spec section 7). */
export function deleteWebsite(websiteId: string): Promise<{ success: true }> {
  return apiRequest<{ success: true }>(`/api/website/${encodeURIComponent(websiteId)}`, {
    method: 'DELETE',
    // Spec section 6: a 401 on delete means no permission; the dialog says so instead of leaving.
    redirectOnUnauthorized: false,
  });
}

export type DeleteOutcome =
  { ok: true; message: string } | { ok: false; message: string; isGone: boolean };

/** Spec section 8, Dashboard: the text for each way a delete can end. */
export function describeDeleteFailure(error: unknown): { message: string; isGone: boolean } {
  if (error instanceof ApiError) {
    if (error.status === 404) return { message: DASHBOARD_MESSAGES.notFoundOnDelete, isGone: true };
    if (error.status === 401) return { message: DASHBOARD_MESSAGES.deleteForbidden, isGone: false };
    return { message: error.message || DASHBOARD_MESSAGES.deleteFailed, isGone: false };
  }
  return { message: DASHBOARD_MESSAGES.deleteFailed, isGone: false };
}

/** Deletes, then removes the row on success or when the site was already gone (spec section 4). */
export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (website: WebsiteListItem): Promise<DeleteOutcome> => {
      try {
        await deleteWebsite(website.id);
        return { ok: true, message: DASHBOARD_MESSAGES.deleted(website.name) };
      } catch (error: unknown) {
        return { ok: false, ...describeDeleteFailure(error) };
      }
    },
    onSuccess: (outcome, website) => {
      if (outcome.ok || outcome.isGone) {
        queryClient.setQueryData<WebsiteListItem[]>(WEBSITES_QUERY_KEY, (list) =>
          list?.filter((item) => item.id !== website.id),
        );
        void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY });
      }
    },
  });
}
