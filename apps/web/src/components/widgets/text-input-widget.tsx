import { useId, useState } from 'react';
import { WIDGET_TEXT_MAX_LENGTH } from '@zappy/contract/constants';
import { cn } from '../../lib/cn';
import type { WidgetProps } from './types';
import { WidgetFrame } from './widget-frame';
import { useWidgetWords } from './widget-words';

/** Free text with a counter against maxLength (default 500); Submit needs non-blank text. */
export function TextInputWidget({ widget, onSubmit }: WidgetProps) {
  const words = useWidgetWords();
  const inputId = useId();
  const counterId = useId();
  const maxLength = widget.maxLength ?? WIDGET_TEXT_MAX_LENGTH;
  const [text, setText] = useState('');
  const answer = text.trim();

  return (
    <WidgetFrame
      question={widget.question}
      hint={words.text}
      canSubmit={answer !== ''}
      isGroup={false}
      onSubmit={() => {
        onSubmit({ type: widget.type, value: answer, question: widget.question }, answer);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {widget.question}
      </label>
      <input
        dir="auto"
        id={inputId}
        type="text"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        maxLength={maxLength}
        placeholder={widget.placeholder}
        autoComplete="off"
        aria-describedby={counterId}
        data-widget-focus=""
        className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30"
      />
      <p
        id={counterId}
        className={cn(
          'mt-1.5 text-right text-xs tabular-nums',
          text.length >= maxLength ? 'font-semibold text-amber-800' : 'text-slate-600',
        )}
      >
        <span className="sr-only">{words.charactersUsed}</span> {text.length}/{maxLength}
      </p>
    </WidgetFrame>
  );
}
