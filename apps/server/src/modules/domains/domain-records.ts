import type { DomainRecord } from '@zappy/contract/domains';
import type { DnsLookup } from '../../lib/dns-lookup';

/** Where one domain must point, from the settings and the site. */
export interface PointingRule {
  domain: string;
  /** A root domain takes A/AAAA records; any other name a CNAME. */
  isApex: boolean;
  /** The host a subdomain's CNAME points to. */
  cnameTarget: string;
  /** CUSTOM_DOMAIN_A / _AAAA: where a root domain points. */
  addresses: { a: readonly string[]; aaaa: readonly string[] };
  /**
   * The ownership TXT record's value when the target is shared by every site (a root domain's
   * addresses, CUSTOM_DOMAIN_CNAME), where pointing alone proves nothing; undefined when the
   * target is the site's own host name, which nobody else's domain points to.
   */
  ownershipToken: string | undefined;
}

export interface RecordCheck {
  verified: boolean;
  records: DomainRecord[];
}

/** How many CNAMEs are followed to find the target (resolvers stop at about this many too). */
const MAX_CHAIN = 8;
const PROPAGATION =
  'DNS changes take 15 minutes to 48 hours to be seen everywhere, usually 1 to 2 hours';

export const ownershipName = (domain: string) => `_zappy.${domain}`;
export const ownershipValue = (token: string) => `zappy-verify=${token}`;

type Expected = Pick<DomainRecord, 'type' | 'name' | 'value' | 'purpose'>;

/** The records an owner creates for a domain, in the order to show them. */
function expectedRecords(rule: PointingRule): Expected[] {
  const { domain } = rule;
  const records: Expected[] = rule.isApex
    ? [
        ...rule.addresses.a.map((value) => ({
          type: 'A' as const,
          name: domain,
          value,
          purpose: `Sends visitors of ${domain} to this server (IPv4)`,
        })),
        ...rule.addresses.aaaa.map((value) => ({
          type: 'AAAA' as const,
          name: domain,
          value,
          purpose: `Sends visitors of ${domain} to this server (IPv6)`,
        })),
      ]
    : [
        {
          type: 'CNAME',
          name: domain,
          value: rule.cnameTarget,
          purpose: `Sends visitors of ${domain} to your site on this server`,
        },
      ];
  if (rule.ownershipToken) {
    records.push({
      type: 'TXT',
      name: ownershipName(domain),
      value: ownershipValue(rule.ownershipToken),
      purpose: `Shows that ${domain} is yours, so no one else can connect it`,
    });
  }
  return records;
}

/** The records to create, before any check. */
export function uncheckedRecords(rule: PointingRule): DomainRecord[] {
  return expectedRecords(rule).map((record) => ({
    ...record,
    state: 'unchecked',
    found: [],
    problem: null,
  }));
}

/** The CNAMEs from a name, hop by hop: `www.example.com` → `a.cdn.example` → … */
async function cnameChain(dns: DnsLookup, name: string): Promise<string[]> {
  const chain: string[] = [];
  let current = name;
  while (chain.length < MAX_CHAIN) {
    const [next] = await dns.cname(current);
    if (!next || chain.includes(next)) break;
    chain.push(next);
    current = next;
  }
  return chain;
}

async function addressesOf(dns: DnsLookup, name: string): Promise<string[]> {
  const [a, aaaa] = await Promise.all([dns.a(name), dns.aaaa(name)]);
  return [...a, ...aaaa];
}

/**
 * A subdomain's CNAME: the target anywhere in its chain, or (a DNS host that "flattens" CNAMEs
 * answers addresses instead) only the target's own addresses.
 */
