import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LARGEST_PAINT_QUIET_MS,
  scheduleAccessibilityToolbar,
  TOOLBAR_START_DELAY_MS,
} from './accessibility-toolbar';
import { startAccessibilityToolbar, toolbarOptions } from './accessibility-toolbar-widget';

describe('accessibility toolbar', () => {
  beforeAll(() => {
    // jsdom computes no font size unless one is declared; browsers always have one.
    document.documentElement.style.fontSize = '16px';
    document.body.style.fontSize = '16px';
  });

  it('is configured for emojis (no font request), English and a persistent session', () => {
    expect(toolbarOptions.icon).toMatchObject({ useEmojis: true, img: '♿' });
    expect(toolbarOptions.language).toEqual({
      textToSpeechLang: 'en-US',
      speechToTextLang: 'en-US',
    });
    expect(toolbarOptions.session).toEqual({ persistent: true });
  });

  it('starts about 100 ms after load and idle, then builds an accessible launcher and menu', async () => {
    vi.useFakeTimers();
    // Still loading: nothing starts before the load event, however long that takes.
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    scheduleAccessibilityToolbar();
    vi.advanceTimersByTime(10_000);
    expect(document.querySelector('._access-icon')).toBeNull();
    window.dispatchEvent(new Event('load'));
    // jsdom has no requestIdleCallback: idle is the next turn, then the spec's delay.
    vi.advanceTimersByTime(TOOLBAR_START_DELAY_MS - 1);
    expect(document.querySelector('._access-icon')).toBeNull();
    vi.advanceTimersByTime(1);
    vi.useRealTimers();

    const launcher = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('._access-icon');
      if (!element) throw new Error('toolbar not built yet');
      return element;
    });
    const menu = document.querySelector<HTMLElement>('._access-menu');
    expect(launcher).toHaveAttribute('role', 'button');
    expect(launcher).toHaveAccessibleName('Accessibility Options');
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(launcher.textContent).toBe('♿');
    // Nothing was requested from a font host.
    expect(document.querySelector('link[href*="fonts.googleapis.com"]')).toBeNull();
    // The closed menu's buttons are out of the tab order.
    expect(menu?.inert).toBe(true);
    expect(menu).toHaveAttribute('aria-hidden', 'true');

    launcher.click();
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(menu?.inert).toBe(false);
    expect(menu).not.toHaveAttribute('aria-hidden');
    launcher.click();
    expect(menu?.inert).toBe(true);
  });

  it('waits for the largest paint to settle: a later, larger paint starts the wait again', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    let report: () => void = () => undefined;
    class FakeObserver {
      static readonly supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {
        return undefined;
      }
      disconnect() {
        return undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const load = vi.fn(() => Promise.resolve());
    vi.doMock('./accessibility-toolbar-widget', () => ({ startAccessibilityToolbar: load }));
    const timers = vi.getTimerCount();
    scheduleAccessibilityToolbar();
    vi.advanceTimersByTime(0); // idle
    vi.advanceTimersByTime(LARGEST_PAINT_QUIET_MS - 500);
    report(); // the page's content arrives and paints larger
    vi.advanceTimersByTime(LARGEST_PAINT_QUIET_MS - 1);
    // Still waiting: the quiet time counts from the last largest paint.
    expect(vi.getTimerCount()).toBeGreaterThan(timers);
    const pendingBefore = vi.getTimerCount();
    vi.advanceTimersByTime(1);
    // Settled: only the spec's short delay is left before the toolbar's import.
    expect(vi.getTimerCount()).toBeLessThan(pendingBefore);
    vi.advanceTimersByTime(TOOLBAR_START_DELAY_MS);
    expect(vi.getTimerCount()).toBe(timers);
    vi.unstubAllGlobals();
    vi.doUnmock('./accessibility-toolbar-widget');
    vi.useRealTimers();
  });

  it('keeps invert colors and gray hues exclusive and saves the settings for the next visit', () => {
    const toolbar = startAccessibilityToolbar();
    toolbar.menuInterface.invertColors(false);
    expect(document.documentElement.style.filter).toBe('invert(1)');
    toolbar.menuInterface.grayHues(false);
    expect(document.documentElement.style.filter).toBe('grayscale(1)');
    expect(toolbar.sessionState).toMatchObject({ invertColors: false, grayHues: true });
    expect(JSON.parse(window.localStorage.getItem('_accessState') ?? '{}')).toMatchObject({
      invertColors: false,
      grayHues: true,
    });
    toolbar.menuInterface.invertColors(false);
    expect(document.documentElement.style.filter).toBe('invert(1)');
    expect(toolbar.sessionState).toMatchObject({ invertColors: true, grayHues: false });
    toolbar.menuInterface.invertColors(true);
  });
});
