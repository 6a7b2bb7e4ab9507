/** Where the end-to-end servers listen (fixed, so the OIDC redirect URI is known in advance). */
export const E2E = {
  appUrl: 'http://localhost:3107',
  issuerUrl: 'http://127.0.0.1:3108',
  /** The person the test issuer signs in as. */
  googleUser: { name: 'Gili Google', email: 'gili@example.com' },
} as const;
