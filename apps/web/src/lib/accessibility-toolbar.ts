/** Spec section 1: the toolbar starts about 100 ms after the app. */
export const TOOLBAR_START_DELAY_MS = 100;

/** The longest the toolbar waits for an idle moment after load (a busy page still gets it). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` once the page has loaded and the main thread is idle: by then the largest
 * content has painted, so nothing started here competes with it for the network or the CPU.
 */
function afterLoadWhenIdle(callback: () => void): void {
  const whenIdle = () => {
    // Safari has no requestIdleCallback; a zero timeout still lets the load's own work finish.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/**
 * Starts the accessibility toolbar after the page's largest paint: once it has loaded and is
 * idle, then the spec's delay. The package is imported dynamically, so it never weighs on a
 * page's chunk and never delays the first or the largest paint.
 */
export function scheduleAccessibilityToolbar(delayMs = TOOLBAR_START_DELAY_MS): void {
  afterLoadWhenIdle(() => {
    window.setTimeout(() => {
      import('./accessibility-toolbar-widget')
        .then(({ startAccessibilityToolbar }) => {
          startAccessibilityToolbar();
        })
        .catch((error: unknown) => {
          // The page works without the toolbar; a failed chunk load must not break it.
          // eslint-disable-next-line no-console -- the only trace of a missing optional widget
          console.error('Accessibility toolbar failed to load', error);
        });
    }, delayMs);
  });
}
