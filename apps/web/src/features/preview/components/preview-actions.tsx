import type { ReactNode } from 'react';
import { ExternalLink, RefreshCw } from 'lucide-react';
import { ExportMenu } from '../../../components/export-menu';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAppWords } from '../../../lib/use-app-words';
import { useDisclosure } from '../../../lib/use-disclosure';
import { RegenerateDialog } from './regenerate-dialog';

/** What the Integrations button, composed in by the app, is given. */
export interface IntegrationsSlot {
  websiteId: string;
  /** An apply, an edit or a removal made a new version: the preview reloads. */
  onApplied: () => void;
  /** The site's language (a BCP 47 tag), when its model names one. */
  language?: string | undefined;
}

/**
 * Integrations, Regenerate, Export and Live Site (spec section 2). The Integrations button and
 * what it opens come from the integrations feature through `renderIntegrations`. The buttons'
 * names are the spec's English; what they open, and what is read after them, is in the site's
 * language.
 */
export function PreviewActions({
  websiteId,
  websiteName,
  siteUrl,
  isRegenerating,
  onRegenerate,
  onIntegrationsApplied,
  renderIntegrations,
  language,
}: {
  websiteId: string;
  websiteName: string;
  siteUrl: string | null;
  isRegenerating: boolean;
  onRegenerate: (improvements: string) => Promise<unknown>;
  onIntegrationsApplied: () => void;
  renderIntegrations?: (slot: IntegrationsSlot) => ReactNode;
  /** The site's language (a BCP 47 tag), when its model names one. */
  language?: string;
}) {
  const { words } = useAppWords(language);
  const regenerate = useDisclosure();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {renderIntegrations?.({ websiteId, onApplied: onIntegrationsApplied, language })}
      <Button variant="secondary" disabled={isRegenerating} onClick={regenerate.open}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Regenerate
      </Button>
      <ExportMenu
        websiteId={websiteId}
        words={words.preview.exportMenu}
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
          Live Site <span className="sr-only">{words.preview.newTab}</span>
        </a>
      ) : null}

      <RegenerateDialog
        open={regenerate.isOpen}
        websiteName={websiteName}
        onClose={regenerate.close}
        onRegenerate={onRegenerate}
        words={words.preview.regenerate}
        closeLabel={words.dialog.close}
      />
    </div>
  );
}
