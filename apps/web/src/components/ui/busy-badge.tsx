import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  amber: {
    badge: 'border-amber-200 bg-amber-50 text-amber-900',
    spinner: 'border-amber-200 border-t-amber-700',
  },
  indigo: {
    badge: 'border-indigo-200 bg-indigo-50 text-indigo-900',
    spinner: 'border-indigo-200 border-t-indigo-700',
  },
};

interface BusyBadgeProps {
  tone: keyof typeof TONES;
  /** What is under way, announced as a status ("Deploying..."). */
  label: string;
  /** An action beside the label, e.g. View Status. */
  children?: ReactNode;
}

/** A pill with a small spinner for work under way in the background (regenerating, deploying). */
export function BusyBadge({ tone, label, children }: BusyBadgeProps) {
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-full border py-1 pl-3 text-sm font-medium',
        children ? 'pr-1' : 'pr-3',
        TONES[tone].badge,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-3 animate-spin rounded-full border-2 motion-reduce:animate-none',
          TONES[tone].spinner,
        )}
      />
      <span role="status">{label}</span>
      {children}
    </p>
  );
}
