import type { WidgetOption } from '@zappy/contract/widgets';
import { ChoiceCard, type ChoiceInputProps } from './choice-card';
import { ChoiceWidget } from './choice-widget';
import type { WidgetProps } from './types';
import { useWidgetWords } from './widget-words';

/** A single or multiple select option: its label and, when given, its description. */
function OptionCard({ option, input }: { option: WidgetOption; input: ChoiceInputProps }) {
  return (
    <ChoiceCard input={input}>
      <span className="block font-medium text-slate-900">{option.label}</span>
      {option.description ? (
        <span className="mt-0.5 block text-sm text-slate-600">{option.description}</span>
      ) : null}
    </ChoiceCard>
  );
}

/** single_select (one option) and multi_select (any number); Submit needs a selection. */
export function SelectWidget(props: WidgetProps) {
  const words = useWidgetWords();
  const isMultiple = props.widget.type === 'multi_select';
  return (
    <ChoiceWidget
      {...props}
      items={props.widget.options ?? []}
      valueOf={(option) => option.value}
      labelOf={(option) => option.label}
      isMultiple={isMultiple}
      allowOwn={isMultiple}
      hint={isMultiple ? words.chooseAll : words.chooseOne}
      className="grid gap-2.5 sm:grid-cols-2"
      renderItem={(option, input) => <OptionCard option={option} input={input} />}
    />
  );
}
