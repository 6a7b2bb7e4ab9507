import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppliedIntegration } from '@zappy/contract/integrations';
import { apiRequest } from '../../../lib/api-client';
import { websiteIntegrationsQueryKey } from './get-website-integrations';

/** `RemoveIntegrationResponseSchema`'s shape (the contract exports no type for it). */
export interface RemoveIntegrationResponse {
  success: true;
  versionNumber: number;
  appliedIntegrations: AppliedIntegration[];
}

/** `DELETE /api/integrations/{websiteId}/{toolName}`: a new version without it. */
export function removeIntegration(websiteId: string, toolName: string) {
  return apiRequest<RemoveIntegrationResponse>(
    `/api/integrations/${encodeURIComponent(websiteId)}/${encodeURIComponent(toolName)}`,
    { method: 'DELETE' },
  );
}

export function useRemoveIntegration(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toolName: string) => removeIntegration(websiteId, toolName),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: websiteIntegrationsQueryKey(websiteId) });
    },
  });
}