async function checkCname(dns: DnsLookup, record: Expected): Promise<DomainRecord> {
  const chain = await cnameChain(dns, record.name);
  const checked = (state: DomainRecord['state'], found: string[], problem: string | null) => ({
    ...record,
    state,
    found,
    problem,
  });
  if (chain.includes(record.value)) return checked('ok', chain, null);
  if (chain.length > 0) {
    return checked(
      'wrong',
      chain,
      `${record.name} points to ${chain[0] ?? ''}, not to ${record.value}: change the CNAME record's value to ${record.value}`,
    );
  }
  const found = await addressesOf(dns, record.name);
  if (found.length === 0) {
    return checked('missing', [], `No CNAME record for ${record.name} yet. ${PROPAGATION}.`);
  }
  const target = new Set(await addressesOf(dns, record.value));
  const foreign = found.filter((address) => !target.has(address));
  if (target.size > 0 && foreign.length === 0) return checked('ok', found, null);
  return checked(
    'wrong',
    found,
    `${record.name} has address records (${foreign.join(', ')}) that are not this server's: delete them and create the CNAME record instead`,
  );
}

/** A root domain's A or AAAA records: exactly the configured addresses, and no other. */
function checkAddresses(
  records: Expected[],
  type: 'A' | 'AAAA',
  name: string,
  found: string[],
): DomainRecord[] {
  const expected = records.filter((record) => record.type === type);
  const ours = new Set(expected.map((record) => record.value));
  const foreign = found.filter((address) => !ours.has(address));
  const removal =
    foreign.length === 0
      ? undefined
      : `${name} also points to ${foreign.join(', ')}, which ${foreign.length === 1 ? 'is' : 'are'} not this server: delete ${foreign.length === 1 ? 'that' : 'those'} ${type} record${foreign.length === 1 ? '' : 's'}, or some visitors reach another server`;
  if (expected.length === 0) {
    // No address of this family here: any record of it sends visitors elsewhere.
    return removal
      ? [
          {
            type,
            name,
            value: '',
            purpose: `None: this server has no IPv${type === 'A' ? '4' : '6'} address for your domain`,
            state: 'wrong',
            found,
            problem: removal,
          },
        ]
      : [];
  }
  return expected.map((record): DomainRecord => {
    if (found.includes(record.value)) {
      return { ...record, state: removal ? 'wrong' : 'ok', found, problem: removal ?? null };
    }
    return found.length === 0
      ? {
          ...record,
          state: 'missing',
          found,
          problem: `No ${type} record with ${record.value} for ${name} yet. ${PROPAGATION}.`,
        }
      : {
          ...record,
          state: 'wrong',
          found,
          problem: `${name} points to ${found.join(', ')}, not to ${record.value}: change the ${type} record's value to ${record.value}`,
        };
  });
}

async function checkOwnership(dns: DnsLookup, record: Expected): Promise<DomainRecord> {
  const found = (await dns.txt(record.name)).map((value) => value.trim());
  if (found.includes(record.value)) return { ...record, state: 'ok', found, problem: null };
  return found.length === 0
    ? {
        ...record,
        state: 'missing',
        found,
        problem: `No TXT record at ${record.name} yet. ${PROPAGATION}.`,
      }
    : {
        ...record,
        state: 'wrong',
        found,
        problem: `The TXT record at ${record.name} holds something else: its value must be exactly ${record.value}`,
      };
}

/**
 * Looks a domain's records up (`DNS_SERVERS`) and compares them with what the rule asks for.
 * Verified only when every record is there and nothing sends visitors elsewhere: a domain that
 * points elsewhere is never served. A resolver that cannot be asked throws (nothing is decided).
 */
export async function checkRecords(rule: PointingRule, dns: DnsLookup): Promise<RecordCheck> {
  const expected = expectedRecords(rule);
  const checked: DomainRecord[] = [];
  if (rule.isApex) {
    const [a, aaaa] = await Promise.all([dns.a(rule.domain), dns.aaaa(rule.domain)]);
    checked.push(
      ...checkAddresses(expected, 'A', rule.domain, a),
      ...checkAddresses(expected, 'AAAA', rule.domain, aaaa),
    );
  } else {
    const cname = expected.find((record) => record.type === 'CNAME');
    if (cname) checked.push(await checkCname(dns, cname));
  }
  const txt = expected.find((record) => record.type === 'TXT');
  if (txt) checked.push(await checkOwnership(dns, txt));
  // A root domain with no address configured any more has nothing that could point here.
  const points = checked.some((record) => record.type !== 'TXT' && record.state === 'ok');
  return { verified: points && checked.every((record) => record.state === 'ok'), records: checked };
}
