import { useState } from 'react';
import toast from 'react-hot-toast';
import { Download, Inbox } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { exportLeads } from '../api/export-leads';
import { useLeads } from '../api/get-leads';
import { LeadItem } from './lead-item';

export const EMPTY_INBOX =
  "No messages yet. Messages visitors send through your site's contact form appear here.";
export const EXPORT_FAILED = 'Failed to export messages';

interface LeadInboxDialogProps {
  websiteId: string;
  siteName: string;
  onClose: () => void;
}

/** A site's lead inbox: contact-form messages and newsletter sign-ups, newest first. */
export function LeadInboxDialog({ websiteId, siteName, onClose }: LeadInboxDialogProps) {
  const query = useLeads(websiteId);
  const [isExporting, setIsExporting] = useState(false);
  const leads = query.data?.leads ?? [];
  const sorted = [...leads].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  const runExport = () => {
    setIsExporting(true);
    exportLeads(websiteId).then(
      () => {
        setIsExporting(false);
        toast.success('Messages exported');
      },
      (error: unknown) => {
        setIsExporting(false);
        toast.error(
          error instanceof ApiError && error.status < 500 ? error.message : EXPORT_FAILED,
        );
      },
    );
  };

  return (
    <Modal open onClose={onClose} title={`Messages — ${siteName}`} size="lg">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {query.isSuccess
            ? `${leads.length} ${leads.length === 1 ? 'message' : 'messages'}, ${query.data.unread} unread`
            : ''}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={runExport}
          disabled={isExporting || !query.isSuccess || leads.length === 0}
          aria-busy={isExporting}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </Button>
      </div>

      <div className="mt-4">
        {query.isPending ? (
          <Spinner label="Loading messages..." className="py-10" />
        ) : query.isError ? (
          <LoadError what="messages" error={query.error} onRetry={() => void query.refetch()} />
        ) : sorted.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl bg-slate-50 px-6 py-10 text-center">
            <Inbox aria-hidden="true" className="size-8 text-slate-500" />
            <p className="mt-3 max-w-sm text-sm text-slate-700">{EMPTY_INBOX}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200">
            {sorted.map((lead) => (
              <LeadItem key={lead.id} websiteId={websiteId} lead={lead} />
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
