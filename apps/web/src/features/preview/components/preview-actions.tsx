import { ExternalLink, Plug, RefreshCw } from 'lucide-react';
import { ExportMenu } from '../../../components/export-menu';
import { Button, buttonClasses } from '../../../components/ui/button';
import { InfoDialog } from '../../../components/ui/info-dialog';
import { useDisclosure } from '../../../lib/use-disclosure';
import { RegenerateDialog } from './regenerate-dialog';

const INTEGRATION_CATEGORIES = [
  { name: 'Analytics', example: 'visitor statistics' },
  { name: 'Marketing', example: 'newsletters and campaigns' },
  { name: 'Communication', example: 'chat and email from your own domain' },
  { name: 'Social media', example: 'profiles and sharing' },
];

/** Integrations, Regenerate, Export and Live Site (spec section 2). */
export function PreviewActions({
  websiteId,
  websiteName,
  siteUrl,
  isRegenerating,
  onRegenerate,
}: {
  websiteId: string;
  websiteName: string;
  siteUrl: string | null;
  isRegenerating: boolean;
  onRegenerate: (improvements: string) => Promise<unknown>;
}) {
  const integrations = useDisclosure();
  const regenerate = useDisclosure();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={integrations.open}>
        <Plug aria-hidden="true" className="size-4" />
        Integrations
      </Button>
      <Button variant="secondary" disabled={isRegenerating} onClick={regenerate.open}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Regenerate
      </Button>
      <ExportMenu
        websiteId={websiteId}
        onError={(error) => {
          // Spec section 7: export failures in the preview are only logged (beyond the toast).
          // eslint-disable-next-line no-console -- the spec asks for the failure to be logged
          console.error(error);
        }}
      />
      {siteUrl ? (
        <a
          href={siteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Live Site <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}

      <RegenerateDialog
        open={regenerate.isOpen}
        websiteName={websiteName}
        onClose={regenerate.close}
        onRegenerate={onRegenerate}
      />
      <InfoDialog
        open={integrations.isOpen}
        onClose={integrations.close}
        title="Integrations"
        description={`Connect ${websiteName} to the tools you already use.`}
      >
        <p className="text-sm leading-6 text-slate-800">
          Integrations arrive soon. You will be able to add them to your site without touching any
          code:
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {INTEGRATION_CATEGORIES.map((category) => (
            <li key={category.name} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
              <p className="font-semibold text-slate-900">{category.name}</p>
              <p className="text-sm text-slate-700">{category.example}</p>
            </li>
          ))}
        </ul>
      </InfoDialog>
    </div>
  );
}
