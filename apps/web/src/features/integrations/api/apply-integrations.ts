import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyIntegrationsResponse, SelectedIntegration } from '@zappy/contract/integrations';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { serverErrorText } from '../lib/error-text';
import { websiteIntegrationsQueryKey } from './get-website-integrations';

export const APPLY_FAILED = 'Failed to apply integrations';

/** `POST /api/website/{id}/integrations` (spec section 7): all or nothing. */
export function applyIntegrations(websiteId: string, selectedIntegrations: SelectedIntegration[]) {
  return apiRequest<ApplyIntegrationsResponse>(
    `/api/website/${encodeURIComponent(websiteId)}/integrations`,
    { method: 'POST', body: { selectedIntegrations } },
  );
}

/** The problems a refused apply or edit names (`{ error, errors }`), one per line. */
export function applyErrors(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const { body } = error;
  if (typeof body === 'object' && body !== null && 'errors' in body && Array.isArray(body.errors)) {
    return body.errors.filter((item): item is string => typeof item === 'string');
  }
  return [];
}

/** The toast for a failed apply: the server's words, or the spec's fallback (section 8). */
export function applyErrorMessage(error: unknown): string {
  return serverErrorText(error, APPLY_FAILED);
}

export function useApplyIntegrations(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selected: SelectedIntegration[]) => applyIntegrations(websiteId, selected),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: websiteIntegrationsQueryKey(websiteId) });
    },
  });
}
