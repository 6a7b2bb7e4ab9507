import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { ChevronDown, Mail, MailOpen, Trash2 } from 'lucide-react';
import type { Lead } from '@zappy/contract/leads';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useDeleteLead } from '../api/delete-lead';
import { useMarkLead } from '../api/mark-lead';

export const DELIVERY_LABELS: Record<Lead['delivery'], string> = {
  sent: 'Emailed to you',
  stored: 'Stored',
  failed: 'Email failed',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function formatLeadDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : fallback;
}

/** One message: a summary that expands to the whole message (and marks it read). */
export function LeadItem({ websiteId, lead }: { websiteId: string; lead: Lead }) {
  const baseId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const mark = useMarkLead(websiteId);
  const removal = useDeleteLead(websiteId);
  // The address is shown as its own mailto link, so a nameless sender is not named by it twice.
  const from =
    lead.name.trim() !== ''
      ? lead.name
      : lead.kind === 'newsletter'
        ? 'Newsletter subscriber'
        : 'Visitor';
  const subject =
    lead.kind === 'newsletter'
      ? 'Newsletter sign-up'
      : lead.subject.trim() === ''
        ? '(no subject)'
        : lead.subject;

  const hasConfirmed = useRef(false);
  useEffect(() => {
    if (!isConfirming && !hasConfirmed.current) return;
    hasConfirmed.current = true;
    // The confirmation replaces the Delete button: focus moves to its Cancel, and back.
    document.getElementById(`${baseId}-${isConfirming ? 'cancel' : 'delete'}`)?.focus();
  }, [isConfirming, baseId]);

  const setRead = (read: boolean) => {
    mark.mutate(
      { leadId: lead.id, read },
      {
        onError: (error) => {
          toast.error(failureText(error, 'Failed to update message'));
        },
      },
    );
  };

  const toggle = () => {
    const next = !isExpanded;
    setIsExpanded(next);
    if (next && !lead.read) setRead(true);
  };

  const remove = () => {
    removal.mutate(lead.id, {
      onSuccess: () => {
        toast.success('Message deleted');
      },
      onError: (error) => {
        setIsConfirming(false);
        toast.error(failureText(error, 'Failed to delete message'));
      },
    });
  };

  return (
    <li className={cn('p-4', !lead.read && 'bg-indigo-50/60')}>
      <h3>
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={`${baseId}-body`}
          onClick={toggle}
          className="flex w-full items-start gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {lead.read ? (
            <MailOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          ) : (
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
          )}
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className={cn('text-slate-900', lead.read ? 'font-medium' : 'font-bold')}>
                {from}
              </span>
              {lead.read ? null : (
                <span className="rounded-full bg-indigo-700 px-2 py-0.5 text-xs font-semibold text-white">
                  Unread
                </span>
              )}
              {lead.kind === 'newsletter' ? (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200">
                  Newsletter
                </span>
              ) : null}
            </span>
            <span className="mt-0.5 block truncate text-sm text-slate-800">{subject}</span>
            <span className="mt-0.5 block text-xs text-slate-700">
              <time dateTime={lead.createdAt}>{formatLeadDate(lead.createdAt)}</time>
              {' · '}
              {DELIVERY_LABELS[lead.delivery]}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('mt-0.5 size-4 shrink-0 text-slate-600', isExpanded && 'rotate-180')}
          />
        </button>
      </h3>
      <p className="mt-1 pl-7 text-sm">
        <a
          href={`mailto:${lead.email}`}
          className="font-medium break-all text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
        >
          {lead.email}
        </a>
      </p>
      <div id={`${baseId}-body`} hidden={!isExpanded} className="mt-3 space-y-3 pl-7">
        {lead.message.trim() === '' ? null : (
          <p className="rounded-xl bg-white p-3 text-sm whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200">
            {lead.message}
          </p>
        )}
        <p
          className={cn(
            'text-xs font-semibold',
            lead.delivery === 'failed' ? 'text-red-800' : 'text-slate-700',
          )}
        >
          Delivery: {DELIVERY_LABELS[lead.delivery]}
        </p>
        {isConfirming ? (
          <div
            role="group"
            aria-labelledby={`${baseId}-confirm`}
            className="rounded-xl border border-red-200 bg-red-50 p-3"
          >
            <p id={`${baseId}-confirm`} className="text-sm font-medium text-red-900">
              Delete this message from {from}? This cannot be undone.
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                id={`${baseId}-cancel`}
                variant="secondary"
                size="sm"
                disabled={removal.isPending}
                onClick={() => {
                  setIsConfirming(false);
                }}
              >
                Cancel
              </Button>
              <Button
                variant="danger"
                size="sm"
                disabled={removal.isPending}
                aria-busy={removal.isPending}
                onClick={remove}
              >
                {removal.isPending ? 'Deleting...' : 'Delete message'}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-pressed={!lead.read}
              onClick={() => {
                setRead(!lead.read);
              }}
            >
              Mark unread
            </Button>
            <Button
              id={`${baseId}-delete`}
              variant="secondary-danger"
              size="sm"
              onClick={() => {
                setIsConfirming(true);
              }}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
