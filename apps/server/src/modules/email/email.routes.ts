import {
  EmailConfigResponseSchema,
  EmailWebsiteParamsSchema,
  TestEmailRequestSchema,
  TestEmailResponseSchema,
  VerifyDnsRequestSchema,
  VerifyDnsResponseSchema,
} from '@zappy/contract/email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import type { EmailService } from './email.service';
import { errorResponses, securedUnder } from '../../plugins/route-docs';
import { perMinute } from '../../plugins/shared-limit';

// A DNS check asks three lookups of a resolver; a test email sends real mail to any address.
const VERIFY_LIMIT = perMinute(30);
const TEST_LIMIT = perMinute(10);

const errors = errorResponses(400, 401, 404, 429);
const secured = securedUnder('email');

/**
 * Spec section 7, "Email": the owner's email settings, the DNS check and the test email,
 * bearer-authenticated; another user's website is a 404. Failures to verify or send are answers
 * (`success: false` and the spec's text, HTTP 200), not errors.
 */
export const emailRoutes: FastifyPluginAsyncZod<{
  email: EmailService;
  guards: AuthGuards;
}> = async (app, { email, guards }) => {
  const owner = { preHandler: guards.requireUser };

  app.get(
    '/api/email/config/:websiteId',
    {
      ...owner,
      schema: {
        ...secured,
        params: EmailWebsiteParamsSchema,
        response: { 200: EmailConfigResponseSchema, ...errors },
      },
    },
    (request) => email.config(userIdOf(request), request.params.websiteId),
  );

  app.post(
    '/api/email/verify-dns',
    {
      ...owner,
      config: { rateLimit: VERIFY_LIMIT },
      schema: {
        ...secured,
        body: VerifyDnsRequestSchema,
        response: { 200: VerifyDnsResponseSchema, ...errors },
      },
    },
    (request) => email.verifyDns(userIdOf(request), request.body.websiteId),
  );

  app.post(
    '/api/email/test',
    {
      ...owner,
      config: { rateLimit: TEST_LIMIT },
      schema: {
        ...secured,
        body: TestEmailRequestSchema,
        response: { 200: TestEmailResponseSchema, ...errors },
      },
    },
    (request) => email.sendTest(userIdOf(request), request.body.websiteId, request.body.testEmail),
  );
};
