import { WIZARD_TYPING_DELAY_MS, type SiteLanguage } from '@zappy/contract/constants';
import type { WidgetResponse } from '@zappy/contract/widgets';
import { ApiError } from '../../../lib/api-client';
import { useContinueConversation } from '../api/continue-conversation';
import { getWizardSession } from '../api/get-wizard-session';
import { useStartConversation } from '../api/start-conversation';
import { clearStoredSession } from '../lib/stored-session';
import { useWizardStore } from '../wizard-store';

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

function logWizardFailure(action: string, error: unknown) {
  // Spec section 7 ("Handling of answers"): wizard API failures are only logged, never toasted.
  // eslint-disable-next-line no-console
  console.error(`Wizard: ${action} failed`, error);
}

/** The language the server read in a new conversation; none when it could not be read. */
async function languageOf(sessionId: string): Promise<string | undefined> {
  try {
    const { requirements } = await getWizardSession(sessionId);
    return requirements.inputLanguage ?? requirements.language;
  } catch {
    return undefined;
  }
}

/** Switches the owner's words when the server now reads another language in the session. */
function followLanguage(sessionId: string, epoch: number) {
  void languageOf(sessionId).then((read) => {
    const store = useWizardStore.getState();
    if (read && store.epoch === epoch && read !== store.language) store.setLanguage(read);
  });
}

/**
 * The conversation's turns. Each reply waits for both the API and the typing delay (spec
 * section 4: an AI reply appears after a 1.5 s typing indicator), which run side by side.
 */
export function useWizardChat() {
  const startMutation = useStartConversation();
  const continueMutation = useContinueConversation();

  /**
   * The first message, with the site language the owner chose (none: the language they write
   * in); resolves false when it failed (the view goes back with the text kept).
   */
  const sendFirstMessage = async (prompt: string, language?: SiteLanguage): Promise<boolean> => {
    const initialPrompt = prompt.trim();
    if (initialPrompt === '') return false;
    const store = useWizardStore.getState();
    const { epoch } = store;
    store.beginConversation(initialPrompt);
    try {
      const started = startMutation.mutateAsync({
        initialPrompt,
        ...(language ? { language } : {}),
      });
      // The owner's language is read while Zappy types, so the first question is in it; a slow
      // read never holds the reply back and switches the words when it arrives.
      void started
        .then((reply) => languageOf(reply.sessionId))
        .then((read) => {
          if (read && useWizardStore.getState().epoch === epoch)
            useWizardStore.getState().setLanguage(read);
        })
        .catch(() => undefined);
      const [reply] = await Promise.all([started, wait(WIZARD_TYPING_DELAY_MS)]);
      if (useWizardStore.getState().epoch !== epoch) return false;
      useWizardStore.getState().receiveReply(reply, reply.sessionId);
      return true;
    } catch (error: unknown) {
      logWizardFailure('starting the conversation', error);
      if (useWizardStore.getState().epoch === epoch) useWizardStore.getState().abandonStart();
      return false;
    }
  };

  /** Reloads the session after another tab answered first, so this one shows what happened. */
  const resync = async (sessionId: string, epoch: number) => {
    try {
      const session = await getWizardSession(sessionId);
      if (useWizardStore.getState().epoch === epoch) useWizardStore.getState().hydrate(session);
    } catch (error: unknown) {
      logWizardFailure('reloading the session', error);
    }
  };

  const sendTurn = async (
    userText: string,
    request:
      | { messageType: 'text'; message: string }
      | { messageType: 'widget_response'; message: WidgetResponse },
  ): Promise<boolean> => {
    const store = useWizardStore.getState();
    const { epoch, sessionId, isTyping } = store;
    if (sessionId === null || isTyping) return false;
    store.addUserMessage(userText);
    try {
      const [reply] = await Promise.all([
        continueMutation.mutateAsync({ sessionId, ...request }),
        wait(WIZARD_TYPING_DELAY_MS),
      ]);
      if (useWizardStore.getState().epoch !== epoch) return false;
      useWizardStore.getState().receiveReply(reply);
      // A first message too short to tell ("Ho una gelateria") is read again with each reply
      // typed: the widgets follow the language the server reads from everything written.
      if (request.messageType === 'text') followLanguage(sessionId, epoch);
      return true;
    } catch (error: unknown) {
      logWizardFailure('sending a message', error);
      if (useWizardStore.getState().epoch !== epoch) return false;
      useWizardStore.getState().failTurn();
      if (error instanceof ApiError && error.status === 409) await resync(sessionId, epoch);
      return false;
    }
  };

  /** Free text; resolves false when it was not delivered, so the composer can give it back. */
  const sendText = (text: string): Promise<boolean> => {
    const message = text.trim();
    if (message === '') return Promise.resolve(false);
    return sendTurn(message, { messageType: 'text', message });
  };

  /** A widget answer: the bubble shows the chosen labels, the server gets the values. */
  const submitWidget = (response: WidgetResponse, label: string): Promise<boolean> =>
    sendTurn(label, { messageType: 'widget_response', message: response });

  const startOver = () => {
    clearStoredSession();
    useWizardStore.getState().leave();
  };

  return { sendFirstMessage, sendText, submitWidget, startOver };
}
