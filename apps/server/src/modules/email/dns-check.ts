import { createDnsLookup, type DnsLookupOptions } from '../../lib/dns-lookup';
import { dkimName, dmarcName } from './dns-records';

/** What a lookup found for one record: present as published, or what is wrong. */
export interface RecordCheck {
  name: string;
  found: boolean;
  problem: string | null;
}

export type DnsCheckResult =
  { ok: true; verified: boolean; records: RecordCheck[] } | { ok: false; error: unknown };

export interface DnsCheckTarget {
  domain: string;
  selector: string;
  publicKey: string;
}

/** The tag=value pairs of a DKIM or DMARC record, tag names lowercased. */
function tagsOf(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    tags.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1));
  }
  return tags;
}

const withoutSpace = (value: string) => value.replace(/\s+/g, '');
const isSpf = (record: string) => /^v=spf1(\s|$)/i.test(record.trim());
const isDmarc = (record: string) => /^v=DMARC1\s*(;|$)/i.test(record.trim());

export function checkDkim(name: string, records: string[], publicKey: string): RecordCheck {
  if (records.length === 0) {
    return { name, found: false, problem: 'No DKIM record (TXT) found at this name yet' };
  }
  const expected = withoutSpace(publicKey);
  const matches = records.some(
    (record) => withoutSpace(tagsOf(record).get('p') ?? '') === expected,
  );
  return matches
    ? { name, found: true, problem: null }
    : {
        name,
        found: false,
        problem:
          'A TXT record exists here but its key (p=) differs from ours: copy the value again',
      };
}

export function checkSpf(name: string, records: string[]): RecordCheck {
  const spf = records.filter(isSpf);
  if (spf.length === 1) return { name, found: true, problem: null };
  return spf.length === 0
    ? { name, found: false, problem: 'No SPF record (v=spf1) found at the domain yet' }
    : {
        name,
        found: false,
        problem: `${spf.length} SPF records (v=spf1) found: merge them into one record`,
      };
}

export function checkDmarc(name: string, records: string[]): RecordCheck {
  return records.some(isDmarc)
    ? { name, found: true, problem: null }
    : { name, found: false, problem: 'No DMARC record (v=DMARC1) found yet' };
}

/**
 * Looks a domain's three records up and compares them with ours. "No such name" or "no TXT
 * record" is an answer (not found); a resolver that cannot be reached is an error (`ok: false`).
 */
export function createDnsChecker(options: DnsLookupOptions) {
  const dns = createDnsLookup(options);
  return {
    async check(target: DnsCheckTarget): Promise<DnsCheckResult> {
      const dkim = dkimName(target.domain, target.selector);
      const dmarc = dmarcName(target.domain);
      try {
        const [dkimRecords, spfRecords, dmarcRecords] = await Promise.all([
          dns.txt(dkim),
          dns.txt(target.domain),
          dns.txt(dmarc),
        ]);
        const records = [
          checkDkim(dkim, dkimRecords, target.publicKey),
          checkSpf(target.domain, spfRecords),
          checkDmarc(dmarc, dmarcRecords),
        ];
        return { ok: true, verified: records.every((record) => record.found), records };
      } catch (error: unknown) {
        return { ok: false, error };
      }
    },
  };
}

export type DnsChecker = ReturnType<typeof createDnsChecker>;
