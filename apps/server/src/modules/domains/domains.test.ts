import { createSocket } from 'node:dgram';
import type {
  SiteDomain,
  SiteDomainsResponse,
  VerifyDomainResponse,
} from '@zappy/contract/domains';
import type { WebsiteDetail, WebsiteListItem } from '@zappy/contract/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import {
  countVersions,
  createDeployedSite,
  injectAs,
  signIn,
  useGenerationHarness,
  waitForDeployment,
  websiteDetail,
} from '../../../test/generation-harness';
import { startDns } from '../../../test/mail-servers';

const dns = await startDns();
afterAll(() => dns.close());

/** A UDP port nobody listens on: a resolver that is down. */
async function closedUdpPort(): Promise<number> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => {
    socket.close(() => {
      resolve();
    });
  });
  return port;
}

const SERVER = { a: '203.0.113.10', aaaa: '2001:db8::10' };
const ENV = {
  PUBLIC_URL: 'https://zappy.example.com',
  SITE_URL_TEMPLATE: 'https://{slug}.sites.example.com',
  CUSTOM_DOMAIN_A: SERVER.a,
  CUSTOM_DOMAIN_AAAA: SERVER.aaaa,
  DNS_SERVERS: dns.address,
};
const WWW = 'www.crumb-bakery.com';
const APEX = 'crumb-bakery.com';
const NO_SITE = 'The page you are looking for isn';

