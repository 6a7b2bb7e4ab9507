import { ChoiceCard } from './choice-card';
import { ChoiceWidget } from './choice-widget';
import type { WidgetProps } from './types';
import { useWidgetWords } from './widget-words';

/** One colour from swatches; Submit needs a selection. */
export function ColorPickerWidget(props: WidgetProps) {
  const words = useWidgetWords();
  return (
    <ChoiceWidget
      {...props}
      items={props.widget.colors ?? []}
      valueOf={(color) => color.value}
      labelOf={(color) => color.name}
      hint={words.chooseColour}
      className="grid grid-cols-2 gap-2.5 sm:grid-cols-4"
      renderItem={(color, input) => (
        <ChoiceCard input={input} className="items-center">
          <span className="flex items-center gap-2.5">
            <span
              aria-hidden="true"
              className="size-8 shrink-0 rounded-full shadow-inner ring-1 ring-slate-900/15"
              style={{ backgroundColor: color.value }}
            />
            <span className="font-medium text-slate-900">{color.name}</span>
          </span>
        </ChoiceCard>
      )}
    />
  );
}
