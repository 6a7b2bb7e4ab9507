import { createServer } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import type { AppHosts } from '../../lib/app-hosts';
import type { SiteServer } from './site-server';
import { answerFromSockets } from './socket-answers';

/**
 * A site's forms (`/_zappy/…`): answers the request and returns true when it is one of theirs.
 * Called before Fastify parses a body, so it reads `request.raw` itself.
 */
export interface SiteFormsPort {
  handle(request: FastifyRequest, reply: FastifyReply, slug: string): Promise<boolean>;
}

/**
 * Everything that reaches the app for a name that is not the app's is answered here, before any
 * app hook, route, header or cookie: for a site's host name or an owner's verified domain, its
 * forms; its files, by the site server (which the HTTP server usually asks first, app.ts); 405
 * for other methods; and for a name that serves no site (an owner's domain not verified yet, or
 * removed), the "no site here" page (the request checks let only page requests through). Site
 * hosts may be framed by the app (the preview), never get the app's cookies or pages.
 */
export function registerSiteHosting(
  app: FastifyInstance,
  deps: { sites: SiteServer; appHosts: AppHosts; appOrigin: string; forms?: SiteFormsPort },
): void {
  const baseHeaders = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': `frame-ancestors 'self' ${deps.appOrigin}`,
  };
  app.addHook('onClose', (_instance, done) => {
    deps.sites.close();
    done();
  });

  app.addHook('onRequest', async (request, reply) => {
    const { host } = request.headers;
    if (deps.appHosts.isAppHost(host)) return undefined;
    const target = await deps.sites.target(host);
    if (!target || deps.sites.isFileRequest(request.raw)) {
      reply.hijack();
      if (target) await deps.sites.serve(request.raw, reply.raw, target);
      else deps.sites.serveNoSite(reply.raw);
      return reply;
    }
    reply.headers(baseHeaders);
    if (
      target.slug !== undefined &&
      deps.forms &&
      (await deps.forms.handle(request, reply, target.slug))
    ) {
      return reply;
    }
    return reply
      .code(405)
      .header('allow', 'GET, HEAD')
      .type('text/plain; charset=utf-8')
      .send('Method not allowed');
  });
}

/**
 * The HTTP server Fastify listens with. Only what is known without waiting goes the two hot ways
 * (a site host, an owner's domain held in memory): a site's simple GET or HEAD is answered on the
 * socket before Node parses it (socket-answers.ts); the connection's other file requests reach
 * the server, which hands them to the site server before Fastify builds a request for them,
 * skipping routing, hooks and the per-request logger. The rest takes the hook above.
 * (`inject()` bypasses the server; the hook answers those the same way.)
 */
export function siteFirstServerFactory(sites: SiteServer): FastifyServerFactory {
  return (handler, options) => {
    const server = createServer((req, res) => {
      const target = sites.heldFileTarget(req);
      if (target) void sites.serve(req, res, target);
      else handler(req, res);
    });
    answerFromSockets(server, (request) => sites.fileAnswer(request));
    // What Fastify sets on a server it makes itself (its options, defaults filled in).
    const timeout = (name: string) => {
      const value = options[name];
      return typeof value === 'number' ? value : undefined;
    };
    server.keepAliveTimeout = timeout('keepAliveTimeout') ?? server.keepAliveTimeout;
    server.requestTimeout = timeout('requestTimeout') ?? server.requestTimeout;
    server.setTimeout(timeout('connectionTimeout') ?? 0);
    return server;
  };
}
