import { jsonResponse, mockFetch } from './helpers';

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

type Route = (body: unknown) => Response | Promise<Response>;

/**
 * Answers `METHOD path` (or a bare path, for GET) with its route, 500 for anything else, and
 * records every call so a test can check what was sent.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = mockFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`] ?? (method === 'GET' ? routes[url] : undefined);
    return route ? route(body) : jsonResponse({ error: 'unexpected' }, 500);
  });
  return { calls, fetchMock };
}

/** A response the test releases when it wants, to look at the UI while a call runs. */
export function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
