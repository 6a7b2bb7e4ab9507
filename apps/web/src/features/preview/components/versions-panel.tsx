import { useState } from 'react';
import toast from 'react-hot-toast';
import { History, RotateCcw } from 'lucide-react';
import type { WebsiteVersion } from '@zappy/contract/website';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
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
}

/** Every version with its reason and time; older ones can be restored as a new version. */
export function VersionsPanel({ websiteId, versions, isBusy = false }: VersionsPanelProps) {
  const [toRestore, setToRestore] = useState<WebsiteVersion | null>(null);
  const restore = useRestoreVersion(websiteId);
  const newest = [...versions].sort((a, b) => b.number - a.number);

  const confirm = (version: WebsiteVersion) => {
    restore.mutate(version.number, {
      onSuccess: (website) => {
        toast.success(
          `Version ${version.number} restored as version ${website.currentVersion ?? ''}`.trim(),
        );
      },
      onError: (error) => {
        toast.error(error.message || 'Failed to restore version');
      },
      onSettled: () => {
        setToRestore(null);
      },
    });
  };

  return (
    <PanelSection
      title="Versions"
      icon={<History aria-hidden="true" className="size-5" />}
      iconClassName="bg-indigo-100 text-indigo-700"
    >
      {newest.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-700">The first version is still being made.</p>
      ) : (
        <ol
          aria-label="Versions, newest first"
          // Scrollable, so keyboard users must be able to focus it to scroll.
          tabIndex={0}
          className="max-h-96 divide-y divide-slate-200 overflow-y-auto focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {newest.map((version) => (
            <li key={version.number} className="flex items-start gap-4 px-5 py-3.5">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-slate-900">Version {version.number}</h3>
                  {version.isLive ? <Badge tone="green">Live</Badge> : null}
                  {version.isCurrent ? <Badge tone="indigo">Current</Badge> : null}
                </div>
                <p className="mt-0.5 text-sm break-words text-slate-800">{version.reason}</p>
                <p className="mt-0.5 text-xs text-slate-700">
                  <time dateTime={version.createdAt}>{formatVersionTime(version.createdAt)}</time>
                </p>
              </div>
              {version.isCurrent ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={isBusy}
                  onClick={() => {
                    setToRestore(version);
                  }}
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Restore <span className="sr-only">version {version.number}</span>
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
        title={`Restore version ${toRestore?.number ?? ''}?`}
        size="sm"
        isDismissDisabled={restore.isPending}
        description="A new version is made as a copy of this one and deployed like any other. Nothing is lost: the current version stays in the list."
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
            {restore.isPending ? 'Restoring...' : 'Restore'}
          </Button>
        </div>
      </Modal>
    </PanelSection>
  );
}
