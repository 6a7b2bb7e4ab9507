import { Fragment, useId, useState, type ReactNode } from 'react';
import type { ChoiceInputProps } from './choice-card';
import type { WidgetProps } from './types';
import { WidgetFrame } from './widget-frame';

interface ChoiceWidgetProps<T> extends WidgetProps {
  items: readonly T[];
  /** What the answer sends for an item; also its control's value. */
  valueOf: (item: T) => string;
  /** What the user's bubble shows for it. */
  labelOf: (item: T) => string;
  /** Any number of items (checkboxes, `values`) rather than one (radios, `value`). */
  isMultiple?: boolean;
  /** The visible instruction; a multiple choice adds how many are selected. */
  hint: string;
  /** The grid the items sit in. */
  className: string;
  /** One item around its native control, which must be rendered as given. */
  renderItem: (item: T, input: ChoiceInputProps) => ReactNode;
}

/**
 * The selection logic every choice widget shares (single and multiple select, colours,
 * palettes, images): Submit needs at least one choice (spec section 5), and answers in the
 * items' order, whatever order they were ticked in.
 */
export function ChoiceWidget<T>({
  widget,
  onSubmit,
  items,
  valueOf,
  labelOf,
  isMultiple = false,
  hint,
  className,
  renderItem,
}: ChoiceWidgetProps<T>) {
  const name = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const chosen = items.filter((item) => selected.has(valueOf(item)));

  const select = (value: string, isChecked: boolean) => {
    setSelected((previous) => {
      if (!isMultiple) return new Set([value]);
      const next = new Set(previous);
      if (isChecked) next.add(value);
      else next.delete(value);
      return next;
    });
  };

  const submit = () => {
    const [first] = chosen;
    if (first === undefined) return;
    const { type, question } = widget;
    const label = chosen.map(labelOf).join(', ');
    if (isMultiple) onSubmit({ type, values: chosen.map(valueOf), question }, label);
    else onSubmit({ type, value: valueOf(first), question }, label);
  };

  return (
    <WidgetFrame
      question={widget.question}
      hint={isMultiple && chosen.length > 0 ? `${chosen.length} selected. ${hint}` : hint}
      canSubmit={chosen.length > 0}
      onSubmit={submit}
    >
      <div className={className}>
        {items.map((item, index) => {
          const value = valueOf(item);
          return (
            <Fragment key={value}>
              {renderItem(item, {
                type: isMultiple ? 'checkbox' : 'radio',
                name,
                value,
                checked: selected.has(value),
                onChange: (event) => {
                  select(value, event.target.checked);
                },
                'data-widget-focus': index === 0 ? '' : undefined,
              })}
            </Fragment>
          );
        })}
      </div>
    </WidgetFrame>
  );
}
