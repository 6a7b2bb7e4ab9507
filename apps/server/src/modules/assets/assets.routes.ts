import { textProblem } from '../../plugins/safe-input';
import type { Brain } from '@zappy/ai/brain';
import { heroImageDataUrl } from '@zappy/ai/hero-images';
import { colorsToPalette } from '@zappy/ai/palettes';
import {
  AssetIdParamsSchema,
  ColorPalettesRequestSchema,
  ColorPalettesResponseSchema,
  HeroImageParamsSchema,
  HeroImagesRequestSchema,
  HeroImagesResponseSchema,
  UploadedImageSchema,
} from '@zappy/contract/assets';
import type { WidgetImage } from '@zappy/contract/widgets';
import { SiteStyleSchema } from '@zappy/site-model/schema';
import { MAX_IMAGE_BYTES } from '@zappy/contract/constants';
import { ErrorResponseSchema } from '@zappy/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import { browserHash } from '../../plugins/browser-id';
import { ASSET_ERRORS, type AssetsService } from './assets.service';
import { perMinute } from '../../plugins/shared-limit';

const UPLOAD_RATE_LIMIT = perMinute(30);
const SUGGEST_RATE_LIMIT = perMinute(60);

/** Who may see a candidate: the browser it was offered to (no wizard session here). */
interface BrowserOwner {
  sessionId: null;
  browserHash: string;
}

/** The port hero-images takes photo candidates through (the wizard module provides it). */
export interface HeroPhotos {
  offerPhotos(
    owner: BrowserOwner,
    context: { industry?: string | undefined; city?: string | undefined; language?: string },
  ): Promise<WidgetImage[] | undefined>;
  preview(owner: BrowserOwner, id: string): Promise<Uint8Array>;
}

/** A free-text style name, when it is one of ours. */
const knownStyle = (style: string | undefined) =>
  SiteStyleSchema.safeParse(style?.toLowerCase()).data;

export const assetsRoutes: FastifyPluginAsyncZod<{
  assets: AssetsService;
  brain: Brain;
  guards: AuthGuards;
  /** A photo service's candidates when one is set (decision 032); the wizard module's. */
  wizardImages: HeroPhotos;
  secureCookies: boolean;
}> = async (app, { assets, brain, guards, wizardImages, secureCookies }) => {
  app.post(
    '/api/assets/color-palettes',
    {
      config: { rateLimit: SUGGEST_RATE_LIMIT },
      schema: {
        tags: ['assets'],
        body: ColorPalettesRequestSchema,
        response: { 200: ColorPalettesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    (request) => {
      const { brandInfo } = request.body;
      const palettes = brain.suggestPalettes({
        industry: brandInfo.industry ?? brandInfo.description,
        style: knownStyle(brandInfo.style),
        businessName: brandInfo.businessName,
        colors: [brandInfo.baseColor, brandInfo.mood].filter((c): c is string => Boolean(c)),
        language: brandInfo.language,
      }).value;
      return { palettes };
    },
  );

  app.post(
    '/api/assets/hero-images',
    {
      config: { rateLimit: SUGGEST_RATE_LIMIT },
      schema: {
        tags: ['assets'],
        body: HeroImagesRequestSchema,
        response: { 200: HeroImagesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const { context } = request.body;
      // The same candidates as the wizard's image step: the service's photos, else the art.
      const photos = await wizardImages.offerPhotos(
        { sessionId: null, browserHash: browserHash(request, reply, secureCookies) },
        {
          industry: context.industry ?? context.description,
          city: context.city,
          language: context.language,
        },
      );
      if (photos) return { images: photos.slice(0, context.count ?? photos.length) };
      const style = knownStyle(context.style);
      const palette = context.colors?.length
        ? colorsToPalette(context.colors, style)
        : brain.suggestPalettes({ industry: context.industry, style, count: 1 }).value[0]?.palette;
      const ideas = brain.suggestHeroImages({
        businessName: context.businessName,
        industry: context.industry ?? context.description,
        description: context.description,
        count: context.count,
      }).value;
      return {
        images: ideas.map((idea) => ({
          id: idea.id,
          alt: idea.alt,
          label: idea.label,
          url: palette ? heroImageDataUrl(idea, palette) : '',
        })),
      };
    },
  );

  app.get(
    '/api/assets/hero-images/:id',
    { schema: { tags: ['assets'], params: HeroImageParamsSchema } },
    async (request, reply) => {
      const bytes = await wizardImages.preview(
        { sessionId: null, browserHash: browserHash(request, reply, secureCookies) },
        request.params.id,
      );
      // Private to the browser it was offered to (its cookie) and never changed.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );

  app.post(
    '/api/assets/logo',
    {
      preHandler: guards.requireUser,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags: ['assets'],
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: {
          200: UploadedImageSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(400, ASSET_ERRORS.missing);
      const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      if (file?.fieldname !== 'logo') throw new AppError(400, ASSET_ERRORS.missing);
      const problem = textProblem(file.filename);
      if (problem) throw new AppError(400, problem);
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error: unknown) {
        throw new AppError(413, ASSET_ERRORS.tooLarge, { cause: error });
      }
      if (data.length === 0) throw new AppError(400, ASSET_ERRORS.missing);
      return assets.uploadLogo(userIdOf(request), { data, filename: file.filename });
    },
  );

  app.get(
    '/api/assets/files/:id',
    { schema: { tags: ['assets'], params: AssetIdParamsSchema } },
    async (request, reply) => {
      const file = await assets.file(request.params.id);
      // Asset URLs are unguessable ids of immutable content; they're public so <img> can load them.
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${file.sha256}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.data);
    },
  );
};
