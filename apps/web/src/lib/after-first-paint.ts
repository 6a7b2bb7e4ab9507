/**
 * The id of the `<template>` in which a prerendered page holds its scripts' preloads until it
 * has painted (scripts/prerender.ts writes it).
 */
export const AFTER_PAINT_PRELOADS = 'after-paint-preloads';

/** The longest wait for a paint the browser may never report (a tab opened in the background). */
export const PAINT_WAIT_LIMIT_MS = 1000;

/**
 * Resolves once the browser has shown the page's content: on the first largest-contentful-paint
 * entry, which arrives after that frame was presented (a frame callback alone can run before the
 * paint reaches the screen). Browsers without that entry type wait for the next frame to pass.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      window.clearTimeout(limit);
      resolve();
    };
    const limit = window.setTimeout(done, PAINT_WAIT_LIMIT_MS);
    const reportsLargestPaint =
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
    if (reportsLargestPaint) {
      observer = new PerformanceObserver(done);
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } else {
      requestAnimationFrame(() => window.setTimeout(done, 0));
    }
  });
}

/** Starts fetching the preloads a prerendered page held back until its first paint. */
export function insertAfterPaintPreloads(): void {
  const template = document.getElementById(AFTER_PAINT_PRELOADS);
  if (template instanceof HTMLTemplateElement) document.head.append(template.content);
}
