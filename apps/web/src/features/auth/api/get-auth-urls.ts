import type { AuthUrlsResponse } from '@zappy/contract/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/auth/urls`: the Google sign-in URL (or null), the operator's OpenID provider (or
 * null) and whether local accounts are offered.
 */
export function getAuthUrls(): Promise<AuthUrlsResponse> {
  return apiRequest<AuthUrlsResponse>('/api/auth/urls');
}
