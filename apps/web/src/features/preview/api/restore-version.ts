import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebsiteDetail } from '@zappy/contract/website';
import { apiRequest } from '../../../lib/api-client';
import { websiteQueryKey } from '../../../lib/get-website';

/** `POST /api/website/{id}/versions/{number}/restore`: a new version copying an older one. */
export async function restoreVersion(websiteId: string, number: number): Promise<WebsiteDetail> {
  const { website } = await apiRequest<{ website: WebsiteDetail }>(
    `/api/website/${encodeURIComponent(websiteId)}/versions/${number}/restore`,
    { method: 'POST' },
  );
  return website;
}

export function useRestoreVersion(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: number) => restoreVersion(websiteId, number),
    onSuccess: (website) => {
      // The answer carries the new version and its deployment, which the page then follows.
      queryClient.setQueryData(websiteQueryKey(websiteId), website);
    },
  });
}
