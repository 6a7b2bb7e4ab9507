import {
  CustomizationParamsSchema,
  ExtractBusinessInfoResponseSchema,
  UpdateBusinessInfoRequestSchema,
  UpdateBusinessInfoResponseSchema,
} from '@zappy/contract/customization';
import { ErrorResponseSchema } from '@zappy/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import type { CustomizationService } from './customization.service';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};
const secured = { security: [{ bearer: [] }], tags: ['customization'] };

/** Spec section 7, "Business info and customization": the owner's edits, bearer-authenticated. */
export const customizationRoutes: FastifyPluginAsyncZod<{
  customization: CustomizationService;
  guards: AuthGuards;
}> = async (app, { customization, guards }) => {
  app.post(
    '/api/customization/extract-business-info/:websiteId',
    {
      preHandler: guards.requireUser,
      schema: {
        ...secured,
        params: CustomizationParamsSchema,
        response: { 200: ExtractBusinessInfoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true,
      businessInfo: await customization.extractBusinessInfo(
        userIdOf(request),
        request.params.websiteId,
      ),
      error: null,
    }),
  );

  app.post(
    '/api/customization/update-business-info/:websiteId',
    {
      preHandler: guards.requireUser,
      schema: {
        ...secured,
        params: CustomizationParamsSchema,
        body: UpdateBusinessInfoRequestSchema,
        response: { 200: UpdateBusinessInfoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true,
      error: null,
      versionNumber: await customization.updateBusinessInfo(
        userIdOf(request),
        request.params.websiteId,
        request.body.businessInfo,
      ),
    }),
  );
};
