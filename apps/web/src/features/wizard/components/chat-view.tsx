import { lazy, Suspense, useEffect, useRef, type Ref } from 'react';
import { MessagesSquare, RotateCcw } from 'lucide-react';
import type { Widget, WidgetResponse } from '@zappy/contract/widgets';
import type { WizardChatMessage } from '@zappy/contract/wizard';
import type { AppWords } from '@zappy/locales/types';
import { ChatComposer } from '../../../components/chat-composer';
import { ChatMessage } from '../../../components/chat-message';
import { Button } from '../../../components/ui/button';
import { isSupportedWidget } from '../../../components/widgets/supported';
import type { ImageUploader } from '../../../components/widgets/types';
import { isFocusLost } from '../../../lib/focus';
import { lazyNamed } from '../../../lib/lazy-named';
import type { BriefHandle } from './brief-panel';
import { ReadyPanel } from './ready-panel';
import { TypingIndicator } from './typing-indicator';

// Shown only once the conversation is ready: its form and nine languages' words load then,
// keeping them out of the wizard's first load.
const BriefPanel = lazy(async () => ({
  default: (await import('./brief-panel')).BriefPanel,
}));

// The widgets come with the first question, not with the page: the wizard preloads their chunk
// as it opens, keeping it out of the wizard's first load.
export const WidgetPanel = lazyNamed(
  () => import('../../../components/widgets/widget-panel'),
  'WidgetPanel',
);

interface ChatViewProps {
  /** The wizard's words in the owner's language. */
  words: AppWords['wizard'];
  /** The conversation's own words (screen-reader lines, Send), in the owner's language. */
  chatWords: AppWords['chat'];
  /** The server's session, once the first reply came: the brief is read from it. */
  sessionId: string | null;
  briefRef?: Ref<BriefHandle>;
  messages: WizardChatMessage[];
  currentWidget: Widget | null;
  isTyping: boolean;
  isReady: boolean;
  isAuthenticated: boolean;
  authLoading: boolean;
  isGenerating: boolean;
  onSendText: (text: string) => Promise<boolean>;
  onSubmitWidget: (response: WidgetResponse, label: string) => void;
  onStartOver: () => void;
  onGenerate: () => void;
  onSignIn: () => void;
}

/**
 * The image step's "Upload your own", for this session. Its fetcher loads with the first upload,
 * not with the page (the /wizard page budget).
 */
function uploaderFor(sessionId: string): ImageUploader {
  return async (file, alt) => {
    const { uploadWizardImage } = await import('../api/upload-wizard-images');
    return uploadWizardImage(sessionId, file, alt);
  };
}

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** The conversation: bubbles, typing indicator, the pending widget or free text, and Generate. */
export function ChatView({
  words,
  chatWords,
  sessionId,
  briefRef,
  messages,
  currentWidget,
  isTyping,
  isReady,
  isAuthenticated,
  authLoading,
  isGenerating,
  onSendText,
  onSubmitWidget,
  onStartOver,
  onGenerate,
  onSignIn,
}: ChatViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastMessageRef = useRef<HTMLLIElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const lastMessage = messages[messages.length - 1];

  // The initial view (and its focused button) just went away: start from the chat's heading.
  useEffect(() => {
    if (isFocusLost()) headingRef.current?.focus({ preventScroll: true });
  }, []);

  // Keep the newest part in view: the start of a new reply (a tall widget may follow it), or
  // the bottom while the user's message and the typing indicator come in.
  useEffect(() => {
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (isTyping) endRef.current?.scrollIntoView({ block: 'end', behavior });
    else lastMessageRef.current?.scrollIntoView({ block: 'start', behavior });
  }, [isTyping, lastMessage?.id]);

  const isWidgetPending = currentWidget !== null && !isReady;
  // Spec section 2: free text only while chatting and no widget is pending. A widget this
  // screen cannot show is no real question, so free text stays the way forward.
  const showComposer =
    !isReady && (currentWidget === null || !isSupportedWidget(currentWidget.type));

  return (
    <div className="bg-gradient-to-b from-indigo-50/80 via-white to-white">
      <div className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
        <div className="flex items-start justify-between gap-4">
          <div className="flex items-center gap-3">
            <span className="hidden size-11 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-purple-600 text-white shadow-md shadow-indigo-600/20 sm:flex">
              <MessagesSquare aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h1
                ref={headingRef}
                tabIndex={-1}
                data-focus-fallback=""
                className="text-xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-2xl"
              >
                {words.title}
              </h1>
              <p className="text-sm text-slate-600">{words.intro}</p>
            </div>
          </div>
          <Button variant="secondary" size="sm" onClick={onStartOver} className="shrink-0">
            <RotateCcw aria-hidden="true" className="size-4" />
            Start Over
          </Button>
        </div>

        <div className="mt-6 rounded-3xl bg-slate-50/80 p-3 ring-1 ring-slate-900/5 sm:p-5">
          <div
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label={chatWords.conversation}
          >
            <ol className="space-y-5">
              {messages.map((message) => (
                <ChatMessage
                  key={message.id}
                  message={message}
                  assistantName="Zappy"
                  words={chatWords}
                  size="page"
                  ref={message === lastMessage ? lastMessageRef : undefined}
                />
              ))}
            </ol>
          </div>

          {isTyping ? (
            <div className="mt-5">
              <TypingIndicator label={words.typing} />
            </div>
          ) : null}

          {isWidgetPending && !isTyping ? (
            <div className="mt-4 sm:pl-11">
              <Suspense fallback={null}>
                <WidgetPanel
                  // A new question gets fresh controls even when it has the same type.
                  key={lastMessage?.id}
                  widget={currentWidget}
                  onSubmit={onSubmitWidget}
                  uploadImage={sessionId === null ? undefined : uploaderFor(sessionId)}
                />
              </Suspense>
            </div>
          ) : null}

          {isReady && !isTyping && sessionId !== null ? (
            <div className="mt-6">
              <Suspense fallback={null}>
                <BriefPanel sessionId={sessionId} ref={briefRef} />
              </Suspense>
            </div>
          ) : null}

          {isReady && !isTyping ? (
            <div className="mt-6">
              <ReadyPanel
                words={words.ready}
                isAuthenticated={isAuthenticated}
                authLoading={authLoading}
                isGenerating={isGenerating}
                onGenerate={onGenerate}
                onSignIn={onSignIn}
              />
            </div>
          ) : null}

          {showComposer ? (
            <div className="mt-5">
              <ChatComposer
                isBusy={isTyping}
                onSend={onSendText}
                label={words.messageLabel}
                placeholder={words.messagePlaceholder}
                sendLabel={chatWords.send}
                size="page"
              />
            </div>
          ) : null}
          <div ref={endRef} className="scroll-mb-6" />
        </div>
      </div>
    </div>
  );
}
