import { useEffect, type RefObject } from 'react';

/**
 * A prerendered page is on screen, and its forms can be typed in, before the app has started
 * (it starts after the first paint: main.tsx). Hydration leaves what was typed in the fields
 * but not in the app's state: once the form is live, this hands the app every named field that
 * holds something, so nothing typed early is lost.
 */
export function useTypedBeforeStart(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (typed: ReadonlyMap<string, string>) => void,
): void {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = new Map<string, string>();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') typed.set(name, value);
    }
    if (typed.size > 0) adopt(typed);
    // Once, when the form first appears: later, the app's state is the form's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
