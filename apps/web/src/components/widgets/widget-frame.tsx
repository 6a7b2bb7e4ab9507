import { useEffect, useId, useRef, type ReactNode, type SubmitEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from '../ui/button';
import { isFocusLost } from '../../lib/focus';
import { useWidgetWords } from './widget-words';

interface WidgetFrameProps {
  question: string;
  /** A short visible instruction, e.g. "Choose one". */
  hint: string;
  canSubmit: boolean;
  onSubmit: () => void;
  /** Single controls carry their own label; groups are a fieldset named by the question. */
  isGroup?: boolean;
  children: ReactNode;
}

/**
 * The card every widget sits in: its controls, a hint and Submit. Submit (and Enter) only work
 * when the widget's rule allows it (spec section 5). When the previous control vanished with
 * the last answer, focus moves here so keyboard users carry on where the question is.
 */
export function WidgetFrame({
  question,
  hint,
  canSubmit,
  onSubmit,
  isGroup = true,
  children,
}: WidgetFrameProps) {
  const words = useWidgetWords();
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (!isFocusLost()) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[data-widget-focus]') ??
      form?.querySelector<HTMLElement>('fieldset');
    target?.focus({ preventScroll: true });
  }, []);

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };

  const footer = (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      <Button type="submit" disabled={!canSubmit} className="ml-auto">
        {words.submit}
        <Send aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      aria-label={words.answerFor(question)}
      className="rounded-2xl border border-indigo-100 bg-white p-4 shadow-lg shadow-indigo-950/5 ring-1 ring-slate-900/5 sm:p-5"
    >
      {isGroup ? (
        <fieldset tabIndex={-1} aria-describedby={hintId} className="min-w-0 focus:outline-none">
          <legend className="sr-only">{question}</legend>
          {children}
        </fieldset>
      ) : (
        children
      )}
      {footer}
    </form>
  );
}
