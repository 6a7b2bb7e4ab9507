import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { LeadsResponse, LeadsSummaryResponse } from '@zappy/contract/leads';
import type { WebsiteDetail } from '@zappy/contract/website';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { sendHttp } from '../../../test/http-client';
import {
  createDeployedSite,
  signIn,
  startGenerationHarness,
  waitForDeployment,
  type GenerationHarness,
} from '../../../test/generation-harness';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { solveProof } from '../../../test/proof-of-work';
import { MAX_TOKEN_AGE_MS, MIN_FILL_MS } from './form-token';
import { BASE_PROOF_BITS, SITE_CALM_LIMIT, isProofValid } from './proof-of-work';
import {
  FORM_HEADERS,
  PROOF_NEEDED_STATUS,
  SITE_FORM_MESSAGES,
  SITE_WINDOW_MS,
  createSiteForms,
  type LeadDelivery,
  type SiteForms,
} from './site-forms';

type Delivered = Parameters<LeadDelivery['deliverLead']>;

describe.each(testDatabases)('site forms and the lead inbox on $name', ({ open }) => {
  let database: Database;
  let harness: GenerationHarness;
  let app: FastifyInstance;
  let owner: string;
  let other: string;
  let site: WebsiteDetail;
  let host: string;
  let slug: string;
  let siteForms: SiteForms;
  // The forms' clock: moved forward instead of waiting MIN_FILL_MS for real.
  let offset = 0;
  const delivered: Delivered[] = [];
  let deliveryResult: 'sent' | 'failed' | 'stored' | Error = 'sent';

  beforeAll(async () => {
    database = await open();
    harness = await startGenerationHarness(database);
    // The harness's own services, with the forms on a clock and a delivery port of this test's.
    siteForms = createSiteForms({
      db: harness.services.db,
      sites: harness.services.versions,
      appSecret: TEST_SECRET,
      now: () => new Date(Date.now() + offset),
      delivery: {
        deliverLead(...args) {
          delivered.push(args);
          if (deliveryResult instanceof Error) return Promise.reject(deliveryResult);
          return Promise.resolve(deliveryResult);
        },
      },
    });
    app = await buildApp({
      services: { ...harness.services, siteForms },
      appSecret: TEST_SECRET,
      webDistDir: '/nonexistent',
    });
    await app.ready();
    owner = await signIn(app, 'leads-owner@example.com');
    other = await signIn(app, 'leads-stranger@example.com');
    site = await createDeployedSite(
      app,
      owner,
      'A bakery called Golden Crumb in Portland. We sell sourdough loaves and croissants. Email hello@goldencrumb.example.',
    );
    host = new URL(site.liveUrl ?? '').host;
    const row = await database.pool.query<{ slug: string }>(
      'SELECT slug FROM websites WHERE id = $1',
      [site.websiteId],
    );
    slug = row.rows[0]?.slug ?? '';
  });

  afterAll(async () => {
    await app.close();
    await harness.close();
    await database.close();
  });

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who = owner) =>
    app.inject({
      method,
      url,
      headers: who ? { authorization: `Bearer ${who}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const inbox = async (query = '') =>
    (await api('GET', `/api/website/${site.websiteId}/leads${query}`)).json<LeadsResponse>();
  const leadCount = async () =>
    Number(
      (await database.pool.query<{ n: string }>('SELECT count(*) AS n FROM leads')).rows[0]?.n,
    );

  async function formToken(siteHost = host): Promise<string> {
    const res = await app.inject({ url: '/_zappy/form-token', headers: { host: siteHost } });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  }
  /** A token as a person has it: fetched, then a few seconds of typing. */
  async function typedToken(): Promise<string> {
    const token = await formToken();
    offset += MIN_FILL_MS + 500;
    return token;
  }

  const contact = {
    name: 'Ann Baker',
    email: 'ann@example.com',
    subject: 'Wedding cake',
    message: 'Do you bake wedding cakes?\nFor 80 guests.',
    website: '',
  };

  function post(
    fields: Record<string, string>,
    options: {
      path?: string;
      json?: boolean;
      ip?: string;
      host?: string;
      contentType?: string;
      payload?: string;
    } = {},
  ) {
    return app.inject({
      method: 'POST',
      url: options.path ?? '/_zappy/contact',
      remoteAddress: options.ip ?? '203.0.113.1',
      headers: {
        host: options.host ?? host,
        'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
        accept: options.json === false ? 'text/html,*/*;q=0.8' : 'application/json',
      },
      payload: options.payload ?? new URLSearchParams(fields).toString(),
    });
  }

  it('stores a message sent with a form token, for the owner’s inbox', async () => {
    const res = await post({ ...contact, _zt: await typedToken() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(FORM_HEADERS['content-security-policy']);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();

    const list = await inbox();
    expect(list.total).toBe(1);
    expect(list.unread).toBe(1);
    expect(list.leads[0]).toMatchObject({
      kind: 'contact',
      name: 'Ann Baker',
      email: 'ann@example.com',
      subject: 'Wedding cake',
      message: 'Do you bake wedding cakes?\nFor 80 guests.',
      read: false,
      delivery: 'stored',
    });
    // The sender's address is kept only as a keyed hash.
    const stored = await database.pool.query<{ ip_hash: string }>('SELECT ip_hash FROM leads');
    expect(stored.rows[0]?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain('203.0.113.1');
    // No delivery integration on this site: nothing was emailed.
    expect(delivered).toHaveLength(0);
  });

  it('lets the owner mark messages read, export, summarise and delete them', async () => {
    const [lead] = (await inbox()).leads;
    const read = await api('POST', `/api/website/${site.websiteId}/leads/${lead?.id}/read`, {
      read: true,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ success: true });
    expect(await inbox()).toMatchObject({ total: 1, unread: 0 });
    expect((await inbox()).leads[0]?.read).toBe(true);

    // A subscriber, and a message a spreadsheet would otherwise run as a formula.
    const subscribed = await post(
      { email: 'news@example.com', website: '', _zt: await typedToken() },
      { path: '/_zappy/subscribe' },
    );
    expect(subscribed.json()).toEqual({ ok: true });
    await post({
      ...contact,
      name: '=HYPERLINK("http://evil.example","click")',
      subject: 'Quote, "please"',
      _zt: await typedToken(),
    });
    const all = await inbox();
    expect(all).toMatchObject({ total: 3, unread: 2 });
    expect(all.leads.map((l) => l.kind)).toEqual(['contact', 'newsletter', 'contact']);
    const newsletter = await inbox('?kind=newsletter');
    expect(newsletter.leads.map((l) => l.email)).toEqual(['news@example.com']);
    expect(newsletter).toMatchObject({ total: 1, unread: 1 });
    expect((await api('GET', `/api/website/${site.websiteId}/leads?kind=spam`)).statusCode).toBe(
      400,
    );

    const csv = await api('GET', `/api/website/${site.websiteId}/leads.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="${slug}-messages.csv"`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('received,kind,name,email,subject,message,read,delivery');
    expect(csv.body).toContain(
      `,contact,"'=HYPERLINK(""http://evil.example"",""click"")",ann@example.com,"Quote, ""please""",`,
    );
    expect(csv.body).toContain(
      'contact,Ann Baker,ann@example.com,Wedding cake,"Do you bake wedding cakes?\nFor 80 guests.",yes,stored',
    );
    expect(csv.body).toContain(',newsletter,,news@example.com,,,no,stored');

    const summary = await api('GET', '/api/leads/summary');
    expect(summary.json<LeadsSummaryResponse>().sites).toContainEqual({
      websiteId: site.websiteId,
      total: 3,
      unread: 2,
    });
    expect((await api('GET', '/api/leads/summary', undefined, other)).json()).toEqual({
      sites: [],
    });

    const gone = await api('DELETE', `/api/website/${site.websiteId}/leads/${lead?.id}`);
    expect(gone.json()).toEqual({ success: true });
    expect((await inbox()).total).toBe(2);
    const again = await api('DELETE', `/api/website/${site.websiteId}/leads/${lead?.id}`);
    expect(again.statusCode).toBe(404);
    const unread = await api('POST', `/api/website/${site.websiteId}/leads/${lead?.id}/read`, {
      read: false,
    });
    expect(unread.statusCode).toBe(404);
  });

  it('keeps the inbox to its owner', async () => {
    const [lead] = (await inbox()).leads;
    const routes: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', `/api/website/${site.websiteId}/leads`],
      ['GET', `/api/website/${site.websiteId}/leads.csv`],
      ['POST', `/api/website/${site.websiteId}/leads/${lead?.id}/read`, { read: true }],
      ['DELETE', `/api/website/${site.websiteId}/leads/${lead?.id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await api(method, url, body, other)).statusCode, `${method} ${url}`).toBe(404);
      expect((await api(method, url, body, '')).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await api('GET', '/api/leads/summary', undefined, '')).statusCode).toBe(401);
    expect((await inbox()).leads.map((l) => l.id)).toContain(lead?.id);
    expect((await inbox()).leads.find((l) => l.id === lead?.id)?.read).toBe(false);
  });

  it('tells a bot filling the honeypot it succeeded, and keeps nothing', async () => {
    const before = await leadCount();
    const res = await post({ ...contact, website: 'http://spam.example', _zt: await typedToken() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const html = await post({ ...contact, website: 'x' }, { json: false });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Your message has been sent');
    expect(await leadCount()).toBe(before);
  });

  it('asks a browser without JavaScript to confirm, escaping what it sent', async () => {
    const before = await leadCount();
    const naughty = {
      ...contact,
      name: '<script>alert(1)</script>',
      subject: '"><img src=x onerror=alert(2)>',
    };
    const res = await post(naughty, { json: false });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(FORM_HEADERS['content-security-policy']);
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('value="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
    expect(res.body).toContain('action="/_zappy/contact"');
    const token = /name="_zt" value="(f\.[\w.-]+)"/.exec(res.body)?.[1];
    expect(token).toBeDefined();
    expect(await leadCount()).toBe(before);

    // Confirming at once is too fast: the same page again.
    const hidden = Object.fromEntries(
      [...res.body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
        m[1] ?? '',
        (m[2] ?? '')
          .replaceAll('&quot;', '"')
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&#39;', "'")
          .replaceAll('&amp;', '&'),
      ]),
    );
    expect(hidden).toMatchObject({ ...naughty, _zt: token });
    const quick = await post(hidden, { json: false });
    expect(quick.statusCode).toBe(200);
    expect(quick.body).toContain('name="_zt"');
    expect(quick.body).toContain('That was quick!');
    expect(await leadCount()).toBe(before);

    offset += MIN_FILL_MS;
    const sent = await post(hidden, { json: false });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Your message has been sent');
    expect(sent.body).not.toContain('name="_zt"');
    expect((await inbox()).leads[0]?.name).toBe('<script>alert(1)</script>');
  });

  it('refuses a form sent too fast, or with a forged token', async () => {
    const before = await leadCount();
    const quick = await post({ ...contact, _zt: await formToken() });
    expect(quick.statusCode).toBe(400);
    expect(quick.json()).toEqual({ error: SITE_FORM_MESSAGES.tooFast });
    const [kind, issued, nonce] = (await typedToken()).split('.');
    const forged = await post({ ...contact, _zt: `${kind}.${issued}.${nonce}.${'A'.repeat(43)}` });
    expect(forged.json()).toEqual({ error: SITE_FORM_MESSAGES.expired });
    // A token of another site, a day-old token: refused the same way.
    const elsewhere = siteForms.tokens.issue(randomUUID());
    expect((await post({ ...contact, _zt: elsewhere })).json()).toEqual({
      error: SITE_FORM_MESSAGES.expired,
    });
    const old = await formToken();
    offset += MAX_TOKEN_AGE_MS + 1;
    expect((await post({ ...contact, _zt: old })).json()).toEqual({
      error: SITE_FORM_MESSAGES.expired,
    });
    const missing = await post(contact);
    expect(missing.statusCode).toBe(400);
    const html = await post({ ...contact, _zt: 'junk' }, { json: false });
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('name="_zt"');
    expect(await leadCount()).toBe(before);
  });

  it('answers invalid fields with the reason, as JSON or as a page', async () => {
    const token = await typedToken();
    const json = await post({ ...contact, email: 'nope', _zt: token });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: 'Please enter a valid email address' });
    const html = await post({ ...contact, message: ' ', _zt: token }, { json: false });
    expect(html.statusCode).toBe(400);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toContain('Please enter a message');
    const body = await post({}, { contentType: 'application/json', payload: '{"name":' });
    expect(body.statusCode).toBe(400);
    const ok = await post(
      {},
      {
        contentType: 'application/json; charset=utf-8',
        payload: JSON.stringify({ ...contact, name: 'Json Sender', _zt: token }),
      },
    );
    expect(ok.json()).toEqual({ ok: true });
  });

  it('takes a form token once, on any web process', async () => {
    const token = await typedToken();
    const first = await post({ ...contact, subject: 'Once', _zt: token }, { ip: '192.0.2.70' });
    expect(first.json()).toEqual({ ok: true });
    const before = await leadCount();
    // The same token again, from the same or another address: refused, nothing stored.
    for (const ip of ['192.0.2.70', '192.0.2.71', '192.0.2.72']) {
      const again = await post({ ...contact, subject: 'Twice', _zt: token }, { ip });
      expect(again.statusCode, ip).toBe(400);
      expect(again.json()).toEqual({ error: SITE_FORM_MESSAGES.used });
    }
    // Without JavaScript: the confirm page with a fresh token.
    const page = await post({ ...contact, _zt: token }, { ip: '192.0.2.73', json: false });
    expect(page.statusCode).toBe(200);
    const fresh = /name="_zt" value="(f\.[\w.-]+)"/.exec(page.body)?.[1];
    expect(fresh).toMatch(/^f\./);
    expect(fresh).not.toBe(token);
    expect(await leadCount()).toBe(before);
    const used = await database.pool.query('SELECT 1 FROM form_token_uses WHERE nonce = $1', [
      token.split('.')[2],
    ]);
    expect(used.rowCount).toBe(1);
  });

  it('limits one sender to five messages in ten minutes, counted in the database', async () => {
    const ip = '198.51.100.7';
    for (let i = 1; i <= 5; i += 1) {
      const res = await post({ ...contact, subject: `Try ${i}`, _zt: await typedToken() }, { ip });
      expect(res.statusCode, `message ${i}`).toBe(200);
    }
    const token = await typedToken();
    const sixth = await post({ ...contact, _zt: token }, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('600');
    expect(sixth.json()).toEqual({ error: SITE_FORM_MESSAGES.tooManyFromSender });
    const page = await post({ ...contact, _zt: token }, { ip, json: false });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('try again in a few minutes');
    // Someone else is not affected (the refused token was not used up); the sender may write
    // again after the window.
    expect((await post({ ...contact, _zt: token }, { ip: '198.51.100.8' })).statusCode).toBe(200);
    offset += 10 * 60 * 1000 + 1000;
    expect((await post({ ...contact, _zt: await typedToken() }, { ip })).statusCode).toBe(200);
  });

  it('counts an IPv6 sender by its /64', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const ip = `2001:db8:77:1::${i.toString(16)}`;
      const res = await post({ ...contact, _zt: await typedToken() }, { ip });
      expect(res.statusCode, ip).toBe(200);
    }
    const sameNetwork = await post(
      { ...contact, _zt: await typedToken() },
      { ip: '2001:db8:77:1:ffff:ffff:ffff:fffe' },
    );
    expect(sameNetwork.statusCode).toBe(429);
    const nextNetwork = await post(
      { ...contact, _zt: await typedToken() },
      { ip: '2001:db8:77:2::1' },
    );
    expect(nextNetwork.statusCode).toBe(200);
    offset += 10 * 60 * 1000 + 1000;
  });

  it('slows a flood from many addresses down instead of locking visitors out', async () => {
    // A fresh hour for the site, then 40 addresses with a token each, as fast as they can.
    offset += SITE_WINDOW_MS;
    const tokens = await Promise.all(Array.from({ length: 40 }, () => formToken()));
    offset += MIN_FILL_MS;
    const statuses: number[] = [];
    for (const [i, token] of tokens.entries()) {
      const res = await post({ ...contact, _zt: token }, { ip: `198.18.0.${i + 1}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(SITE_CALM_LIMIT);
    expect(statuses.slice(SITE_CALM_LIMIT)).toEqual(
      Array<number>(40 - SITE_CALM_LIMIT).fill(PROOF_NEEDED_STATUS),
    );
    const flooded = await leadCount();

    // A visitor with JavaScript: asked for a proof of work on their token, not turned away.
    const ip = '192.0.2.90';
    const token = await typedToken();
    const asked = await post({ ...contact, name: 'Real Visitor', _zt: token }, { ip });
    expect(asked.statusCode).toBe(PROOF_NEEDED_STATUS);
    expect(asked.headers['retry-after']).toBeUndefined();
    expect(asked.json()).toEqual({
      error: SITE_FORM_MESSAGES.proofNeeded,
      proof: { bits: BASE_PROOF_BITS },
    });
    // A wrong proof, or a proof for another token (by chance, either could be right), is asked
    // again; nothing is stored.
    const proof = solveProof(token, BASE_PROOF_BITS);
    const other = solveProof(await formToken(), BASE_PROOF_BITS);
    const wrongs = [String(Number(proof) + 1), other, 'abc'].filter(
      (w) => !isProofValid(token, w, BASE_PROOF_BITS),
    );
    for (const wrong of wrongs) {
      const res = await post({ ...contact, _zt: token, _pow: wrong }, { ip });
      expect(res.statusCode, wrong).toBe(PROOF_NEEDED_STATUS);
    }
    expect(await leadCount()).toBe(flooded);
    const solved = await post(
      { ...contact, name: 'Real Visitor', _zt: token, _pow: proof },
      { ip },
    );
    expect(solved.statusCode).toBe(200);
    expect(solved.json()).toEqual({ ok: true });
    expect((await inbox()).leads[0]?.name).toBe('Real Visitor');
    // The proof came with the token: both are spent.
    const replay = await post({ ...contact, _zt: token, _pow: proof }, { ip: '192.0.2.91' });
    expect(replay.json()).toEqual({ error: SITE_FORM_MESSAGES.used });

    // A visitor without JavaScript: a confirm page with a token for their address alone.
    const noScript = '192.0.2.92';
    const fields = { ...contact, name: 'No Script Visitor' };
    // Its browser posts the form as it is, without the token the script would have fetched.
    const page = await post({ ...fields, _zt: '' }, { ip: noScript, json: false });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Please confirm yours.');
    // So does a page post with an ordinary token (a script that could not prove its work).
    const posted = await post(
      { ...fields, _zt: await typedToken() },
      { ip: noScript, json: false },
    );
    expect(posted.body).toContain('Please confirm yours.');
    expect(posted.body).toContain('name="_zt" value="c.');
    const confirm = /name="_zt" value="(c\.[\w.-]+)"/.exec(page.body)?.[1] ?? '';
    expect(confirm).toMatch(/^c\./);
    offset += MIN_FILL_MS;
    // Taken to another address (a bot sharing it out), the confirm token is worth nothing: that
    // address is given a confirm page of its own.
    const shared = await post({ ...fields, _zt: confirm }, { ip: '192.0.2.93', json: false });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('Please confirm yours.');
    expect(shared.body).not.toContain(confirm);
    expect(await leadCount()).toBe(flooded + 1);
    const clicked = await post({ ...fields, _zt: confirm }, { ip: noScript, json: false });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain('Your message has been sent');
    expect((await inbox()).leads[0]?.name).toBe('No Script Visitor');
    expect(await leadCount()).toBe(flooded + 2);

    // An hour later the site is calm again: no proof asked.
    offset += SITE_WINDOW_MS;
    const calm = await post({ ...contact, _zt: await typedToken() }, { ip: '192.0.2.94' });
    expect(calm.json()).toEqual({ ok: true });
  });

  it('refuses other hosts, oversized bodies and other content types', async () => {
    const unknown = host.replace(/^[^.]+/, 'no-such-site');
    const token = await typedToken();
    const missing = await post({ ...contact, _zt: token }, { host: unknown });
    expect(missing.statusCode).toBe(404);
    const tokenless = await app.inject({ url: '/_zappy/form-token', headers: { host: unknown } });
    expect(tokenless.statusCode).toBe(404);

    const before = await leadCount();
    const big = await post({ ...contact, message: 'x'.repeat(40 * 1024), _zt: token });
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: string }>().error).toMatch(/too long/);
    for (const contentType of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const res = await post({ ...contact, _zt: token }, { contentType });
      expect(res.statusCode, contentType).toBe(415);
    }
    expect(await leadCount()).toBe(before);
    // The site's pages are served as before; other methods on them are still refused.
    expect((await app.inject({ url: '/', headers: { host } })).statusCode).toBe(200);
    const put = await app.inject({ method: 'PUT', url: '/_zappy/contact', headers: { host } });
    expect(put.statusCode).toBe(405);
  });

  it('reads form posts over a real connection, and cuts off an endless one', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const send = (
      method: string,
      path: string,
      headers: Record<string, string>,
      chunks: string[] = [],
    ) =>
      sendHttp(
        { host: '127.0.0.1', port, method, path, headers: { host, ...headers } },
        { chunks, isCutOffExpected: true },
      );

    const token = await send('GET', '/_zappy/form-token', {});
    expect(token.status).toBe(200);
    expect(token.headers['set-cookie']).toBeUndefined();
    offset += MIN_FILL_MS;
    const fields = new URLSearchParams({
      ...contact,
      name: 'Over The Wire',
      _zt: (JSON.parse(token.body) as { token: string }).token,
    }).toString();
    const sent = await send(
      'POST',
      '/_zappy/contact',
      { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      [fields.slice(0, 10), fields.slice(10)],
    );
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ ok: true });
    expect((await inbox()).leads[0]?.name).toBe('Over The Wire');

    // Chunked, no length given: read up to the limit, then 413 and the connection closed.
    const endless = await send(
      'POST',
      '/_zappy/contact',
      { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      Array.from({ length: 8 }, () => 'x'.repeat(16 * 1024)),
    );
    expect(endless.status).toBe(413);
    expect(endless.headers.connection).toBe('close');
  });

  it('emails a message to the owner when the site has the delivery integration', async () => {
    const live = await harness.services.versions.liveModel(slug);
    expect(live).toBeTruthy();
    if (!live) return;
    const version = await harness.services.publisher.publishSite({
      websiteId: site.websiteId,
      model: {
        ...live.model,
        integrations: [
          {
            serverId: 'email',
            toolName: 'deliver_contact_form',
            category: 'email',
            configuration: { recipient: 'owner@goldencrumb.example', subjectPrefix: '[Crumb]' },
            priority: 'high',
            status: 'configured',
            appliedAt: new Date().toISOString(),
          },
        ],
      },
      reason: 'Contact form delivery',
    });
    await waitForDeployment(app, owner, site.websiteId, version.number);

    const res = await post(
      { ...contact, name: 'Reply Tome', email: 'visitor@example.org', _zt: await typedToken() },
      { ip: '192.0.2.50' },
    );
    expect(res.json()).toEqual({ ok: true });
    expect(delivered).toEqual([
      [
        site.websiteId,
        {
          kind: 'contact',
          name: 'Reply Tome',
          email: 'visitor@example.org',
          subject: contact.subject,
          message: contact.message,
        },
        { recipient: 'owner@goldencrumb.example', subjectPrefix: '[Crumb]' },
      ],
    ]);
    expect((await inbox()).leads[0]).toMatchObject({
      email: 'visitor@example.org',
      delivery: 'sent',
    });

    // The newsletter is never emailed; a failure is recorded for the owner, not shown.
    await post({ email: 'n2@example.com', _zt: await typedToken() }, { path: '/_zappy/subscribe' });
    expect(delivered).toHaveLength(1);
    deliveryResult = new Error('SMTP said no');
    const failed = await post({ ...contact, _zt: await typedToken() }, { ip: '192.0.2.51' });
    expect(failed.json()).toEqual({ ok: true });
    expect((await inbox()).leads[0]?.delivery).toBe('failed');
    const row = await database.pool.query<{ delivery_error: string }>(
      'SELECT delivery_error FROM leads ORDER BY created_at DESC LIMIT 1',
    );
    expect(row.rows[0]?.delivery_error).toBe('SMTP said no');
    expect(delivered).toHaveLength(2);
  });

  it('deletes the leads with their website', async () => {
    expect((await inbox()).total).toBeGreaterThan(0);
    const res = await api('DELETE', `/api/website/${site.websiteId}`);
    expect(res.statusCode).toBe(200);
    const left = await database.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM leads WHERE website_id = $1',
      [site.websiteId],
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
  });
});
