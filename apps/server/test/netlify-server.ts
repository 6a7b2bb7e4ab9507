import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';

/**
 * A local HTTP server speaking Netlify's deploy API (the file-digest method): sites, deploys
 * with `required` digests, file uploads and deploy states, and a site's domains (updateSite's
 * `custom_domain` and `domain_aliases`; a domain another site has is refused with 422, and the
 * site's `url` becomes its custom domain, as Netlify answers). Nothing real can run here, so
 * tests talk to this instead of api.netlify.com.
 */
export type NetlifyBehaviour = 'ok' | 'unauthorized' | 'server-error' | 'build-error' | 'slow';

export interface NetlifyTestServer {
  url: string;
  token: string;
  behaviour: NetlifyBehaviour;
  /** How many polls a `slow` deploy stays in `processing`. */
  slowPolls: number;
  sites: Map<string, NetlifySite>;
  /** Every uploaded file, by digest. */
  uploads: Map<string, Buffer>;
  requests: string[];
  close(): Promise<void>;
}

export interface NetlifySite {
  id: string;
  name: string;
  customDomain: string | null;
  domainAliases: string[];
}

/** A site as Netlify's API answers it: its URLs are its custom domain's once it has one. */
function siteJson(site: NetlifySite) {
  const host = site.customDomain ?? `${site.name}.netlify.app`;
  return {
    id: site.id,
    name: site.name,
    custom_domain: site.customDomain,
    domain_aliases: site.domainAliases,
    url: `http://${host}`,
    ssl_url: `https://${host}`,
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startNetlifyServer(): Promise<NetlifyTestServer> {
  const deploys = new Map<
    string,
    { id: string; siteId: string; files: Record<string, string>; polls: number }
  >();
  let counter = 0;
  const state: Omit<NetlifyTestServer, 'url' | 'close'> = {
    token: 'netlify-test-token',
    behaviour: 'ok',
    slowPolls: 3,
    sites: new Map(),
    uploads: new Map(),
    requests: [],
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://netlify.test');
      const path = url.pathname;
      state.requests.push(`${req.method ?? ''} ${path}`);
      if (
        req.headers.authorization !== `Bearer ${state.token}` ||
        state.behaviour === 'unauthorized'
      ) {
        json(res, 401, { message: 'Access Denied' });
        return;
      }
      if (state.behaviour === 'server-error') {
        json(res, 500, { message: 'Internal Server Error' });
        return;
      }
      const body = await readBody(req);
      let match: RegExpExecArray | null;
      if (req.method === 'POST' && path === '/api/v1/sites') {
        const { name } = JSON.parse(body.toString()) as { name: string };
        const site = { id: `site-${++counter}`, name, customDomain: null, domainAliases: [] };
        state.sites.set(site.id, site);
        json(res, 201, siteJson(site));
      } else if ((match = /^\/api\/v1\/sites\/([^/]+)$/.exec(path))) {
        const site = state.sites.get(match[1] ?? '');
        if (!site) {
          json(res, 404, { message: 'Not Found' });
          return;
        }
        if (req.method === 'DELETE') {
          state.sites.delete(site.id);
          res.writeHead(204).end();
          return;
        }
        if (req.method === 'PATCH') {
          const update = JSON.parse(body.toString()) as {
            custom_domain?: string | null;
            domain_aliases?: string[];
          };
          const customDomain =
            update.custom_domain === undefined ? site.customDomain : update.custom_domain;
          const domainAliases = update.domain_aliases ?? site.domainAliases;
          const wanted = [customDomain, ...domainAliases].filter((d): d is string => Boolean(d));
          const taken = wanted.find((domain) =>
            [...state.sites.values()].some(
              (other) =>
                other.id !== site.id &&
                (other.customDomain === domain || other.domainAliases.includes(domain)),
            ),
          );
          if (taken) {
            json(res, 422, { message: `${taken} is already in use by another site` });
            return;
          }
          Object.assign(site, { customDomain, domainAliases });
        }
        json(res, 200, siteJson(site));
      } else if (
        req.method === 'POST' &&
        (match = /^\/api\/v1\/sites\/([^/]+)\/deploys$/.exec(path))
      ) {
        const siteId = match[1] ?? '';
        if (!state.sites.has(siteId)) {
          json(res, 404, { message: 'Not Found' });
          return;
        }
        const { files } = JSON.parse(body.toString()) as { files: Record<string, string> };
        const deploy = { id: `deploy-${++counter}`, siteId, files, polls: 0 };
        deploys.set(deploy.id, deploy);
        const required = [...new Set(Object.values(files))].filter(
          (sha) => !state.uploads.has(sha),
        );
        json(res, 200, { id: deploy.id, state: 'uploading', required });
      } else if (
        req.method === 'PUT' &&
        (match = /^\/api\/v1\/deploys\/([^/]+)\/files(\/.+)$/.exec(path))
      ) {
        const deploy = deploys.get(match[1] ?? '');
        const filePath = decodeURI(match[2] ?? '');
        const expected = deploy?.files[filePath];
        const digest = createHash('sha1').update(body).digest('hex');
        if (!deploy || expected !== digest) {
          json(res, 422, { message: 'Digest mismatch' });
          return;
        }
        state.uploads.set(digest, body);
        json(res, 200, { id: digest, path: filePath });
      } else if (req.method === 'GET' && (match = /^\/api\/v1\/deploys\/([^/]+)$/.exec(path))) {
        const deploy = deploys.get(match[1] ?? '');
        if (!deploy) {
          json(res, 404, { message: 'Not Found' });
          return;
        }
        deploy.polls += 1;
        const missing = Object.values(deploy.files).some((sha) => !state.uploads.has(sha));
        if (state.behaviour === 'build-error') {
          json(res, 200, {
            id: deploy.id,
            state: 'error',
            error_message: 'Build script failed',
          });
          return;
        }
        const processing =
          missing || (state.behaviour === 'slow' && deploy.polls <= state.slowPolls);
        json(res, 200, { id: deploy.id, state: processing ? 'processing' : 'ready' });
      } else {
        json(res, 404, { message: 'Not Found' });
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  });
}
