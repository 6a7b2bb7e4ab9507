import type { AuthStatusResponse } from '@zappy/contract/auth';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/auth/status`. A stale token answers signed-out here, never a redirect. */
export function getAuthStatus(signal?: AbortSignal): Promise<AuthStatusResponse> {
  return apiRequest<AuthStatusResponse>('/api/auth/status', {
    signal,
    redirectOnUnauthorized: false,
  });
}
