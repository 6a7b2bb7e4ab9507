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
  /** Whether a bearer token names a live session (the auth module's). */
  isLiveToken(token: string): Promise<boolean>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer\s+(\S+)$/i;
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
 *   port or subdomain) and old browsers. The origin is compared whole, scheme included: behind an
 *   https PUBLIC_URL an `http://` page of the same name is another origin. Only a request whose
 *   bearer token names a live session is let through without it (an API client that also holds
 *   cookies); any other `Authorization` header changes nothing, and the session is then not
 *   read from the cookie either (`SessionCookies.read`).
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
    if (!isOwnHost(request.headers.host)) {
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
