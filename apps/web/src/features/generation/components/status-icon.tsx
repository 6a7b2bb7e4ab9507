import { Check, Circle, X } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ItemState } from '../lib/stages';

export const STATE_TEXT: Record<ItemState, string> = {
  done: 'done',
  active: 'in progress',
  pending: 'pending',
  failed: 'failed',
};

/** A done / active / pending / failed marker; the state is also given in words for readers. */
export function StatusIcon({ state, size = 'md' }: { state: ItemState; size?: 'sm' | 'md' }) {
  const box = size === 'md' ? 'size-7' : 'size-4';
  const glyph = size === 'md' ? 'size-4' : 'size-2.5';
  if (state === 'done') {
    return (
      <span
        aria-hidden="true"
        className={cn(
          box,
          'flex shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white',
        )}
      >
        <Check className={glyph} strokeWidth={3} />
      </span>
    );
  }
  if (state === 'failed') {
    return (
      <span
        aria-hidden="true"
        className={cn(
          box,
          'flex shrink-0 items-center justify-center rounded-full bg-red-700 text-white',
        )}
      >
        <X className={glyph} strokeWidth={3} />
      </span>
    );
  }
  if (state === 'active') {
    return (
      <span
        aria-hidden="true"
        className={cn(
          box,
          'shrink-0 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600 motion-reduce:animate-none',
        )}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'flex shrink-0 items-center justify-center text-slate-400')}
    >
      <Circle className={size === 'md' ? 'size-6' : 'size-3.5'} />
    </span>
  );
}
