import { useRef, useState } from 'react';
import type {
  CustomizationChatMessage,
  CustomizationContinueResponse,
  CustomizationData,
  EditSubject,
} from '@zappy/contract/customization';
import type { WidgetResponse } from '@zappy/contract/widgets';
import { CUSTOMIZATION_MESSAGES as M } from '@zappy/contract/messages';
import type { AppWords } from '@zappy/locales/types';
import { restoreVersion } from '../../../lib/restore-version';
import { applyCustomization } from '../api/apply-customization';
import { continueCustomization } from '../api/continue-customization';
import { startCustomization } from '../api/start-customization';
import {
  assistantMessage,
  findOpenWidgetMessageId,
  userMessage,
  welcomeMessage,
  withoutUndo,
} from '../lib/chat-messages';
import { errorText } from '../lib/error-text';

/** Spec section 4: initial, chatting after the first message, customizing while applying. */
export type CustomizationPhase = 'initial' | 'chatting' | 'customizing';
export type CustomizationActivity = 'idle' | 'thinking' | 'applying';

interface UseCustomizationChatOptions {
  websiteId: string;
  /** A change went live as a new version: the preview reloads. */
  onUpdated: () => void;
  /** The change a reply made was applied (before `onUpdated`). */
  onApplied?: (data: CustomizationData) => void;
  /** The chat's own words, in the site's language. */
  words: AppWords['customize'];
  /** What the chat says when an undo failed for no reason of the server's: the versions panel's. */
  restoreFailed: string;
}

/**
 * The customization conversation: the first message starts a session, later ones continue it,
 * and a reply that is ready to apply is applied right away; the newest change applied can be
 * undone. Each send resolves false when the message was not delivered, so the composer can give
 * the owner's text back.
 */
export function useCustomizationChat({
  websiteId,
  onUpdated,
  onApplied,
  words,
  restoreFailed,
}: UseCustomizationChatOptions) {
  const [openedAt] = useState(() => new Date().toISOString());
  const [conversation, setConversation] = useState<CustomizationChatMessage[]>([]);
  // The greeting is worded on every render: it follows the site's language once that has loaded.
  const messages = [welcomeMessage(words.welcome, openedAt), ...conversation];
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [activity, setActivity] = useState<CustomizationActivity>('idle');
  const [error, setError] = useState<string | null>(null);
  // State updates land after the next render; this blocks a second send in the meantime.
  const isBusyRef = useRef(false);

  const apply = async (data: CustomizationData) => {
    setActivity('applying');
    try {
      const result = await applyCustomization(websiteId, data);
      if (!result.success) throw new Error(M.applyFailed);
      // The reply before this one said what changes, in the owner's language; the server's
      // summary is English topics, so this only says the change is live, and offers to undo it.
      const done = assistantMessage(words.applied(result.versionNumber), {
        undoVersion: result.previousVersion,
      });
      setConversation((current) => [...withoutUndo(current), done]);
      onApplied?.(data);
      onUpdated();
    } catch (caught: unknown) {
      setError(errorText(caught, M.applyFailed));
    }
  };

  const runTurn = async (
    message: CustomizationChatMessage,
    send: () => Promise<CustomizationContinueResponse>,
    failedText: string,
  ): Promise<boolean> => {
    if (isBusyRef.current) return false;
    isBusyRef.current = true;
    setError(null);
    setConversation((current) => [...current, message]);
    setActivity('thinking');
    try {
      const reply = await send();
      setConversation((current) => [
        ...current,
        assistantMessage(reply.response, { id: reply.messageId, widget: reply.widget }),
      ]);
      if (reply.readyToApply && reply.customizationData) await apply(reply.customizationData);
      return true;
    } catch (caught: unknown) {
      // Not delivered: the bubble goes (the composer gets the text back, a widget reopens).
      setConversation((current) => current.filter((item) => item.id !== message.id));
      setError(errorText(caught, failedText));
      return false;
    } finally {
      setActivity('idle');
      isBusyRef.current = false;
    }
  };

  /** Takes back the change `message` reports by restoring the version before it (a new version). */
  const undo = async (message: CustomizationChatMessage) => {
    const version = message.undoVersion;
    if (version === undefined || isBusyRef.current) return;
    isBusyRef.current = true;
    setError(null);
    setActivity('applying');
    try {
      await restoreVersion(websiteId, version, { redirectOnUnauthorized: false });
      setConversation((current) => [
        ...withoutUndo(current),
        assistantMessage(words.undone(version)),
      ]);
      onUpdated();
    } catch (caught: unknown) {
      // The change is still live: its Undo stays, to try again.
      setError(errorText(caught, restoreFailed));
    } finally {
      setActivity('idle');
      isBusyRef.current = false;
    }
  };

  /**
   * A widget made a version of its own (an image replaced, the business info saved): undoing an
   * earlier change would now drop it too, so that offer goes.
   */
  const onWidgetUpdated = () => {
    setConversation(withoutUndo);
    onUpdated();
  };

  /** Free text, about `subject` when the owner pointed at part of the preview. */
  const sendText = (text: string, subject?: EditSubject): Promise<boolean> => {
    const content = text.trim();
    if (content === '') return Promise.resolve(false);
    if (sessionId === null) {
      return runTurn(
        userMessage(content),
        async () => {
          const reply = await startCustomization({ websiteId, initialPrompt: content, subject });
          setSessionId(reply.sessionId);
          return reply;
        },
        M.startFailed,
      );
    }
    return runTurn(
      userMessage(content),
      () =>
        continueCustomization({
          sessionId,
          websiteId,
          messageType: 'text',
          message: content,
          subject,
        }),
      M.continueFailed,
    );
  };

  /** A widget's answer: the bubble shows `label`, the server gets the response. */
  const submitWidget = (
    response: WidgetResponse,
    label: string,
    flags: { isCustomizationSelection?: boolean } = {},
  ): Promise<boolean> => {
    if (sessionId === null) return Promise.resolve(false);
    return runTurn(
      userMessage(label, flags),
      () =>
        continueCustomization({
          sessionId,
          websiteId,
          messageType: 'widget_response',
          message: response,
        }),
      M.continueFailed,
    );
  };

  // The owner's first message moves the chat on, even while its session is still being opened.
  const hasOwnerWritten = messages.some((message) => message.type === 'user');
  const phase: CustomizationPhase =
    activity === 'applying'
      ? 'customizing'
      : sessionId !== null || hasOwnerWritten
        ? 'chatting'
        : 'initial';

  return {
    messages,
    phase,
    activity,
    isBusy: activity !== 'idle',
    error,
    /** An image replacement failed outside a turn; it is shown like any other error. */
    showError: setError,
    openWidgetMessageId: findOpenWidgetMessageId(messages),
    sendText,
    submitWidget,
    undo,
    onWidgetUpdated,
  };
}
