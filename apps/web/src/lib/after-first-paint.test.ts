import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstContentfulPaint,
  AFTER_PAINT_PRELOADS,
  insertAfterPaintPreloads,
  PAINT_WAIT_LIMIT_MS,
} from './after-first-paint';

/** A PerformanceObserver that reports largest-contentful-paint when told to. */
function stubObserver() {
  const observers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    reportPaint: () => {
      for (const callback of observers) callback();
    },
  };
}

describe('after the first contentful paint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('waits for the browser to report the largest paint', async () => {
    vi.useFakeTimers();
    const { reportPaint } = stubObserver();
    let painted = false;
    void afterFirstContentfulPaint().then(() => {
      painted = true;
    });
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS - 1);
    expect(painted).toBe(false);
    reportPaint();
    await Promise.resolve();
    expect(painted).toBe(true);
  });

  it('goes ahead after a limit when no paint is reported (a tab opened in the background)', async () => {
    vi.useFakeTimers();
    stubObserver();
    let painted = false;
    void afterFirstContentfulPaint().then(() => {
      painted = true;
    });
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS);
    expect(painted).toBe(true);
  });

  it('moves the held-back preloads into the head, which starts their download', () => {
    document.head.innerHTML = `<template id="${AFTER_PAINT_PRELOADS}"><link rel="modulepreload" href="/assets/app.js"></template>`;
    insertAfterPaintPreloads();
    expect(document.head.querySelector(':scope > link[rel="modulepreload"]')).toHaveAttribute(
      'href',
      '/assets/app.js',
    );
  });
});
