import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  DeploymentFailure,
  DomainHostingError,
  type BytesProvider,
  type DeployTarget,
} from './provider';

const SiteSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  ssl_url: z.string().nullish(),
  url: z.string().nullish(),
});
const DeploySchema = z.looseObject({
  id: z.string(),
  state: z.string(),
  required: z.array(z.string()).nullish(),
  ssl_url: z.string().nullish(),
  url: z.string().nullish(),
  error_message: z.string().nullish(),
});

export interface NetlifyOptions {
  token: string;
  /** `https://api.netlify.com`, or a local server speaking the same protocol in tests. */
  apiUrl: string;
  fetch?: typeof globalThis.fetch;
  pollIntervalMs?: number;
  /** After this, the deployment is reported as `timeout` (it may still complete). */
  slowAfterMs?: number;
  /** After this, it is given up as an error. */
  giveUpAfterMs?: number;
}

class NetlifyHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Netlify's file-digest deploy: create the site once, send the SHA-1 of every file, upload only
 * the files Netlify doesn't have yet, then wait for the deploy to be ready.
 * https://docs.netlify.com/api/get-started/#file-digest-method
 * Owners' domains are the site's `custom_domain` (its address) and `domain_aliases` (updateSite,
 * https://open-api.netlify.com/#tag/site/operation/updateSite); a subdomain's CNAME points to
 * the site's own `<name>.netlify.app`.
 */
export function createNetlifyProvider(options: NetlifyOptions): BytesProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const slowAfterMs = options.slowAfterMs ?? 120_000;
  const giveUpAfterMs = options.giveUpAfterMs ?? 600_000;
  const api = `${options.apiUrl.replace(/\/+$/, '')}/api/v1`;

  async function call(
    method: string,
    path: string,
    body?: unknown,
    raw?: Buffer,
  ): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchImpl(`${api}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': raw ? 'application/octet-stream' : 'application/json',
        },
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
    } catch (error: unknown) {
      throw new DeploymentFailure('error', 'Netlify could not be reached', { cause: error });
    }
    const text = await res.text();
    if (!res.ok) throw new NetlifyHttpError(res.status, text.slice(0, 300));
    return text ? (JSON.parse(text) as unknown) : undefined;
  }

  const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');

  async function ensureSite(target: DeployTarget) {
    if (target.serviceId) {
      try {
        return SiteSchema.parse(await call('GET', `/sites/${target.serviceId}`));
      } catch (error: unknown) {
        if (!(error instanceof NetlifyHttpError && error.status === 404)) throw error;
      }
    }
    return SiteSchema.parse(await call('POST', '/sites', { name: `zappy-${target.slug}` }));
  }

  return {
    name: 'netlify',
    reads: 'bytes',
    async deploy(target, report) {
      try {
        await report('build_in_progress', `Preparing ${target.files.length} files for Netlify`);
        const site = await ensureSite(target);
        const digests = new Map(target.files.map((file) => [`/${file.path}`, sha1(file.data)]));
        const created = DeploySchema.parse(
          await call('POST', `/sites/${site.id}/deploys`, { files: Object.fromEntries(digests) }),
        );
        await report('deploy_in_progress', 'Uploading to Netlify');
        const required = new Set(created.required ?? []);
        for (const file of target.files) {
          const path = `/${file.path}`;
          if (!required.has(digests.get(path) ?? '')) continue;
          await call('PUT', `/deploys/${created.id}/files${encodeURI(path)}`, undefined, file.data);
        }

        const started = Date.now();
        let reportedSlow = false;
        for (;;) {
          const deploy = DeploySchema.parse(await call('GET', `/deploys/${created.id}`));
          if (deploy.state === 'ready') {
            return {
              serviceId: site.id,
              serviceName: site.name,
              liveUrl: site.ssl_url ?? site.url ?? deploy.ssl_url ?? deploy.url ?? '',
            };
          }
          if (deploy.state === 'error') {
            throw new DeploymentFailure(
              'build_failed',
              deploy.error_message ?? 'Netlify build failed',
            );
          }
          const waited = Date.now() - started;
          if (waited > giveUpAfterMs)
            throw new DeploymentFailure('error', 'Netlify did not finish');
          if (waited > slowAfterMs && !reportedSlow) {
            reportedSlow = true;
            await report('timeout');
          }
          await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
        }
      } catch (error: unknown) {
        if (error instanceof NetlifyHttpError) {
          throw new DeploymentFailure('deploy_failed', `Netlify answered ${error.status}`, {
            cause: error,
          });
        }
        throw error;
      }
    },
    domains: {
      cnameTarget: (serviceName) => `${serviceName}.netlify.app`,
      async setDomains(serviceId, { primary, aliases }) {
        try {
          await call('PATCH', `/sites/${serviceId}`, {
            custom_domain: primary,
            domain_aliases: aliases,
          });
        } catch (error: unknown) {
          if (error instanceof NetlifyHttpError && error.status === 422) {
            throw new DomainHostingError(true, `Netlify refused the domains: ${error.message}`, {
              cause: error,
            });
          }
          if (error instanceof NetlifyHttpError || error instanceof DeploymentFailure) {
            throw new DomainHostingError(false, error.message, { cause: error });
          }
          throw error;
        }
      },
    },
    async remove(_websiteId, serviceId) {
      if (!serviceId) return;
      try {
        await call('DELETE', `/sites/${serviceId}`);
      } catch (error: unknown) {
        if (!(error instanceof NetlifyHttpError && error.status === 404)) throw error;
      }
    },
  };
}
