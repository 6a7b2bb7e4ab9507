/** Spec section 1: the toolbar starts about 100 ms after the app. */
export const TOOLBAR_START_DELAY_MS = 100;

/**
 * Starts the accessibility toolbar shortly after load. The package is imported dynamically, so
 * it never weighs on the landing chunk and never delays the first paint.
 */
export function scheduleAccessibilityToolbar(delayMs = TOOLBAR_START_DELAY_MS): void {
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
}
