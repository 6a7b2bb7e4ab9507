import type { ReactNode, Ref } from 'react';
import type { AppWords } from '@zappy/locales/types';
import { AiAvatar } from './ai-avatar';
import { cn } from '../lib/cn';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function formatTime(timestamp: string) {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : timeFormat.format(date);
}

/** A chat's two sizes: the wizard's whole page, and the customization panel beside a preview. */
export type ChatSize = 'page' | 'panel';

const BUBBLE_STYLES: Record<ChatSize, { row: string; column: string; bubble: string }> = {
  page: {
    row: 'scroll-mt-24 gap-3',
    column: 'max-w-[85%] sm:max-w-[75%]',
    bubble: 'px-4 py-2.5 text-[0.95rem]',
  },
  panel: { row: 'gap-2.5', column: 'max-w-[88%] min-w-0', bubble: 'px-3.5 py-2.5 text-sm' },
};

interface ChatMessageProps {
  message: { type: string; content: string; timestamp: string };
  /** Who answers, as a screen reader announces it ("Zappy said:"). */
  assistantName: string;
  /** The lines a screen reader reads before each bubble, in the conversation's language. */
  words: Pick<AppWords['chat'], 'youSaid' | 'said'>;
  size: ChatSize;
  /** A line above the bubble, e.g. that the owner picked an offered option. */
  note?: ReactNode;
  /** What goes with the message under its bubble, e.g. its widget. */
  children?: ReactNode;
  ref?: Ref<HTMLLIElement>;
}

/** One bubble with its time: the owner's on the right in indigo, the assistant's on the left. */
export function ChatMessage({
  message,
  assistantName,
  words,
  size,
  note,
  children,
  ref,
}: ChatMessageProps) {
  const isUser = message.type === 'user';
  const time = formatTime(message.timestamp);
  const styles = BUBBLE_STYLES[size];
  return (
    <li ref={ref} className={cn('flex', styles.row, isUser ? 'justify-end' : 'justify-start')}>
      {isUser ? null : <AiAvatar />}
      <div className={cn('flex flex-col', styles.column, isUser && 'items-end')}>
        <p className="sr-only">{isUser ? words.youSaid : words.said(assistantName)}</p>
        {note ? <p className="mb-1 px-1 text-xs font-semibold text-slate-700">{note}</p> : null}
        {/* Owners write, and the assistant answers, in Hebrew or Arabic too: each bubble takes
            the direction of its own text. Server text is rendered as text, never as HTML. */}
        <div
          dir="auto"
          className={cn(
            'rounded-2xl leading-relaxed break-words whitespace-pre-wrap',
            styles.bubble,
            isUser
              ? 'rounded-br-md bg-indigo-600 text-white shadow-sm'
              : 'rounded-tl-md bg-white text-slate-800 shadow-sm ring-1 ring-slate-900/10',
            isUser && size === 'page' && 'shadow-indigo-600/20',
          )}
        >
          {message.content}
        </div>
        {children ? <div className="mt-2 w-full">{children}</div> : null}
        {time ? (
          <time dateTime={message.timestamp} className="mt-1 px-1 text-xs text-slate-600">
            {time}
          </time>
        ) : null}
      </div>
    </li>
  );
}
