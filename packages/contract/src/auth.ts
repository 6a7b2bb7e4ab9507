import { z } from 'zod';

/**
 * A signed-in person as the API shows them. The web shows the first word of `name`.
 *
 * @example
 * UserSchema.parse({ id: '…', name: 'Dana Levi', email: 'dana@example.com', picture_url: null });
 */
export const UserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.email(),
    picture_url: z.url().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

/** `GET /api/auth/status` */
export const AuthStatusResponseSchema = z.object({
  authenticated: z.boolean(),
  user: UserSchema.nullable(),
});
export type AuthStatusResponse = z.infer<typeof AuthStatusResponseSchema>;

/**
 * `GET /api/auth/urls`. `login` is the Google sign-in URL, or null when Google is not configured;
 * `localSignIn` says whether the local name-and-email form is offered.
 */
export const AuthUrlsResponseSchema = z.object({
  login: z.string().nullable(),
  localSignIn: z.boolean(),
});
export type AuthUrlsResponse = z.infer<typeof AuthUrlsResponseSchema>;

const trimmed = (max: number) => z.string().trim().max(max);

/** `POST /api/auth/local`: sign in without Google, when the server offers it. */
export const LocalSignInRequestSchema = z.object({
  name: trimmed(100).min(1, 'Name is required'),
  email: trimmed(254).toLowerCase().pipe(z.email('Please enter a valid email address')),
});
export type LocalSignInRequest = z.infer<typeof LocalSignInRequestSchema>;

export const TokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** Query parameters the Google callback route accepts (all optional: errors are reported). */
export const OidcCallbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** The SPA's `/auth/callback` receives exactly one of these. */
export const AuthCallbackParamsSchema = z.object({
  token: z.string().optional(),
  error: z.string().optional(),
});
