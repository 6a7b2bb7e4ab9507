import type { SuccessResponse } from '@zappy/contract/errors';
import { apiRequest } from '../../../lib/api-client';

/** `DELETE /api/auth/account`: removes the user and every session. */
export function deleteAccount(): Promise<SuccessResponse> {
  return apiRequest<SuccessResponse>('/api/auth/account', { method: 'DELETE' });
}
