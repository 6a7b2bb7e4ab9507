import { createSocket } from 'node:dgram';
import { EMAIL_MESSAGES, type EmailConfigResponse } from '@zappy/contract/email';
import type { FastifyInstance } from 'fastify';
import { authenticate } from 'mailauth';
import { simpleParser, type AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, TEST_SECRET } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { startDns, startSmtp } from '../../../test/mail-servers';
import { freePort } from '../../../test/server-process';
import { injectAs, signIn } from '../../../test/generation-harness';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import type { Services } from '../../services';
import { insertWebsite } from '../websites/websites.repository';
import { decryptPrivateKey } from './dkim';

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

/** A TXT value as DNS hosts store long ones: several strings of at most 255 bytes. */
const chunked = (value: string) => value.match(/.{1,255}/g) ?? [];

const DOMAIN = 'goldencrumb.test';
const MERCHANT = 'hello@goldencrumb.test';

describe.each(testDatabases)('email from the owner’s domain on $name', ({ open }) => {
  let database: Database;
  let dns: Awaited<ReturnType<typeof startDns>>;
  /** A delivered message checked as a receiving server would: DKIM, SPF, DMARC. */
  const authenticateDelivered = (raw: Buffer | string) =>
    authenticate(raw, {
      ip: '127.0.0.1',
      helo: 'localhost',
      mta: 'mx.test',
      sender: MERCHANT,
      resolver: dns.resolve,
      disableArc: true,
      disableBimi: true,
    });
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let refusing: Awaited<ReturnType<typeof startSmtp>>;
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;
  let services: Services;
  let token: string;
  let other: string;
  let userId: string;
  let websiteId: string;

  async function build(env: Record<string, string>) {
    const built = createTestServices(database, { env });
    const instance = await buildApp({
      services: built,
      appSecret: TEST_SECRET,
      webDistDir: '/nonexistent',
    });
    await instance.ready();
    apps.push(instance);
    return { app: instance, services: built };
  }

  async function newWebsite(owner: string, name: string): Promise<string> {
    const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
    const row = await insertWebsite(database.db, {
      userId: owner,
      name,
      slug,
      status: 'completed',
    });
    return row.id;
  }

  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    who: string | null = token,
    on: FastifyInstance = app,
  ) => injectAs(on, who, method, url, payload);
  const getConfig = (id: string, who?: string | null, on?: FastifyInstance) =>
    call('GET', `/api/email/config/${id}`, undefined, who, on);
  const verify = (id: string, who?: string | null, on?: FastifyInstance) =>
    call('POST', '/api/email/verify-dns', { websiteId: id }, who, on);
  const sendTest = (id: string, testEmail: string, who?: string | null, on?: FastifyInstance) =>
    call('POST', '/api/email/test', { websiteId: id, testEmail }, who, on);

  /** A short contact message to the site's owner, through `via`'s email service. */
  const deliverHello = (via: Pick<Services, 'email'> = services) =>
    via.email.deliverLead(
      websiteId,
      { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello', kind: 'contact' },
      { subjectPrefix: '[Golden Crumb]' },
    );

  function publish(config: EmailConfigResponse) {
    for (const record of config.config?.dnsRecords ?? []) {
      const existing = dns.zone.get(record.name) ?? [];
      dns.zone.set(record.name, [...existing, chunked(record.value)]);
    }
  }

  beforeAll(async () => {
    database = await open();
    [dns, smtp, refusing] = await Promise.all([
      startDns(),
      startSmtp(),
      startSmtp({ refuse: true }),
    ]);
    ({ app, services } = await build({ SMTP_URL: smtp.url, DNS_SERVERS: dns.address }));
    // Accounts made where no mail is sent: with SMTP_URL a registration waits for its link.
    const { app: noMail } = await build({});
    token = await signIn(noMail, 'baker@goldencrumb.test');
    other = await signIn(noMail, 'someone-else@example.com');
    const users = await database.pool.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      ['baker@goldencrumb.test'],
    );
    userId = users.rows[0]?.id ?? '';
    websiteId = await newWebsite(userId, 'Golden Crumb');
  });

  afterAll(async () => {
    for (const instance of apps) await instance.close();
    await Promise.all([dns.close(), smtp.close(), refusing.close()]);
    await database.close();
  });

  it('answers config null for a site without email, and 404/401 for others and strangers', async () => {
    const res = await getConfig(websiteId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ config: null, outgoingMail: true });
    expect(await services.email.status(websiteId)).toBe('unknown');
    expect(await deliverHello()).toBe('stored');
  });

  it('sets a site up with a key pair and lists the three records, never the private key', async () => {
    const result = await services.email.configure(userId, websiteId, {
      domain: 'GoldenCrumb.test',
      merchantEmail: MERCHANT,
      businessName: 'Golden Crumb\r\nBcc: victim@example.com',
    });
    expect(result).toEqual({ status: 'pending_verification' });
    expect(await services.email.status(websiteId)).toBe('pending_verification');

    const res = await getConfig(websiteId);
    expect(res.statusCode).toBe(200);
    const body = res.json<EmailConfigResponse>();
    const config = body.config;
    expect(body.outgoingMail).toBe(true);
    expect(config).toMatchObject({
      businessName: 'Golden Crumb Bcc: victim@example.com',
      merchantEmail: MERCHANT,
      domain: DOMAIN,
      domainAuth: { status: 'pending_verification', checkedAt: null },
    });
    const records = config?.dnsRecords ?? [];
    expect(records.map((record) => [record.type, record.name])).toEqual([
      ['TXT', expect.stringMatching(/^zappy[a-z0-9]{8}\._domainkey\.goldencrumb\.test$/)],
      ['TXT', DOMAIN],
      ['TXT', `_dmarc.${DOMAIN}`],
    ]);
    expect(records[0]?.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]{300,}=*$/);
    expect(records[1]?.value).toBe('v=spf1 mx a ~all');
    expect(records[2]?.value).toBe(`v=DMARC1; p=none; rua=mailto:${MERCHANT}`);

    // At rest the key is encrypted; no response carries any form of it.
    const stored = await database.pool.query<{ private_key_encrypted: string }>(
      'SELECT private_key_encrypted FROM email_domains',
    );
    expect(stored.rows).toHaveLength(1);
    const encrypted = stored.rows[0]?.private_key_encrypted ?? '';
    expect(encrypted).toMatch(/^v1\./);
    expect(encrypted).not.toContain('PRIVATE KEY');
    const pem = decryptPrivateKey(encrypted, TEST_SECRET);
    const pemBody = pem.split('\n')[5] ?? 'missing';
    expect(res.body).not.toContain('PRIVATE');
    expect(res.body).not.toContain(encrypted);
    expect(res.body).not.toContain(pemBody);

    // Configuring again (another site, same owner and domain) keeps the keys.
    const second = await newWebsite(userId, 'Golden Crumb Café');
    await services.email.configure(userId, second, {
      domain: DOMAIN,
      merchantEmail: 'cafe@goldencrumb.test',
      businessName: 'Golden Crumb Café',
    });
    const secondConfig = (await getConfig(second)).json<EmailConfigResponse>().config;
    expect(secondConfig?.dnsRecords[0]).toEqual(records[0]);
    await services.email.unconfigure(second);
    expect((await getConfig(second)).json()).toEqual({ config: null, outgoingMail: true });
    const count = await database.pool.query('SELECT id FROM email_domains');
    expect(count.rows).toHaveLength(1);
  });

  it('refuses a domain that is no host name and a sender off the domain', async () => {
    await expect(
      services.email.configure(userId, websiteId, {
        domain: 'not a domain',
        merchantEmail: MERCHANT,
        businessName: 'x',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      services.email.configure(userId, websiteId, {
        domain: DOMAIN,
        merchantEmail: 'owner@gmail.com',
        businessName: 'x',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const otherUser = await database.pool.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      ['someone-else@example.com'],
    );
    await expect(
      services.email.configure(otherUser.rows[0]?.id ?? '', websiteId, {
        domain: DOMAIN,
        merchantEmail: MERCHANT,
        businessName: 'x',
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('keeps other users and anonymous callers out of every route', async () => {
    for (const res of [
      await getConfig(websiteId, other),
      await verify(websiteId, other),
      await sendTest(websiteId, 'me@example.com', other),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Website not found' });
    }
    for (const res of [
      await getConfig(websiteId, null),
      await verify(websiteId, null),
      await sendTest(websiteId, 'me@example.com', null),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    const bad = await sendTest(websiteId, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain('Please enter a valid email address');
    const badId = await verify('not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ error: string }>().error).toContain('Invalid website id');
  });

  it('sends nothing before the records are verified', async () => {
    const res = await sendTest(websiteId, 'me@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, error: EMAIL_MESSAGES.notVerified });
    expect(await deliverHello()).toBe('stored');
    expect(smtp.received).toHaveLength(0);
  });

  it('verifies the DNS records once they are published (a long DKIM key in several strings)', async () => {
    const before = await verify(websiteId);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      success: true,
      verified: false,
      message: EMAIL_MESSAGES.notVerified,
    });
    expect(before.json<{ records: { found: boolean }[] }>().records).toHaveLength(3);
    expect(before.json<{ records: { found: boolean }[] }>().records.every((r) => !r.found)).toBe(
      true,
    );

    const config = (await getConfig(websiteId)).json<EmailConfigResponse>();
    expect(config.config?.domainAuth.checkedAt).not.toBeNull();
    const dkimValue = config.config?.dnsRecords[0]?.value ?? '';
    expect(Buffer.byteLength(dkimValue)).toBeGreaterThan(255);
    dns.zone.set(DOMAIN, [['google-site-verification=abc123']]);
    publish(config);
    expect(dns.zone.get(config.config?.dnsRecords[0]?.name ?? '')?.[0]?.length).toBeGreaterThan(1);

    const after = await verify(websiteId);
    expect(after.json()).toEqual({
      success: true,
      verified: true,
      message: EMAIL_MESSAGES.verified,
      records: config.config?.dnsRecords.map((record) => ({
        name: record.name,
        found: true,
        problem: null,
      })),
    });
    expect(await services.email.status(websiteId)).toBe('verified');
    const verified = (await getConfig(websiteId)).json<EmailConfigResponse>();
    expect(verified.config?.domainAuth.status).toBe('verified');
  });

  it('sends a DKIM-signed test email that passes DKIM at the receiver', async () => {
    const res = await sendTest(websiteId, 'me@example.com');
    expect(res.json()).toEqual({ success: true, error: null });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    if (!message) throw new Error('no message');
    expect(message.rcptTo).toEqual(['me@example.com']);
    const parsed = await simpleParser(message.raw);
    expect(parsed.from?.value).toEqual([
      { name: 'Golden Crumb Bcc: victim@example.com', address: MERCHANT },
    ]);
    expect((parsed.to as AddressObject).value).toEqual([{ name: '', address: 'me@example.com' }]);
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.html).toBe(false);
    expect(parsed.text).toContain(DOMAIN);

    const auth = await authenticateDelivered(message.raw);
    const [dkim] = auth.dkim.results;
    expect(dkim?.signingDomain).toBe(DOMAIN);
    expect(dkim?.status.result).toBe('pass');
  });

  it('delivers a lead from the owner’s address with Reply-To the visitor', async () => {
    const before = smtp.received.length;
    const sent = await services.email.deliverLead(
      websiteId,
      {
        name: 'Ann\r\nBcc: x@example.com',
        email: 'ann@example.com',
        subject: 'Wedding cake\nBcc: y@example.com',
        message: 'Can you bake a cake for 80 people?',
        kind: 'contact',
      },
      { subjectPrefix: '[Golden Crumb]' },
    );
    expect(sent).toBe('sent');
    const newsletter = await services.email.deliverLead(
      websiteId,
      { name: 'Bob', email: 'bob@example.com', subject: '', message: '', kind: 'newsletter' },
      { subjectPrefix: '[Golden Crumb]', recipient: 'owner-inbox@example.org' },
    );
    expect(newsletter).toBe('sent');
    expect(smtp.received).toHaveLength(before + 2);

    const lead = await simpleParser(smtp.received[before]?.raw ?? '');
    expect(lead.from?.value[0]?.address).toBe(MERCHANT);
    expect((lead.to as AddressObject).value[0]?.address).toBe(MERCHANT);
    expect((lead.replyTo as AddressObject).value).toEqual([
      { name: 'Ann Bcc: x@example.com', address: 'ann@example.com' },
    ]);
    expect(lead.subject).toBe('[Golden Crumb] Wedding cake Bcc: y@example.com');
    expect(lead.headers.has('bcc')).toBe(false);
    expect(lead.text).toContain('ann@example.com');
    expect(lead.text).toContain('Can you bake a cake for 80 people?');
    expect(lead.html).toBe(false);

    const signup = await simpleParser(smtp.received[before + 1]?.raw ?? '');
    expect(smtp.received[before + 1]?.rcptTo).toEqual(['owner-inbox@example.org']);
    expect(signup.subject).toBe('[Golden Crumb] New newsletter sign-up');
    expect(signup.text).toContain('bob@example.com');
    expect((signup.replyTo as AddressObject).value[0]?.address).toBe('bob@example.com');
    const auth = await authenticateDelivered(smtp.received[before + 1]?.raw ?? '');
    expect(auth.dkim.results[0]?.status.result).toBe('pass');
    expect(await services.email.checkConnection()).toEqual({
      connected: true,
      detail: expect.any(String) as string,
    });
  });

  it('stores leads and says so when the server has no SMTP_URL', async () => {
    const noMail = await build({ DNS_SERVERS: dns.address });
    const res = await sendTest(websiteId, 'me@example.com', token, noMail.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, error: EMAIL_MESSAGES.noOutgoingMail });
    const config = (await getConfig(websiteId, token, noMail.app)).json<EmailConfigResponse>();
    expect(config.outgoingMail).toBe(false);
    expect(config.config?.domainAuth.status).toBe('verified');
    expect(await deliverHello(noMail.services)).toBe('stored');
    expect(await noMail.services.email.checkConnection()).toEqual({
      connected: false,
      detail: expect.stringContaining('SMTP_URL') as string,
    });
  });

  it('answers failed, never throws, when the SMTP server refuses the message', async () => {
    const refused = await build({ SMTP_URL: refusing.url, DNS_SERVERS: dns.address });
    expect(await deliverHello(refused.services)).toBe('failed');
    const res = await sendTest(websiteId, 'me@example.com', token, refused.app);
    expect(res.json()).toEqual({ success: false, error: EMAIL_MESSAGES.testFailed });
    expect(res.body).not.toContain('refused');

    // A TCP port nobody listens on (a UDP port's number may be a TCP listener's).
    const unreachable = await build({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    expect(await unreachable.services.email.checkConnection()).toMatchObject({ connected: false });
  });

  it('answers Failed to verify DNS records when the resolver is down', async () => {
    const down = await build({
      SMTP_URL: smtp.url,
      DNS_SERVERS: `127.0.0.1:${await closedUdpPort()}`,
    });
    const res = await verify(websiteId, token, down.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      verified: false,
      message: EMAIL_MESSAGES.verifyFailed,
      records: [],
    });
    // An outage changes nothing: the domain stays verified.
    expect(await services.email.status(websiteId)).toBe('verified');
  }, 30_000);

  it('puts a domain back to pending when a record disappears', async () => {
    const config = (await getConfig(websiteId)).json<EmailConfigResponse>().config;
    const dmarc = `_dmarc.${DOMAIN}`;
    const saved = dns.zone.get(dmarc);
    dns.zone.set(dmarc, []); // the name answers, with no TXT record (ENODATA)
    const res = await verify(websiteId);
    expect(res.json()).toMatchObject({
      success: true,
      verified: false,
      message: EMAIL_MESSAGES.notVerified,
    });
    expect(res.json<{ records: unknown[] }>().records).toContainEqual({
      name: dmarc,
      found: false,
      problem: expect.any(String) as string,
    });
    expect(await services.email.status(websiteId)).toBe('pending_verification');
    expect((await sendTest(websiteId, 'me@example.com')).json()).toEqual({
      success: false,
      error: EMAIL_MESSAGES.notVerified,
    });
    if (saved) dns.zone.set(dmarc, saved);
    expect((await verify(websiteId)).json<{ verified: boolean }>().verified).toBe(true);
    expect(config?.domain).toBe(DOMAIN);
  });
});
