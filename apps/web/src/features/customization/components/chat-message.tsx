import type { ReactNode } from 'react';
import type { CustomizationChatMessage } from '@zappy/contract/customization';
import { CUSTOMIZATION_MESSAGES as M } from '@zappy/contract/messages';
import { cn } from '../../../lib/cn';
import { AiAvatar } from '../../../components/ai-avatar';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function formatTime(timestamp: string) {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : timeFormat.format(date);
}

interface ChatMessageProps {
  message: CustomizationChatMessage;
  /** The message's widget, when it still matters (answerable, or showing a replaced image). */
  children?: ReactNode;
}

/** One bubble with its time: the owner's on the right, the assistant's on the left. */
export function ChatMessage({ message, children }: ChatMessageProps) {
  const isUser = message.type === 'user';
  const time = formatTime(message.timestamp);
  return (
    <li className={cn('flex gap-2.5', isUser ? 'justify-end' : 'justify-start')}>
      {isUser ? null : <AiAvatar />}
      <div className={cn('flex max-w-[88%] min-w-0 flex-col', isUser && 'items-end')}>
        <p className="sr-only">{isUser ? 'You said:' : 'Assistant said:'}</p>
        {message.isCustomizationSelection ? (
          <p className="mb-1 px-1 text-xs font-semibold text-slate-700">{M.selectedOption}</p>
        ) : null}
        {/* Owners write, and the assistant answers, in Hebrew or Arabic too: each bubble takes
            the direction of its own text. Server text is rendered as text, never as HTML. */}
        <div
          dir="auto"
          className={cn(
            'rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap',
            isUser
              ? 'rounded-br-md bg-indigo-600 text-white shadow-sm'
              : 'rounded-tl-md bg-white text-slate-800 shadow-sm ring-1 ring-slate-900/10',
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
