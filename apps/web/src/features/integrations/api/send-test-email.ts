import { useMutation } from '@tanstack/react-query';
import type { TestEmailResponse } from '@zappy/contract/email';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/email/test`: sends a test message from the owner's domain. */
export function sendTestEmail(websiteId: string, testEmail: string) {
  return apiRequest<TestEmailResponse>('/api/email/test', {
    method: 'POST',
    body: { websiteId, testEmail },
  });
}

export function useSendTestEmail(websiteId: string) {
  return useMutation({ mutationFn: (testEmail: string) => sendTestEmail(websiteId, testEmail) });
}
