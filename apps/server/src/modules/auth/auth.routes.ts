import {
  AuthStatusResponseSchema,
  AuthUrlsResponseSchema,
  CheckEmailResponseSchema,
  ForgotPasswordRequestSchema,
  LocalRegisterRequestSchema,
  LocalSignInRequestSchema,
  OidcCallbackQuerySchema,
  ResetPasswordRequestSchema,
  TokenResponseSchema,
  VerifyRegistrationRequestSchema,
  type SignInErrorCode,
} from '@zappy/contract/auth';
import { SuccessResponseSchema } from '@zappy/contract/errors';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { SessionCookies } from '../../lib/session-cookie';
import type { AuthGuards } from '../../plugins/auth-guard';
import type { AuthService } from './auth.service';
import type { OidcSignIn, PendingSignIn } from './oidc-sign-in';
import { errorResponses, securedUnder } from '../../plugins/route-docs';
import { perMinute } from '../../plugins/shared-limit';

export interface AuthRoutesDeps {
  config: Config;
  auth: AuthService;
  guards: AuthGuards;
  cookies: SessionCookies;
  /** Google, and the operator's own OpenID Connect provider; each may be absent. */
  providers: { google: OidcSignIn | undefined; oidc: OidcSignIn | undefined };
  /** Registration and password sign-in share one limit per client (app.ts). */
  passwordLimit: preHandlerAsyncHookHandler;
}

