import * as oidc from 'openid-client';
import type { SignInErrorCode } from '@zappy/contract/auth';
import type { OidcProviderConfig } from '../../config';

/** What must survive the round trip to the provider, kept in a signed, short-lived cookie. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcProfile {
  subject: string;
  email: string;
  name: string;
  pictureUrl: string | null;
}

export type CompleteSignInResult =
  { ok: true; profile: OidcProfile } | { ok: false; code: SignInErrorCode; reason: string };

export interface OidcSignIn {
  /** What the sign-in button names ("Google", "Keycloak"…). */
  name: string;
  /** Builds the provider's authorization URL with PKCE, state and nonce. */
  startSignIn(): Promise<{ url: string; pending: PendingSignIn }>;
  /**
   * Exchanges the code from `callbackUrl` (checking state, nonce and PKCE) and reads who signed
   * in: from the ID token, or from the UserInfo endpoint for what the ID token leaves out.
   */
  completeSignIn(callbackUrl: URL, pending: PendingSignIn): Promise<CompleteSignInResult>;
}

const TIMEOUT_SECONDS = 10;

/**
 * How the client proves itself at the token endpoint: HTTP Basic, the default of OpenID
 * Discovery when a provider lists nothing (Authelia accepts only it by default), or the form post
 * when that is all a provider offers; a public client (no secret) sends none.
 */
export function clientAuthentication(
  server: oidc.ServerMetadata,
  secret: string | undefined,
): oidc.ClientAuth {
  if (secret === undefined) return oidc.None();
  const methods = server.token_endpoint_auth_methods_supported;
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post'))
    return oidc.ClientSecretPost(secret);
  return oidc.ClientSecretBasic(secret);
}

type Claims = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The profile in `claims`, or why there is none. `email_verified: false` is refused. */
export function profileFrom(claims: Claims, subject: string): CompleteSignInResult {
  const email = text(claims.email)?.toLowerCase();
  if (!email) return { ok: false, code: 'rejected', reason: 'the provider gave no email' };
  // Only an explicit false: several providers (Entra ID among them) send no such claim.
  if (claims.email_verified === false || claims.email_verified === 'false')
    return { ok: false, code: 'unverified', reason: 'the email is not verified' };
  const name = text(claims.name) ?? text(claims.preferred_username) ?? email;
  return {
    ok: true,
    profile: { subject, email, name, pictureUrl: text(claims.picture) ?? null },
  };
}

/**
 * Sign-in through any OpenID Connect provider (Google, Keycloak, Authentik, Authelia, Zitadel,
 * Entra ID, GitLab…) with the authorization code flow. The discovery document is fetched on
 * first use (not at start-up, so the app starts offline) and cached; a failed discovery is
 * retried next time. `extraParameters` are Google's own (`prompt=select_account`); other
 * providers get only standard parameters.
 *
 * @example
 * const google = createOidcSignIn(config.google, `${publicUrl}/api/auth/google/callback`, { prompt: 'select_account' });
 * const { url, pending } = await google.startSignIn();
 */
export function createOidcSignIn(
  provider: OidcProviderConfig,
  redirectUri: string,
  extraParameters: Record<string, string> = {},
): OidcSignIn {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    const issuer = new URL(provider.issuerUrl);
    // Test issuers run on plain http on this machine; real providers are https.
    const insecure = issuer.protocol === 'http:';
    configuration ??= oidc
      .discovery(issuer, provider.clientId, undefined, oidc.None(), {
        timeout: TIMEOUT_SECONDS,
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- deliberate, for http issuers only
        execute: insecure ? [oidc.allowInsecureRequests] : [],
      })
      .then((discovered) => {
        const server = discovered.serverMetadata();
        const config = new oidc.Configuration(
          server,
          provider.clientId,
          provider.clientSecret,
          clientAuthentication(server, provider.clientSecret),
        );
        config.timeout = TIMEOUT_SECONDS;
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- deliberate, for http issuers only
        if (insecure) oidc.allowInsecureRequests(config);
        return config;
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  /** OIDC Core 5.4: a provider may return profile claims from UserInfo only. */
  async function userInfoClaims(
    config: oidc.Configuration,
    accessToken: string,
    subject: string,
  ): Promise<Claims> {
    if (!config.serverMetadata().userinfo_endpoint) return {};
    return oidc.fetchUserInfo(config, accessToken, subject);
  }

  return {
    name: provider.name,

    async startSignIn() {
      const config = await discover();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        ...extraParameters,
      });
      return { url: url.href, pending };
    },

    async completeSignIn(callbackUrl, pending) {
      const config = await discover();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          pkceCodeVerifier: pending.codeVerifier,
          idTokenExpected: true,
        });
      } catch (error: unknown) {
        return {
          ok: false,
          code: 'rejected',
          reason: error instanceof Error ? error.message : String(error),
        };
      }
      const idClaims = tokens.claims();
      if (!idClaims) return { ok: false, code: 'rejected', reason: 'no ID token' };
      const fromIdToken = profileFrom(idClaims, idClaims.sub);
      if (fromIdToken.ok || fromIdToken.code === 'unverified') return fromIdToken;
      // The ID token names the subject but not the email: ask UserInfo, which must agree on `sub`.
      const extra = await userInfoClaims(config, tokens.access_token, idClaims.sub);
      return profileFrom({ ...idClaims, ...extra }, idClaims.sub);
    },
  };
}
