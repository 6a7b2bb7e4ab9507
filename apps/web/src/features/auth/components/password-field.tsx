import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { MAX_PASSWORD_LENGTH } from '@zappy/contract/constants';
import { fieldControlClasses, LabelledField } from '../../../components/ui/text-field';

interface PasswordFieldProps {
  id: string;
  label: string;
  /** The toggle's accessible name ("Show password"), in the page's language. */
  showLabel: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  minLength?: number | undefined;
  /** A hint under the field, which the field is described by. */
  hint?: { id: string; text: string } | undefined;
}

/**
 * A password input with a button that shows what was typed (pressed: shown). Forms that forget a
 * password on success remount it, or clear `value`; the shown state goes with the field.
 */
export function PasswordField({
  id,
  label,
  showLabel,
  value,
  onChange,
  autoComplete,
  minLength,
  hint,
}: PasswordFieldProps) {
  const [isShown, setIsShown] = useState(false);
  return (
    <LabelledField id={id} label={label}>
      <div className="relative">
        <input
          id={id}
          name="password"
          type={isShown ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          minLength={minLength}
          maxLength={MAX_PASSWORD_LENGTH}
          aria-describedby={hint?.id}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          className={`${fieldControlClasses} pr-12`}
        />
        <button
          type="button"
          aria-label={showLabel}
          aria-pressed={isShown}
          aria-controls={id}
          onClick={() => {
            setIsShown((shown) => !shown);
          }}
          className="absolute top-1.5 right-0 bottom-0 flex items-center rounded-r-xl px-3 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {isShown ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {hint ? (
        <p id={hint.id} className="mt-1.5 text-sm text-slate-600">
          {hint.text}
        </p>
      ) : null}
    </LabelledField>
  );
}
