// Validates an owner's integration settings against the catalogue's JSON Schema (ajv), after a
// check that no setting carries markup or a script address: settings become attributes and text
// in the renderer's templates, and defence in depth keeps them plain even before escaping.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { fail, ok, type Result } from '../result';
import { checkSafeUrl } from '../safe-url';
import type { Integration, IntegrationCategory } from '../schema';
import { findTool, type CatalogueEntry, type SettingSchema } from './catalogue';
import { checkIntegrationScript } from './scripts';

/** What the owner picked: a tool and its settings. */
export type IntegrationSelection = {
  serverId: string;
  toolName: string;
  configuration?: unknown;
  priority?: unknown;
};

/** A selection that passed: defaults filled in, strings trimmed, ready for the site model. */
export type ValidIntegration = Omit<Integration, 'status' | 'appliedAt'> & {
  category: IntegrationCategory;
};

/** What this Zappy server adds to the catalogue: the operator's settings, passed in by the server. */
export type IntegrationContext = {
  /** Hosts of self-hosted servers that integrations may load scripts from (SITE_SCRIPT_HOSTS). */
  scriptHosts?: readonly string[];
};

export const INTEGRATION_PRIORITIES = ['low', 'medium', 'high'] as const;

// ajv-formats is CommonJS; under ESM its function is the module's default export.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true });
addFormats(ajv, ['uri', 'email', 'hostname', 'uuid']);
const compiled = new Map<string, ValidateFunction>();

function validatorFor(entry: CatalogueEntry): ValidateFunction {
  let validate = compiled.get(entry.tool.name);
  if (!validate) {
    validate = ajv.compile(entry.tool.inputSchema);
    compiled.set(entry.tool.name, validate);
  }
  return validate;
}

// A scheme that runs code or embeds a document, with any spaces or control characters a browser
// would skip inside it (`java\tscript:`).
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data|file):/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function isPlain(value: string): boolean {
  if (/[<>]/.test(value) || CONTROL.test(value)) return false;
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\s\u0000-\u001f]+/g, '');
  return !SCRIPT_SCHEME.test(squeezed) && !/["'`]\s*on\w+\s*=/i.test(value);
}

const FORMAT_WORDS: Record<string, string> = {
  uri: 'an https:// address',
  email: 'an email address',
  hostname: 'a domain name such as example.com',
  uuid: 'an ID such as 0f8fad5b-d9cb-469f-a165-70867728950e',
};

function titleOf(entry: CatalogueEntry, key: string): string {
  return entry.tool.inputSchema.properties[key]?.title ?? key;
}

/** One ajv error in the owner's words: "Site domain is required". */
function describe(entry: CatalogueEntry, error: ErrorObject): string {
  const key = error.instancePath.split('/')[1] ?? '';
  const setting: SettingSchema | undefined = entry.tool.inputSchema.properties[key];
  const title = titleOf(entry, key);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${titleOf(entry, String(params['missingProperty']))} is required`;
    case 'additionalProperties':
      return `Unknown setting "${String(params['additionalProperty'])}"`;
    case 'minProperties':
      return 'Fill in at least one setting';
    case 'format':
      return `${title} must be ${FORMAT_WORDS[String(params['format'])] ?? 'valid'}`;
    case 'pattern':
      return setting?.type === 'string' && setting.format === 'uri'
        ? `${title} must be ${setting.pattern === '^https://' ? FORMAT_WORDS['uri'] : 'an address of this service'}`
        : setting?.type === 'string' && setting.format === 'hostname'
          ? `${title} must be ${FORMAT_WORDS['hostname']}`
          : `${title} is not valid${setting?.description ? ` (${setting.description})` : ''}`;
    case 'minLength':
      return `${title} is required`;
    case 'maxLength':
      return `${title} must be at most ${String(params['limit'])} characters`;
    case 'enum':
      return `${title} must be one of: ${(params['allowedValues'] as unknown[]).join(', ')}`;
    case 'minimum':
      return `${title} must be at least ${String(params['limit'])}`;
    case 'maximum':
      return `${title} must be at most ${String(params['limit'])}`;
    case 'minItems':
      return `Choose at least one option for ${title}`;
    case 'uniqueItems':
      return `${title} lists an option twice`;
    case 'type':
      return `${title} must be ${params['type'] === 'array' ? 'a list' : `a ${String(params['type'])}`}`;
    default:
      return `${title} is not valid`;
  }
}

/** Rules across settings that JSON Schema cannot say. */
function crossChecks(entry: CatalogueEntry, config: Record<string, unknown>): string[] {
  if (entry.tool.name === 'send_from_domain') {
    // Both are required strings by now: the schema passed.
    const domain = (config['domain'] as string).toLowerCase();
    const email = (config['merchantEmail'] as string).toLowerCase();
    const at = email.slice(email.lastIndexOf('@') + 1);
    if (domain && at && at !== domain && !at.endsWith(`.${domain}`)) {
      return [`${titleOf(entry, 'merchantEmail')} must be an address at ${domain}`];
    }
  }
  return [];
}

/**
 * A domain as DNS and mail carry it: lower case, an internationalized name in its ASCII
 * (punycode) form, `bäckerei.de` -> `xn--bckerei-5wa.de`, the way URL parsing does it in every
 * runtime. Anything that is not a bare host name is left for the schema to refuse.
 */
function asciiDomain(value: string): string {
  if (/[^\p{L}\p{N}.-]/u.test(value)) return value.toLowerCase();
  try {
    return new URL(`http://${value}`).hostname;
  } catch {
    return value.toLowerCase();
  }
}

