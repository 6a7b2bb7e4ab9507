import { useQuery } from '@tanstack/react-query';
import type { AvailableIntegrationsResponse } from '@zappy/contract/integrations';
import { apiRequest } from '../../../lib/api-client';

export const AVAILABLE_INTEGRATIONS_QUERY_KEY = ['integrations', 'available'] as const;

/** `GET /api/integrations/available`: the catalogue, grouped by category. */
export function getAvailableIntegrations(signal?: AbortSignal) {
  return apiRequest<AvailableIntegrationsResponse>('/api/integrations/available', { signal });
}

export function useAvailableIntegrations(isEnabled: boolean) {
  return useQuery({
    queryKey: AVAILABLE_INTEGRATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getAvailableIntegrations(signal),
    enabled: isEnabled,
    // The catalogue is fixed for a server's lifetime.
    staleTime: Infinity,
    retry: false,
  });
}
