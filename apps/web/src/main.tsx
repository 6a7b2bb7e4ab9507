import { afterFirstContentfulPaint, insertAfterPaintPreloads } from './lib/after-first-paint';
import { scheduleAccessibilityToolbar } from './lib/accessibility-toolbar';
import { startEarlyRequests } from './lib/early-requests';
import './index.css';

/** Lets the browser handle input and paint before the next piece of start-up work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * React DOM, the app's biggest library, runs in a task of its own before the rest of the app:
 * running all of it at once would be one long task that blocks a tap (Lighthouse's total
 * blocking time). A library imported here must be one the app imports whole, or the split
 * would cost its tree-shaking.
 */
async function startInSteps(): Promise<typeof import('./app/start')> {
  await import('react-dom/client');
  await yieldToBrowser();
  return import('./app/start');
}

/**
 * The entry is kept tiny: the app itself (React, the router, the page) is a separate chunk. A
 * prerendered page is shown before that chunk is even fetched, so the app's JavaScript never
 * holds up its largest paint; then all of its chunks are fetched at once.
 */
async function start(): Promise<void> {
  startEarlyRequests(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain #root');
  const isPrerendered = container.hasChildNodes();
  if (isPrerendered) {
    await afterFirstContentfulPaint();
    insertAfterPaintPreloads();
  }
  const { startApp } = await startInSteps();
  startApp(container, isPrerendered);
}

// The toolbar comes after the app has started: a prerendered page's load event fires before the
// app's chunks are even fetched, and the toolbar must not compete with them.
void start().then(() => {
  scheduleAccessibilityToolbar();
});
