import { cn } from '../../../lib/cn';

interface ProgressBarProps {
  label: string;
  percent: number;
  tone?: 'brand' | 'success' | 'danger' | 'warning';
}

const tones = {
  brand: 'bg-gradient-to-r from-indigo-600 to-purple-600',
  success: 'bg-emerald-600',
  danger: 'bg-red-700',
  warning: 'bg-amber-500',
};

export function ProgressBar({ label, percent, tone = 'brand' }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500 ease-out motion-reduce:transition-none',
          tones[tone],
        )}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
