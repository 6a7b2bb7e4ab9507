import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/providers';

interface RenderRouteOptions {
  /** The route pattern the element is mounted at. */
  path?: string;
  initialEntry?: string;
  /** Other routes the test wants to land on, e.g. `{ path: '/', element: <p>home</p> }`. */
  routes?: RouteObject[];
}

/**
 * Renders `element` inside a memory router and the app's providers; returns the router and the
 * query client, so a test can play another feature writing to the cache.
 */
export function renderRoute(element: ReactNode, options: RenderRouteOptions = {}) {
  const { path = '/', initialEntry = path, routes = [] } = options;
  const router = createMemoryRouter(
    [{ path, element }, ...routes, { path: '*', element: <p>Somewhere else</p> }],
    { initialEntries: [initialEntry] },
  );
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...result };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export type FetchHandler = (
  url: string,
  init: RequestInit | undefined,
) => Response | Promise<Response>;

/** Replaces `fetch` with `handler`; returns the mock to inspect calls. */
export function mockFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return Promise.resolve(handler(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const testUser = {
  id: '0b7f3c1e-8f43-4c8e-9a51-1f8f1c2d3e4f',
  name: 'Dana Levi',
  email: 'dana@example.com',
  picture_url: null,
};
