import { useId, useState } from 'react';
import { cn } from '../../../../lib/cn';
import type { WidgetProps } from './types';
import { WidgetFrame } from './widget-frame';

/** One image from candidates (hero images); Submit needs a selection. */
export function ImageSelectorWidget({ widget, onSubmit }: WidgetProps) {
  const name = useId();
  const images = widget.images ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const choice = images.find((image) => image.id === selected);

  return (
    <WidgetFrame
      question={widget.question}
      hint="Choose one image."
      canSubmit={choice !== undefined}
      onSubmit={() => {
        if (choice)
          onSubmit(
            { type: widget.type, value: choice.id, question: widget.question },
            choice.label ?? choice.alt,
          );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {images.map((image, index) => (
          <label
            key={image.id}
            className={cn(
              'group flex cursor-pointer flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition-colors hover:border-indigo-300',
              'has-[:checked]:border-indigo-600 has-[:checked]:ring-2 has-[:checked]:ring-indigo-600',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
            )}
          >
            <img
              src={image.url}
              alt={image.alt}
              loading="lazy"
              className="aspect-[16/9] w-full bg-slate-100 object-cover"
            />
            <span className="flex items-start gap-2.5 p-3">
              <input
                type="radio"
                name={name}
                value={image.id}
                checked={selected === image.id}
                onChange={() => {
                  setSelected(image.id);
                }}
                data-widget-focus={index === 0 ? '' : undefined}
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-indigo-600 focus-visible:outline-none"
              />
              <span className="text-sm font-medium text-slate-900">{image.label ?? image.alt}</span>
            </span>
          </label>
        ))}
      </div>
    </WidgetFrame>
  );
}
