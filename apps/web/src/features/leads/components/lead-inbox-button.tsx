import { MessageSquare } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useDisclosure } from '../../../lib/use-disclosure';
import { useLeadsSummary } from '../api/get-leads-summary';
import { LeadInboxDialog } from './lead-inbox-dialog';

export interface LeadInboxButtonProps {
  websiteId: string;
  siteName: string;
  /** Classes for the button, so it fits the row it sits in. */
  className?: string;
}

/** A dashboard row's "Messages" button with its unread count; opens the site's inbox. */
export function LeadInboxButton({ websiteId, siteName, className }: LeadInboxButtonProps) {
  const summary = useLeadsSummary();
  const inbox = useDisclosure();
  const unread = summary.data?.sites.find((site) => site.websiteId === websiteId)?.unread ?? 0;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        // The count is a badge for the eye; the name says it (e.g. "Messages, 2 unread").
        aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
        onClick={inbox.open}
        className={className}
      >
        <MessageSquare aria-hidden="true" className="size-4 shrink-0" />
        Messages
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="min-w-5 rounded-full bg-indigo-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white"
          >
            {unread}
          </span>
        ) : null}
      </Button>
      {inbox.isOpen ? (
        <LeadInboxDialog websiteId={websiteId} siteName={siteName} onClose={inbox.close} />
      ) : null}
    </>
  );
}
