import { useEffect, useRef } from 'react';
import { keepTabInside } from './focus';

/**
 * While the slide-over is open: focus moves in and is kept there, Escape closes it, the page
 * behind does not scroll, and focus returns to the opener on close. Keys meant for a dialog
 * opened from inside (portalled outside the panel) are left to that dialog. `isActive` false
 * (e.g. a panel that is a column on wide screens, not a slide-over) does nothing.
 */
export function useSlideOver(panel: HTMLElement | null, isActive: boolean, onClose: () => void) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!isActive || !panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (target !== document.body && !panel.contains(target)) return;
      if (event.key === 'Escape') {
        onCloseRef.current();
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
      opener?.focus();
    };
  }, [isActive, panel]);
}
