/**
 * True when keyboard focus has nowhere meaningful to be: the control that held it was removed
 * (an answered widget, the initial view) and the browser fell back to the body, or it rests on
 * an element that only marks the chat's start.
 */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.hasAttribute('data-focus-fallback');
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a dialog: from its last control Tab goes to the first, and Shift+Tab from
 * the first (or the dialog itself) to the last. A dialog with nothing to focus keeps focus put.
 */
export function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
