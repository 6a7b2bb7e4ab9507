import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFocusTrap, type FocusTrapOptions } from './use-focus-trap';

function Trap({ isActive, ...options }: FocusTrapOptions & { isActive: boolean }) {
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  useFocusTrap(panel, isActive, options);
  return (
    <div ref={setPanel} tabIndex={-1} aria-label="Panel" role="dialog">
      <button type="button">First</button>
      <button type="button" data-autofocus>
        Last
      </button>
    </div>
  );
}

function Page(props: FocusTrapOptions & { isActive: boolean }) {
  return (
    <>
      <button type="button">Opener</button>
      {props.isActive ? <Trap {...props} /> : null}
    </>
  );
}

describe('useFocusTrap', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', () => {
    const onEscape = vi.fn();
    const { rerender } = render(<Page isActive={false} onEscape={onEscape} />);
    screen.getByRole('button', { name: 'Opener' }).focus();
    rerender(<Page isActive onEscape={onEscape} />);
    const last = screen.getByRole('button', { name: 'Last' });
    expect(document.activeElement).toBe(last);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledOnce();
    rerender(<Page isActive={false} onEscape={onEscape} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Opener' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('ignores Escape while it is disabled', () => {
    const onEscape = vi.fn();
    render(<Page isActive onEscape={onEscape} isEscapeDisabled />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Last' }), { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('makes the app behind inert only for a modal', () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const { rerender } = render(<Page isActive onEscape={vi.fn()} />);
    expect(root.hasAttribute('inert')).toBe(false);
    rerender(<Page isActive={false} onEscape={vi.fn()} />);
    rerender(<Page isActive onEscape={vi.fn()} isModal />);
    expect(root.hasAttribute('inert')).toBe(true);
    rerender(<Page isActive={false} onEscape={vi.fn()} isModal />);
    expect(root.hasAttribute('inert')).toBe(false);
    root.remove();
  });
});
