import { useId, useState, type KeyboardEvent, type ReactNode, type SubmitEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { CUSTOMIZATION_MESSAGES as M } from '@zappy/contract/messages';

interface ChatComposerProps {
  isBusy: boolean;
  /** Resolves false when the message was not delivered; the text then comes back. */
  onSend: (text: string) => Promise<boolean>;
  /** Shown above the text box, e.g. the part of the preview the message is about. */
  context?: ReactNode;
}

/**
 * The customization chat's text box (spec section 5): a blank message, or one while the AI is
 * thinking or applying, is not sent. Enter sends, Shift+Enter starts a new line.
 */
export function ChatComposer({ isBusy, onSend, context }: ChatComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const canSend = text.trim() !== '' && !isBusy;

  const send = async () => {
    if (!canSend) return;
    const sent = text;
    setText('');
    const isDelivered = await onSend(sent);
    if (!isDelivered) setText((current) => (current === '' ? sent : current));
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter picks the word rather than sending.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-3">
      {context ? <div className="mb-2">{context}</div> : null}
      <div className="flex items-end gap-2 rounded-xl border border-slate-300 bg-white p-1.5 focus-within:border-indigo-600 focus-within:ring-2 focus-within:ring-indigo-600/30">
        <label htmlFor={inputId} className="sr-only">
          Your customization request
        </label>
        <textarea
          id={inputId}
          dir="auto"
          rows={2}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder={M.placeholder}
          className="max-h-40 min-h-[2.75rem] min-w-0 flex-1 resize-y bg-transparent px-2 py-1.5 text-sm text-slate-900 placeholder:text-slate-600 focus:outline-none"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-white transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
    </form>
  );
}
