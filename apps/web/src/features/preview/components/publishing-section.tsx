import { Suspense, useId, useState } from 'react';
import { ChevronDown, Globe } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { lazyNamed } from '../../../lib/lazy-named';
import type { PublishingPanelProps } from './publishing-panel';

// Hosting, domains and the code repository: their own chunk, fetched when first opened.
const PublishingPanel = lazyNamed(() => import('./publishing-panel'), 'PublishingPanel');

/**
 * The preview's Publishing section, closed until the owner opens it. Once opened, the panel
 * stays mounted (hidden when closed), so a form typed into survives closing.
 */
export function PublishingSection({ title, ...panel }: PublishingPanelProps & { title: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const bodyId = useId();
  return (
    <section aria-label={title} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => {
            setIsOpen(!isOpen);
            setHasOpened(true);
          }}
          className="flex w-full items-center gap-3 rounded-2xl px-5 py-4 text-start text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <span className="flex size-9 items-center justify-center rounded-xl bg-sky-100 text-sky-800">
            <Globe aria-hidden="true" className="size-5" />
          </span>
          <span className="flex-1">{title}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 text-slate-600 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={bodyId} hidden={!isOpen} className="border-t border-slate-200">
        {hasOpened ? (
          <Suspense
            fallback={
              <div className="flex justify-center p-6">
                <Spinner label="Loading..." />
              </div>
            }
          >
            <PublishingPanel {...panel} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
