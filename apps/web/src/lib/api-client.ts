import { httpErrorMessage } from '@zappy/contract/messages';
import { takeEarlyResponse } from './early-requests';
import { clearSessionHint } from './session-hint';

/** A failed API call: `message` is the body's `error` field or `HTTP error! status: N`. */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed response body, for answers that carry more than `error` (e.g. an `errors` list). */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type UnauthorizedHandler = () => void;

// Spec section 7: a 401 sends the browser to /. The app swaps in a router navigation so the
// page does not reload; the default works without a router (and before one exists).
let handleUnauthorized: UnauthorizedHandler = () => {
  if (window.location.pathname !== '/') window.location.assign('/');
};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = handleUnauthorized;
  handleUnauthorized = handler;
  return () => {
    handleUnauthorized = previous;
  };
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, except `FormData`, which goes as multipart (uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The status check decides signed-in or signed-out itself; a dead session there must not
   * bounce a visitor reading a static page back to /.
   */
  redirectOnUnauthorized?: boolean;
}

function readErrorField(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body;
    if (typeof error === 'string' && error !== '') return error;
  }
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Calls the product API on the same origin. The session travels as the server's HttpOnly cookie
 * (`credentials: 'same-origin'`); the web never sends an `Authorization` header. No default
 * timeout (spec section 7); pass `signal` to cancel.
 *
 * The caller states the response type; it comes from the `@zappy/contract` schema via
 * `z.infer`, so the type is written once. (Validating at runtime would put zod in the landing
 * bundle; the server already validates what it sends.)
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, redirectOnUnauthorized = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isMultipart = body instanceof FormData;
  // Multipart bodies get their Content-Type, with its boundary, from fetch itself.
  if (body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';

  // A GET the entry already started for this page (lib/early-requests.ts) is answered by it.
  const early = method === 'GET' ? takeEarlyResponse(path) : undefined;
  const response = await (early ??
    fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    }));
  const data = await readJson(response);

  if (!response.ok) {
    if (response.status === 401) {
      clearSessionHint();
      if (redirectOnUnauthorized) handleUnauthorized();
    }
    throw new ApiError(
      response.status,
      readErrorField(data) ?? httpErrorMessage(response.status),
      data,
    );
  }
  return data as T;
}