/** An address with its domain in ASCII form; the local part is kept as given, lower-cased. */
function asciiEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return value.toLowerCase();
  return `${value.slice(0, at).toLowerCase()}@${asciiDomain(value.slice(at + 1))}`;
}

/** Trims strings and writes domain names and email addresses one way, so equal settings compare equal. */
function normalize(
  entry: CatalogueEntry,
  config: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    const setting = entry.tool.inputSchema.properties[key];
    if (typeof value !== 'string') {
      out[key] = value;
      continue;
    }
    const trimmed = value.trim();
    // A blank optional setting is the same as leaving it out (its default applies).
    if (trimmed === '' && !entry.tool.inputSchema.required.includes(key)) continue;
    out[key] =
      setting?.type === 'string' && setting.format === 'hostname'
        ? asciiDomain(trimmed)
        : setting?.type === 'string' && setting.format === 'email'
          ? asciiEmail(trimmed)
          : trimmed;
  }
  return out;
}

/**
 * Every address passes `checkSafeUrl` (the renderer drops one that does not), and a script
 * comes only from its service's hosts or the operator's.
 */
function addressErrors(
  entry: CatalogueEntry,
  config: Record<string, unknown>,
  context: IntegrationContext,
): string[] {
  const scriptSetting = entry.tool.script?.setting;
  const errors = Object.entries(config).flatMap(([key, value]) => {
    const setting = entry.tool.inputSchema.properties[key];
    if (key === scriptSetting || setting?.type !== 'string' || setting.format !== 'uri') return [];
    const checked = checkSafeUrl(String(value));
    return checked.ok ? [] : checked.errors.map((reason) => `${titleOf(entry, key)} ${reason}`);
  });
  const script = checkIntegrationScript(entry.tool.name, config, context.scriptHosts ?? []);
  return script && !script.ok ? [...errors, ...script.errors] : errors;
}

function plainTextErrors(entry: CatalogueEntry, config: Record<string, unknown>): string[] {
  const errors: string[] = [];
  for (const [key, value] of Object.entries(config)) {
    const strings = Array.isArray(value) ? value : [value];
    if (strings.some((v) => typeof v === 'string' && !isPlain(v))) {
      errors.push(`${titleOf(entry, key)} must be plain text, without markup or scripts`);
    }
  }
  return errors;
}

/**
 * Validates one selection: the tool exists, its settings are plain text and match the tool's
 * JSON Schema, its addresses are safe and its script's host is allowed (the catalogue's, or the
 * operator's `context.scriptHosts`). Errors are prefixed with the server's name, so a list of
 * them reads on its own.
 *
 * @example
 * validateIntegration({ serverId: 'plausible', toolName: 'add_plausible', configuration: {} });
 * // { ok: false, errors: ['Plausible Analytics: Site domain is required'] }
 */
export function validateIntegration(
  selection: IntegrationSelection,
  context: IntegrationContext = {},
): Result<ValidIntegration> {
  const entry = findTool(selection.toolName, selection.serverId);
  if (!entry) return fail([`Unknown integration: ${selection.serverId}/${selection.toolName}`]);
  const prefix = (errors: string[]) => errors.map((e) => `${entry.server.serverName}: ${e}`);
  const raw = selection.configuration ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return fail(prefix(['Settings must be an object']));
  }
  const priority = selection.priority ?? 'medium';
  if (!INTEGRATION_PRIORITIES.includes(priority as (typeof INTEGRATION_PRIORITIES)[number])) {
    return fail(prefix(['Priority must be low, medium or high']));
  }
  const config = normalize(entry, raw as Record<string, unknown>);
  const unsafe = plainTextErrors(entry, config);
  if (unsafe.length > 0) return fail(prefix(unsafe));
  const validate = validatorFor(entry);
  if (!validate(config)) {
    return fail(prefix([...new Set((validate.errors ?? []).map((e) => describe(entry, e)))]));
  }
  const cross = [...addressErrors(entry, config, context), ...crossChecks(entry, config)];
  if (cross.length > 0) return fail(prefix(cross));
  return ok({
    serverId: entry.server.serverId,
    toolName: entry.tool.name,
    category: entry.server.category,
    configuration: config as ValidIntegration['configuration'],
    priority: priority as ValidIntegration['priority'],
  });
}
