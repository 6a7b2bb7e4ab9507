// A real OpenID Connect issuer (oauth2-mock-server) standing in for Google in end-to-end tests.
// Its /authorize endpoint consents at once and redirects back with a code.
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, {
    email: 'gili@example.com',
    email_verified: true,
    name: 'Gili Google',
  });
});
await server.start(3108, '127.0.0.1');
console.log(`OIDC test issuer on ${server.issuer.url}`);
