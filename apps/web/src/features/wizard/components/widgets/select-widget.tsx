import { useId, useState } from 'react';
import { ChoiceCard } from './choice-card';
import type { WidgetProps } from './types';
import { WidgetFrame } from './widget-frame';

/** One option; Submit needs a selection. */
export function SingleSelectWidget({ widget, onSubmit }: WidgetProps) {
  const name = useId();
  const options = widget.options ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const choice = options.find((option) => option.value === selected);

  return (
    <WidgetFrame
      question={widget.question}
      hint="Choose one option."
      canSubmit={choice !== undefined}
      onSubmit={() => {
        if (choice)
          onSubmit(
            { type: widget.type, value: choice.value, question: widget.question },
            choice.label,
          );
      }}
    >
      <div className="grid gap-2.5 sm:grid-cols-2">
        {options.map((option, index) => (
          <ChoiceCard
            key={option.value}
            type="radio"
            name={name}
            value={option.value}
            checked={selected === option.value}
            onChange={() => {
              setSelected(option.value);
            }}
            isFocusTarget={index === 0}
          >
            <span className="block font-medium text-slate-900">{option.label}</span>
            {option.description ? (
              <span className="mt-0.5 block text-sm text-slate-600">{option.description}</span>
            ) : null}
          </ChoiceCard>
        ))}
      </div>
    </WidgetFrame>
  );
}
