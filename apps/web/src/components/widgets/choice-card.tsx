import type { ChangeEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The native radio or checkbox of one choice, as `ChoiceWidget` hands it to an item. */
export interface ChoiceInputProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Marks the control that takes focus when the widget appears (the first one). */
  'data-widget-focus'?: '';
}

export function ChoiceInput(props: ChoiceInputProps) {
  return (
    <input
      {...props}
      className="mt-0.5 size-4 shrink-0 cursor-pointer accent-indigo-600 focus-visible:outline-none"
    />
  );
}

interface ChoiceCardProps {
  input: ChoiceInputProps;
  children: ReactNode;
  className?: string;
}

/**
 * One choice as a card around a native radio or checkbox: arrow keys, Space, screen readers
 * and forced colours all keep working, and the whole card is the click target.
 */
export function ChoiceCard({ input, children, className }: ChoiceCardProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-3.5 text-left transition-colors hover:border-indigo-300 hover:bg-indigo-50/50',
        'has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50 has-[:checked]:ring-1 has-[:checked]:ring-indigo-600',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
        className,
      )}
    >
      <ChoiceInput {...input} />
      {/* Options may be Hebrew or Arabic: each takes the direction of its own text. */}
      <span dir="auto" className="min-w-0 flex-1">
        {children}
      </span>
    </label>
  );
}
