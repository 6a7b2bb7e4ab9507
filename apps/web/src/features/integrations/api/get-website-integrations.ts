import { useQuery } from '@tanstack/react-query';
import { INTEGRATIONS_FETCH_TIMEOUT_MS } from '@zappy/contract/constants';
import type { WebsiteIntegrationsResponse } from '@zappy/contract/integrations';
import { apiRequest } from '../../../lib/api-client';

export const websiteIntegrationsQueryKey = (websiteId: string) =>
  ['website', websiteId, 'integrations'] as const;

/**
 * `GET /api/website/{id}/integrations`, given up after 10 s (spec sections 7 and 9). Its failures
 * are shown in the panel, never toasted (spec section 7).
 */
export async function getWebsiteIntegrations(
  websiteId: string,
  signal?: AbortSignal,
): Promise<WebsiteIntegrationsResponse> {
  const controller = new AbortController();
  const abort = () => {
    controller.abort();
  };
  signal?.addEventListener('abort', abort);
  const timer = setTimeout(abort, INTEGRATIONS_FETCH_TIMEOUT_MS);
  try {
    return await apiRequest<WebsiteIntegrationsResponse>(
      `/api/website/${encodeURIComponent(websiteId)}/integrations`,
      { signal: controller.signal },
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

export function useWebsiteIntegrations(websiteId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: websiteIntegrationsQueryKey(websiteId),
    queryFn: ({ signal }) => getWebsiteIntegrations(websiteId, signal),
    enabled: isEnabled,
    retry: false,
  });
}
