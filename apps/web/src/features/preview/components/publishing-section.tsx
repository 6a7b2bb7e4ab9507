import { Suspense, useState } from 'react';
import { ChevronDown, Globe } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { lazyNamed } from '../../../lib/lazy-named';
import type { PublishingPanelProps } from './publishing-panel';

// Hosting, domains and the code repository: their own chunk, fetched when first opened.
const PublishingPanel = lazyNamed(
  () => import('./publishing-entry').then(({ loadPublishingPanel }) => loadPublishingPanel()),
  'PublishingPanel',
);

/**
 * The preview's Publishing section, a native disclosure closed until the owner opens it. Once
 * opened, the panel stays mounted, so a form typed into survives closing.
 */
export function PublishingSection({
  title,
  loadingLabel,
  ...panel
}: PublishingPanelProps & {
  title: string;
  /** Shown while the panel's chunk loads, before the panel's own phrasebook can be there. */
  loadingLabel: string;
}) {
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <details
      className="group rounded-2xl border border-slate-200 bg-white shadow-sm"
      onToggle={(event) => {
        if (event.currentTarget.open) setHasOpened(true);
      }}
    >
      <summary className="flex cursor-pointer items-center gap-3 rounded-2xl px-5 py-4 focus-visible:outline-2 focus-visible:outline-indigo-600">
        <span className="flex size-9 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
          <Globe aria-hidden="true" className="size-5" />
        </span>
        <h2 className="flex-1 text-lg font-semibold text-slate-900">{title}</h2>
        <ChevronDown aria-hidden="true" className="size-5 group-open:rotate-180" />
      </summary>
      {hasOpened ? (
        <div className="border-t border-slate-200">
          <Suspense fallback={<Spinner label={loadingLabel} className="p-6" />}>
            <PublishingPanel {...panel} />
          </Suspense>
        </div>
      ) : null}
    </details>
  );
}
