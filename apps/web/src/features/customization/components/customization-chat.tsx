import { useEffect, useRef } from 'react';
import type { CustomizationChatMessage, EditSubject } from '@zappy/contract/customization';
import { CUSTOMIZATION_MESSAGES as M } from '@zappy/contract/messages';
import { ChatComposer } from '../../../components/chat-composer';
import { ChatMessage } from '../../../components/chat-message';
import { WidgetWordsContext } from '../../../components/widgets/widget-words';
import { useAppWords } from '../../../lib/use-app-words';
import { useCustomizationChat } from '../hooks/use-customization-chat';
import { keepsSubject } from '../lib/subject-after';
import { ActivityIndicator } from './activity-indicator';
import { SubjectChip } from './subject-chip';
import { UndoButton } from './undo-button';
import { CustomizationWidget } from './widgets/customization-widget';

export interface CustomizationChatProps {
  websiteId: string;
  /** A change went live as a new version: the preview reloads. */
  onUpdated: () => void;
  /**
   * The part of the preview the owner pointed at: every message is about it until the owner
   * removes it, or a change takes it off the page.
   */
  subject?: { subject: EditSubject; label: string } | null;
  onClearSubject?: () => void;
  /** The site's language (a BCP 47 tag): the chat's own words and its widgets speak it. */
  language?: string;
}

/**
 * The Customize Website chat (spec section 2): the conversation, what the assistant is doing,
 * what went wrong, and the text box.
 */
export function CustomizationChat({
  websiteId,
  onUpdated,
  subject = null,
  onClearSubject,
  language,
}: CustomizationChatProps) {
  const { words } = useAppWords(language);
  const chat = useCustomizationChat({
    websiteId,
    onUpdated,
    // A change that removed or moved what "this" names ends the subject: "this" in the next
    // message would be another card, or nothing.
    onApplied: (data) => {
      if (subject && !keepsSubject(subject.subject, data.edits ?? [])) onClearSubject?.();
    },
    words: words.customize,
    restoreFailed: words.preview.versions.failed,
  });
  const logRef = useRef<HTMLDivElement>(null);
  const lastMessageId = chat.messages[chat.messages.length - 1]?.id;

  // The newest message, indicator or error is what the owner is waiting for: keep it in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastMessageId, chat.activity, chat.error]);

  const onSend = (text: string) => chat.sendText(text, subject?.subject);

  const onUndo = async (message: CustomizationChatMessage) => {
    await chat.undo(message);
    // The button was hidden meanwhile (and is gone once undone): focus stays in the
    // conversation, where the outcome is.
    logRef.current?.focus();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {/* The conversation scrolls on its own: focusable, so keyboard users can scroll it too. */}
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={words.customize.conversation}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
      >
        <WidgetWordsContext value={words.widgets}>
          <ol className="space-y-4">
            {chat.messages.map((message) => (
              <ChatMessage
                key={message.id}
                message={message}
                assistantName={words.chat.assistant}
                words={words.chat}
                size="panel"
                note={message.isCustomizationSelection ? M.selectedOption : null}
              >
                {message.widget ? (
                  <CustomizationWidget
                    widget={message.widget}
                    websiteId={websiteId}
                    isOpen={message.id === chat.openWidgetMessageId}
                    isBusy={chat.isBusy}
                    onSubmit={chat.submitWidget}
                    onUpdated={chat.onWidgetUpdated}
                    language={language}
                  />
                ) : message.undoVersion !== undefined && !chat.isBusy ? (
                  <UndoButton
                    version={message.undoVersion}
                    words={words.customize}
                    onUndo={() => {
                      void onUndo(message);
                    }}
                  />
                ) : null}
              </ChatMessage>
            ))}
          </ol>
        </WidgetWordsContext>
        {chat.activity === 'thinking' ? (
          <div className="mt-4">
            <ActivityIndicator label={M.thinking} />
          </div>
        ) : null}
        {chat.activity === 'applying' ? (
          <div className="mt-4">
            <ActivityIndicator label={M.applying} />
          </div>
        ) : null}
        {chat.error ? (
          <p
            role="alert"
            className="mt-4 rounded-xl bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            {chat.error}
          </p>
        ) : null}
      </div>
      <ChatComposer
        isBusy={chat.isBusy}
        onSend={onSend}
        label={words.customize.messageLabel}
        placeholder={M.placeholder}
        sendLabel={words.chat.send}
        size="panel"
        context={
          subject ? (
            <SubjectChip label={subject.label} words={words.customize} onRemove={onClearSubject} />
          ) : null
        }
      />
    </div>
  );
}
