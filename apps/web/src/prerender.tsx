import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';

/**
 * Build-time rendering of a page to HTML (scripts/prerender.mjs writes it into dist/index.html),
 * so the landing page paints before its JavaScript has loaded; main.tsx then hydrates it. The
 * render is of a signed-out visitor whose auth check hasn't run yet — the same first render the
 * browser makes, so hydration matches.
 */
export async function render(path: string): Promise<string> {
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
