import type { ReactNode } from 'react';
import { Calendar, ExternalLink, Eye, Globe, Layers, Trash2 } from 'lucide-react';
import type { WebsiteListItem } from '@zappy/contract/website';
import { ExportMenu } from '../../../components/export-menu';
import { Button, ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate, formatVersionCount, updatedAt } from '../lib/dashboard-format';
import { SiteThumbnail } from './site-thumbnail';

const STATUS_LABELS: Record<WebsiteListItem['status'], string> = {
  completed: 'Completed',
  generating: 'Generating',
  error: 'Error',
};

/** Green when completed, otherwise yellow (spec section 2). */
export function StatusBadge({ status }: { status: WebsiteListItem['status'] }) {
  const isCompleted = status === 'completed';
  return (
    <span
      data-tone={isCompleted ? 'green' : 'yellow'}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        isCompleted
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', isCompleted ? 'bg-emerald-600' : 'bg-amber-600')}
      />
      {STATUS_LABELS[status]}
    </span>
  );
}

interface WebsiteRowProps {
  website: WebsiteListItem;
  onDelete: (website: WebsiteListItem) => void;
  /** The site's Messages button (the lead inbox, composed in by the app). */
  renderMessages?: (website: WebsiteListItem) => ReactNode;
}

/** A domain's URL as its owner knows it: `https://www.example.com` is www.example.com. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * One site: name, industry, versions, Updated, Live Site, its own domain, status, Messages (when composed in),
 * Preview, Export, Delete.
 */
export function WebsiteRow({ website, onDelete, renderMessages }: WebsiteRowProps) {
  const updated = updatedAt(website);
  const messages = renderMessages?.(website);
  return (
    <li className="flex flex-col gap-4 p-4 sm:p-5 2xl:flex-row 2xl:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <SiteThumbnail name={website.name} url={website.renderUrl} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="truncate text-lg font-semibold text-slate-900">{website.name}</h3>
            <StatusBadge status={website.status} />
          </div>
          <p className="mt-0.5 truncate text-sm text-slate-700">{website.industry}</p>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
              <Layers aria-hidden="true" className="size-4 text-slate-500" />
              {formatVersionCount(website.versions)}
            </span>
            <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
              <Calendar aria-hidden="true" className="size-4 text-slate-500" />
              Updated <time dateTime={updated}>{formatDate(updated)}</time>
            </span>
            {website.renderUrl ? (
              <a
                href={website.renderUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                Live Site <span className="sr-only">of {website.name} (opens in a new tab)</span>
              </a>
            ) : null}
            {website.customDomainUrl ? (
              <a
                href={website.customDomainUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-w-0 items-center gap-1.5 font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <Globe aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">{hostOf(website.customDomainUrl)}</span>{' '}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        </div>
      </div>
      <div
        className={cn(
          'grid gap-2 2xl:flex 2xl:shrink-0',
          messages ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3',
        )}
      >
        {messages}
        <ButtonLink
          to={`/preview/${website.id}`}
          variant="secondary"
          size="sm"
          className="px-2! sm:px-3!"
        >
          <Eye aria-hidden="true" className="size-4 shrink-0" />
          Preview <span className="sr-only">{website.name}</span>
        </ButtonLink>
        <ExportMenu
          websiteId={website.id}
          siteName={website.name}
          size="sm"
          buttonClassName="px-2! sm:px-3!"
        />
        <Button
          variant="secondary-danger"
          size="sm"
          onClick={() => {
            onDelete(website);
          }}
          className="px-2! sm:px-3!"
        >
          <Trash2 aria-hidden="true" className="size-4 shrink-0" />
          Delete <span className="sr-only">{website.name}</span>
        </Button>
      </div>
    </li>
  );
}
