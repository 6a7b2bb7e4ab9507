import { RefreshCw } from 'lucide-react';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { Button } from './button';

type LoadErrorProps = {
  error: unknown;
  onRetry: () => void;
  /** The retry button's words, in the language of the text around it. */
  retryLabel?: string;
  className?: string;
} & (
  | {
      /** What failed to load, after "Could not load": "messages". */
      what: string;
    }
  | {
      /** The whole sentence in the page's language, from the server's reason (null: it gave none). */
      say: (reason: string | null) => string;
    }
);

/** A query that failed: what could not load, the server's reason when it gave one, and a retry. */
export function LoadError({
  error,
  onRetry,
  retryLabel = 'Try again',
  className,
  ...text
}: LoadErrorProps) {
  const reason = error instanceof ApiError ? error.message : null;
  return (
    <div className={cn('rounded-xl border border-red-200 bg-red-50 px-4 py-3', className)}>
      <p role="alert" className="text-sm text-red-900">
        {'say' in text
          ? text.say(reason)
          : `Could not load ${text.what}${reason === null ? '.' : `: ${reason}`}`}
      </p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {retryLabel}
      </Button>
    </div>
  );
}
