import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import type { WebsiteDetail } from '@zappy/contract/website';
import { withoutEditMarks } from '@zappy/site-renderer/edit-paths';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../../test/databases';
import {
  createDeployedSite,
  signIn,
  useGenerationHarness,
  waitForDeployment,
} from '../../../test/generation-harness';
import { publishEditedCopy, publishMarkedCopy } from '../../../test/marked-version';

describe.each(testDatabases)('hosted sites from memory on $name', ({ open }) => {
  const harness = useGenerationHarness(open);
  let token: string;
  let site: WebsiteDetail;
  let host: string;

  beforeAll(async () => {
    token = await signIn(harness.app, 'hosting-owner@example.com');
    site = await createDeployedSite(
      harness.app,
      token,
      'A bike repair shop called Spoke Doctor in Utrecht. Email fix@spokedoctor.example',
    );
    host = new URL(site.liveUrl ?? '').host;
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  const get = (path: string, headers: Record<string, string> = {}, siteHost = host) =>
    harness.app.inject({ url: path, headers: { host: siteHost, ...headers } });

  it('stores each text file’s gzip and brotli forms with it when the version is published', async () => {
    const { rows } = await harness.database.pool.query<{
      path: string;
      data: Buffer;
      gzip: Buffer | null;
      brotli: Buffer | null;
    }>(
      `SELECT f.path, b.data, b.gzip, b.brotli
       FROM version_files f
       JOIN website_versions v ON v.id = f.version_id
       JOIN blobs b ON b.sha256 = f.blob_sha256
       WHERE v.website_id = $1 AND v.number = 1`,
      [site.websiteId],
    );
    const page = rows.find((row) => row.path === 'index.html');
    expect(page?.gzip && gunzipSync(page.gzip)).toEqual(page?.data);
    expect(page?.brotli && brotliDecompressSync(page.brotli)).toEqual(page?.data);
    expect(page?.brotli?.length).toBeLessThan(page?.gzip?.length ?? 0);
    // Images gain nothing from compression: they are stored once, as they are.
    for (const image of rows.filter((row) => /\.(webp|png|jpe?g)$/.test(row.path))) {
      expect(image).toMatchObject({ gzip: null, brotli: null });
    }
  });

  it('answers from memory once a file was served: no query and no compression per request', async () => {
    await get('/', { 'accept-encoding': 'br' });
    await get('/styles.css', { 'accept-encoding': 'gzip' });
    const liveSite = vi.spyOn(harness.services.versions, 'liveSite');
    const blob = vi.spyOn(harness.services.versions, 'blob');
    const query = vi.spyOn(harness.database.pool, 'query');
    for (let i = 0; i < 20; i += 1) {
      const page = await get('/', { 'accept-encoding': 'br' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('Spoke Doctor');
      expect((await get('/styles.css', { 'accept-encoding': 'gzip' })).statusCode).toBe(200);
    }
    expect(liveSite).not.toHaveBeenCalled();
    expect(blob).not.toHaveBeenCalled();
    expect(query).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('honours the q-values of Accept-Encoding', async () => {
    const encodingFor = async (acceptEncoding: string) =>
      (await get('/', { 'accept-encoding': acceptEncoding })).headers['content-encoding'];
    expect(await encodingFor('gzip, deflate, br')).toBe('br');
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(await encodingFor('gzip;q=0, br;q=0')).toBeUndefined();
    expect(await encodingFor('identity')).toBeUndefined();
    expect(await encodingFor('*')).toBe('br');
    expect(await encodingFor('GZIP')).toBe('gzip');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toContain('Spoke Doctor');
  });

  let listeningAt: Promise<string> | undefined;
  const listening = () => (listeningAt ??= harness.app.listen({ port: 0, host: '127.0.0.1' }));

  it('answers the same over the HTTP server’s own hot path as through the app', async () => {
    const address = await listening();
    const direct = await new Promise<{
      status: number;
      headers: IncomingHttpHeaders;
      body: Buffer;
    }>((resolve, reject) => {
      const req = request(
        `${address}/`,
        { headers: { host, 'accept-encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    const injected = await get('/', { 'accept-encoding': 'gzip' });
    expect(direct.status).toBe(200);
    expect(gunzipSync(direct.body)).toEqual(gunzipSync(injected.rawPayload));
    for (const name of [
      'content-type',
      'content-encoding',
      'content-length',
      'content-security-policy',
      'cache-control',
      'etag',
      'vary',
      'x-content-type-options',
      'referrer-policy',
    ]) {
      expect(direct.headers[name], name).toBe(String(injected.headers[name]));
    }
    const head = await get('/', {}, host);
    const headOnly = await harness.app.inject({ method: 'HEAD', url: '/', headers: { host } });
    expect(headOnly.statusCode).toBe(200);
    expect(headOnly.body).toBe('');
    expect(headOnly.headers['content-length']).toBe(head.headers['content-length']);
  });

  /** One request on a new connection, as written; its answer's head (without `Date`) and body. */
  async function exchange(requestText: string): Promise<{ head: string; body: Buffer }> {
    const { port } = new URL(await listening());
    const socket = connect(Number(port), '127.0.0.1');
    socket.write(requestText);
    let received = Buffer.alloc(0);
    for await (const chunk of socket) {
      received = Buffer.concat([received, chunk as Buffer]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd < 0) continue;
      const head = received.toString('latin1', 0, headEnd);
      const length = /^content-length: (\d+)$/im.exec(head)?.[1];
      const hasBody = !requestText.startsWith('HEAD') && !head.startsWith('HTTP/1.1 304');
      const expected = headEnd + 4 + (hasBody ? Number(length ?? 0) : 0);
      if (received.length < expected) continue;
      socket.destroy();
      return {
        head: head.replace(/\r\nDate: [^\r]+/, ''),
        body: received.subarray(headEnd + 4, expected),
      };
    }
    throw new Error(`no whole answer to ${requestText}: ${received.toString('latin1')}`);
  }

  it('answers on the socket byte for byte as Node’s own parser path does', async () => {
    const etag = String((await get('/')).headers.etag);
    const stylesheet = await addressOf('styles.css');
    const variants = [
      ['GET / HTTP/1.1', 'Accept-Encoding: gzip'],
      ['GET / HTTP/1.1', 'Accept-Encoding: br;q=1, gzip;q=0.5'],
      ['GET / HTTP/1.1', `If-None-Match: ${etag}`],
      ['HEAD / HTTP/1.1', 'Accept-Encoding: gzip'],
      [`GET ${stylesheet} HTTP/1.1`, 'Accept-Encoding: gzip'],
      // Not asked for before: the socket path loads it, the Node path then finds it in memory.
      ['GET /sitemap.xml HTTP/1.1', 'Accept-Encoding: identity'],
      ['GET /no/such/page HTTP/1.1', 'Accept-Encoding: gzip'],
      // As nginx asks (the production guide's configuration), and as HTTP/1.0 clients do.
      ['GET / HTTP/1.1', 'Connection: close'],
      ['GET / HTTP/1.0', 'Accept-Encoding: gzip'],
      ['GET / HTTP/1.0', 'Connection: keep-alive'],
    ];
    for (const [requestLine, header] of variants) {
      const simple = `${requestLine}\r\nHost: ${host}\r\n${header}\r\n\r\n`;
      // A Content-Length, even of nothing, leaves the request to Node's parser.
      const parsed = simple.replace('\r\n\r\n', '\r\nContent-Length: 0\r\n\r\n');
      const onSocket = await exchange(simple);
      const byNode = await exchange(parsed);
      expect(onSocket.head, `${requestLine} ${header}`).toBe(byNode.head);
      expect(onSocket.body.equals(byNode.body), `${requestLine} ${header}`).toBe(true);
    }
    expect((await exchange(`GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`)).head).toMatch(
      /^HTTP\/1\.1 200 OK\r\n[^]*\r\nConnection: keep-alive\r\nKeep-Alive: timeout=\d+$/,
    );
  });

  it('keeps ETag, 304 and the cache headers', async () => {
    const page = await get('/');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await get('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const css = await get('/styles.css');
    expect(css.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  /** The address the live page gives a file (`styles.css?v=…`), as the page writes it. */
  async function addressOf(path: string, page = '/'): Promise<string> {
    const html = (await get(page)).body;
    const address = new RegExp(`(?:href|src)="(/?${path.replace('.', '\\.')}\\?v=[0-9a-f]{12})"`);
    const [, url] = address.exec(html) ?? [];
    if (!url) throw new Error(`${page} does not reference ${path} at a content address`);
    return url.startsWith('/') ? url : `/${url}`;
  }

  it('serves its stylesheet and script at content addresses, cached for good', async () => {
    for (const path of ['styles.css', 'script.js', 'favicon.svg']) {
      const url = await addressOf(path);
      const file = await get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.body).toBe((await get(`/${path}`)).body);
    }
    // The site's own 404 page is styled the same way, from any depth.
    expect(await addressOf('styles.css', '/no/such/page')).toBe(await addressOf('styles.css'));
  });

  it('gives a changed stylesheet a new address, and its old address today’s bytes, revalidated', async () => {
    const before = await addressOf('styles.css');
    const version = await publishEditedCopy(
      harness.services,
      site.websiteId,
      1,
      'Bolder',
      (model) => ({
        ...model,
        brand: { ...model.brand, style: 'bold', typography: { heading: 'mono', body: 'mono' } },
      }),
    );
    await waitForDeployment(harness.app, token, site.websiteId, version.number);
    const after = await addressOf('styles.css');
    expect(after).not.toBe(before);
    const fresh = (await get(after)).body;
    const stale = await get(before);
    expect(stale.body).toBe(fresh);
    expect(stale.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('exports the plain names the spec lists, which its pages reference', async () => {
    const zip = await harness.app.inject({
      url: `/api/website/${site.websiteId}/export?format=zip`,
      headers: { authorization: `Bearer ${token}` },
    });
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['styles.css', 'script.js']));
    const page = strFromU8(files['index.html'] ?? new Uint8Array());
    expect(page).toContain('<link rel="stylesheet" href="styles.css">');
    expect(page).toContain('<script src="script.js" defer></script>');
    expect(page).not.toContain('?v=');
  });

  it('marks the texts of the owner’s pick page with their paths, and no other page', async () => {
    const previewUrl = site.previewUrl ?? '';
    const preview = await harness.app.inject({ url: previewUrl });
    const pick = await harness.app.inject({ url: `${previewUrl}&pick=1` });
    expect(pick.statusCode).toBe(200);
    expect(pick.headers['content-security-policy']).toBe(
      preview.headers['content-security-policy'],
    );
    expect(pick.body).toMatch(/<h1 id="hero-h" data-zappy-path="heading">/);
    expect(pick.body).toMatch(/<h3 data-zappy-path="items\.0\.title">/);
    // The same page otherwise: base, stylesheet, script and words, the pick script added.
    const withoutScript = pick.body.replace(/<script>\(function \(\) \{[^]*?<\/script>/, '');
    expect(withoutEditMarks(withoutScript)).toBe(preview.body);
    expect(preview.body).not.toContain('data-zappy-');
    expect((await get('/')).body).not.toContain('data-zappy-');
  });

  it('serves a new live version as soon as it is deployed, never the one it replaced', async () => {
    await get('/');
    const version = await publishMarkedCopy(
      harness.services,
      site.websiteId,
      1,
      'Now open on Sundays',
    );
    await waitForDeployment(harness.app, token, site.websiteId, version.number);
    const page = await get('/');
    expect(page.body).toContain('Now open on Sundays');
    expect(page.headers.etag).not.toBe((await get('/styles.css')).headers.etag);
  });

  it('gives compressed forms, once, to files stored before they existed', async () => {
    const owner = await signIn(harness.app, 'legacy-owner@example.com');
    const legacy = await createDeployedSite(
      harness.app,
      owner,
      'A tea room called Leaf & Ladle in Galway. Email hello@leafladle.example',
    );
    const legacyHost = new URL(legacy.liveUrl ?? '').host;
    await harness.database.pool.query(
      `UPDATE blobs b SET gzip = NULL, brotli = NULL
       FROM version_files f JOIN website_versions v ON v.id = f.version_id
       WHERE f.blob_sha256 = b.sha256 AND v.website_id = $1 AND f.path = 'index.html'`,
      [legacy.websiteId],
    );
    const page = await get('/', { 'accept-encoding': 'gzip' }, legacyHost);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toContain('Leaf &amp; Ladle');
    const { rows } = await harness.database.pool.query<{ compressed: boolean }>(
      `SELECT b.gzip IS NOT NULL AND b.brotli IS NOT NULL AS compressed
       FROM version_files f JOIN website_versions v ON v.id = f.version_id
       JOIN blobs b ON b.sha256 = f.blob_sha256
       WHERE v.website_id = $1 AND f.path = 'index.html'`,
      [legacy.websiteId],
    );
    expect(rows[0]?.compressed).toBe(true);
  });

  it('stops serving a deleted site the moment the delete answers', async () => {
    const owner = await signIn(harness.app, 'deleting-owner@example.com');
    const doomed = await createDeployedSite(
      harness.app,
      owner,
      'A florist called Petal Post in Bergen. Email hi@petalpost.example',
    );
    const doomedHost = new URL(doomed.liveUrl ?? '').host;
    expect((await get('/', {}, doomedHost)).body).toContain('Petal Post');
    const res = await harness.app.inject({
      method: 'DELETE',
      url: `/api/website/${doomed.websiteId}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.statusCode).toBe(200);
    const gone = await get('/', {}, doomedHost);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Petal Post');
    expect((await get('/styles.css', {}, doomedHost)).statusCode).toBe(404);
  });

  it('stops serving every site of a deleted account', async () => {
    const owner = await signIn(harness.app, 'leaving-owner@example.com');
    const leaving = await createDeployedSite(
      harness.app,
      owner,
      'A bookbinder called Quire & Thread in Porto. Email ola@quire.example',
    );
    const leavingHost = new URL(leaving.liveUrl ?? '').host;
    expect((await get('/', {}, leavingHost)).statusCode).toBe(200);
    const res = await harness.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/', {}, leavingHost)).statusCode).toBe(404);
  });
});
