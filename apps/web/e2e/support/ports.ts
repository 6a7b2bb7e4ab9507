/** Where the end-to-end servers listen (fixed, so the OIDC redirect URI is known in advance). */
export const E2E = {
  appUrl: 'http://localhost:3107',
  // oauth2-mock-server names itself by localhost whatever address it listens on.
  issuerUrl: 'http://localhost:3108',
  /** The owner's DNS host and mail relay (apps/server/test/mail-dns-server.ts): its control API. */
  mailControlUrl: 'http://127.0.0.1:3112',
  /** The same app with a photo service (PHOTO_PROVIDER=pexels), for the photo tests alone. */
  photoAppUrl: 'http://localhost:3114',
  /** The local server that speaks the Pexels API (apps/server/test/pexels-server.ts). */
  pexelsUrl: 'http://127.0.0.1:3113',
  /** The same app with code repositories on a local GitHub, for the publishing test alone. */
  publishingAppUrl: 'http://localhost:3116',
  /** The local server that speaks GitHub's API and git's smart HTTP (apps/server/test). */
  githubUrl: 'http://127.0.0.1:3115',
  /** The person the test issuer signs in as. */
  googleUser: { name: 'Gili Google', email: 'gili@example.com' },
  /** The operator's own provider (claims only from UserInfo), and who it signs in as. */
  oidcIssuerUrl: 'http://localhost:3109',
  oidcUser: { name: 'Kim Keycloak', email: 'kim@corp.example' },
} as const;
