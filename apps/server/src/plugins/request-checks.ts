import { AUTH_MESSAGES } from '@zappy/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostnameOf, type AppHosts } from '../lib/app-hosts';

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
  /** Whether a bearer token names a live session (the auth module's). */
  isLiveToken(token: string): Promise<boolean>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer\s+(\S+)$/i;
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
 *   port or subdomain) and old browsers. The origin is compared whole, scheme included: behind an
 *   https PUBLIC_URL an `http://` page of the same name is another origin. Only a request whose
 *   bearer token names a live session is let through without it (an API client that also holds
 *   cookies); any other `Authorization` header changes nothing, and the session is then not
 *   read from the cookie either (`SessionCookies.read`).
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
    if (origin.origin === publicUrl.origin) return true;
    // Another name the app answers to (localhost, an address, ALLOWED_HOSTS): the page's own
    // origin as the browser addressed it. PUBLIC_URL's name is only ever PUBLIC_URL's origin.
    const host = request.headers.host ?? '';
    return (
      hostnameOf(host) !== publicUrl.hostname.toLowerCase() &&
      origin.origin === `${request.protocol}://${host.toLowerCase()}`
    );
  }

  async function isLiveBearer(request: FastifyRequest): Promise<boolean> {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    return token !== undefined && (await options.isLiveToken(token));
  }

  app.addHook('onRequest', async (request, reply) => {
    const { host } = request.headers;
    const isKnown = options.appHosts.isAppHost(host) || (await options.isSiteHost(host));
    if (!isKnown && !isStrayPageRequest(request)) {
      return reply.code(421).send({ error: MISDIRECTED });
    }
    if (SAFE_METHODS.has(request.method)) return undefined;
    const carriesCookies = options.credentialCookies.some((name) =>
      request.headers.cookie?.includes(`${name}=`),
    );
    if (carriesCookies && !isSameOrigin(request) && !(await isLiveBearer(request))) {
      return reply.code(403).send({ error: AUTH_MESSAGES.crossSiteRefused });
    }
    return undefined;
  });
}
