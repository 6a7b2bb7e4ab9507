import { ApiError } from '../../../lib/api-client';

/**
 * What the chat says when a call failed: the server's own words for a request it refused (a 4xx
 * carries a message meant for the owner, e.g. 'Image 1 is too large (max 5MB)'), otherwise the
 * spec's text for the step. A 5xx body never carries anything useful to show.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
