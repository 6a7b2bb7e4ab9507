// Where an integration's script may come from: the catalogue names each service's own hosts, and
// only the operator adds others (SITE_SCRIPT_HOSTS, for self-hosted analytics). Validation and
// the renderer ask the same question here, so what an owner cannot enter is never on a page.
import { fail, ok, type Result } from '../result';
import { checkSafeUrl, type SafeUrl } from '../safe-url';
import { INTEGRATION_SERVERS, findTool, type ToolScript } from './catalogue';

/** An applied integration's script, checked, with the CSP sources it needs besides its origin. */
export type IntegrationScript = {
  /** The address the setting names (Plausible: its server's base address), or the service's own. */
  url: SafeUrl;
  connect: readonly string[];
  img: readonly string[];
};

/**
 * Every host the catalogue's services load their scripts from.
 *
 * @example catalogueScriptHosts() // ['www.googletagmanager.com', 'plausible.io', 'cloud.umami.is', …]
 */
export function catalogueScriptHosts(): string[] {
  return INTEGRATION_SERVERS.flatMap((server) =>
    server.tools.flatMap((tool) => tool.script?.hosts ?? []),
  );
}

/**
 * CSP sources the catalogue's services report to (analytics beacons, GA's pixels): constants,
 * some with a wildcard, that no owner's value can produce.
 */
export function catalogueSources(): string[] {
  return INTEGRATION_SERVERS.flatMap((server) =>
    server.tools.flatMap((tool) =>
      tool.script ? [...tool.script.connect, ...tool.script.img] : [],
    ),
  );
}

function addressOf(script: ToolScript, toolName: string, configuration: Record<string, unknown>) {
  const setting = script.setting;
  if (setting === undefined) return `https://${script.hosts[0] ?? ''}/`;
  const value = configuration[setting];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  const fallback = findTool(toolName)?.tool.inputSchema.properties[setting]?.default;
  return typeof fallback === 'string' ? fallback : '';
}

/**
 * The script an integration loads, checked: a safe https address (`checkSafeUrl`) on one of its
 * service's own hosts or on a host the operator allows (`scriptHosts`, from SITE_SCRIPT_HOSTS).
 * Undefined for a tool that loads no script. The service's own reporting origins come only with
 * its own hosts: a self-hosted server reports to itself.
 *
 * @example
 * checkIntegrationScript('add_umami', { scriptUrl: 'https://attacker.example/script.js' }, []);
 * // { ok: false, errors: ['Tracker script address may only load from cloud.umami.is or …'] }
 */
export function checkIntegrationScript(
  toolName: string,
  configuration: Record<string, unknown>,
  scriptHosts: readonly string[],
): Result<IntegrationScript> | undefined {
  const entry = findTool(toolName);
  const script = entry?.tool.script;
  if (!entry || !script) return undefined;
  const title =
    (script.setting && entry.tool.inputSchema.properties[script.setting]?.title) ||
    entry.server.serverName;
  const checked = checkSafeUrl(addressOf(script, toolName, configuration));
  if (!checked.ok) return fail(checked.errors.map((reason) => `${title} ${reason}`));
  const url = checked.value;
  const own = script.hosts.includes(url.host);
  if (!own && !scriptHosts.includes(url.host)) {
    return fail([
      `${title} may only load from ${script.hosts.join(' or ')}, or from a self-hosted server whose host the operator of this Zappy server allows in SITE_SCRIPT_HOSTS; ${url.host} is not allowed`,
    ]);
  }
  return ok({ url, connect: own ? script.connect : [], img: own ? script.img : [] });
}
