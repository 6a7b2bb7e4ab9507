import { WifiOff } from 'lucide-react';

/**
 * What a progress overlay says while the server does not answer: its client keeps retrying, and
 * the line goes once it answers again. Always in the page (empty when connected), so screen
 * readers announce the change.
 */
export function ConnectionLost({ isLost }: { isLost: boolean }) {
  return (
    <div role="status" className={isLost ? 'mb-4' : 'sr-only'}>
      {isLost ? (
        <p className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          Connection lost, retrying…
        </p>
      ) : null}
    </div>
  );
}