describe.each(testDatabases)('an owner’s own domains on $name', ({ open }) => {
  const harness = useGenerationHarness(open, { env: ENV });
  let token: string;
  let otherToken: string;
  let site: WebsiteDetail;
  let siteHost: string;
  let otherSiteId: string;

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, as = token) =>
    injectAs(harness.app, as, method, url, payload);
  const domainsOf = (id: string) => `/api/website/${id}/domains`;
  const page = (host: string, url = '/') => harness.app.inject({ url, headers: { host } });
  const tlsAllowed = (domain: string) =>
    harness.app.inject({
      url: `/api/hosting/tls-allowed?domain=${encodeURIComponent(domain)}`,
      headers: { host: '127.0.0.1:3000' },
    });
  const verify = async (domain: string) => {
    const res = await api('POST', `${domainsOf(site.websiteId)}/${domain}/verify`);
    expect(res.statusCode).toBe(200);
    return res.json<VerifyDomainResponse>();
  };

  beforeAll(async () => {
    dns.hosts.clear();
    dns.zone.clear();
    token = await signIn(harness.app, 'crumb@example.com');
    otherToken = await signIn(harness.app, 'someone-else@example.com');
    site = await createDeployedSite(
      harness.app,
      token,
      'A bakery called Golden Crumb in Leeds. Email hello@goldencrumb.example',
    );
    siteHost = new URL(site.liveUrl ?? '').host;
    dns.hosts.set(siteHost, { a: [SERVER.a], aaaa: [SERVER.aaaa] });
    const status = await api('GET', '/api/auth/status', undefined, otherToken);
    const otherUser = status.json<{ user: { id: string } }>().user.id;
    const { rows } = await harness.database.pool.query<{ id: string }>(
      `INSERT INTO websites (user_id, name, slug, status) VALUES ($1, 'Other', $2, 'completed') RETURNING id`,
      [otherUser, `other-site-${Date.now()}`],
    );
    otherSiteId = rows[0]?.id ?? '';
  });

  it('refuses what is not a domain an owner can connect, each with a clear 400', async () => {
    const refused: [string, string][] = [
      ['https://www.crumb-bakery.com', 'without http:// or https://'],
      ['www.crumb-bakery.com/menu', 'without a path'],
      ['www.crumb-bakery.com:8443', 'without a port'],
      ['203.0.113.7', 'An IP address cannot be connected'],
      ['[2001:db8::1]', 'An IP address cannot be connected'],
      ['*.crumb-bakery.com', 'Wildcard domains'],
      [`${'a'.repeat(64)}.com`, 'at most 63 characters'],
      [`${'abcdefghi.'.repeat(26)}com`, 'at most 253 characters'],
      ['crumb-bakery', 'with its ending'],
      ['crumb.bakery.test', '.test is not a top-level domain of the public internet'],
      ['co.uk', 'an ending that many owners share'],
      ['zappy.example.com', 'belongs to this Zappy server'],
      [siteHost, 'belongs to this Zappy server'],
      ['sites.example.com', 'belongs to this Zappy server'],
      ['', 'Enter a domain name'],
    ];
    for (const [domain, error] of refused) {
      const res = await api('POST', domainsOf(site.websiteId), { domain });
      expect(res.statusCode, domain).toBe(400);
      expect(res.json<{ error: string }>().error, domain).toContain(error);
    }
    const list = await api('GET', domainsOf(site.websiteId));
    expect(list.json<SiteDomainsResponse>()).toEqual({ domains: [], limit: 5 });
  });

  it('adds a www domain with the CNAME to create; it serves nothing until verified', async () => {
    const res = await api('POST', domainsOf(site.websiteId), { domain: ' WWW.Crumb-Bakery.com. ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<SiteDomain>()).toMatchObject({
      domain: WWW,
      status: 'pending',
      role: null,
      redirectsTo: null,
      url: `https://${WWW}`,
      checkedAt: null,
      verifiedAt: null,
      records: [
        {
          type: 'CNAME',
          name: WWW,
          value: siteHost,
          state: 'unchecked',
          found: [],
          problem: null,
        },
      ],
    });
    const list = await api('GET', domainsOf(site.websiteId));
    expect(list.json<SiteDomainsResponse>().domains.map((d) => d.domain)).toEqual([WWW]);

    const before = await page(WWW);
    expect(before.statusCode).toBe(404);
    expect(before.headers['content-type']).toContain('text/html');
    expect(before.body).toContain(NO_SITE);
    expect((await tlsAllowed(WWW)).statusCode).toBe(404);
  });

  it('answers 409 for a domain some site has, never saying whose', async () => {
    const other = await api('POST', domainsOf(otherSiteId), { domain: WWW }, otherToken);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ error: `${WWW} is already connected to another site` });
    const again = await api('POST', domainsOf(site.websiteId), { domain: WWW });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: `${WWW} is already one of this site's domains` });
  });

  it('is a 404 on every domain route for someone else’s site', async () => {
    const base = domainsOf(site.websiteId);
    for (const [method, url, payload] of [
      ['GET', base, undefined],
      ['POST', base, { domain: 'www.someone-else.com' }],
      ['POST', `${base}/${WWW}/verify`, undefined],
      ['DELETE', `${base}/${WWW}`, undefined],
    ] as const) {
      const res = await api(method, url, payload, otherToken);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'Website not found' });
    }
    const missing = await api('POST', `${base}/www.not-added.com/verify`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'This site has no such domain' });
  });

  it('verifies only the CNAME to the site’s host, saying what it found', async () => {
    const nothing = await verify(WWW);
    expect(nothing).toMatchObject({
      verified: false,
      status: 'pending',
      records: [{ type: 'CNAME', state: 'missing', found: [] }],
    });
    expect(nothing.checkedAt).not.toBeNull();

    dns.hosts.set(WWW, { cname: 'someone-else.sites.example.com' });
    const wrong = await verify(WWW);
    expect(wrong).toMatchObject({
      verified: false,
      status: 'pending',
      records: [{ state: 'wrong', found: ['someone-else.sites.example.com'] }],
    });
    expect((await page(WWW)).statusCode).toBe(404);

    const versionsBefore = await countVersions(harness.database, site.websiteId);
    dns.hosts.set(WWW, { cname: siteHost });
    const right = await verify(WWW);
    expect(right).toMatchObject({
      verified: true,
      status: 'verified',
      role: 'primary',
      records: [{ state: 'ok', found: [siteHost], problem: null }],
    });
    expect(right.verifiedAt).not.toBeNull();

    const served = await page(WWW);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('Golden Crumb');
    expect(served.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://zappy.example.com",
    );
    expect((await tlsAllowed(WWW)).statusCode).toBe(200);

    // The site's pages now name the domain as their address: its version is published again.
    expect(await countVersions(harness.database, site.websiteId)).toBe(versionsBefore + 1);
    const republished = await waitForDeployment(
      harness.app,
      token,
      site.websiteId,
      versionsBefore + 1,
    );
    const newest = republished.versions.find((v) => v.number === versionsBefore + 1);
    expect(newest).toMatchObject({ reason: `Address changed to https://${WWW}`, isLive: true });
    expect(republished.customDomainUrl).toBe(`https://${WWW}`);
    expect(republished.liveUrl).toBe(site.liveUrl);
    const canonical = await page(WWW);
    expect(canonical.body).toContain(`<link rel="canonical" href="https://${WWW}/">`);
    expect((await page(WWW, '/sitemap.xml')).body).toContain(`<loc>https://${WWW}/</loc>`);
    const list = await api('GET', '/api/website/user');
    expect(list.json<WebsiteListItem[]>()[0]?.customDomainUrl).toBe(`https://${WWW}`);
    // The site's own host name serves it as before.
    expect((await page(siteHost)).statusCode).toBe(200);
  });

  it('answers the site’s forms on the domain', async () => {
    const formToken = await page(WWW, '/_zappy/form-token');
    expect(formToken.statusCode).toBe(200);
    expect(formToken.json<{ token: string }>().token).toEqual(expect.any(String));
    const put = await harness.app.inject({ method: 'PUT', url: '/', headers: { host: WWW } });
    expect(put.statusCode).toBe(405);
  });

  it('redirects the later of a www/apex pair to the first, path and query kept', async () => {
    const added = await api('POST', domainsOf(site.websiteId), { domain: APEX });
    expect(added.statusCode).toBe(200);
    const records = added.json<SiteDomain>().records;
    expect(records.map(({ type, name, value }) => [type, name, value])).toEqual([
      ['A', APEX, SERVER.a],
      ['AAAA', APEX, SERVER.aaaa],
      ['TXT', `_zappy.${APEX}`, expect.stringMatching(/^zappy-verify=[0-9a-f]{32}$/)],
    ]);
    const ownership = records[2]?.value ?? '';

    // An address that is not this server's beside ours: never served.
    dns.hosts.set(APEX, { a: [SERVER.a, '198.51.100.7'], aaaa: [SERVER.aaaa] });
    dns.zone.set(`_zappy.${APEX}`, [[ownership]]);
    const mixed = await verify(APEX);
    expect(mixed.verified).toBe(false);
    expect(mixed.records[0]).toMatchObject({
      type: 'A',
      state: 'wrong',
      found: [SERVER.a, '198.51.100.7'],
    });
    expect(mixed.records[0]?.problem).toContain('198.51.100.7');
    expect((await page(APEX)).statusCode).toBe(404);

    dns.hosts.set(APEX, { a: [SERVER.a], aaaa: [SERVER.aaaa] });
    expect(await verify(APEX)).toMatchObject({
      verified: true,
      role: 'redirect',
      redirectsTo: WWW,
    });
    const redirected = await page(APEX, '/menu?day=sat&item=rye');
    expect(redirected.statusCode).toBe(301);
    expect(redirected.headers.location).toBe(`https://${WWW}/menu?day=sat&item=rye`);
    expect((await tlsAllowed(APEX)).statusCode).toBe(200);
  });

  it('stops serving a removed domain at once; the other of the pair becomes the address', async () => {
    const versionsBefore = await countVersions(harness.database, site.websiteId);
    const removed = await api('DELETE', `${domainsOf(site.websiteId)}/${WWW}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });

    const gone = await page(WWW);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain(NO_SITE);
    expect((await tlsAllowed(WWW)).statusCode).toBe(404);
    const apex = await page(APEX);
    expect(apex.statusCode).toBe(200);
    expect(apex.body).toContain('Golden Crumb');

    const list = (await api('GET', domainsOf(site.websiteId))).json<SiteDomainsResponse>();
    expect(list.domains).toMatchObject([{ domain: APEX, role: 'primary', redirectsTo: null }]);
    const republished = await waitForDeployment(
      harness.app,
      token,
      site.websiteId,
      versionsBefore + 1,
    );
    expect(republished.customDomainUrl).toBe(`https://${APEX}`);
    expect((await page(APEX)).body).toContain(`<link rel="canonical" href="https://${APEX}/">`);
  });

  it('checks domains by itself: a pending one is verified, one pointing away is no longer served', async () => {
    expect((await api('POST', domainsOf(site.websiteId), { domain: WWW })).statusCode).toBe(200);
    // The owner's CNAME is still in place: the next housekeeping run finds it.
    await harness.services.domains.recheck();
    const afterFirst = (await api('GET', domainsOf(site.websiteId))).json<SiteDomainsResponse>();
    expect(afterFirst.domains.map((d) => [d.domain, d.status, d.role])).toEqual([
      [APEX, 'verified', 'primary'],
      [WWW, 'verified', 'redirect'],
    ]);
    expect((await page(WWW, '/about')).headers.location).toBe(`https://${APEX}/about`);

    // The owner points the apex elsewhere; its next scheduled check finds out.
    dns.hosts.set(APEX, { a: ['198.51.100.7'] });
    await harness.database.pool.query(
      `UPDATE site_domains SET checked_at = now() - interval '7 hours' WHERE domain = $1`,
      [APEX],
    );
    await harness.services.domains.recheck();
    const apex = await page(APEX);
    expect(apex.statusCode).toBe(404);
    expect(apex.body).toContain(NO_SITE);
    const www = await page(WWW);
    expect(www.statusCode).toBe(200);
    const afterSecond = (await api('GET', domainsOf(site.websiteId))).json<SiteDomainsResponse>();
    expect(afterSecond.domains.map((d) => [d.domain, d.status, d.role])).toEqual([
      [APEX, 'pending', null],
      [WWW, 'verified', 'primary'],
    ]);
    expect(afterSecond.domains[0]?.records[0]).toMatchObject({
      state: 'wrong',
      found: ['198.51.100.7'],
    });
  });

  it('keeps at most five domains on a site', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const res = await api(
        'POST',
        domainsOf(otherSiteId),
        { domain: `shop${i}.example.org` },
        otherToken,
      );
      expect(res.statusCode).toBe(200);
    }
    const sixth = await api(
      'POST',
      domainsOf(otherSiteId),
      { domain: 'shop6.example.org' },
      otherToken,
    );
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({
      error: 'A site can have at most 5 domains: remove one before adding another',
    });
  });

  it('answers tls-allowed for verified domains and this server’s sites, 404 for anything else', async () => {
    expect((await tlsAllowed(WWW)).statusCode).toBe(200);
    expect((await tlsAllowed(`${WWW}.`)).statusCode).toBe(200);
    expect((await tlsAllowed(siteHost)).statusCode).toBe(200);
    expect((await tlsAllowed(APEX)).statusCode).toBe(404);
    expect((await tlsAllowed('shop1.example.org')).statusCode).toBe(404);
    expect((await tlsAllowed('nobody-k3x9q2.sites.example.com')).statusCode).toBe(404);
    const unknown = await tlsAllowed('anything.example.net');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Not found' });
  });

  it('refuses a root domain when the server has no address for one; a down resolver changes nothing', async () => {
    const port = await closedUdpPort();
    const app = await createTestApp(harness.database, {
      ...ENV,
      CUSTOM_DOMAIN_A: '',
      CUSTOM_DOMAIN_AAAA: '',
      DNS_SERVERS: `127.0.0.1:${port}`,
    });
    try {
      const root = await injectAs(app, otherToken, 'POST', domainsOf(otherSiteId), {
        domain: 'other-bakery.com',
      });
      expect(root.statusCode).toBe(400);
      expect(root.json<{ error: string }>().error).toBe(
        'other-bakery.com is a root domain, and this Zappy server has no fixed address for root domains: connect a subdomain such as www.other-bakery.com, and have your DNS host forward other-bakery.com to it',
      );
      const down = await injectAs(
        app,
        otherToken,
        'POST',
        `${domainsOf(otherSiteId)}/shop1.example.org/verify`,
      );
      expect(down.statusCode).toBe(503);
      expect(down.json<{ error: string }>().error).toContain('nothing changed');
      const list = await injectAs(app, otherToken, 'GET', domainsOf(otherSiteId));
      expect(list.json<SiteDomainsResponse>().domains[0]).toMatchObject({
        status: 'pending',
        checkedAt: null,
      });
    } finally {
      await app.close();
    }
  });

  it('removes a deleted site’s domains and stops serving them at once', async () => {
    expect((await page(WWW)).statusCode).toBe(200);
    const deleted = await api('DELETE', `/api/website/${site.websiteId}`);
    expect(deleted.statusCode).toBe(200);
    const gone = await page(WWW);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain(NO_SITE);
    expect((await tlsAllowed(WWW)).statusCode).toBe(404);
    const { rows } = await harness.database.pool.query(
      'SELECT domain FROM site_domains WHERE website_id = $1',
      [site.websiteId],
    );
    expect(rows).toEqual([]);
    expect((await api('GET', domainsOf(site.websiteId))).statusCode).toBe(404);
    const detail = await websiteDetail(harness.app, otherToken, otherSiteId);
    expect(detail.customDomainUrl).toBeNull();
  });
});
