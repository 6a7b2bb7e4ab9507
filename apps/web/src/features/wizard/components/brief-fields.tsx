import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { Plus, X } from 'lucide-react';
import type { BriefEdit } from '@zappy/contract/brief';
import type { AppWords } from '@zappy/locales/types';
import { Button } from '../../../components/ui/button';
import { fieldControlClasses, LabelledField } from '../../../components/ui/text-field';
import type { BriefErrors } from '../lib/brief-form';

type BriefWords = AppWords['brief'];

interface BriefInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  className?: string;
}

/** A labelled brief field whose hint and error are read with it. */
export function BriefInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  className,
  ...inputProps
}: BriefInputProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim();
  return (
    <LabelledField id={id} label={label} className={className}>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={fieldControlClasses}
        {...inputProps}
      />
      {error ? <FieldError id={`${id}-error`} text={error} /> : null}
    </LabelledField>
  );
}

interface BriefSelectProps {
  id: string;
  label: string;
  value: string;
  /** The choices, each stored as its value and shown by its label. */
  options: readonly { value: string; label: string }[];
  /** The blank choice's words ("Not given"). */
  blank: string;
  onChange: (value: string) => void;
}

/**
 * A labelled choice whose value is a key the owner never reads ("bakery"): the options show
 * names in the owner's language. A value no option names (the owner's own words) stays as its
 * own option, so choosing nothing never loses it.
 */
export function BriefSelect({ id, label, value, options, blank, onChange }: BriefSelectProps) {
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <LabelledField id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={fieldControlClasses}
      >
        <option value="">{blank}</option>
        {known ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

interface BriefChoiceFieldProps<T extends string> {
  /** The radio buttons' shared name, and the start of each one's id. */
  name: string;
  legend: string;
  value: T;
  /** The answers, each stored as its value and shown by its label. */
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/**
 * One answer of a few, every answer in view: radio buttons under a legend, so a screen reader
 * reads the question with each answer and the arrow keys move between them.
 */
export function BriefChoiceField<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
}: BriefChoiceFieldProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <div key={option.value} className="flex items-center gap-2">
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => {
                  onChange(option.value);
                }}
                className="size-4 border-slate-400 text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              />
              <label htmlFor={id} className="text-sm text-slate-900">
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

interface BriefListFieldProps {
  id: string;
  legend: string;
  items: string[];
  addLabel: string;
  words: BriefWords;
  onChange: (items: string[]) => void;
  /** The most rows the list takes: past it the add button goes. */
  max?: number;
  /** The longest a row may be. */
  maxLength?: number;
  /** What is wrong with the list as a whole, and with each row (by index). */
  error?: string | undefined;
  rowError?: (index: number) => string | undefined;
}

/** A list the owner grows and trims in place: services, areas covered, sentences to keep. */
export function BriefListField({
  id,
  legend,
  items,
  addLabel,
  words,
  onChange,
  max,
  maxLength,
  error,
  rowError,
}: BriefListFieldProps) {
  const listRef = useRef<HTMLUListElement>(null);

  const isAdding = useRef(false);
  const add = () => {
    isAdding.current = true;
    onChange([...items, '']);
  };

  // The row just added is where the owner types next.
  useEffect(() => {
    if (!isAdding.current) return;
    isAdding.current = false;
    listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [items.length]);

  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <ul ref={listRef} className="mt-1.5 space-y-2">
        {items.map((item, index) => {
          const problem = rowError?.(index);
          return (
            <li key={index}>
              <div className="flex items-center gap-2">
                <input
                  id={`${id}-${index}`}
                  aria-label={`${legend} ${index + 1}`}
                  value={item}
                  maxLength={maxLength}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-${index}-error` : undefined}
                  onChange={(event) => {
                    onChange(items.map((old, at) => (at === index ? event.target.value : old)));
                  }}
                  className={`${fieldControlClasses} mt-0`}
                />
                <RemoveRowButton
                  label={words.remove(item || `${legend} ${index + 1}`)}
                  onRemove={() => {
                    onChange(items.filter((_, at) => at !== index));
                  }}
                />
              </div>
              {problem ? <FieldError id={`${id}-${index}-error`} text={problem} /> : null}
            </li>
          );
        })}
      </ul>
      {error ? <FieldError id={`${id}-error`} text={error} /> : null}
      {max !== undefined && items.length >= max ? null : (
        <AddRowButton label={addLabel} onAdd={add} />
      )}
    </fieldset>
  );
}

type Plan = BriefEdit['plans'][number];

interface BriefPlansFieldProps {
  plans: Plan[];
  errors: BriefErrors;
  words: BriefWords;
  onChange: (plans: Plan[]) => void;
}

/** Prices and plans: a name, an amount and a currency per row, as the owner gave them. */
export function BriefPlansField({ plans, errors, words, onChange }: BriefPlansFieldProps) {
  const change = (index: number, changes: Partial<Plan>) => {
    onChange(plans.map((plan, at) => (at === index ? { ...plan, ...changes } : plan)));
  };
  const add = () => {
    onChange([
      ...plans,
      {
        name: '',
        price: 0,
        currency: plans[0]?.currency ?? 'USD',
        period: 'one-time',
        isFrom: false,
        features: [],
      },
    ]);
  };

  return (
    // A fieldset is as wide as its content by default: min-w-0 keeps it within a phone's width.
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">{words.fields.plans}</legend>
      <ul className="mt-1.5 space-y-3">
        {plans.map((plan, index) => (
          // On a phone the name has a row of its own; price, currency and remove share the next.
          <li
            key={index}
            className="grid grid-cols-[1fr_5rem_auto] items-end gap-2 sm:grid-cols-[1fr_6rem_5rem_auto]"
          >
            <BriefInput
              className="col-span-3 sm:col-span-1"
              id={`plan-${index}-name`}
              label={words.fields.planName}
              value={plan.name}
              error={errors[`plan-${index}-name`]}
              onChange={(name) => {
                change(index, { name });
              }}
            />
            <BriefInput
              id={`plan-${index}-price`}
              label={words.fields.planPrice}
              type="number"
              step="any"
              value={String(plan.price)}
              error={errors[`plan-${index}-price`]}
              onChange={(price) => {
                change(index, { price: Number(price) });
              }}
            />
            <BriefInput
              id={`plan-${index}-currency`}
              label={words.fields.currency}
              value={plan.currency}
              maxLength={3}
              onChange={(currency) => {
                change(index, { currency: currency.toUpperCase() });
              }}
            />
            <RemoveRowButton
              label={words.remove(plan.name || `${words.fields.plans} ${index + 1}`)}
              onRemove={() => {
                onChange(plans.filter((_, at) => at !== index));
              }}
            />
          </li>
        ))}
      </ul>
      <AddRowButton label={words.addPrice} onAdd={add} />
    </fieldset>
  );
}

/** A field's error, read with the field it names. */
function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

/** Takes one row out of a list field; its label names the row for screen readers. */
function RemoveRowButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onRemove}>
      <X aria-hidden="true" className="size-4" />
    </Button>
  );
}

/** Adds an empty row to a list field. */
function AddRowButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <Button variant="secondary" size="sm" className="mt-2" onClick={onAdd}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
