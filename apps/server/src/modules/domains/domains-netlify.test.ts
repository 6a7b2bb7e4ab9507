import type {
  SiteDomain,
  SiteDomainsResponse,
  VerifyDomainResponse,
} from '@zappy/contract/domains';
import type { WebsiteDetail } from '@zappy/contract/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import {
  createDeployedSite,
  injectAs,
  signIn,
  useGenerationHarness,
} from '../../../test/generation-harness';
import { startDns } from '../../../test/mail-servers';
import { startNetlifyServer } from '../../../test/netlify-server';
import { createNetlifyProvider } from '../deployments/providers/netlify-provider';

const dns = await startDns();
const netlify = await startNetlifyServer();
afterAll(async () => {
  await dns.close();
  await netlify.close();
});

/** Netlify's load balancer, as its documentation gives it for a root domain's A record. */
const NETLIFY_A = '75.2.60.5';

describe.each(testDatabases)('owners’ domains on Netlify, on $name', ({ open, name }) => {
  const harness = useGenerationHarness(open, {
    provider: createNetlifyProvider({
      token: netlify.token,
      apiUrl: netlify.url,
      pollIntervalMs: 10,
    }),
    env: {
      PUBLIC_URL: 'https://zappy.example.com',
      CUSTOM_DOMAIN_A: NETLIFY_A,
      DNS_SERVERS: dns.address,
    },
  });
  const www = `www.${name}-netlify-bakery.com`;
  const apex = `${name}-netlify-bakery.com`;
  const taken = `www.${name}-taken-bakery.com`;
  let token: string;
  let site: WebsiteDetail;
  let serviceId: string;
  let netlifyHost: string;

  const domains = () => `/api/website/${site.websiteId}/domains`;
  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    injectAs(harness.app, token, method, url, payload);
  const onNetlify = () => netlify.sites.get(serviceId);

  beforeAll(async () => {
    netlify.behaviour = 'ok';
    token = await signIn(harness.app, `netlify-${name}@example.com`);
    site = await createDeployedSite(harness.app, token, 'A bakery called Rye & Shine in Bristol');
    serviceId = site.deployment?.serviceId ?? '';
    netlifyHost = `${site.deployment?.serviceName ?? ''}.netlify.app`;
  });

  it('asks for a CNAME to the site’s Netlify host, and sets the verified domain on Netlify', async () => {
    expect(site.hostedOn).toBe('netlify');
    const added = await api('POST', domains(), { domain: www });
    expect(added.statusCode).toBe(200);
    expect(added.json<SiteDomain>().records).toMatchObject([
      { type: 'CNAME', name: www, value: netlifyHost },
    ]);
    expect(onNetlify()?.customDomain).toBeNull();

    dns.hosts.set(www, { cname: netlifyHost });
    const verified = await api('POST', `${domains()}/${www}/verify`);
    expect(verified.json<VerifyDomainResponse>()).toMatchObject({
      verified: true,
      role: 'primary',
    });
    expect(onNetlify()).toMatchObject({ customDomain: www, domainAliases: [] });
    expect(netlify.requests).toContain(`PATCH /api/v1/sites/${serviceId}`);
  });

  it('adds the other of the pair as an alias once verified', async () => {
    const added = await api('POST', domains(), { domain: apex });
    const [a, txt] = added.json<SiteDomain>().records;
    expect(a).toMatchObject({ type: 'A', name: apex, value: NETLIFY_A });
    dns.hosts.set(apex, { a: [NETLIFY_A] });
    dns.zone.set(txt?.name ?? '', [[txt?.value ?? '']]);
    const verified = await api('POST', `${domains()}/${apex}/verify`);
    expect(verified.json<VerifyDomainResponse>()).toMatchObject({
      verified: true,
      role: 'redirect',
      redirectsTo: www,
    });
    expect(onNetlify()).toMatchObject({ customDomain: www, domainAliases: [apex] });
  });

  it('keeps a domain pending when Netlify refuses it, saying so', async () => {
    netlify.sites.set(`elsewhere-${name}`, {
      id: `elsewhere-${name}`,
      name: `elsewhere-${name}`,
      customDomain: taken,
      domainAliases: [],
    });
    expect((await api('POST', domains(), { domain: taken })).statusCode).toBe(200);
    dns.hosts.set(taken, { cname: netlifyHost });
    const refused = await api('POST', `${domains()}/${taken}/verify`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Netlify refused the domain: it is connected to another site there',
    });
    const list = (await api('GET', domains())).json<SiteDomainsResponse>();
    expect(list.domains.find((d) => d.domain === taken)).toMatchObject({
      status: 'pending',
      records: [{ state: 'ok', found: [netlifyHost] }],
    });
    expect(onNetlify()).toMatchObject({ customDomain: www, domainAliases: [apex] });
    expect((await api('DELETE', `${domains()}/${taken}`)).statusCode).toBe(200);
  });

  it('removes nothing while Netlify cannot be told, then takes the domains off Netlify', async () => {
    netlify.behaviour = 'server-error';
    const failed = await api('DELETE', `${domains()}/${apex}`);
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ error: string }>().error).toContain('nothing changed');
    netlify.behaviour = 'ok';
    const list = (await api('GET', domains())).json<SiteDomainsResponse>();
    expect(list.domains.map((d) => d.domain)).toEqual([www, apex]);

    expect((await api('DELETE', `${domains()}/${apex}`)).statusCode).toBe(200);
    expect(onNetlify()).toMatchObject({ customDomain: www, domainAliases: [] });
    expect((await api('DELETE', `${domains()}/${www}`)).statusCode).toBe(200);
    expect(onNetlify()).toMatchObject({ customDomain: null, domainAliases: [] });
  });

  it('asks to wait for a site that is not on Netlify yet', async () => {
    const status = await api('GET', '/api/auth/status');
    const userId = status.json<{ user: { id: string } }>().user.id;
    const { rows } = await harness.database.pool.query<{ id: string }>(
      `INSERT INTO websites (user_id, name, slug, status) VALUES ($1, 'New', $2, 'generating') RETURNING id`,
      [userId, `new-site-${Date.now()}`],
    );
    const res = await api('POST', `/api/website/${rows[0]?.id ?? ''}/domains`, {
      domain: `www.${name}-not-yet.com`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'This site is not on Netlify yet: wait until its deployment is live, then try again',
    });
  });
});
