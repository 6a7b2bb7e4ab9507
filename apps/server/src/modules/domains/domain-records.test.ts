import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDns } from '../../../test/mail-servers';
import { createDnsLookup, type DnsLookup } from '../../lib/dns-lookup';
import { checkRecords, uncheckedRecords, type PointingRule } from './domain-records';

const SITE_HOST = 'crumb-k3x9q2.sites.example.com';
const OURS = { a: ['203.0.113.10'], aaaa: ['2001:db8::10'] };

const www: PointingRule = {
  domain: 'www.crumb-bakery.com',
  isApex: false,
  cnameTarget: SITE_HOST,
  addresses: OURS,
  ownershipToken: undefined,
};
const apex: PointingRule = {
  domain: 'crumb-bakery.com',
  isApex: true,
  cnameTarget: SITE_HOST,
  addresses: OURS,
  ownershipToken: 'f00d',
};

describe('checking a domain’s records against a real DNS server', () => {
  let dns: Awaited<ReturnType<typeof startDns>>;
  let lookup: DnsLookup;

  beforeAll(async () => {
    dns = await startDns();
    lookup = createDnsLookup({ dnsServers: [dns.address], timeoutMs: 2000, tries: 1 });
  });
  afterAll(() => dns.close());
  beforeEach(() => {
    dns.hosts.clear();
    dns.zone.clear();
    dns.hosts.set(SITE_HOST, { a: OURS.a, aaaa: OURS.aaaa });
  });

  it('asks a subdomain for a CNAME to the site’s host, and an apex for the addresses and a TXT', () => {
    expect(uncheckedRecords(www)).toEqual([
      {
        type: 'CNAME',
        name: 'www.crumb-bakery.com',
        value: SITE_HOST,
        purpose: 'Sends visitors of www.crumb-bakery.com to your site on this server',
        state: 'unchecked',
        found: [],
        problem: null,
      },
    ]);
    expect(uncheckedRecords(apex).map(({ type, name, value }) => [type, name, value])).toEqual([
      ['A', 'crumb-bakery.com', '203.0.113.10'],
      ['AAAA', 'crumb-bakery.com', '2001:db8::10'],
      ['TXT', '_zappy.crumb-bakery.com', 'zappy-verify=f00d'],
    ]);
  });

  it('verifies the right CNAME, also at the end of a chain', async () => {
    dns.hosts.set('www.crumb-bakery.com', { cname: SITE_HOST });
    expect(await checkRecords(www, lookup)).toMatchObject({
      verified: true,
      records: [{ type: 'CNAME', state: 'ok', found: [SITE_HOST], problem: null }],
    });
    dns.hosts.set('www.crumb-bakery.com', { cname: 'edge.cdn-example.net' });
    dns.hosts.set('edge.cdn-example.net', { cname: SITE_HOST });
    expect(await checkRecords(www, lookup)).toMatchObject({
      verified: true,
      records: [{ state: 'ok', found: ['edge.cdn-example.net', SITE_HOST] }],
    });
  });

  it('verifies a flattened CNAME whose addresses are the site host’s own', async () => {
    dns.hosts.set('www.crumb-bakery.com', { a: ['203.0.113.10'] });
    expect(await checkRecords(www, lookup)).toMatchObject({
      verified: true,
      records: [{ state: 'ok', found: ['203.0.113.10'] }],
    });
    dns.hosts.set('www.crumb-bakery.com', { a: ['203.0.113.10', '198.51.100.7'] });
    const mixed = await checkRecords(www, lookup);
    expect(mixed.verified).toBe(false);
    expect(mixed.records[0]?.problem).toContain('198.51.100.7');
  });

  it('refuses a CNAME to another host, and says where it points', async () => {
    dns.hosts.set('www.crumb-bakery.com', { cname: 'someone-else.sites.example.com' });
    dns.hosts.set('someone-else.sites.example.com', { a: OURS.a });
    const result = await checkRecords(www, lookup);
    expect(result).toMatchObject({
      verified: false,
      records: [{ state: 'wrong', found: ['someone-else.sites.example.com'] }],
    });
    expect(result.records[0]?.problem).toBe(
      `www.crumb-bakery.com points to someone-else.sites.example.com, not to ${SITE_HOST}: change the CNAME record's value to ${SITE_HOST}`,
    );
  });

  it('reports a missing record as missing, with how long DNS takes', async () => {
    const result = await checkRecords(www, lookup);
    expect(result).toMatchObject({ verified: false, records: [{ state: 'missing', found: [] }] });
    expect(result.records[0]?.problem).toContain('15 minutes to 48 hours');
    const root = await checkRecords(apex, lookup);
    expect(root.verified).toBe(false);
    expect(root.records.map((record) => record.state)).toEqual(['missing', 'missing', 'missing']);
  });

  it('verifies an apex with exactly our addresses and its TXT record', async () => {
    dns.hosts.set('crumb-bakery.com', { a: ['203.0.113.10'], aaaa: ['2001:DB8:0::10'] });
    dns.zone.set('_zappy.crumb-bakery.com', [['zappy-verify=f00d']]);
    const result = await checkRecords(apex, lookup);
    expect(result.verified).toBe(true);
    expect(result.records.map((record) => [record.type, record.state, record.found])).toEqual([
      ['A', 'ok', ['203.0.113.10']],
      ['AAAA', 'ok', ['2001:db8::10']],
      ['TXT', 'ok', ['zappy-verify=f00d']],
    ]);
  });

  it('never verifies an apex that also points elsewhere', async () => {
    dns.hosts.set('crumb-bakery.com', {
      a: ['203.0.113.10', '198.51.100.7'],
      aaaa: ['2001:db8::10'],
    });
    dns.zone.set('_zappy.crumb-bakery.com', [['zappy-verify=f00d']]);
    const result = await checkRecords(apex, lookup);
    expect(result.verified).toBe(false);
    expect(result.records[0]).toMatchObject({
      type: 'A',
      state: 'wrong',
      found: ['203.0.113.10', '198.51.100.7'],
      problem:
        'crumb-bakery.com also points to 198.51.100.7, which is not this server: delete that A record, or some visitors reach another server',
    });
  });

  it('asks to delete an IPv6 record when the server has no IPv6 address', async () => {
    const ipv4Only = { ...apex, addresses: { a: OURS.a, aaaa: [] } };
    dns.hosts.set('crumb-bakery.com', { a: ['203.0.113.10'], aaaa: ['2001:db8::99'] });
    dns.zone.set('_zappy.crumb-bakery.com', [['zappy-verify=f00d']]);
    const result = await checkRecords(ipv4Only, lookup);
    expect(result.verified).toBe(false);
    expect(result.records.map((record) => [record.type, record.value, record.state])).toEqual([
      ['A', '203.0.113.10', 'ok'],
      ['AAAA', '', 'wrong'],
      ['TXT', 'zappy-verify=f00d', 'ok'],
    ]);
  });

  it('refuses an ownership record that holds another value', async () => {
    dns.hosts.set('crumb-bakery.com', { a: OURS.a, aaaa: OURS.aaaa });
    dns.zone.set('_zappy.crumb-bakery.com', [['zappy-verify=someone-else']]);
    const result = await checkRecords(apex, lookup);
    expect(result.verified).toBe(false);
    expect(result.records[2]).toMatchObject({ type: 'TXT', state: 'wrong' });
  });

  it('never verifies an apex when no address is configured any more', async () => {
    const none = { ...apex, addresses: { a: [], aaaa: [] } };
    dns.zone.set('_zappy.crumb-bakery.com', [['zappy-verify=f00d']]);
    expect((await checkRecords(none, lookup)).verified).toBe(false);
  });

  it('throws when no resolver answers, so nothing is decided', async () => {
    const unreachable = createDnsLookup({
      dnsServers: ['127.0.0.1:9'],
      timeoutMs: 200,
      tries: 1,
    });
    await expect(checkRecords(www, unreachable)).rejects.toThrow();
  });
});
