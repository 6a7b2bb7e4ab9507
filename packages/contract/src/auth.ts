import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';

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

/** A sign-in provider other than Google: any OpenID Connect issuer the operator configured. */
export const OidcProviderLinkSchema = z.object({ name: z.string(), url: z.string() });

/**
 * `GET /api/auth/urls`. `login` is the Google sign-in URL, or null when Google is not configured;
 * `oidc` is the operator's own OpenID Connect provider, or null; `localSignIn` says whether local
 * accounts (email and password) are offered.
 */
export const AuthUrlsResponseSchema = z.object({
  login: z.string().nullable(),
  oidc: OidcProviderLinkSchema.nullable(),
  localSignIn: z.boolean(),
  /**
   * Whether this server mails account links (SMTP_URL is set): registration confirms the address
   * by a link, and "Forgot password?" mails one. Without it the operator sets passwords.
   */
  accountEmails: z.boolean(),
});
export type AuthUrlsResponse = z.infer<typeof AuthUrlsResponseSchema>;

const trimmed = (max: number) => z.string().trim().max(max);

// In constants.ts, which the web's pages can import without zod.
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';

const email = trimmed(254).toLowerCase().pipe(z.email('Please enter a valid email address'));

/** `POST /api/auth/local/register`: a new local account. */
export const LocalRegisterRequestSchema = z.object({
  name: trimmed(100).min(1, 'Name is required'),
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type LocalRegisterRequest = z.infer<typeof LocalRegisterRequestSchema>;

/** `POST /api/auth/local`: sign in to a local account. */
export const LocalSignInRequestSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type LocalSignInRequest = z.infer<typeof LocalSignInRequestSchema>;

/** `POST /api/auth/forgot-password`: mail a reset link to this address, if it has an account. */
export const ForgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

/** A mailed link's token: 32 random bytes, base64url (43 characters). */
const linkToken = z
  .string({ error: 'The link is incomplete' })
  .regex(/^[\w-]{43}$/, 'The link is incomplete');

/** `POST /api/auth/reset-password`: the mailed link's token and the new password. */
export const ResetPasswordRequestSchema = z.object({
  token: linkToken,
  password: LocalRegisterRequestSchema.shape.password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** `POST /api/auth/local/verify`: the token of the link that confirms a registration. */
export const VerifyRegistrationRequestSchema = z.object({ token: linkToken });
export type VerifyRegistrationRequest = z.infer<typeof VerifyRegistrationRequestSchema>;

/**
 * HTTP 202 from registration (with SMTP_URL) and "Forgot password?": what to tell the person,
 * the same whether the address has an account or not.
 */
export const CheckEmailResponseSchema = z.object({ message: z.string() });
export type CheckEmailResponse = z.infer<typeof CheckEmailResponseSchema>;

/**
 * The session token, for API clients. Browsers do not need it: the same answer sets the session
 * cookie, which page scripts cannot read.
 */
export const TokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** Query parameters an OpenID callback route accepts (all optional: errors are reported). */
export const OidcCallbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/**
 * Why a sign-in through a provider failed: the only thing `/auth/callback?error=` carries. The
 * page shows its own text for each code, never text from the address.
 */
export const SIGN_IN_ERROR_CODES = [
  'cancelled',
  'expired',
  'rejected',
  'unavailable',
  'unverified',
  'not_allowed',
] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];
