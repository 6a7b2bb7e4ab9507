import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Plug } from 'lucide-react';
import { directionOf, languageOf } from '@zappy/locales/names';
import { Button } from '../../../components/ui/button';
import { useAppWords } from '../../../lib/use-app-words';
import { EMAIL_SEND_TOOL } from '../lib/categories';
import {
  IntegrationSpeechContext,
  useIntegrationWordsIn,
  type IntegrationSpeech,
} from '../lib/integration-words';
import { AddIntegrationsModal, type PreselectedTool } from './add-integrations-modal';
import { EmailIntegrationDialog } from './email-integration-dialog';
import { INTEGRATIONS_PANEL_ID, IntegrationsPanel } from './integrations-panel';

export interface IntegrationsControlProps {
  websiteId: string;
  /** A new version was made (an apply, an edit or a removal): the preview reloads. */
  onApplied: () => void;
  /** The site's language (a BCP 47 tag), for the panel's own words; English without one. */
  language?: string | undefined;
}

/**
 * The preview's Integrations button (spec section 2) with what it opens: the integrations panel,
 * the Add Integrations modal and the Email integration dialog, all in the site's language (the
 * button's own name is the spec's English). Its words load as the button mounts, so the panel
 * speaks the site's language by the time it opens.
 */
export function IntegrationsControl({ websiteId, onApplied, language }: IntegrationsControlProps) {
  const { words: appWords } = useAppWords(language);
  const { words } = useIntegrationWordsIn(language);
  const lang = languageOf(language ?? 'en') ?? 'en';
  const closeLabel = appWords.dialog.close;
  const speech = useMemo<IntegrationSpeech>(
    () => ({ words, lang, dir: directionOf(lang), closeLabel }),
    [words, lang, closeLabel],
  );
  const [isPanelOpen, setIsPanelOpen] = useState(false);
  // The modal mounts afresh on each opening, so it starts from the tool it was opened for.
  const [adding, setAdding] = useState<{ key: number; tool: PreselectedTool | null } | null>(null);
  const [isEmailOpen, setIsEmailOpen] = useState(false);

  return (
    <IntegrationSpeechContext value={speech}>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={isPanelOpen}
        aria-controls={isPanelOpen ? INTEGRATIONS_PANEL_ID : undefined}
        onClick={() => {
          setIsPanelOpen(true);
        }}
      >
        <Plug aria-hidden="true" className="size-4" />
        Integrations
      </Button>

      {isPanelOpen ? (
        <IntegrationsPanel
          websiteId={websiteId}
          onClose={() => {
            setIsPanelOpen(false);
          }}
          onAdd={(tool) => {
            setAdding({ key: Date.now(), tool });
          }}
          onSetUpEmail={() => {
            setIsEmailOpen(true);
          }}
          onChanged={onApplied}
        />
      ) : null}

      {adding ? (
        <AddIntegrationsModal
          key={adding.key}
          open
          websiteId={websiteId}
          preselected={adding.tool}
          onClose={() => {
            setAdding(null);
          }}
          onApplied={(_response, selected) => {
            toast.success(words.add.applied);
            // Spec section 4: the panel closes first, then the preview reloads.
            setAdding(null);
            setIsPanelOpen(false);
            onApplied();
            if (selected.some((item) => item.toolName === EMAIL_SEND_TOOL)) setIsEmailOpen(true);
          }}
        />
      ) : null}

      {isEmailOpen ? (
        <EmailIntegrationDialog
          open
          websiteId={websiteId}
          onClose={() => {
            setIsEmailOpen(false);
          }}
        />
      ) : null}
    </IntegrationSpeechContext>
  );
}
