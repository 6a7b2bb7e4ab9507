import * as oidc from 'openid-client';
import type { GoogleConfig } from '../../config';

/** What must survive the round trip to Google, kept in a signed, short-lived cookie. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface GoogleProfile {
  subject: string;
  email: string;
  name: string;
  pictureUrl: string | null;
}

export type CompleteSignInResult =
  { ok: true; profile: GoogleProfile } | { ok: false; reason: string };

export interface GoogleOidc {
  /** Builds Google's authorization URL with PKCE, state and nonce. */
  startSignIn(): Promise<{ url: string; pending: PendingSignIn }>;
  /** Exchanges the code from `callbackUrl`, checking state, nonce and PKCE. */
  completeSignIn(callbackUrl: URL, pending: PendingSignIn): Promise<CompleteSignInResult>;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * Google sign-in through OpenID Connect discovery. The discovery document is fetched on first use
 * (not at start-up, so the app starts offline) and cached; a failed discovery is retried next time.
 *
 * @example
 * const google = createGoogleOidc(config.google, 'https://zappy.example.com/api/auth/google/callback');
 * const { url, pending } = await google.startSignIn();
 */
export function createGoogleOidc(google: GoogleConfig, redirectUri: string): GoogleOidc {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    const issuer = new URL(google.issuerUrl);
    configuration ??= oidc
      .discovery(issuer, google.clientId, google.clientSecret, undefined, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // Test issuers run on plain http on this machine; Google itself is https.
        // eslint-disable-next-line @typescript-eslint/no-deprecated -- deliberate, for http issuers only
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
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
        prompt: 'select_account',
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
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
      const claims = tokens.claims();
      if (!claims) return { ok: false, reason: 'no ID token' };
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
      if (!email) return { ok: false, reason: 'the ID token has no email' };
      if (claims.email_verified === false)
        return { ok: false, reason: 'the email is not verified' };
      const name =
        typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email;
      const picture = typeof claims.picture === 'string' ? claims.picture : null;
      return { ok: true, profile: { subject: claims.sub, email, name, pictureUrl: picture } };
    },
  };
}
