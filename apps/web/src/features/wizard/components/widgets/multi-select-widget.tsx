import { useId, useState } from 'react';
import { ChoiceCard } from './choice-card';
import type { WidgetProps } from './types';
import { WidgetFrame } from './widget-frame';

/** Any number of options; Submit needs at least one. */
export function MultiSelectWidget({ widget, onSubmit }: WidgetProps) {
  const name = useId();
  const options = widget.options ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // In the options' order, whatever order they were ticked in.
  const chosen = options.filter((option) => selected.has(option.value));

  const toggle = (value: string, isChecked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (isChecked) next.add(value);
      else next.delete(value);
      return next;
    });
  };

  return (
    <WidgetFrame
      question={widget.question}
      hint={
        chosen.length === 0
          ? 'Choose all that apply.'
          : `${chosen.length} selected. Choose all that apply.`
      }
      canSubmit={chosen.length > 0}
      onSubmit={() => {
        onSubmit(
          {
            type: widget.type,
            values: chosen.map((option) => option.value),
            question: widget.question,
          },
          chosen.map((option) => option.label).join(', '),
        );
      }}
    >
      <div className="grid gap-2.5 sm:grid-cols-2">
        {options.map((option, index) => (
          <ChoiceCard
            key={option.value}
            type="checkbox"
            name={name}
            value={option.value}
            checked={selected.has(option.value)}
            onChange={(event) => {
              toggle(option.value, event.target.checked);
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
