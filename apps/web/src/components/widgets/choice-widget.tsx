import { Fragment, useId, useState, type ReactNode } from 'react';
import type { ChoiceInputProps } from './choice-card';
import type { WidgetProps } from './types';
import { WidgetFrame } from './widget-frame';
import { useWidgetWords } from './widget-words';

interface ChoiceWidgetProps<T> extends WidgetProps {
  items: readonly T[];
  /** What the answer sends for an item; also its control's value. */
  valueOf: (item: T) => string;
  /** What the user's bubble shows for it. */
  labelOf: (item: T) => string;
  /** Any number of items (checkboxes, `values`) rather than one (radios, `value`). */
  isMultiple?: boolean;
  /** A multiple choice also takes the owner's own values, typed (comma-separated). */
  allowOwn?: boolean;
  /** The visible instruction; a multiple choice adds how many are selected. */
  hint: string;
  /** The grid the items sit in. */
  className: string;
  /** One item around its native control, which must be rendered as given. */
  renderItem: (item: T, input: ChoiceInputProps) => ReactNode;
  /** An item chosen from outside the items (a photo the owner just uploaded): each new one is selected. */
  chosenValue?: string | undefined;
  /** More controls under the items, inside the question's group (the image step's upload). */
  after?: ReactNode;
}

/** The owner's own values: what they typed, split at commas, blanks and repeats dropped. */
function ownValues(text: string): string[] {
  const values = text
    .split(',')
    .map((value) => value.trim().slice(0, 200))
    .filter((value) => value !== '');
  return [...new Set(values)].slice(0, 20);
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
  allowOwn = false,
  hint,
  className,
  renderItem,
  chosenValue,
  after,
}: ChoiceWidgetProps<T>) {
  const words = useWidgetWords();
  const name = useId();
  const ownId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Adjusted while rendering, as React advises for state that follows a prop.
  const [lastChosen, setLastChosen] = useState<string | undefined>(undefined);
  if (chosenValue !== lastChosen) {
    setLastChosen(chosenValue);
    if (chosenValue !== undefined) setSelected(new Set([chosenValue]));
  }
  const [ownText, setOwnText] = useState('');
  const chosen = items.filter((item) => selected.has(valueOf(item)));
  const typed = allowOwn && isMultiple ? ownValues(ownText) : [];
  const count = chosen.length + typed.length;

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
    const { type, question } = widget;
    if (isMultiple) {
      if (count === 0) return;
      const label = [...chosen.map(labelOf), ...typed].join(', ');
      onSubmit({ type, values: [...chosen.map(valueOf), ...typed], question }, label);
      return;
    }
    const [first] = chosen;
    if (first === undefined) return;
    onSubmit({ type, value: valueOf(first), question }, labelOf(first));
  };

  return (
    <WidgetFrame
      question={widget.question}
      hint={isMultiple && count > 0 ? `${words.selected(count)} ${hint}` : hint}
      canSubmit={count > 0}
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
      {allowOwn && isMultiple ? (
        <div className="mt-3">
          <label htmlFor={ownId} className="block text-sm font-medium text-slate-700">
            {words.ownValue}
          </label>
          <input
            id={ownId}
            type="text"
            value={ownText}
            maxLength={500}
            onChange={(event) => {
              setOwnText(event.target.value);
            }}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
          />
        </div>
      ) : null}
      {after}
    </WidgetFrame>
  );
}
