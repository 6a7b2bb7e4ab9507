import { useState } from 'react';
import toast from 'react-hot-toast';
import { History, RotateCcw } from 'lucide-react';
import type { WebsiteVersion } from '@zappy/contract/website';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useAppWords } from '../../../lib/use-app-words';
import { useRestoreVersion } from '../api/restore-version';
import { PanelSection } from './panel-section';

export function formatVersionTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function Badge({ tone, children }: { tone: 'green' | 'indigo'; children: string }) {
  return (
    <span
      className={
        tone === 'green'
          ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200'
          : 'rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-800 ring-1 ring-indigo-200'
      }
    >
      {children}
    </span>
  );
}

interface VersionsPanelProps {
  websiteId: string;
  versions: WebsiteVersion[];
  /** Restoring is refused while a new version is being made. */
  isBusy?: boolean;
  /** The site's language (a BCP 47 tag), when its model names one: the panel and its dates. */
  language?: string;
}

/**
 * Every version with its reason and time; older ones can be restored as a new version. The panel
 * speaks the site's language; the reasons are the server's.
 */
export function VersionsPanel({
  websiteId,
  versions,
  isBusy = false,
  language,
}: VersionsPanelProps) {
  const { words: appWords } = useAppWords(language);
  const words = appWords.preview;
  const [toRestore, setToRestore] = useState<WebsiteVersion | null>(null);
  const restore = useRestoreVersion(websiteId);
  const newest = [...versions].sort((a, b) => b.number - a.number);

  const confirm = (version: WebsiteVersion) => {
    restore.mutate(version.number, {
      onSuccess: (website) => {
        toast.success(words.versions.restored(version.number, website.currentVersion));
      },
      onError: (error) => {
        toast.error(error.message || words.versions.failed);
      },
      onSettled: () => {
        setToRestore(null);
      },
    });
  };

  return (
    <PanelSection
      title={words.versions.title}
      icon={<History aria-hidden="true" className="size-5" />}
      iconClassName="bg-indigo-100 text-indigo-700"
    >
      {newest.length === 0 ? (
        <p dir="auto" className="px-5 py-6 text-sm text-slate-700">
          {words.versions.pending}
        </p>
      ) : (
        <ol
          aria-label={words.versions.list}
          // Scrollable, so keyboard users must be able to focus it to scroll.
          tabIndex={0}
          className="max-h-96 divide-y divide-slate-200 overflow-y-auto focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {newest.map((version) => (
            <li key={version.number} className="flex items-start gap-4 px-5 py-3.5">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-slate-900">{words.version(version.number)}</h3>
                  {version.isLive ? <Badge tone="green">{words.versions.live}</Badge> : null}
                  {version.isCurrent ? <Badge tone="indigo">{words.versions.current}</Badge> : null}
                </div>
                <p className="mt-0.5 text-sm break-words text-slate-800">{version.reason}</p>
                <p className="mt-0.5 text-xs text-slate-700">
                  <time dateTime={version.createdAt}>
                    {formatVersionTime(version.createdAt, language)}
                  </time>
                </p>
              </div>
              {version.isCurrent ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={isBusy}
                  // Every row has a Restore: its name says which version it restores.
                  aria-label={words.versions.restoreVersion(version.number)}
                  onClick={() => {
                    setToRestore(version);
                  }}
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {words.versions.restore}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <Modal
        open={toRestore !== null}
        onClose={() => {
          setToRestore(null);
        }}
        title={toRestore ? words.versions.confirmTitle(toRestore.number) : ''}
        size="sm"
        isDismissDisabled={restore.isPending}
        closeLabel={appWords.dialog.close}
        description={<p dir="auto">{words.versions.confirmText}</p>}
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            data-autofocus
            disabled={restore.isPending}
            onClick={() => {
              setToRestore(null);
            }}
          >
            Cancel
          </Button>
          <Button
            disabled={restore.isPending}
            onClick={() => {
              if (toRestore) confirm(toRestore);
            }}
          >
            {restore.isPending ? words.versions.restoring : words.versions.restore}
          </Button>
        </div>
      </Modal>
    </PanelSection>
  );
}
