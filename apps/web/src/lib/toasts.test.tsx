import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore, type Toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './toasts';

const probe: { toasts: Toast[] } = { toasts: [] };
function ToastProbe() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    probe.toasts = toasts;
  }, [toasts]);
  return null;
}
const visibleIds = () =>
  probe.toasts
    .filter((item) => item.visible)
    .map((item) => item.id)
    .sort();

describe('AppToaster (spec section 9)', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('shows at most 20 toasts, dismissing the oldest', () => {
    render(
      <>
        <AppToaster />
        <ToastProbe />
      </>,
    );
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast(`Toast ${index}`, { id: `t${index}` });
    });
    expect(visibleIds()).toHaveLength(20);
    expect(visibleIds()).not.toContain('t5');
    expect(visibleIds()).toContain('t6');
    expect(visibleIds()).toContain('t25');
  });

  it('dismisses success after 3 s, plain toasts after 4 s and errors after 5 s', () => {
    vi.useFakeTimers();
    render(
      <>
        <AppToaster />
        <ToastProbe />
      </>,
    );
    act(() => {
      toast.success('Saved', { id: 'success' });
      toast('Note', { id: 'plain' });
      toast.error('Broken', { id: 'error' });
    });
    expect(visibleIds()).toEqual(['error', 'plain', 'success']);
    act(() => {
      vi.advanceTimersByTime(3100);
    });
    expect(visibleIds()).toEqual(['error', 'plain']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(visibleIds()).toEqual(['error']);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(visibleIds()).toEqual([]);
  });

  it('keeps toasts at most 350 px wide, in the top right', () => {
    const { container } = render(<AppToaster />);
    act(() => {
      toast('Wide toast');
    });
    const bar = screen.getByText('Wide toast').closest<HTMLElement>('[style*="max-width"]');
    expect(bar?.style.maxWidth).toBe('350px');
    const positioned = container.querySelector<HTMLElement>('[style*="justify-content"]');
    expect(positioned?.style.justifyContent).toBe('flex-end');
    expect(positioned?.style.top).toBe('0px');
  });
});
