import { jsonResponse, mockFetch } from '../../../test/helpers';

export interface ApiCall {
  url: string;
  /** A JSON body parsed, a multipart body as the FormData sent. */
  body: unknown;
}

type Route = (body: unknown) => Response | Promise<Response>;

/**
 * Answers each path with its route (500 for anything else) and records every call, so a test
 * can check what the chat sent and in which order.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  mockFetch((url, init) => {
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    calls.push({ url, body });
    const route = routes[url];
    return route ? route(body) : jsonResponse({ error: 'unexpected' }, 500);
  });
  return calls;
}

/** A response the test releases when it wants, to look at the chat while a call runs. */
export function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
