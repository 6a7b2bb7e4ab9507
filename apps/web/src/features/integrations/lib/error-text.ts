import { ApiError } from '../../../lib/api-client';

/**
 * Spec section 8: integration toasts use the server's error message, or the spec's fallback
 * when the server gave none (a bare status, a network failure).
 */
export function serverErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const { body } = error;
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const { error: text } = body;
      if (typeof text === 'string' && text !== '') return text;
    }
  }
  return fallback;
}
