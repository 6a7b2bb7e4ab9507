import { useEffect, useRef } from 'react';
import { keepTabInside } from './focus';

export interface FocusTrapOptions {
  /** Escape pressed inside: the dialog or panel closes. */
  onEscape: () => void;
  /** Escape does nothing while true (e.g. a request is running). */
  isEscapeDisabled?: boolean;
  /** A modal dialog: the app behind (`#root`) is made inert while it is open. */
  isModal?: boolean;
}

/**
 * While `isActive`: focus moves into `panel` (to its `[data-autofocus]` control, else the panel
 * itself) and Tab keeps it there, Escape calls `onEscape`, the page behind does not scroll, and
 * focus returns to the opener at the end. Keys meant for a dialog opened from inside (portalled
 * outside the panel) are left to that dialog. Used by the modal and the slide-over panels.
 */
export function useFocusTrap(
  panel: HTMLElement | null,
  isActive: boolean,
  options: FocusTrapOptions,
) {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const isModal = options.isModal ?? false;

  useEffect(() => {
    if (!isActive || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = isModal ? document.getElementById('root') : null;
    root?.setAttribute('inert', '');
    (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (target !== document.body && !panel.contains(target)) return;
      if (event.key === 'Escape') {
        if (!optionsRef.current.isEscapeDisabled) {
          event.stopPropagation();
          optionsRef.current.onEscape();
        }
        return;
      }
      keepTabInside(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      root?.removeAttribute('inert');
      opener?.focus();
    };
  }, [isActive, panel, isModal]);
}
