import type { Ref } from 'react';
import type { WizardChatMessage } from '@zappy/contract/wizard';
import { AiAvatar } from '../../../components/ai-avatar';
import { cn } from '../../../lib/cn';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function formatTime(timestamp: string) {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : timeFormat.format(date);
}

/** One bubble: the user's on the right in indigo, Zappy's on the left with its avatar. */
export function ChatMessage({
  message,
  ref,
}: {
  message: WizardChatMessage;
  ref?: Ref<HTMLLIElement>;
}) {
  const isUser = message.type === 'user';
  const time = formatTime(message.timestamp);
  return (
    <li
      ref={ref}
      className={cn('flex scroll-mt-24 gap-3', isUser ? 'justify-end' : 'justify-start')}
    >
      {isUser ? null : <AiAvatar />}
      <div className={cn('flex max-w-[85%] flex-col sm:max-w-[75%]', isUser && 'items-end')}>
        <p className="sr-only">{isUser ? 'You said:' : 'Zappy said:'}</p>
        {/* The owner may write, and the wizard answer, in Hebrew or Arabic: each bubble takes
            the direction of its own text. */}
        <div
          dir="auto"
          className={cn(
            'rounded-2xl px-4 py-2.5 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap',
            isUser
              ? 'rounded-br-md bg-indigo-600 text-white shadow-sm shadow-indigo-600/20'
              : 'rounded-tl-md bg-white text-slate-800 shadow-sm ring-1 ring-slate-900/10',
          )}
        >
          {message.content}
        </div>
        {time ? (
          <time dateTime={message.timestamp} className="mt-1 px-1 text-xs text-slate-600">
            {time}
          </time>
        ) : null}
      </div>
    </li>
  );
}
