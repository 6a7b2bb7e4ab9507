import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyDnsResponse } from '@zappy/contract/email';
import { apiRequest } from '../../../lib/api-client';
import { emailConfigQueryKey } from './get-email-config';

/** `POST /api/email/verify-dns`: looks the records up and says which are missing or wrong. */
export function verifyDns(websiteId: string) {
  return apiRequest<VerifyDnsResponse>('/api/email/verify-dns', {
    method: 'POST',
    body: { websiteId },
  });
}

export function useVerifyDns(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => verifyDns(websiteId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: emailConfigQueryKey(websiteId) });
    },
  });
}
