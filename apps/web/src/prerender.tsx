import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { preloadPage, routes } from './app/routes';

/**
 * Build-time rendering of a page to HTML (scripts/prerender.ts writes one file per page), so it
 * paints before its JavaScript has loaded; main.tsx then hydrates it. The render is of a
 * signed-out visitor whose auth check hasn't run yet — the same first render the browser makes,
 * so hydration matches. The page's chunk is loaded first, as main.tsx does before hydrating.
 */
export async function render(path: string): Promise<string> {
  await preloadPage(path);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; it can't be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
