import type { User } from '@zappy/contract/auth';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { AppError } from '../lib/app-error';
import type { SessionCookies } from '../lib/session-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (or `optionalUser`) for the routes that use it. */
    user: User | null;
  }
}

/** The signed-in user's id on a route behind `requireUser` (401 if a route forgot the guard). */
export function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, AUTH_MESSAGES.authenticationRequired);
  return request.user.id;
}

export interface AuthGuards {
  /** Answers 401 `Authentication required` unless the request names a live session. */
  requireUser: preHandlerAsyncHookHandler;
  /** Sets `request.user` when the session is valid, and lets the request through either way. */
  optionalUser: preHandlerAsyncHookHandler;
}

/** Who a session token names (the auth module's sessions), or null. */
export interface Authenticator {
  authenticate(token: string | undefined): Promise<User | null>;
}

/**
 * The session comes from the bearer header (API clients) or the session cookie (browsers). A
 * cookie that names no live session is cleared, so the browser stops sending it.
 */
export function registerAuthGuards(
  app: FastifyInstance,
  auth: Authenticator,
  cookies: SessionCookies,
): AuthGuards {
  app.decorateRequest('user', null);
  async function userOf(request: FastifyRequest, reply: FastifyReply): Promise<User | null> {
    const session = cookies.read(request);
    const user = await auth.authenticate(session?.token);
    if (!user && session?.from === 'cookie') cookies.clear(reply);
    return user;
  }
  return {
    async requireUser(request, reply) {
      const user = await userOf(request, reply);
      if (!user) throw new AppError(401, AUTH_MESSAGES.authenticationRequired);
      request.user = user;
    },
    async optionalUser(request, reply) {
      request.user = await userOf(request, reply);
    },
  };
}
