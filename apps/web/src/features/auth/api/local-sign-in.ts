import { useMutation } from '@tanstack/react-query';
import type {
  CheckEmailResponse,
  LocalRegisterRequest,
  LocalSignInRequest,
  TokenResponse,
} from '@zappy/contract/auth';
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

/**
 * `POST /api/auth/local/register`: create a local account and sign in to it (the same cookie);
 * on a server that mails account links, a 202 instead: the link in the mail finishes it.
 */
export function localRegister(
  body: LocalRegisterRequest,
): Promise<TokenResponse | CheckEmailResponse> {
  return apiRequest<TokenResponse | CheckEmailResponse>('/api/auth/local/register', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
}

export type LocalAccountRequest =
  ({ mode: 'signIn' } & LocalSignInRequest) | ({ mode: 'register' } & LocalRegisterRequest);

/** What the form leads to: a session, or a mailed link to open first. */
export type LocalAccountOutcome = 'signedIn' | 'checkEmail';

/** Either call, by `mode`: the dialog's one form does both. */
export function useLocalAccount() {
  return useMutation({
    mutationFn: async (request: LocalAccountRequest): Promise<LocalAccountOutcome> => {
      if (request.mode === 'register') {
        const { name, email, password } = request;
        const answer = await localRegister({ name, email, password });
        return 'token' in answer ? 'signedIn' : 'checkEmail';
      }
      const { email, password } = request;
      await localSignIn({ email, password });
      return 'signedIn';
    },
  });
}
