import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Building2, Sparkles, X } from 'lucide-react';
import type { EditSubject } from '@zappy/contract/customization';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useAppWords } from '../../../lib/use-app-words';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { BusinessInfoPanel } from '../../../components/business-info-panel';

/** The part of the preview the owner pointed at, with the words the chip shows for it. */
export interface CustomizationSubject {
  subject: EditSubject;
  label: string;
}

/** What the customization chat, composed in by the app, is given. */
export interface CustomizationChatSlot {
  websiteId: string;
  onUpdated: () => void;
  subject: CustomizationSubject | null;
  onClearSubject?: () => void;
  /** The site's language, when its model names one. */
  language?: string;
}

interface CustomizePanelProps {
  websiteId: string;
  /** The site's language, when its model names one: the chat and the panel's buttons speak it. */
  language?: string;
  /** A change is on its way live: the page follows the new version. */
  onUpdated: () => void;
  /** The Customize Website chat; features never import each other, so the app passes it in. */
  renderChat?: (chat: CustomizationChatSlot) => ReactNode;
  subject?: CustomizationSubject | null;
  onClearSubject?: () => void;
  /** Below the lg breakpoint the panel is a slide-over, shown while this is true. */
  isOpen: boolean;
  onClose: () => void;
}

export const CUSTOMIZE_PANEL_ID = 'customize-panel';
const WIDE_SCREEN = '(min-width: 64rem)';

/** True from Tailwind's lg breakpoint, where the panel sits in the page instead of sliding over. */
function useIsWideScreen() {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE_SCREEN);
      query.addEventListener('change', onChange);
      return () => {
        query.removeEventListener('change', onChange);
      };
    },
    () => window.matchMedia(WIDE_SCREEN).matches,
    () => true,
  );
}

/**
 * The left third of the preview (spec section 2): the Customize Website chat, with the
 * business-info editor at hand. Below lg it is a slide-over from the left with a backdrop; it
 * stays mounted while closed, so the conversation survives closing and opening it.
 */
export function CustomizePanel({
  websiteId,
  language,
  onUpdated,
  renderChat,
  subject = null,
  onClearSubject,
  isOpen,
  onClose,
}: CustomizePanelProps) {
  const words = useAppWords(language).words.preview;
  const [isEditing, setIsEditing] = useState(false);
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const isWideScreen = useIsWideScreen();
  const isSlideOver = isOpen && !isWideScreen;
  useFocusTrap(panel, isSlideOver, { onEscape: onClose });

  return (
    <>
      {isSlideOver ? (
        <div
          aria-hidden="true"
          data-testid="customize-backdrop"
          onClick={onClose}
          className="fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm"
        />
      ) : null}
      <section
        ref={setPanel}
        id={CUSTOMIZE_PANEL_ID}
        aria-labelledby="customize-heading"
        role={isSlideOver ? 'dialog' : undefined}
        aria-modal={isSlideOver ? true : undefined}
        tabIndex={isSlideOver ? -1 : undefined}
        className={cn(
          'min-w-0 flex-col overflow-hidden bg-white focus:outline-none',
          isSlideOver
            ? 'fixed inset-y-0 left-0 z-50 flex w-[min(28rem,calc(100vw-3rem))] shadow-2xl'
            : 'hidden rounded-2xl border border-slate-200 shadow-sm lg:flex lg:h-[calc(100vh-15rem)] lg:min-h-[36rem]',
        )}
      >
        <div className="flex items-center gap-3 border-b border-slate-200 bg-gradient-to-r from-indigo-600 to-purple-600 px-4 py-3 text-white">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-white/15">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id="customize-heading" className="text-lg font-bold">
              Customize Website
            </h2>
            <p className="text-sm text-indigo-50">AI-powered customization assistant</p>
          </div>
          <Button
            variant="inverse"
            size="sm"
            className="shrink-0"
            onClick={() => {
              setIsEditing(true);
            }}
          >
            <Building2 aria-hidden="true" className="size-4" />
            {words.businessInfo}
          </Button>
          {isSlideOver ? (
            <button
              type="button"
              onClick={onClose}
              aria-label={words.closeCustomize}
              className="-mr-1 rounded-lg p-2 text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
        {renderChat?.({ websiteId, onUpdated, subject, onClearSubject, language })}
      </section>
      {isEditing ? (
        <BusinessInfoPanel
          websiteId={websiteId}
          language={language}
          onClose={() => {
            setIsEditing(false);
          }}
          onUpdated={() => {
            setIsEditing(false);
            onUpdated();
          }}
        />
      ) : null}
    </>
  );
}
