import { useId } from 'react';
import type { SettingSchemaJson } from '@zappy/contract/integrations';
import { fieldControlClasses } from '../../../components/ui/text-field';
import { humanizeToolName } from '../lib/categories';
import { useIntegrationSpeech } from '../lib/integration-words';
import type { FieldValue, FormValues, ToolSchema } from '../lib/schema-form';

const INPUT_TYPES: Partial<Record<NonNullable<SettingSchemaJson['format']>, string>> = {
  email: 'email',
  uri: 'url',
};

function RequiredMark() {
  // The control says "required" itself (required, aria-required); the asterisk is for the eye.
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-700">
      *
    </span>
  );
}

function Hint({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} dir="auto" className="mt-1 text-sm text-slate-700">
      {text}
    </p>
  );
}

interface FieldProps {
  id: string;
  name: string;
  setting: SettingSchemaJson;
  isRequired: boolean;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
}

/** One setting, as the control its JSON Schema calls for. */
function SettingField({ id, setting, isRequired, value, onChange }: FieldProps) {
  const { words } = useIntegrationSpeech();
  const hintId = `${id}-hint`;
  const describedBy = setting.description ? hintId : undefined;

  if (setting.type === 'boolean') {
    return (
      <div>
        <div className="flex items-center gap-2.5">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-describedby={describedBy}
            onChange={(event) => {
              onChange(event.target.checked);
            }}
            className="size-4 rounded border-slate-400 text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          />
          <label htmlFor={id} className="text-sm font-semibold text-slate-900">
            {setting.title}
            {isRequired ? <RequiredMark /> : null}
          </label>
        </div>
        <Hint id={hintId} text={setting.description} />
      </div>
    );
  }

  if (setting.type === 'array') {
    const selected = Array.isArray(value) ? value : [];
    const options = setting.items?.enum ?? [];
    return (
      <fieldset aria-describedby={describedBy}>
        <legend className="text-sm font-semibold text-slate-900">
          {setting.title}
          {isRequired || (setting.minItems ?? 0) > 0 ? <RequiredMark /> : null}
        </legend>
        <Hint id={hintId} text={setting.description} />
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {options.map((option) => {
            const optionId = `${id}-${option}`;
            return (
              <div key={option} className="flex items-center gap-2.5">
                <input
                  id={optionId}
                  type="checkbox"
                  checked={selected.includes(option)}
                  onChange={(event) => {
                    onChange(
                      event.target.checked
                        ? options.filter((item) => item === option || selected.includes(item))
                        : selected.filter((item) => item !== option),
                    );
                  }}
                  className="size-4 rounded border-slate-400 text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                />
                <label htmlFor={optionId} className="text-sm text-slate-900">
                  {humanizeToolName(option)}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    required: isRequired,
    'aria-required': isRequired,
    'aria-describedby': describedBy,
    className: fieldControlClasses,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {setting.title}
        {isRequired ? <RequiredMark /> : null}
      </label>
      {setting.enum ? (
        <select
          {...common}
          value={text}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        >
          {/* Without a default a required choice starts unchosen, not on its first option. */}
          {isRequired && text !== '' ? null : (
            <option value="">{isRequired ? words.form.choose : words.form.none}</option>
          )}
          {setting.enum.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={
            setting.type === 'number'
              ? 'number'
              : ((setting.format && INPUT_TYPES[setting.format]) ?? 'text')
          }
          inputMode={setting.type === 'number' ? 'decimal' : undefined}
          min={setting.minimum}
          max={setting.maximum}
          step={setting.type === 'number' ? 'any' : undefined}
          maxLength={setting.maxLength}
          value={text}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
      <Hint id={hintId} text={setting.description} />
    </div>
  );
}

interface ToolSettingsFormProps {
  /** Names the group for assistive technology, e.g. "Plausible Analytics settings". */
  label: string;
  schema: ToolSchema;
  values: FormValues;
  onChange: (values: FormValues) => void;
}

/** The settings of one selected tool, generated from its JSON Schema (spec section 2). */
export function ToolSettingsForm({ label, schema, values, onChange }: ToolSettingsFormProps) {
  const baseId = useId();
  const { words } = useIntegrationSpeech();
  const entries = Object.entries(schema.properties);
  if (entries.length === 0) {
    return <p className="text-sm text-slate-700">{words.form.noSettings}</p>;
  }
  return (
    <div role="group" aria-label={label} className="space-y-4">
      {schema.minProperties ? (
        <p className="text-sm text-slate-700">{words.form.atLeast(schema.minProperties)}</p>
      ) : null}
      {entries.map(([key, setting]) => (
        <SettingField
          key={key}
          id={`${baseId}-${key}`}
          name={key}
          setting={setting}
          isRequired={schema.required.includes(key)}
          value={values[key] ?? ''}
          onChange={(value) => {
            onChange({ ...values, [key]: value });
          }}
        />
      ))}
    </div>
  );
}
