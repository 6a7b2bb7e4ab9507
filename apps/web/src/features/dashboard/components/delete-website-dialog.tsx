import type { ReactNode } from 'react';
import { AlertTriangle, Database, GitBranch, Globe, Link2 } from 'lucide-react';
import type { WebsiteListItem } from '@zappy/contract/website';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

interface DeleteWebsiteDialogProps {
  website: WebsiteListItem | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: (website: WebsiteListItem) => void;
}

const Address = ({ url }: { url: string }) => (
  <span className="font-medium break-all text-slate-900">{url}</span>
);

/**
 * What goes with the website: a GitHub repository only when Zappy created it; the owner's
 * domains are named by the one the site is at, when one is verified.
 */
function deletedItems(
  website: WebsiteListItem | null,
): { id: string; icon: typeof Database; text: ReactNode }[] {
  const github = website?.repository;
  return [
    { id: 'database', icon: Database, text: 'The website and all its versions from the database' },
    {
      id: 'repository',
      icon: GitBranch,
      text: github?.createdByZappy ? (
        <>
          Its code repository, and its repository on GitHub, <Address url={github.htmlUrl} />, which
          Zappy created (should GitHub refuse, because the token may not delete repositories, that
          one stays on GitHub)
        </>
      ) : (
        'Its code repository, if it has one'
      ),
    },
    {
      id: 'deployment',
      icon: Globe,
      text: 'Its deployment, if it has one: the live site stops answering',
    },
    {
      id: 'domains',
      icon: Link2,
      text: website?.customDomainUrl ? (
        <>
          Its connection to your own domains, such as <Address url={website.customDomainUrl} />,
          which stop showing the site at once (the domain names stay yours)
        </>
      ) : (
        'Its connection to your own domains, if it has any'
      ),
    },
  ];
}

/** Spec section 2: what is permanently deleted, that it cannot be undone, Cancel and Delete. */
export function DeleteWebsiteDialog({
  website,
  isDeleting,
  onCancel,
  onConfirm,
}: DeleteWebsiteDialogProps) {
  return (
    <ConfirmDialog
      open={website !== null}
      title="Delete Website"
      description={
        <>
          You are about to delete <strong className="text-slate-900">{website?.name}</strong>. This
          permanently deletes:
        </>
      }
      confirmLabel="Delete Website"
      busyLabel="Deleting..."
      isBusy={isDeleting}
      onCancel={onCancel}
      onConfirm={() => {
        if (website) onConfirm(website);
      }}
    >
      <ul className="space-y-2.5">
        {deletedItems(website).map(({ id, icon: Icon, text }) => (
          <li key={id} className="flex items-start gap-3 text-sm text-slate-800">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      {website?.repository && !website.repository.createdByZappy ? (
        <p className="mt-4 text-sm text-slate-800">
          Its GitHub repository, <Address url={website.repository.htmlUrl} />, stays: Zappy did not
          create it.
        </p>
      ) : null}
      <p className="mt-5 flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        This action cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
