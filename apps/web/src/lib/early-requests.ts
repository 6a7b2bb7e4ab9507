import { hasSessionHint } from './session-hint';

/**
 * GET requests the entry starts before the app has even loaded (main.tsx), so their round trips
 * overlap the app's download instead of following its start: on a slow phone that is the time
 * between a signed-in page's first paint and its content. The app's first matching
 * `apiRequest` takes the response instead of asking again; each is used once, and only fresh.
 */
interface EarlyRequest {
  response: Promise<Response>;
  startedAt: number;
}

const FRESH_MS = 10_000;
const started = new Map<string, EarlyRequest>();

/** What a signed-in visitor's first view of a page asks for (the dashboard: its list and stats). */
function requestsFor(pathname: string): string[] {
  const page = pathname.replace(/\/+$/, '') || '/';
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [
    '/api/auth/status',
    ...(page === '/dashboard'
      ? ['/api/website/user', `/api/website/stats?tz=${encodeURIComponent(timeZone)}`]
      : []),
  ];
}

/** Starts the page's early requests when a session may exist (nothing to ask otherwise). */
export function startEarlyRequests(pathname: string): void {
  if (!hasSessionHint()) return;
  for (const path of requestsFor(pathname)) {
    const response = fetch(path, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    // A failure is the taker's to report; one nobody takes must not be an unhandled rejection.
    response.catch(() => undefined);
    started.set(path, { response, startedAt: performance.now() });
  }
}

/** The response of an early GET of `path`, once, when it is still fresh. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const request = started.get(path);
  if (!request) return undefined;
  started.delete(path);
  return performance.now() - request.startedAt <= FRESH_MS ? request.response : undefined;
}
