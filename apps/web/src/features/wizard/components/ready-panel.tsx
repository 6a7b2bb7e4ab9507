import { useEffect, useRef } from 'react';
import { LogIn, PartyPopper, Wand2 } from 'lucide-react';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import type { AppWords } from '@zappy/locales/types';
import { Button } from '../../../components/ui/button';
import { isFocusLost } from '../../../lib/focus';
import { IconBadge } from '../../../components/ui/icon-badge';

interface ReadyPanelProps {
  /** The panel's words in the owner's language; its buttons keep the spec's texts. */
  words: AppWords['wizard']['ready'];
  isAuthenticated: boolean;
  authLoading: boolean;
  isGenerating: boolean;
  onGenerate: () => void;
  onSignIn: () => void;
}

/**
 * Spec section 2: when the conversation is ready, 'Generate My Website'; signed-out users see
 * 'Sign in to Generate Your Website' instead.
 */
export function ReadyPanel({
  words,
  isAuthenticated,
  authLoading,
  isGenerating,
  onGenerate,
  onSignIn,
}: ReadyPanelProps) {
  const actionsRef = useRef<HTMLDivElement>(null);

  // The answered widget took focus with it; the next step is this button.
  useEffect(() => {
    if (isFocusLost()) actionsRef.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [isAuthenticated, authLoading]);

  return (
    <section
      aria-labelledby="wizard-ready-heading"
      className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-purple-700 p-5 text-white shadow-xl shadow-indigo-900/20 sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-white/10 blur-2xl"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <IconBadge icon={PartyPopper} className="bg-white/15" />
          <div>
            <h2 id="wizard-ready-heading" className="text-lg font-bold">
              {words.title}
            </h2>
            <p className="mt-0.5 text-sm text-indigo-50">
              {isAuthenticated || authLoading ? words.build : words.signIn}
            </p>
          </div>
        </div>
        <div ref={actionsRef} className="shrink-0">
          {authLoading ? (
            <p role="status" className="text-sm font-medium text-white">
              {AUTH_MESSAGES.checkingAuthentication}
            </p>
          ) : isAuthenticated ? (
            <Button
              variant="inverse"
              size="lg"
              onClick={onGenerate}
              disabled={isGenerating}
              className="shrink-0"
            >
              <Wand2 aria-hidden="true" className="size-5" />
              {isGenerating ? words.starting : 'Generate My Website'}
            </Button>
          ) : (
            <Button variant="inverse" size="lg" onClick={onSignIn} className="shrink-0">
              <LogIn aria-hidden="true" className="size-5" />
              Sign in to Generate Your Website
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
