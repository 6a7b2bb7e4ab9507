import { Resolver } from 'node:dns/promises';
import { isIPv6 } from 'node:net';

/**
 * DNS questions asked of `DNS_SERVERS` (or the system's resolvers), as the email and domain
 * checks ask them. "No such name" and "no record of that type" answer an empty list; a resolver
 * that cannot be reached (or answers with an error) throws, so a check can tell "not there" from
 * "could not ask".
 */
export interface DnsLookup {
  /** TXT records, each one string (DNS sends long ones in chunks of 255 bytes). */
  txt(name: string): Promise<string[]>;
  /** The name's CNAME target, lowercased without the final dot; empty when it has none. */
  cname(name: string): Promise<string[]>;
  /** IPv4 addresses, following CNAMEs as resolvers do. */
  a(name: string): Promise<string[]>;
  /** IPv6 addresses, following CNAMEs, in the resolver's (compressed, lowercase) form. */
  aaaa(name: string): Promise<string[]>;
}

export interface DnsLookupOptions {
  /** `host` or `host:port` each; empty: the system's resolvers. */
  dnsServers: string[];
  timeoutMs?: number;
  tries?: number;
}

const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_TRIES = 2;
/** The answers that mean "no such record", as opposed to "could not ask". */
const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'ENODATA']);

/** `2001:DB8:0::1` → `2001:db8::1`, the form node's resolver answers in; IPv4 as it is. */
export function canonicalAddress(address: string): string {
  return isIPv6(address) ? new URL(`http://[${address}]`).hostname.slice(1, -1) : address;
}

/** TXT answers come in chunks of at most 255 bytes (a DKIM key is split): one string each. */
export function joinTxt(records: string[][]): string[] {
  return records.map((chunks) => chunks.join(''));
}

/**
 * A resolver on `dnsServers`; each call makes its own, so a changed setting or a stuck query
 * never outlives one check.
 *
 * @example
 * const dns = createDnsLookup({ dnsServers: ['127.0.0.1:5353'] });
 * await dns.cname('www.example.com'); // ['golden-crumb-k3x9q2.sites.example.com']
 */
export function createDnsLookup(options: DnsLookupOptions): DnsLookup {
  function resolver(): Resolver {
    const created = new Resolver({
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      tries: options.tries ?? DEFAULT_TRIES,
    });
    if (options.dnsServers.length > 0) created.setServers(options.dnsServers);
    return created;
  }

  async function ask<T>(question: (using: Resolver) => Promise<T[]>): Promise<T[]> {
    try {
      return await question(resolver());
    } catch (error: unknown) {
      if (NOT_FOUND_CODES.has((error as NodeJS.ErrnoException).code ?? '')) return [];
      throw error;
    }
  }

  const host = (name: string) => name.toLowerCase().replace(/\.$/, '');

  return {
    txt: async (name) => joinTxt(await ask((using) => using.resolveTxt(name))),
    cname: async (name) => (await ask((using) => using.resolveCname(name))).map(host),
    a: (name) => ask((using) => using.resolve4(name)),
    aaaa: async (name) => (await ask((using) => using.resolve6(name))).map(canonicalAddress),
  };
}
