import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import { TOASTS } from '@zappy/contract/constants';

/**
 * The app-wide toaster (spec section 9): top right, at most 20 visible, 350 px wide at most,
 * 4 s by default, 3 s for success and 5 s for errors.
 */
export function AppToaster() {
  useToastLimit(TOASTS.limit);
  return (
    <Toaster
      position={TOASTS.position}
      toastOptions={{
        duration: TOASTS.durationMs.default,
        success: { duration: TOASTS.durationMs.success },
        error: { duration: TOASTS.durationMs.error },
        style: { maxWidth: `${TOASTS.maxWidthPx}px` },
      }}
    />
  );
}

/** react-hot-toast has no limit option, so the oldest visible toasts beyond `limit` are dismissed. */
export function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest toast first.
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => {
        toast.dismiss(item.id);
      });
  }, [toasts, limit]);
}
