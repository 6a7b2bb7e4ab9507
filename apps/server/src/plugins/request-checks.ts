import { isIP } from 'node:net';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteUrls } from '../lib/site-urls';

export interface RequestCheckOptions {
  publicUrl: string;
  siteUrls: SiteUrls;
  /** ALLOWED_HOSTS: further names the operator serves the app under. */
  allowedHosts: readonly string[];
  /** Cookies that make a request speak for a browser: the session and the wizard's browser id. */
  credentialCookies: readonly string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MISDIRECTED = 'This server does not answer for that host name.';

/** `example.com:8080` → `example.com`; `[::1]:3000` → `::1`. */
export function hostnameOf(host: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed?.[1]) return bracketed[1];
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * Two checks on every request, before anything else answers it.
 *
 * - The `Host` must be one this server is: PUBLIC_URL's, a site host of SITE_URL_TEMPLATE,
 *   localhost, an IP literal, or one of ALLOWED_HOSTS. Anything else is 421, so a page on another
 *   name that rebinds its DNS to this server reaches nothing (DNS rebinding).
 * - A state-changing request that carries the browser's cookies must come from a page of this
 *   origin (`Origin`, or `Referer` when a browser sends no Origin). SameSite=Lax already keeps
 *   cross-site POSTs from carrying the cookies; this also covers same-site neighbours (another
 *   port or subdomain) and old browsers. Bearer-token clients carry no cookies and are not asked.
 */
export function registerRequestChecks(app: FastifyInstance, options: RequestCheckOptions): void {
  const publicUrl = new URL(options.publicUrl);
  const names = new Set(['localhost', publicUrl.hostname.toLowerCase(), ...options.allowedHosts]);

  function isOwnHost(host: string | undefined): boolean {
    if (!host) return false;
    const name = hostnameOf(host);
    return names.has(name) || isIP(name) !== 0 || options.siteUrls.slugFromHost(host) !== undefined;
  }

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
    if (!isOwnHost(request.headers.host)) {
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
