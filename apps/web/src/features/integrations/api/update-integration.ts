import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  UpdateIntegrationRequest,
  UpdateIntegrationResponse,
} from '@zappy/contract/integrations';
import { apiRequest } from '../../../lib/api-client';
import { websiteIntegrationsQueryKey } from './get-website-integrations';

/**
 * `PUT /api/website/{id}/integrations/{toolName}`: one integration's new settings, checked as an
 * apply checks them, published as a new version; refused settings change nothing.
 */
export function updateIntegration(
  websiteId: string,
  toolName: string,
  configuration: UpdateIntegrationRequest['configuration'],
) {
  return apiRequest<UpdateIntegrationResponse>(
    `/api/website/${encodeURIComponent(websiteId)}/integrations/${encodeURIComponent(toolName)}`,
    { method: 'PUT', body: { configuration } },
  );
}

export function useUpdateIntegration(websiteId: string, toolName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (configuration: UpdateIntegrationRequest['configuration']) =>
      updateIntegration(websiteId, toolName, configuration),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: websiteIntegrationsQueryKey(websiteId) });
    },
  });
}
