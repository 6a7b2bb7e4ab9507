import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { preloadPage } from './routes';

/**
 * Starts the app in `container`: hydrates a prerendered page (scripts/prerender.ts), renders any
 * other from scratch. Each page's code is its own chunk; fetching it first overlaps it with
 * everything else on start.
 */
export function startApp(container: HTMLElement, isPrerendered: boolean): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  const pageLoaded = preloadPage(window.location.pathname);
  if (isPrerendered) {
    // Hydrate once the page's chunk is here, so the whole page hydrates in one pass and an early
    // state update (the auth check) never meets half-hydrated markup. Until then the
    // prerendered HTML is on screen. As a transition, the work is split into short tasks that
    // let a tap or a key through instead of one long one.
    void pageLoaded.then(() => {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => {
      root.render(app);
    });
  }
}
