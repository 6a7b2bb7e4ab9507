import type { User } from '@zappy/contract/auth';
import { AUTH_MESSAGES } from '@zappy/contract/messages';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (or `optionalUser`) for the routes that use it. */
    user: User | null;
  }
}

/** The bearer token of a request, if it carries one (spec: "Authorization: Bearer <token>"). */
export function readBearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The signed-in user's id on a route behind `requireUser` (401 if a route forgot the guard). */
export function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError(401, AUTH_MESSAGES.authenticationRequired);
  return request.user.id;
}

export interface AuthGuards {
  /** Answers 401 `Authentication required` unless the token names a live session. */
  requireUser: preHandlerAsyncHookHandler;
  /** Sets `request.user` when the token is valid, and lets the request through either way. */
  optionalUser: preHandlerAsyncHookHandler;
}

/** Who a bearer token names (the auth module's sessions), or null. */
export interface Authenticator {
  authenticate(token: string | undefined): Promise<User | null>;
}

export function registerAuthGuards(app: FastifyInstance, auth: Authenticator): AuthGuards {
  app.decorateRequest('user', null);
  return {
    async requireUser(request) {
      const user = await auth.authenticate(readBearerToken(request));
      if (!user) throw new AppError(401, AUTH_MESSAGES.authenticationRequired);
      request.user = user;
    },
    async optionalUser(request) {
      request.user = await auth.authenticate(readBearerToken(request));
    },
  };
}
