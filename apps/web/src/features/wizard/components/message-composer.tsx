import { useId, useState, type SubmitEvent } from 'react';
import { SendHorizontal } from 'lucide-react';

interface MessageComposerProps {
  isBusy: boolean;
  /** Resolves false when the message was not delivered; the text then comes back. */
  onSend: (text: string) => Promise<boolean>;
}

/** The free-text input of the chat; a message must not be blank (spec section 5). */
export function MessageComposer({ isBusy, onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const canSend = text.trim() !== '' && !isBusy;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSend) return;
    const sent = text;
    setText('');
    const isDelivered = await onSend(sent);
    if (!isDelivered) setText((current) => (current === '' ? sent : current));
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="flex items-center gap-2 rounded-2xl border border-slate-300 bg-white p-1.5 pl-4 shadow-sm focus-within:border-indigo-600 focus-within:ring-2 focus-within:ring-indigo-600/30"
    >
      <label htmlFor={inputId} className="sr-only">
        Your message
      </label>
      <input
        id={inputId}
        dir="auto"
        type="text"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        placeholder="Type your message…"
        autoComplete="off"
        className="min-w-0 flex-1 bg-transparent py-2 text-slate-900 placeholder:text-slate-500 focus:outline-none"
      />
      <button
        type="submit"
        disabled={!canSend}
        aria-label="Send message"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white transition-colors hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
