import { useId, useState } from 'react';
import { ChoiceCard } from './choice-card';
import type { WidgetProps } from './types';
import { WidgetFrame } from './widget-frame';

/** One palette; Submit needs a selection. The palette's name is its value. */
export function ColorPaletteWidget({ widget, onSubmit }: WidgetProps) {
  const name = useId();
  const palettes = widget.palettes ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const choice = palettes.find((palette) => palette.name === selected);

  return (
    <WidgetFrame
      question={widget.question}
      hint="Choose one palette."
      canSubmit={choice !== undefined}
      onSubmit={() => {
        if (choice)
          onSubmit(
            { type: widget.type, value: choice.name, question: widget.question },
            choice.name,
          );
      }}
    >
      <div className="grid gap-2.5 sm:grid-cols-2">
        {palettes.map((palette, index) => (
          <ChoiceCard
            key={palette.name}
            type="radio"
            name={name}
            value={palette.name}
            checked={selected === palette.name}
            onChange={() => {
              setSelected(palette.name);
            }}
            isFocusTarget={index === 0}
          >
            <span className="block font-medium text-slate-900">{palette.name}</span>
            <span
              aria-hidden="true"
              className="mt-2 flex overflow-hidden rounded-lg ring-1 ring-slate-900/10"
            >
              {palette.colors.map((color, colorIndex) => (
                <span
                  // Palettes may repeat a colour, so the position keeps keys unique.
                  key={`${color}-${colorIndex}`}
                  className="h-7 flex-1"
                  style={{ backgroundColor: color }}
                />
              ))}
            </span>
            {palette.description ? (
              <span className="mt-2 block text-sm text-slate-600">{palette.description}</span>
            ) : null}
          </ChoiceCard>
        ))}
      </div>
    </WidgetFrame>
  );
}
