import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import { MAX_IMAGE_BYTES } from '@zappy/contract/constants';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { assetsRoutes } from './modules/assets/assets.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { customizationRoutes } from './modules/customization/customization.routes';
import { imageRoutes } from './modules/customization/images.routes';
import { photoChoiceRoutes } from './modules/photos/photo-choices.routes';
import { createOidcSignIn } from './modules/auth/oidc-sign-in';
import { deploymentStreamRoutes } from './modules/deployments/deployment-stream.routes';
import { domainsRoutes } from './modules/domains/domains.routes';
import { emailRoutes } from './modules/email/email.routes';
import { integrationsRoutes } from './modules/integrations/integrations.routes';
import { generationRoutes } from './modules/generation/generation.routes';
import { githubRoutes } from './modules/github/github.routes';
import { progressRoutes } from './modules/generation/progress.routes';
import { healthRoutes } from './modules/health/health.routes';
import { leadsRoutes } from './modules/leads/leads.routes';
import type { Scrape } from './modules/metrics/metrics-access';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { registerSiteHosting, siteFirstServerFactory } from './modules/hosting/hosting.plugin';
import { createSiteServer } from './modules/hosting/site-server';
import { previewRoutes } from './modules/hosting/preview.routes';
import { tlsRoutes } from './modules/hosting/tls.routes';
import { websitesRoutes } from './modules/websites/websites.routes';
import { wizardRoutes } from './modules/wizard/wizard.routes';
import { webDistDir } from './paths';
import { createSessionCookies } from './lib/session-cookie';
import { registerAuthGuards } from './plugins/auth-guard';
import { BROWSER_ID_COOKIE } from './plugins/browser-id';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRequestChecks } from './plugins/request-checks';
import { registerSafeInput } from './plugins/safe-input';
import { perMinute, sharedLimit } from './plugins/shared-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpaAndNotFound } from './plugins/spa';
import type { Config } from './config';
import type { Services } from './services';

export interface AppOptions {
  services: Services;
  /** Signs cookies (the same secret the services sign preview links with). */
  appSecret: string;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** The built SPA to serve; defaults to apps/web/dist. */
  webDistDir?: string;
  /**
   * What `GET /metrics` answers: this process's registry by default; a web process of a
   * cluster answers every process's (server.ts).
   */
  scrape?: Scrape;
}

const BODY_LIMIT_BYTES = 1024 * 1024;
/** Generating, regenerating and restoring a version each publish a site: one shared budget. */
const PUBLISH_RATE_LIMIT = perMinute(10);
/** Password guessing: a few tries a minute per client, registration and sign-in together. */
const PASSWORD_RATE_LIMIT = perMinute(10);

