import { AUTH_MESSAGES } from '@zappy/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppHosts } from '../lib/app-hosts';

export interface RequestCheckOptions {
  publicUrl: string;
  appHosts: AppHosts;
  /**
   * Whether a host name serves a hosted site: a site host of SITE_URL_TEMPLATE, or an owner's
   * verified domain (which may mean reading the domains first).
   */
  isSiteHost: (host: string | undefined) => boolean | Promise<boolean>;
  /** Cookies that make a request speak for a browser: the session and the wizard's browser id. */
  credentialCookies: readonly string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MISDIRECTED = 'This server does not answer for that host name.';

/**
 * A page request (GET or HEAD outside /api/) for a name that is neither the app's nor a site's:
 * the hosting module answers it with the same "no site here" page as a site host with no site
 * (a domain not verified yet, or removed). Anything else for such a name is 421.
 */
export function isStrayPageRequest(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !/^\/api(?:\/|$|\?)/.test(request.url)
  );
}

/**
 * Two checks on every request, before anything else answers it.
 *
 * - The `Host` must be one this server is: PUBLIC_URL's, a site host of SITE_URL_TEMPLATE or an
 *   owner's verified domain, localhost, an IP literal, or one of ALLOWED_HOSTS. Anything else
 *   reaches nothing of the app: a page request gets the hosted sites' "no site here" page, any
 *   other request 421, so a page on another name that rebinds its DNS to this server reaches
 *   nothing (DNS rebinding).
 * - A state-changing request that carries the browser's cookies must come from a page of this
 *   origin (`Origin`, or `Referer` when a browser sends no Origin). SameSite=Lax already keeps
 *   cross-site POSTs from carrying the cookies; this also covers same-site neighbours (another
 *   port or subdomain) and old browsers. Bearer-token clients carry no cookies and are not asked.
 */
export function registerRequestChecks(app: FastifyInstance, options: RequestCheckOptions): void {
  const publicUrl = new URL(options.publicUrl);

  function isSameOrigin(request: FastifyRequest): boolean {
    const source = request.headers.origin ?? request.headers.referer;
    if (!source || source === 'null') return false;
    let origin: URL;
    try {
      origin = new URL(source);
    } catch {
      return false;
    }
    // The page's own host (as the browser addressed it), or PUBLIC_URL's origin behind a proxy.
    return origin.host === request.headers.host || origin.origin === publicUrl.origin;
  }

  app.addHook('onRequest', async (request, reply) => {
    const { host } = request.headers;
    const isKnown = options.appHosts.isAppHost(host) || (await options.isSiteHost(host));
    if (!isKnown && !isStrayPageRequest(request)) {
      return reply.code(421).send({ error: MISDIRECTED });
    }
    if (SAFE_METHODS.has(request.method) || request.headers.authorization) return undefined;
    const carriesCookies = options.credentialCookies.some((name) =>
      request.headers.cookie?.includes(`${name}=`),
    );
    if (carriesCookies && !isSameOrigin(request)) {
      return reply.code(403).send({ error: AUTH_MESSAGES.crossSiteRefused });
    }
    return undefined;
  });
}
