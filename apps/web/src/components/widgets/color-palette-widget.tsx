import { ChoiceCard } from './choice-card';
import { ChoiceWidget } from './choice-widget';
import type { WidgetProps } from './types';
import { useWidgetWords } from './widget-words';

/** One palette; Submit needs a selection. The palette's name is its value. */
export function ColorPaletteWidget(props: WidgetProps) {
  const words = useWidgetWords();
  return (
    <ChoiceWidget
      {...props}
      items={props.widget.palettes ?? []}
      valueOf={(palette) => palette.name}
      labelOf={(palette) => palette.name}
      hint={words.choosePalette}
      className="grid gap-2.5 sm:grid-cols-2"
      renderItem={(palette, input) => (
        <ChoiceCard input={input}>
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
      )}
    />
  );
}
