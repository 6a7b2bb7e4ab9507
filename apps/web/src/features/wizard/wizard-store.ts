import { create } from 'zustand';
import type { Widget } from '@zappy/contract/widgets';
import type { WizardChatMessage } from '@zappy/contract/wizard';

/** Spec section 4 ("Wizard chat"): initial, chatting after the first message, generating when ready. */
export type WizardPhase = 'initial' | 'chatting' | 'generating';

/** The conversation as it is kept (spec section 3, "Wizard session (chat flow)"). */
export interface WizardSnapshot {
  sessionId: string;
  messages: WizardChatMessage[];
  currentWidget: Widget | null;
  readyToGenerate: boolean;
}

export interface WizardReply {
  response: string;
  widget: Widget | null;
  readyToGenerate: boolean;
}

interface WizardState {
  phase: WizardPhase;
  sessionId: string | null;
  messages: WizardChatMessage[];
  /** The widget waiting for an answer; it stays set while its answer is in flight. */
  currentWidget: Widget | null;
  readyToGenerate: boolean;
  isTyping: boolean;
  /** The initial view's text, kept so a failed start leaves it for another try. */
  draft: string;
  /**
   * Bumped by every reset: a reply that arrives after Start Over belongs to a conversation
   * that no longer exists and is dropped.
   */
  epoch: number;
  /** The language the server read in the owner's first message (undefined until it answered). */
  language: string | undefined;
  /**
   * The conversation Start Over left. Its address stays the page's until the navigation to
   * /wizard lands, and must not open it again meanwhile (use-route-session.ts).
   */
  leftSessionId: string | null;

  setDraft: (draft: string) => void;
  /** The first message: the chat opens with it and the typing indicator runs. */
  beginConversation: (prompt: string) => void;
  setLanguage: (language: string) => void;
  addUserMessage: (content: string) => void;
  addAiMessage: (content: string, widget?: Widget | null) => void;
  receiveReply: (reply: WizardReply, sessionId?: string) => void;
  /** A turn the server did not take: the indicator stops and the undelivered bubble goes. */
  failTurn: () => void;
  /** A start that failed: back to the initial view with the text still in the box. */
  abandonStart: () => void;
  hydrate: (snapshot: WizardSnapshot) => void;
  reset: () => void;
  /** Start Over: a reset that remembers which conversation it left. */
  leave: () => void;
  /** The page is at /wizard again: the conversation Start Over left may be opened again. */
  forgetLeftSession: () => void;
}

let messageCounter = 0;

/** Local ids only; `crypto.randomUUID` is missing outside secure contexts (plain-http hosts). */
function newMessageId(): string {
  messageCounter += 1;
  return `local-${Date.now().toString(36)}-${messageCounter}`;
}

export function createChatMessage(
  type: WizardChatMessage['type'],
  content: string,
  widget: Widget | null = null,
): WizardChatMessage {
  return { id: newMessageId(), type, content, timestamp: new Date().toISOString(), widget };
}

const emptyConversation = {
  phase: 'initial',
  sessionId: null,
  messages: [],
  currentWidget: null,
  readyToGenerate: false,
  isTyping: false,
  draft: '',
  language: undefined,
} as const;

/** An empty conversation after `state`'s: a reply to the one before is dropped (a new epoch). */
const freshConversation = (state: WizardState, leftSessionId: string | null) => ({
  ...emptyConversation,
  messages: [],
  epoch: state.epoch + 1,
  leftSessionId,
});

export const useWizardStore = create<WizardState>()((set) => ({
  ...emptyConversation,
  messages: [],
  epoch: 0,
  leftSessionId: null,

  setDraft: (draft) => {
    set({ draft });
  },

  setLanguage: (language) => {
    set({ language });
  },

  beginConversation: (prompt) => {
    set({
      phase: 'chatting',
      messages: [createChatMessage('user', prompt)],
      currentWidget: null,
      readyToGenerate: false,
      isTyping: true,
    });
  },

  addUserMessage: (content) => {
    set((state) => ({
      messages: [...state.messages, createChatMessage('user', content)],
      isTyping: true,
    }));
  },

  addAiMessage: (content, widget = null) => {
    set((state) => ({ messages: [...state.messages, createChatMessage('ai', content, widget)] }));
  },

  receiveReply: (reply, sessionId) => {
    set((state) => ({
      sessionId: sessionId ?? state.sessionId,
      messages: [...state.messages, createChatMessage('ai', reply.response, reply.widget)],
      currentWidget: reply.widget,
      readyToGenerate: reply.readyToGenerate,
      phase: reply.readyToGenerate ? 'generating' : 'chatting',
      isTyping: false,
      draft: '',
    }));
  },

  failTurn: () => {
    set((state) => {
      const last = state.messages[state.messages.length - 1];
      return {
        isTyping: false,
        messages: last?.type === 'user' ? state.messages.slice(0, -1) : state.messages,
      };
    });
  },

  abandonStart: () => {
    set({ phase: 'initial', messages: [], isTyping: false });
  },

  hydrate: (snapshot) => {
    set({
      sessionId: snapshot.sessionId,
      messages: snapshot.messages,
      currentWidget: snapshot.currentWidget,
      readyToGenerate: snapshot.readyToGenerate,
      phase: snapshot.readyToGenerate ? 'generating' : 'chatting',
      isTyping: false,
      draft: '',
    });
  },

  reset: () => {
    set((state) => freshConversation(state, null));
  },

  leave: () => {
    set((state) => freshConversation(state, state.sessionId));
  },

  forgetLeftSession: () => {
    set({ leftSessionId: null });
  },
}));
