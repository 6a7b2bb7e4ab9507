import { useId, useState } from 'react';
import { ChoiceCard } from './choice-card';
import type { WidgetProps } from './types';
import { WidgetFrame } from './widget-frame';

/** One colour from swatches; Submit needs a selection. */
export function ColorPickerWidget({ widget, onSubmit }: WidgetProps) {
  const name = useId();
  const colors = widget.colors ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const choice = colors.find((color) => color.value === selected);

  return (
    <WidgetFrame
      question={widget.question}
      hint="Choose one colour."
      canSubmit={choice !== undefined}
      onSubmit={() => {
        if (choice)
          onSubmit(
            { type: widget.type, value: choice.value, question: widget.question },
            choice.name,
          );
      }}
    >
      <div className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
        {colors.map((color, index) => (
          <ChoiceCard
            key={color.value}
            type="radio"
            name={name}
            value={color.value}
            checked={selected === color.value}
            onChange={() => {
              setSelected(color.value);
            }}
            isFocusTarget={index === 0}
            className="items-center"
          >
            <span className="flex items-center gap-2.5">
              <span
                aria-hidden="true"
                className="size-8 shrink-0 rounded-full shadow-inner ring-1 ring-slate-900/15"
                style={{ backgroundColor: color.value }}
              />
              <span className="font-medium text-slate-900">{color.name}</span>
            </span>
          </ChoiceCard>
        ))}
      </div>
    </WidgetFrame>
  );
}
