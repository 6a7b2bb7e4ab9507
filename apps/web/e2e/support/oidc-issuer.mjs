// Real OpenID Connect issuers (oauth2-mock-server) for end-to-end tests; each /authorize endpoint
// consents at once and redirects back with a code.
// - 3108 stands in for Google: the profile is in the ID token.
// - 3109 stands in for a self-hoster's provider (Keycloak, Authentik…) that keeps the ID token
//   small and gives the profile only from its UserInfo endpoint (OIDC Core 5.4).
import { OAuth2Server } from 'oauth2-mock-server';

async function startIssuer(port, configure) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  configure(server.service);
  await server.start(port, '127.0.0.1');
  console.log(`OIDC test issuer on ${server.issuer.url}`);
}

await startIssuer(3109, (service) => {
  service.on('beforeTokenSigning', (token) => {
    token.payload.sub = 'kc-kim';
  });
  service.on('beforeUserinfo', (response) => {
    response.body = {
      sub: 'kc-kim',
      email: 'kim@corp.example',
      email_verified: true,
      name: 'Kim Keycloak',
    };
  });
});
await startIssuer(3108, (service) => {
  service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      email: 'gili@example.com',
      email_verified: true,
      name: 'Gili Google',
    });
  });
});
