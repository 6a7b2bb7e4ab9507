import { useEffect } from 'react';
import { getWizardSession } from '../api/get-wizard-session';
import { clearStoredSession, readStoredSessionId, readStoredState } from '../lib/stored-session';
import { useWizardStore } from '../wizard-store';

function logRestoreFailure(error: unknown) {
  // Spec section 7 ("Handling of answers"): wizard API failures are only logged, never toasted.
  // eslint-disable-next-line no-console
  console.error('Wizard: restoring the session after sign-in failed', error);
}

/**
 * Spec section 4: back from sign-in, authenticated and in the initial state, the session kept
 * in the browser is restored, the stored copies are removed and Zappy says welcome back. A local
 * account's sign-in (the dialog) never leaves the page, so the same conversation still on screen
 * counts as returned too. `welcomeBack` is null while the owner's words are still loading: the
 * return is handled once they are there.
 */
export function useWelcomeBack(
  isAuthenticated: boolean,
  authLoading: boolean,
  welcomeBack: string | null,
) {
  const phase = useWizardStore((state) => state.phase);
  const sessionId = useWizardStore((state) => state.sessionId);

  useEffect(() => {
    if (authLoading || !isAuthenticated || welcomeBack === null) return;
    const storedId = readStoredSessionId();
    if (storedId === null) return;
    const isSameConversation = sessionId === storedId;
    if (phase !== 'initial' && !isSameConversation) return;

    const snapshot = isSameConversation ? null : readStoredState(storedId);
    clearStoredSession();
    const welcome = () => {
      useWizardStore.getState().addAiMessage(welcomeBack);
    };
    if (isSameConversation) {
      welcome();
      return;
    }
    if (snapshot) {
      useWizardStore.getState().hydrate(snapshot);
      welcome();
      return;
    }
    // The stored state was lost or unreadable; the server still has the conversation.
    const { epoch } = useWizardStore.getState();
    getWizardSession(storedId).then((session) => {
      const store = useWizardStore.getState();
      if (store.epoch !== epoch || store.phase !== 'initial') return;
      store.hydrate(session);
      welcome();
    }, logRestoreFailure);
  }, [isAuthenticated, authLoading, phase, sessionId, welcomeBack]);
}
