import { describe, expect, it } from 'vitest';
import { joinTxt } from '../../lib/dns-lookup';
import { checkDkim, checkDmarc, checkSpf } from './dns-check';
import { dnsRecordsFor, SPF_VALUE } from './dns-records';

const KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAq1'.padEnd(392, 'x');

describe('DNS records and their checks', () => {
  it('lists the DKIM, SPF and DMARC records with descriptions', () => {
    const records = dnsRecordsFor({
      domain: 'example.com',
      selector: 'zappyabcd1234',
      publicKey: KEY,
      merchantEmail: 'hello@example.com',
    });
    expect(records.map(({ type, name, value }) => ({ type, name, value }))).toEqual([
      {
        type: 'TXT',
        name: 'zappyabcd1234._domainkey.example.com',
        value: `v=DKIM1; k=rsa; p=${KEY}`,
      },
      { type: 'TXT', name: 'example.com', value: SPF_VALUE },
      {
        type: 'TXT',
        name: '_dmarc.example.com',
        value: 'v=DMARC1; p=none; rua=mailto:hello@example.com',
      },
    ]);
    expect(records[1]?.description).toMatch(/only one v=spf1 record/);
    expect(records[1]?.description).toMatch(/merge/);
    expect(records[1]?.description).toMatch(/include/);
    for (const record of records) expect(record.description.length).toBeGreaterThan(40);
  });

  it('joins chunked TXT answers and matches the DKIM key ignoring whitespace', () => {
    const value = `v=DKIM1; k=rsa; p=${KEY}`;
    const chunked = joinTxt([[value.slice(0, 255), value.slice(255)]]);
    expect(chunked).toEqual([value]);
    expect(checkDkim('n', chunked, KEY)).toEqual({ name: 'n', found: true, problem: null });
    const spaced = `v=DKIM1; k=rsa; p=${KEY.slice(0, 100)} ${KEY.slice(100)}`;
    expect(checkDkim('n', [spaced], KEY).found).toBe(true);
    expect(checkDkim('n', [], KEY)).toMatchObject({
      found: false,
      problem: expect.any(String) as string,
    });
    expect(checkDkim('n', ['v=DKIM1; k=rsa; p=AAAA'], KEY).problem).toMatch(/differs/);
  });

  it('wants exactly one SPF record and a DMARC record', () => {
    expect(checkSpf('d', ['google-site-verification=x', SPF_VALUE]).found).toBe(true);
    expect(checkSpf('d', ['v=spf1 -all', SPF_VALUE]).problem).toMatch(/2 SPF records/);
    expect(checkSpf('d', ['v=spf10']).found).toBe(false);
    expect(checkDmarc('d', ['v=DMARC1; p=none']).found).toBe(true);
    expect(checkDmarc('d', ['something else']).found).toBe(false);
  });
});
