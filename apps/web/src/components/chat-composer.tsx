import { useId, useState, type KeyboardEvent, type ReactNode, type SubmitEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { cn } from '../lib/cn';
import type { ChatSize } from './chat-message';

interface ChatComposerProps {
  isBusy: boolean;
  /** Resolves false when the message was not delivered; the text then comes back. */
  onSend: (text: string) => Promise<boolean>;
  /** The text box's accessible name. */
  label: string;
  placeholder: string;
  /** The send button's accessible name. */
  sendLabel: string;
  /**
   * `page`: one line in a rounded bar (the wizard). `panel`: a box of two lines at the panel's
   * foot (customization), where Enter sends and Shift+Enter starts a new line.
   */
  size: ChatSize;
  /** Shown above the text box, e.g. the part of the preview the message is about. */
  context?: ReactNode;
}

const FIELD_STYLES = 'min-w-0 flex-1 bg-transparent text-slate-900 focus:outline-none';

/**
 * A chat's text box (spec section 5): a blank message, or one while the assistant is busy, is
 * not sent; a message that was not delivered comes back into the box.
 */
export function ChatComposer({
  isBusy,
  onSend,
  label,
  placeholder,
  sendLabel,
  size,
  context,
}: ChatComposerProps) {
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

  const field =
    size === 'panel' ? (
      <textarea
        id={inputId}
        dir="auto"
        rows={2}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        className={cn(
          FIELD_STYLES,
          'max-h-40 min-h-[2.75rem] resize-y px-2 py-1.5 text-sm placeholder:text-slate-600',
        )}
      />
    ) : (
      <input
        id={inputId}
        dir="auto"
        type="text"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        placeholder={placeholder}
        autoComplete="off"
        className={cn(FIELD_STYLES, 'py-2 placeholder:text-slate-500')}
      />
    );

  return (
    <form
      onSubmit={onSubmit}
      className={cn(size === 'panel' && 'border-t border-slate-200 bg-white p-3')}
    >
      {context ? <div className="mb-2">{context}</div> : null}
      <div
        className={cn(
          'flex gap-2 border border-slate-300 bg-white p-1.5 focus-within:border-indigo-600 focus-within:ring-2 focus-within:ring-indigo-600/30',
          size === 'panel' ? 'items-end rounded-xl' : 'items-center rounded-2xl pl-4 shadow-sm',
        )}
      >
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        {field}
        <button
          type="submit"
          disabled={!canSend}
          aria-label={sendLabel}
          className={cn(
            'inline-flex size-10 shrink-0 items-center justify-center bg-indigo-600 text-white transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-slate-300',
            size === 'panel'
              ? 'rounded-lg disabled:text-slate-700'
              : 'rounded-xl disabled:text-slate-600',
          )}
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
    </form>
  );
}