/** Fastify takes a hop count as a function of the hop (its typings leave the number form out). */
function trustProxyOption(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * Builds the whole HTTP application around services that are already wired (services.ts). No
 * side effects: it neither listens, migrates nor starts workers, so tests drive it with
 * `app.inject()`.
 *
 * @example
 * const app = await buildApp({ services, appSecret });
 * const res = await app.inject({ url: '/api/health' });
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { services } = options;
  const { config, database, bus, siteUrls, versions, appHosts } = services;
  const appOrigin = new URL(config.publicUrl).origin;
  const sites = createSiteServer({
    versions,
    siteUrls,
    siteChanges: services.siteChanges,
    readCustomHosts: (names) => services.domains.servedHosts(names),
    secure: config.secureCookies,
    cacheBytes: config.siteCacheBytes,
    appOrigin,
    scriptHosts: config.siteScriptHosts,
    onError: (error, context) =>
      options.logger?.error({ err: error, context }, `${context} failed`),
  });
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    serverFactory: siteFirstServerFactory(sites),
  }).withTypeProvider<ZodTypeProvider>();
  const { metrics } = services;
  metrics.countHosting(sites.counts);
  if (config.metrics.served) {
    // Sites' files answered by the site server are its own counts; what else a site host asks
    // (its forms) is one route, not one per URL.
    app.addHook('onResponse', (request, reply, done) => {
      const route = appHosts.isAppHost(request.headers.host) ? request.routeOptions.url : '(site)';
      metrics.httpRequest(request.method, route, reply.statusCode);
      done();
    });
  }

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSafeInput(app);
  const sessionCookies = createSessionCookies(config.secureCookies);
  // Before anything answers: the Host must be ours, and cookie-carrying writes from our pages.
  registerRequestChecks(app, {
    publicUrl: config.publicUrl,
    appHosts,
    isSiteHost: async (host) => (await sites.target(host)) !== undefined,
    credentialCookies: [sessionCookies.name, BROWSER_ID_COOKIE],
    isLiveToken: async (token) => (await services.auth.authenticate(token)) !== null,
  });

  // Then: a request for a hosted site is answered before any app hook, header or cookie.
  registerSiteHosting(app, { sites, appHosts, appOrigin, forms: services.siteForms });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Zappy API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await registerSecurityHeaders(app, { frameSources: [siteUrls.cspSource] });
  await app.register(cookie, { secret: options.appSecret });
  if (config.rateLimit) await app.register(rateLimit, { global: false });
  const publishLimit = sharedLimit(app, config.rateLimit, 'publish', PUBLISH_RATE_LIMIT);
  const passwordLimit = sharedLimit(app, config.rateLimit, 'password', PASSWORD_RATE_LIMIT);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  const guards = registerAuthGuards(app, services.auth, sessionCookies);
  const google = config.google
    ? createOidcSignIn(config.google, `${config.publicUrl}/api/auth/google/callback`, {
        prompt: 'select_account',
      })
    : undefined;
  const oidc = config.oidc
    ? createOidcSignIn(config.oidc, `${config.publicUrl}/api/auth/oidc/callback`)
    : undefined;
  const { previews, websites, generation, deployments } = services;
  const secureCookies = config.secureCookies;

  await app.register(healthRoutes, {
    database,
    brain: services.brain,
    photos: () => services.photos.health(services.db),
  });
  await app.register(authRoutes, {
    config,
    auth: services.auth,
    guards,
    cookies: sessionCookies,
    providers: { google, oidc },
    passwordLimit,
  });
  await app.register(assetsRoutes, {
    assets: services.assets,
    brain: services.brain,
    guards,
    wizardImages: services.wizardImages,
    secureCookies,
  });
  await app.register(wizardRoutes, { wizard: services.wizard, guards, secureCookies });
  await app.register(generationRoutes, {
    generation,
    websites,
    guards,
    secureCookies,
    publishLimit,
  });
  await app.register(websitesRoutes, {
    websites,
    removal: services.removal,
    deployments,
    guards,
    publishLimit,
  });
  await app.register(customizationRoutes, {
    customization: services.customization,
    chat: services.customizationChat,
    guards,
  });
  await app.register(imageRoutes, { images: services.images, guards });
  await app.register(photoChoiceRoutes, { choices: services.photoChoices, guards });
  await app.register(leadsRoutes, { leads: services.leads, guards });
  await app.register(emailRoutes, { email: services.email, guards });
  await app.register(domainsRoutes, { domains: services.domains, guards });
  await app.register(tlsRoutes, { isTlsAllowed: (name) => services.domains.isTlsAllowed(name) });
  await app.register(integrationsRoutes, { integrations: services.integrations, guards });
  await app.register(githubRoutes, {
    github: services.github,
    requireOwned: websites.requireOwned,
    guards,
  });
  await app.register(deploymentStreamRoutes, {
    bus,
    deployments,
    requireOwned: websites.requireOwned,
    guards,
  });
  await app.register(previewRoutes, {
    versions,
    previews,
    pickPages: services.pickPages,
  });
  await app.register(progressRoutes, { generation, bus, publicUrl: config.publicUrl });
  await app.register(metricsRoutes, {
    token: config.metrics.token,
    scrape: options.scrape ?? (() => metrics.registry.metrics()),
  });

  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());
  await registerSpaAndNotFound(app, options.webDistDir ?? webDistDir);
  return app;
}
