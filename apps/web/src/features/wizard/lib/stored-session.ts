import { STORAGE_KEYS } from '@zappy/contract/constants';
import type { WizardChatMessage } from '@zappy/contract/wizard';
import { readStorage, removeStorage, writeStorage } from '../../../lib/browser-storage';
import type { WizardPhase, WizardSnapshot } from '../wizard-store';

export const WIZARD_RETURN_PATH = '/wizard';

/** What `wizard_state` holds (spec section 3: messages, conversation state, pending widget). */
interface StoredWizardState extends WizardSnapshot {
  conversationState: WizardPhase;
}

/**
 * Spec section 4: before sign-in the session id and state are kept in the browser, and the
 * sign-in remembers to come back to the wizard.
 */
export function storeSessionForSignIn(snapshot: WizardSnapshot): void {
  const state: StoredWizardState = {
    ...snapshot,
    conversationState: snapshot.readyToGenerate ? 'generating' : 'chatting',
  };
  writeStorage(STORAGE_KEYS.wizardSessionId, snapshot.sessionId);
  writeStorage(STORAGE_KEYS.wizardState, JSON.stringify(state));
  writeStorage(STORAGE_KEYS.authReturnTo, WIZARD_RETURN_PATH);
}

export function readStoredSessionId(): string | null {
  return readStorage(STORAGE_KEYS.wizardSessionId);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isChatMessage(value: unknown): value is WizardChatMessage {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    (value.type === 'user' || value.type === 'ai') &&
    typeof value.content === 'string' &&
    typeof value.timestamp === 'string'
  );
}

/**
 * The stored state for `sessionId`, or null when it is missing, unreadable or belongs to another
 * session. A structural check rather than zod keeps the schema library out of this chunk; the
 * value was written by this code and only its shape can have rotted.
 */
export function readStoredState(sessionId: string): WizardSnapshot | null {
  const raw = readStorage(STORAGE_KEYS.wizardState);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (
    !isRecord(parsed) ||
    parsed.sessionId !== sessionId ||
    !Array.isArray(parsed.messages) ||
    !parsed.messages.every(isChatMessage) ||
    typeof parsed.readyToGenerate !== 'boolean'
  ) {
    return null;
  }
  const widget = parsed.currentWidget;
  return {
    sessionId,
    messages: parsed.messages,
    currentWidget:
      isRecord(widget) && typeof widget.type === 'string'
        ? (widget as WizardSnapshot['currentWidget'])
        : null,
    readyToGenerate: parsed.readyToGenerate,
  };
}

export function clearStoredSession(): void {
  removeStorage(STORAGE_KEYS.wizardSessionId);
  removeStorage(STORAGE_KEYS.wizardState);
}
