import {
  AuthStatusResponseSchema,
  AuthUrlsResponseSchema,
  LocalSignInRequestSchema,
  OidcCallbackQuerySchema,
  TokenResponseSchema,
} from '@zappy/contract/auth';
import { ErrorResponseSchema, SuccessResponseSchema } from '@zappy/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { readBearerToken, type AuthGuards } from '../../plugins/auth-guard';
import type { AuthService } from './auth.service';
import type { GoogleOidc, PendingSignIn } from './google-oidc';

export interface AuthRoutesDeps {
  config: Config;
  auth: AuthService;
  guards: AuthGuards;
  google: GoogleOidc | undefined;
}

const PENDING_COOKIE = 'zappy_oidc';
const PENDING_COOKIE_PATH = '/api/auth/google';
const PENDING_TTL_SECONDS = 600;
const AUTH_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

// Shown on /auth/callback?error=…; the page itself says 'Authentication failed'.
const SIGN_IN_ERRORS = {
  cancelled: 'Sign-in was cancelled',
  expired: 'The sign-in attempt expired. Please try again.',
  rejected: 'Sign-in could not be verified',
  unavailable: 'Google sign-in is not reachable right now',
} as const;

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, deps) => {
  const { config, auth, guards, google } = deps;
  const callbackPage = `${config.publicUrl}/auth/callback`;

  function redirectToCallback(reply: FastifyReply, params: { token: string } | { error: string }) {
    return reply.redirect(`${callbackPage}?${new URLSearchParams(params).toString()}`);
  }

  function readPending(request: FastifyRequest): PendingSignIn | undefined {
    const raw = request.cookies[PENDING_COOKIE];
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid) return undefined;
    try {
      const value = JSON.parse(unsigned.value) as Partial<PendingSignIn>;
      if (value.state && value.nonce && value.codeVerifier) return value as PendingSignIn;
    } catch {
      // A malformed cookie is treated like a missing one.
    }
    return undefined;
  }

  app.get(
    '/api/auth/status',
    {
      schema: { tags: ['auth'], response: { 200: AuthStatusResponseSchema } },
    },
    async (request) => {
      const user = await auth.authenticate(readBearerToken(request));
      return { authenticated: user !== null, user };
    },
  );

  app.get(
    '/api/auth/urls',
    { schema: { tags: ['auth'], response: { 200: AuthUrlsResponseSchema } } },
    () => ({
      login: google ? `${config.publicUrl}${PENDING_COOKIE_PATH}` : null,
      localSignIn: config.localSignIn,
    }),
  );

  app.post(
    '/api/auth/local',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        body: LocalSignInRequestSchema,
        response: { 200: TokenResponseSchema, 400: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!config.localSignIn) {
        throw new AppError(403, 'Local sign-in is turned off on this server. Sign in with Google.');
      }
      return { token: await auth.signInLocal(request.body) };
    },
  );

  app.get(
    PENDING_COOKIE_PATH,
    { config: { rateLimit: AUTH_RATE_LIMIT }, schema: { tags: ['auth'], hide: true } },
    async (request, reply) => {
      if (!google) throw new AppError(404, 'Google sign-in is not configured on this server');
      let started: Awaited<ReturnType<GoogleOidc['startSignIn']>>;
      try {
        started = await google.startSignIn();
      } catch (error: unknown) {
        request.log.warn({ err: error }, 'Google discovery failed');
        return redirectToCallback(reply, { error: SIGN_IN_ERRORS.unavailable });
      }
      reply.setCookie(PENDING_COOKIE, JSON.stringify(started.pending), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secureCookies,
        path: PENDING_COOKIE_PATH,
        maxAge: PENDING_TTL_SECONDS,
      });
      return reply.redirect(started.url);
    },
  );

  app.get(
    `${PENDING_COOKIE_PATH}/callback`,
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: { tags: ['auth'], hide: true, querystring: OidcCallbackQuerySchema },
    },
    async (request, reply) => {
      if (!google) throw new AppError(404, 'Google sign-in is not configured on this server');
      const pending = readPending(request);
      // One attempt per cookie: a replayed callback URL finds nothing to complete.
      reply.clearCookie(PENDING_COOKIE, { path: PENDING_COOKIE_PATH });
      if (request.query.error) {
        return redirectToCallback(reply, {
          error:
            request.query.error === 'access_denied'
              ? SIGN_IN_ERRORS.cancelled
              : SIGN_IN_ERRORS.rejected,
        });
      }
      if (!pending) return redirectToCallback(reply, { error: SIGN_IN_ERRORS.expired });

      const callbackUrl = new URL(request.url, `${config.publicUrl}/`);
      const result = await google.completeSignIn(callbackUrl, pending).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return { ok: false as const, reason: SIGN_IN_ERRORS.unavailable };
      });
      if (!result.ok) {
        request.log.warn({ reason: result.reason }, 'Google sign-in rejected');
        return redirectToCallback(reply, { error: SIGN_IN_ERRORS.rejected });
      }
      const token = await auth.startSession({ provider: 'google', ...result.profile });
      return redirectToCallback(reply, { token });
    },
  );

  app.post(
    '/api/auth/logout',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: SuccessResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      const token = readBearerToken(request);
      if (token) await auth.logout(token);
      return { success: true };
    },
  );

  app.delete(
    '/api/auth/account',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: SuccessResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (request.user) await auth.deleteAccount(request.user.id);
      return { success: true };
    },
  );
};
