/**
 * True when keyboard focus has nowhere meaningful to be: the control that held it was removed
 * (an answered widget, the initial view) and the browser fell back to the body, or it rests on
 * an element that only marks the chat's start.
 */
export function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.hasAttribute('data-focus-fallback');
}
