import type { CheckEmailResponse, ResetPasswordRequest, TokenResponse } from '@zappy/contract/auth';
import type { SuccessResponse } from '@zappy/contract/errors';
import { apiRequest } from '../../../lib/api-client';

// None of these has a session to lose: a refusal is shown where the person is.
const options = (body: object) =>
  ({ method: 'POST', body, redirectOnUnauthorized: false }) as const;

/** `POST /api/auth/forgot-password`: the same 202 whether the address has an account or not. */
export function forgotPassword(email: string): Promise<CheckEmailResponse> {
  return apiRequest<CheckEmailResponse>('/api/auth/forgot-password', options({ email }));
}

/** `POST /api/auth/reset-password`: the mailed link's token and the new password. */
export function resetPassword(body: ResetPasswordRequest): Promise<SuccessResponse> {
  return apiRequest<SuccessResponse>('/api/auth/reset-password', options(body));
}

/** `POST /api/auth/local/verify`: makes the account the link confirms and sets the session cookie. */
export function verifyRegistration(token: string): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/auth/local/verify', options({ token }));
}
