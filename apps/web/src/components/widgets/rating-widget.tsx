import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { RATING_STARS } from '@zappy/contract/constants';
import { cn } from '../../lib/cn';
import type { WidgetProps } from './types';
import { WidgetFrame } from './widget-frame';
import { useWidgetWords } from './widget-words';

const stars = Array.from({ length: RATING_STARS }, (_, index) => index + 1);

/** 1 to 5 stars as a radio group; Submit needs a rating. */
export function RatingWidget({ widget, onSubmit }: WidgetProps) {
  const words = useWidgetWords().rating;
  const name = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? rating ?? 0;

  return (
    <WidgetFrame
      question={widget.question}
      hint={rating === null ? words.rate(RATING_STARS) : words.rated(rating)}
      canSubmit={rating !== null}
      onSubmit={() => {
        if (rating !== null)
          onSubmit(
            { type: widget.type, value: rating, question: widget.question },
            words.answer(rating, RATING_STARS),
          );
      }}
    >
      <div className="inline-flex flex-col">
        <div
          className="flex gap-1"
          onMouseLeave={() => {
            setHovered(null);
          }}
        >
          {stars.map((count) => (
            <label
              key={count}
              onMouseEnter={() => {
                setHovered(count);
              }}
              className="cursor-pointer rounded-lg p-1.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-indigo-600"
            >
              <input
                type="radio"
                name={name}
                value={count}
                checked={rating === count}
                onChange={() => {
                  setRating(count);
                }}
                data-widget-focus={count === 1 ? '' : undefined}
                className="sr-only"
              />
              <span className="sr-only">{words.stars(count)}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  'size-9 transition-colors',
                  count <= shown
                    ? 'fill-amber-400 text-amber-600'
                    : 'fill-transparent text-slate-500',
                )}
              />
            </label>
          ))}
        </div>
        {widget.minLabel || widget.maxLabel ? (
          <p className="mt-1 flex justify-between gap-4 px-1.5 text-sm text-slate-600">
            <span>
              <span className="sr-only">{words.stars(1)}:</span> {widget.minLabel}
            </span>{' '}
            <span className="text-right">
              <span className="sr-only">{words.stars(RATING_STARS)}:</span> {widget.maxLabel}
            </span>
          </p>
        ) : null}
      </div>
    </WidgetFrame>
  );
}
