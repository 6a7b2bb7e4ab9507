import { useQuery } from '@tanstack/react-query';
import type { EmailConfigResponse } from '@zappy/contract/email';
import { apiRequest } from '../../../lib/api-client';

export const emailConfigQueryKey = (websiteId: string) => ['email-config', websiteId] as const;

/** `GET /api/email/config/{websiteId}`: null config until the email integration is applied. */
export function getEmailConfig(websiteId: string, signal?: AbortSignal) {
  return apiRequest<EmailConfigResponse>(`/api/email/config/${encodeURIComponent(websiteId)}`, {
    signal,
  });
}

export function useEmailConfig(websiteId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: emailConfigQueryKey(websiteId),
    queryFn: ({ signal }) => getEmailConfig(websiteId, signal),
    enabled: isEnabled,
    retry: false,
  });
}
