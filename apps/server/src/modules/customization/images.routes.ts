import { textProblem, valueProblem } from '../../plugins/safe-input';
import {
  CustomizationParamsSchema,
  ReplaceImageResponseSchema,
  UploadImageDataListSchema,
  UploadImagesResponseSchema,
} from '@zappy/contract/customization';
import { MAX_IMAGE_BYTES } from '@zappy/contract/constants';
import {
  IMAGE_TEXT_ERRORS,
  MAX_IMAGE_ALT_LENGTH,
  plainImageText,
} from '@zappy/site-model/image-text';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { userIdOf, type AuthGuards } from '../../plugins/auth-guard';
import type { ImageUploads, IncomingImage } from './images.service';
import { errorResponses, securedUnder } from '../../plugins/route-docs';
import { perMinute } from '../../plugins/shared-limit';

const UPLOAD_LIMIT = perMinute(30);
/** One request carries at most this many files (what one page of a site shows, and some). */
const MAX_FILES = 10;

export const UPLOAD_ERRORS = {
  tooLarge: (n: number) => `Image ${n} is too large (max 5MB)`,
  missing: 'Please choose an image to upload',
  notMultipart: 'Send the image as multipart/form-data',
  tooMany: `At most ${MAX_FILES} images can be uploaded at once`,
  imageData: 'imageData must list one entry (with its dataSlot) for each image',
  slot: 'imageSlot is required',
  websiteMismatch: 'websiteId does not match the address',
} as const;

const errors = errorResponses(400, 401, 404, 409, 413, 429);
const secured = securedUnder('customization');

/** A file name with a NUL byte or a lone surrogate goes no further (safe-input.ts). */
function rejectBadText(text: string): void {
  const problem = textProblem(text);
  if (problem) throw new AppError(400, problem);
}

/**
 * The owner's description of a replacement photo (`imageAlt`), as one line of plain text, or
 * undefined when they gave none. Too long refuses the request before anything is stored.
 */
function readImageAlt(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  rejectBadText(raw);
  const alt = plainImageText(raw);
  if (alt.length > MAX_IMAGE_ALT_LENGTH) throw new AppError(400, IMAGE_TEXT_ERRORS.tooLong);
  return alt || undefined;
}

/**
 * Reads a multipart request: its files under `fileField` (in order) and its text fields. A file
 * over 5 MB stops the request with the spec's 'Image N is too large (max 5MB)'. The wizard's
 * uploads (decision 032) read theirs through it too, so both answer alike.
 */
export async function readMultipart(request: FastifyRequest, fileField: string) {
  if (!request.isMultipart()) throw new AppError(400, UPLOAD_ERRORS.notMultipart);
  const files: IncomingImage[] = [];
  const fields = new Map<string, string>();
  const parts = request.parts({
    limits: { files: MAX_FILES, fileSize: MAX_IMAGE_BYTES, fields: 10, fieldSize: 64 * 1024 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      rejectBadText(part.filename);
      if (part.fieldname !== fileField) {
        // Drain a file under another name so the request can finish.
        await part.toBuffer().catch(() => undefined);
        continue;
      }
      const n = files.length + 1;
      const data = await part.toBuffer().catch((error: unknown) => {
        throw new AppError(413, UPLOAD_ERRORS.tooLarge(n), { cause: error });
      });
      files.push({ data, filename: part.filename });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && 'code' in error && error.code === 'FST_FILES_LIMIT') {
      throw new AppError(413, UPLOAD_ERRORS.tooMany, { cause: error });
    }
    throw new AppError(400, UPLOAD_ERRORS.notMultipart, { cause: error });
  }
  if (files.length === 0 || files.some((file) => file.data.length === 0)) {
    throw new AppError(400, UPLOAD_ERRORS.missing);
  }
  return { files, fields };
}

function parseImageData(raw: string | undefined, count: number) {
  let json: unknown;
  try {
    json = JSON.parse(raw ?? '');
  } catch {
    throw new AppError(400, UPLOAD_ERRORS.imageData);
  }
  const problem = valueProblem(json);
  if (problem) throw new AppError(400, problem);
  const parsed = UploadImageDataListSchema.safeParse(json);
  if (!parsed.success || parsed.data.length !== count) {
    throw new AppError(400, UPLOAD_ERRORS.imageData);
  }
  return parsed.data.map((entry) => ({ dataSlot: entry.dataSlot, name: entry.name }));
}

/** Spec section 7: `upload-images` and `replace-image`, and the uploads' files for the browser. */
export const imageRoutes: FastifyPluginAsyncZod<{
  images: ImageUploads;
  guards: AuthGuards;
}> = async (app, { images, guards }) => {
  /** An owner's multipart upload to one of their websites, answered with `response`. */
  const upload = <Response extends z.ZodType>(response: Response) => ({
    preHandler: guards.requireUser,
    config: { rateLimit: UPLOAD_LIMIT },
    schema: {
      ...secured,
      consumes: ['multipart/form-data'],
      params: CustomizationParamsSchema,
      response: { 200: response, ...errors },
    },
  });

  app.post(
    '/api/customization/upload-images/:websiteId',
    upload(UploadImagesResponseSchema),
    async (request) => {
      const { files, fields } = await readMultipart(request, 'images');
      const targets = parseImageData(fields.get('imageData'), files.length);
      const uploadedImages = await images.upload(
        userIdOf(request),
        request.params.websiteId,
        files,
        targets,
      );
      return { uploadedImages };
    },
  );

  app.post(
    '/api/customization/replace-image/:websiteId',
    upload(ReplaceImageResponseSchema),
    async (request) => {
      const { websiteId } = request.params;
      const { files, fields } = await readMultipart(request, 'image');
      const [file] = files;
      const slot = fields.get('imageSlot')?.trim().slice(0, 200);
      if (!file) throw new AppError(400, UPLOAD_ERRORS.missing);
      if (!slot) throw new AppError(400, UPLOAD_ERRORS.slot);
      const bodyWebsite = fields.get('websiteId');
      if (bodyWebsite !== undefined && bodyWebsite !== websiteId) {
        throw new AppError(400, UPLOAD_ERRORS.websiteMismatch);
      }
      const name = fields.get('imageName')?.trim().slice(0, 200);
      const alt = readImageAlt(fields.get('imageAlt'));
      const result = await images.replace(userIdOf(request), websiteId, file, {
        dataSlot: slot,
        name: name || undefined,
        alt,
      });
      return { success: true, ...result };
    },
  );

  app.get(
    '/api/customization/uploads/:uploadId/:file',
    {
      schema: {
        tags: ['customization'],
        params: z.object({
          uploadId: z.uuid('Invalid upload id'),
          file: z.string().regex(/^\d{1,5}\.(?:webp|avif)$/, 'Invalid file'),
        }),
      },
    },
    async (request, reply) => {
      const { uploadId, file } = request.params;
      const format = file.endsWith('.avif') ? 'avif' : 'webp';
      const data = await images.file(uploadId, Number.parseInt(file, 10), format);
      if (!data) throw new AppError(404, 'Image not found');
      // Upload ids are unguessable and their bytes never change, like the wizard's assets.
      return reply
        .header('content-type', `image/${format}`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(data));
    },
  );
};
