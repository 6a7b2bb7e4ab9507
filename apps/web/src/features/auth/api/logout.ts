import type { SuccessResponse } from '@zappy/contract/errors';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/logout`: revokes the session on the server. */
export function logout(): Promise<SuccessResponse> {
  // A token the server already rejects needs no redirect: the user is signing out anyway.
  return apiRequest<SuccessResponse>('/api/auth/logout', {
    method: 'POST',
    redirectOnUnauthorized: false,
  });
}
