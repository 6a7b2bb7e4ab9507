import type { InputHTMLAttributes, ReactNode } from 'react';

export const fieldControlClasses =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30';

interface FieldProps {
  id: string;
  label: string;
  /** Classes of the wrapper, which places the field in its form's layout. */
  className?: string;
}

/** A form control's wrapper with its visible label above it. */
export function LabelledField({
  id,
  label,
  className,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A form's text input with its visible label above it. */
export function TextField({
  id,
  label,
  className,
  ...inputProps
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <LabelledField id={id} label={label} className={className}>
      <input id={id} {...inputProps} className={fieldControlClasses} />
    </LabelledField>
  );
}
