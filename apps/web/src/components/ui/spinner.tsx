import { cn } from '../../lib/cn';

interface SpinnerProps {
  /** Announced to assistive technology and shown next to the spinner. */
  label: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-indigo-200 border-t-indigo-600 motion-reduce:animate-none"
      />
      <span className="text-sm font-medium text-slate-700">{label}</span>
    </div>
  );
}
