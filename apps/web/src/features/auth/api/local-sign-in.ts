import { useMutation } from '@tanstack/react-query';
import type { LocalRegisterRequest, LocalSignInRequest, TokenResponse } from '@zappy/contract/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/auth/local`: sign in to a local account. The answer sets the HttpOnly session
 * cookie; the token in its body is for API clients, and the web leaves it alone.
 */
export function localSignIn(body: LocalSignInRequest): Promise<TokenResponse> {
  // A 401 here is 'Wrong email or password', shown in the form: not a session that expired.
  return apiRequest<TokenResponse>('/api/auth/local', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
}

/** `POST /api/auth/local/register`: create a local account and sign in to it (the same cookie). */
export function localRegister(body: LocalRegisterRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/auth/local/register', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
}

export type LocalAccountRequest =
  ({ mode: 'signIn' } & LocalSignInRequest) | ({ mode: 'register' } & LocalRegisterRequest);

/** Either call, by `mode`: the dialog's one form does both. */
export function useLocalAccount() {
  return useMutation({
    mutationFn: async (request: LocalAccountRequest): Promise<void> => {
      if (request.mode === 'register') {
        const { name, email, password } = request;
        await localRegister({ name, email, password });
      } else {
        const { email, password } = request;
        await localSignIn({ email, password });
      }
    },
  });
}
