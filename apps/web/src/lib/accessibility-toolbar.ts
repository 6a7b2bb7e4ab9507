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

/** How long the largest paint must stay the same before it counts as the page's largest. */
export const LARGEST_PAINT_QUIET_MS = 1500;
/** The longest the toolbar waits for that (a page that keeps painting still gets it). */
const LARGEST_PAINT_MAX_WAIT_MS = 8000;

/**
 * Runs `callback` once the page's largest paint has settled: no new largest-contentful-paint
 * candidate for LARGEST_PAINT_QUIET_MS. A page whose content follows its data (the dashboard)
 * paints it well after load; starting before that would compete with it. Browsers that don't
 * report largest paints run it at once.
 */
function afterLargestPaintSettles(callback: () => void): void {
  const reportsLargestPaint =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  if (!reportsLargestPaint) {
    callback();
    return;
  }
  let quiet = 0;
  const finish = () => {
    observer.disconnect();
    window.clearTimeout(quiet);
    window.clearTimeout(cap);
    callback();
  };
  const restartQuiet = () => {
    window.clearTimeout(quiet);
    quiet = window.setTimeout(finish, LARGEST_PAINT_QUIET_MS);
  };
  const observer = new PerformanceObserver(restartQuiet);
  const cap = window.setTimeout(finish, LARGEST_PAINT_MAX_WAIT_MS);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  restartQuiet();
}

/**
 * Starts the accessibility toolbar after the page's largest paint: once it has loaded, is idle
 * and its largest paint has settled, then the spec's delay. The package is imported
 * dynamically, so it never weighs on a page's chunk and never delays the first or the largest
 * paint.
 */
export function scheduleAccessibilityToolbar(delayMs = TOOLBAR_START_DELAY_MS): void {
  afterLoadWhenIdle(() => {
    afterLargestPaintSettles(() => {
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
  });
}
