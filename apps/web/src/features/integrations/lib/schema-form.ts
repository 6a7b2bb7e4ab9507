import type {
  AppliedIntegration,
  IntegrationTool,
  SettingSchemaJson,
} from '@zappy/contract/integrations';

export type ToolSchema = IntegrationTool['inputSchema'];

/** What a generated field holds while the owner edits it. */
export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;

/** A field's starting value: the schema's default, otherwise empty. */
function initialValue(setting: SettingSchemaJson): FieldValue {
  const fallback = setting.default;
  switch (setting.type) {
    case 'boolean':
      return typeof fallback === 'boolean' ? fallback : false;
    case 'array':
      return Array.isArray(fallback) ? fallback.map(String) : [];
    case 'number':
      return typeof fallback === 'number' ? String(fallback) : '';
    case 'string':
      return typeof fallback === 'string' ? fallback : '';
  }
}

/** The form's values before the owner touches it: every default prefilled. */
export function initialValues(schema: ToolSchema): FormValues {
  return Object.fromEntries(
    Object.entries(schema.properties).map(([key, setting]) => [key, initialValue(setting)]),
  );
}

type StoredValue = AppliedIntegration['configuration'][string];

/** A stored setting as its field holds it while the owner edits it. */
function fieldValue(setting: SettingSchemaJson, stored: StoredValue): FieldValue {
  switch (setting.type) {
    case 'boolean':
      return stored === true;
    case 'array':
      return Array.isArray(stored) ? stored : [];
    case 'number':
    case 'string':
      return Array.isArray(stored) ? '' : String(stored);
  }
}

/**
 * The form's values for an integration already on the site: its stored settings, and the
 * schema's defaults for any it does not hold (a setting added to the catalogue since).
 */
export function storedValues(
  schema: ToolSchema,
  configuration: AppliedIntegration['configuration'],
): FormValues {
  return Object.fromEntries(
    Object.entries(schema.properties).map(([key, setting]) => {
      const stored = configuration[key];
      return [key, stored === undefined ? initialValue(setting) : fieldValue(setting, stored)];
    }),
  );
}

/**
 * The configuration sent to the server: numbers as numbers, arrays as arrays, booleans as
 * booleans; blank optional text and number fields are left out (the server applies defaults).
 */
export function toConfiguration(schema: ToolSchema, values: FormValues): Record<string, unknown> {
  const configuration: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(schema.properties)) {
    const value = values[key] ?? initialValue(setting);
    const isRequired = schema.required.includes(key);
    if (setting.type === 'boolean') {
      configuration[key] = value === true;
    } else if (setting.type === 'array') {
      configuration[key] = Array.isArray(value) ? value : [];
    } else {
      const text = typeof value === 'string' ? value.trim() : '';
      if (text === '' && !isRequired) continue;
      if (setting.type === 'number') {
        const number = Number(text);
        configuration[key] = text === '' || Number.isNaN(number) ? text : number;
      } else {
        configuration[key] = text;
      }
    }
  }
  return configuration;
}
