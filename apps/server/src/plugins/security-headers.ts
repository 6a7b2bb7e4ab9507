import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the app host (hosted sites get their own, see hosting.plugin.ts). The SPA loads only its own scripts; styles allow inline
 * because the accessibility toolbar injects its stylesheet at run time; images may come from the
 * sign-in provider (Google profile pictures are https URLs).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { frameSources: string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The preview frames the hosted site (its own origin) or the sandboxed preview page.
        frameSrc: ["'self'", ...options.frameSources],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The OIDC popup flow needs window.opener to survive the round trip.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // same-origin: the sign-in callback may read that it came from the wizard, and nothing
    // (the token in its URL included) leaks to other sites.
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only makes sense behind https, which a reverse proxy adds in production.
    strictTransportSecurity: false,
  });
}
