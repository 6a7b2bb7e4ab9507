import { Check, Circle, X, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ItemState } from '../lib/stages';

export const STATE_TEXT: Record<ItemState, string> = {
  done: 'done',
  active: 'in progress',
  pending: 'pending',
  failed: 'failed',
};

/** How a finished item is marked: a white glyph on a coloured disc. */
const FINISHED: Partial<Record<ItemState, { icon: LucideIcon; disc: string }>> = {
  done: { icon: Check, disc: 'bg-emerald-600' },
  failed: { icon: X, disc: 'bg-red-700' },
};

/** A done / active / pending / failed marker; the state is also given in words for readers. */
export function StatusIcon({ state, size = 'md' }: { state: ItemState; size?: 'sm' | 'md' }) {
  const box = size === 'md' ? 'size-7' : 'size-4';
  const finished = FINISHED[state];
  if (finished) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          box,
          'flex shrink-0 items-center justify-center rounded-full',
          finished.disc,
          'text-white',
        )}
      >
        <finished.icon className={size === 'md' ? 'size-4' : 'size-2.5'} strokeWidth={3} />
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
