// The one check for an address a site loads from, posts to or names in its Content-Security-
// Policy (docs/decisions/038-hosted-script-hosts.md). The validation of owners' input and the
// renderer both call it, so a value is refused at input and, should a stored model still hold
// one, dropped at render by the same rules. A CSP is a list separated by `;` and whitespace, and
// srcset by `,`: none of those, nor quotes, may reach one, and a host name is checked after the
// browser's own parsing (IDNA maps a full-width semicolon to `;`, and `%3B` in a host decodes).
import { fail, ok, type Result } from './result';

/** An address that passed `checkSafeUrl`, in the forms its uses need. */
export type SafeUrl = {
  /** The whole address, normalised (`https://xn--bckerei-5wa.de/f`): for src, href or action. */
  href: string;
  /** `https://host[:port]`: the CSP source expression that allows it. */
  origin: string;
  /** `host[:port]`, lower case, its international names in ASCII (punycode). */
  host: string;
};

const WHY = {
  https: 'must be an https:// address',
  characters:
    'must be a plain https:// address, without spaces, quotes, commas, semicolons or invisible characters',
  credentials: 'must not contain a user name or password',
  host: 'must name its server by a domain name such as example.com (not an IP address, a wildcard or a single word)',
};

// Whitespace, controls and invisible format characters (bidi overrides, zero-width joiners),
// and the characters that end a CSP source, a srcset entry or a quoted attribute.
const UNSAFE_CHARACTER = /[\s\p{Cc}\p{Cf}\p{Z};,'"`<>\\^{}|]/u;
// Letters, digits and inner hyphens per label; a top-level label of letters or an IDNA one.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME = new RegExp(`^(?=.{4,253}$)(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`);

/**
 * Turns a value from a site model into an address safe in a src, href or action attribute and
 * its origin safe in a CSP directive, or says why it is not: https only, no credentials, no
 * character that could end a CSP source or an attribute, a domain name as host (IDNA
 * normalised, no IP address, no wildcard). Errors complete a sentence naming the setting.
 *
 * @example
 * checkSafeUrl('https://Plausible.io/js/script.js');
 * // { ok: true, value: { href: 'https://plausible.io/js/script.js', origin: 'https://plausible.io', host: 'plausible.io' } }
 * checkSafeUrl('https://x.test;script-src'); // { ok: false, errors: ['must be a plain https:// address, …'] }
 */
export function checkSafeUrl(value: string): Result<SafeUrl> {
  if (!/^https:\/\//i.test(value)) return fail([WHY.https]);
  if (UNSAFE_CHARACTER.test(value)) return fail([WHY.characters]);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail([WHY.host]);
  }
  if (url.protocol !== 'https:') return fail([WHY.https]);
  if (url.username !== '' || url.password !== '') return fail([WHY.credentials]);
  if (!HOST_NAME.test(url.hostname)) return fail([WHY.host]);
  // Percent-encoding leaves only ASCII in the path, but `'` and `;` stay as they are there.
  if (UNSAFE_CHARACTER.test(url.href)) return fail([WHY.characters]);
  return ok({ href: url.href, origin: url.origin, host: url.host });
}

/**
 * A host as an operator's allowlist names it (`stats.example.com`, `stats.example.com:8443`),
 * checked by `checkSafeUrl` and normalised to the form `SafeUrl.host` takes.
 *
 * @example checkSafeHost('Stats.Bäckerei.de') // { ok: true, value: 'stats.xn--bckerei-5wa.de' }
 */
export function checkSafeHost(value: string): Result<string> {
  const notHost = fail<string>(['must be a host name, without scheme or path']);
  if (/[/?#@]/.test(value)) return notHost;
  const checked = checkSafeUrl(`https://${value}/`);
  if (!checked.ok) return checked;
  return checked.value.href === `${checked.value.origin}/` ? ok(checked.value.host) : notHost;
}