const PENDING_COOKIE = 'zappy_oidc';
const PENDING_TTL_SECONDS = 600;
const AUTH_RATE_LIMIT = perMinute(30);
const errors = errorResponses(400, 401, 403, 409, 429);
/** What a mailed link's routes answer besides their success (403: no account mail here). */
const linkErrors = errorResponses(400, 403, 409, 429);

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, deps) => {
  const { config, auth, guards, cookies, providers, passwordLimit } = deps;
  const callbackPage = `${config.publicUrl}/auth/callback`;

  /** The SPA's callback page; only a code from our own list ever travels in its address. */
  function redirectToCallback(reply: FastifyReply, error?: SignInErrorCode) {
    return reply.redirect(error ? `${callbackPage}?error=${error}` : callbackPage);
  }

  function requireLocalSignIn(): void {
    if (!config.localSignIn) throw new AppError(403, AUTH_MESSAGES.localSignInOff);
  }

  /** Signs the browser in (the cookie) and answers the token for API clients. */
  function signedIn(reply: FastifyReply, token: string) {
    cookies.set(reply, token);
    return { token };
  }

  app.get(
    '/api/auth/status',
    { schema: { tags: ['auth'], response: { 200: AuthStatusResponseSchema } } },
    async (request, reply) => {
      await guards.optionalUser.call(app, request, reply);
      return { authenticated: request.user !== null, user: request.user };
    },
  );

  app.get(
    '/api/auth/urls',
    { schema: { tags: ['auth'], response: { 200: AuthUrlsResponseSchema } } },
    () => ({
      login: providers.google ? `${config.publicUrl}/api/auth/google` : null,
      oidc: providers.oidc
        ? { name: providers.oidc.name, url: `${config.publicUrl}/api/auth/oidc` }
        : null,
      localSignIn: config.localSignIn,
      accountEmails: config.localSignIn && auth.hasAccountMail,
    }),
  );

  /** A password route: `body` in, a session token out, under the shared password limit. */
  const withPassword = <Body extends z.ZodType>(body: Body) => ({
    preHandler: passwordLimit,
    schema: { tags: ['auth'], body, response: { 200: TokenResponseSchema, ...errors } },
  });

  // With account mail, a 202 that says to check the mail, whether the address is new or not.
  app.post(
    '/api/auth/local/register',
    {
      preHandler: passwordLimit,
      schema: {
        tags: ['auth'],
        body: LocalRegisterRequestSchema,
        response: { 200: TokenResponseSchema, 202: CheckEmailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      requireLocalSignIn();
      const result = await auth.register(request.body);
      if ('token' in result) return signedIn(reply, result.token);
      return reply.code(202).send(result);
    },
  );

  // A link's token is 256 random bits, nothing to guess: these two do not spend the password
  // limit, which a person who just registered or asked for a link needs for signing in.
  app.post(
    '/api/auth/local/verify',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        body: VerifyRegistrationRequestSchema,
        response: { 200: TokenResponseSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      requireLocalSignIn();
      return signedIn(reply, await auth.verifyRegistration(request.body.token));
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      preHandler: passwordLimit,
      schema: {
        tags: ['auth'],
        body: ForgotPasswordRequestSchema,
        response: { 202: CheckEmailResponseSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      requireLocalSignIn();
      return reply.code(202).send(await auth.requestPasswordReset(request.body.email));
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        body: ResetPasswordRequestSchema,
        response: { 200: SuccessResponseSchema, ...linkErrors },
      },
    },
    async (request) => {
      requireLocalSignIn();
      await auth.resetPassword(request.body);
      return { success: true };
    },
  );

  app.post('/api/auth/local', withPassword(LocalSignInRequestSchema), async (request, reply) => {
    requireLocalSignIn();
    return signedIn(reply, await auth.signInLocal(request.body));
  });

  /** `/api/auth/{id}` and its callback, for one OpenID Connect provider. */
  function registerProvider(id: 'google' | 'oidc', provider: OidcSignIn | undefined): void {
    const startPath = `/api/auth/${id}`;
    const notConfigured = `${id === 'google' ? 'Google' : 'OpenID'} sign-in is not configured on this server`;

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
      startPath,
      { config: { rateLimit: AUTH_RATE_LIMIT }, schema: { tags: ['auth'], hide: true } },
      async (request, reply) => {
        if (!provider) throw new AppError(404, notConfigured);
        let started: Awaited<ReturnType<OidcSignIn['startSignIn']>>;
        try {
          started = await provider.startSignIn();
        } catch (error: unknown) {
          request.log.warn({ err: error, provider: id }, 'OpenID discovery failed');
          return redirectToCallback(reply, 'unavailable');
        }
        reply.setCookie(PENDING_COOKIE, JSON.stringify(started.pending), {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureCookies,
          path: startPath,
          maxAge: PENDING_TTL_SECONDS,
        });
        return reply.redirect(started.url);
      },
    );

    app.get(
      `${startPath}/callback`,
      {
        config: { rateLimit: AUTH_RATE_LIMIT },
        schema: { tags: ['auth'], hide: true, querystring: OidcCallbackQuerySchema },
      },
      async (request, reply) => {
        if (!provider) throw new AppError(404, notConfigured);
        const pending = readPending(request);
        // One attempt per cookie: a replayed callback URL finds nothing to complete.
        reply.clearCookie(PENDING_COOKIE, { path: startPath });
        if (request.query.error) {
          return redirectToCallback(
            reply,
            request.query.error === 'access_denied' ? 'cancelled' : 'rejected',
          );
        }
        if (!pending) return redirectToCallback(reply, 'expired');

        const callbackUrl = new URL(request.url, `${config.publicUrl}/`);
        const result = await provider
          .completeSignIn(callbackUrl, pending)
          .catch((error: unknown) => {
            request.log.warn({ err: error, provider: id }, 'OpenID sign-in failed');
            return { ok: false as const, code: 'unavailable' as const, reason: 'unreachable' };
          });
        if (!result.ok) {
          request.log.warn({ reason: result.reason, provider: id }, 'OpenID sign-in rejected');
          return redirectToCallback(reply, result.code);
        }
        if (!auth.isAllowed(result.profile.email)) return redirectToCallback(reply, 'not_allowed');
        cookies.set(reply, await auth.startSession({ provider: id, ...result.profile }));
        return redirectToCallback(reply);
      },
    );
  }
  registerProvider('google', providers.google);
  registerProvider('oidc', providers.oidc);

  /** A signed-in user's action on their own session or account, answered `{ success: true }`. */
  const signedInAction = {
    preHandler: guards.requireUser,
    schema: {
      ...securedUnder('auth'),
      response: { 200: SuccessResponseSchema, ...errorResponses(401) },
    },
  };

  app.post('/api/auth/logout', signedInAction, async (request, reply) => {
    const session = cookies.read(request);
    if (session) await auth.logout(session.token);
    cookies.clear(reply);
    return { success: true };
  });

  app.delete('/api/auth/account', signedInAction, async (request, reply) => {
    if (request.user) await auth.deleteAccount(request.user.id);
    cookies.clear(reply);
    return { success: true };
  });
};
