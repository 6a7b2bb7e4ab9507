import { RefreshCw } from 'lucide-react';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Button } from './button';

interface LoadErrorProps {
  /** What failed to load, after "Could not load": "messages". */
  what: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}

/** A query that failed: what could not load, the server's reason when it gave one, and a retry. */
export function LoadError({ what, error, onRetry, className }: LoadErrorProps) {
  return (
    <div className={cn('rounded-xl border border-red-200 bg-red-50 px-4 py-3', className)}>
      <p role="alert" className="text-sm text-red-900">
        Could not load {what}
        {error instanceof ApiError ? `: ${error.message}` : '.'}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
