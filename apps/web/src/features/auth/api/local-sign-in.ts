import { useMutation } from '@tanstack/react-query';
import type { LocalSignInRequest, TokenResponse } from '@zappy/contract/auth';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/local`: sign in with a name and email when the server offers it. */
export function localSignIn(body: LocalSignInRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/auth/local', { method: 'POST', body });
}

export function useLocalSignIn() {
  return useMutation({ mutationFn: localSignIn });
}
