import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createBrain, type Brain } from '@zappy/ai/brain';
import { MAX_IMAGE_BYTES } from '@zappy/contract/constants';
import type { Config } from './config';
import type { Database } from './db/client';
import { assetsRoutes } from './modules/assets/assets.routes';
import { createAssetsService } from './modules/assets/assets.service';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createGoogleOidc } from './modules/auth/google-oidc';
import { healthRoutes } from './modules/health/health.routes';
import { wizardRoutes } from './modules/wizard/wizard.routes';
import { createWizardService } from './modules/wizard/wizard.service';
import { webDistDir } from './paths';
import { registerAuthGuards } from './plugins/auth-guard';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpaAndNotFound } from './plugins/spa';

export interface AppOptions {
  config: Config;
  database: Database;
  appSecret: string;
  /** A pino logger; without one the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** The built SPA to serve; defaults to apps/web/dist. */
  webDistDir?: string;
  now?: () => Date;
  /** The AI engine; built from `config.ai` when not given. */
  brain?: Brain;
}

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Builds the whole HTTP application around an open database. No side effects: it neither
 * listens nor migrates, so tests drive it with `app.inject()`.
 *
 * @example
 * const app = await buildApp({ config, database, appSecret });
 * const res = await app.inject({ url: '/api/health' });
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Zappy API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await registerSecurityHeaders(app);
  await app.register(cookie, { secret: options.appSecret });
  if (config.rateLimit) await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } });

  const brain = options.brain ?? createBrain({ ...config.ai });
  const auth = createAuthService({ db: database.db, ...(options.now ? { now: options.now } : {}) });
  const guards = registerAuthGuards(app, auth);
  const google = config.google
    ? createGoogleOidc(config.google, `${config.publicUrl}/api/auth/google/callback`)
    : undefined;

  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { config, auth, guards, google });
  await app.register(assetsRoutes, {
    db: database.db,
    assets: createAssetsService({ db: database.db }),
    brain,
    guards,
  });
  await app.register(wizardRoutes, {
    wizard: createWizardService({ db: database.db, brain }),
    guards,
    secureCookies: config.secureCookies,
  });

  app.get('/api/docs', { schema: { hide: true } }, () => app.swagger());
  await registerSpaAndNotFound(app, options.webDistDir ?? webDistDir);
  return app;
}
