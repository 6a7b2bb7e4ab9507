import { z } from 'zod';
import type { ImageGenerator, ImageRequest } from './image-generator';
import { fetchImageBytes, readCapped } from './photo-download';
import { requestFailure, statusFailure, type PhotoResult } from './photo-provider';

/** The sizes the images API makes (gpt-image-1's; a wide one for landscape slots). */
const SIZES: Record<ImageRequest['orientation'], string> = {
  landscape: '1536x1024',
  portrait: '1024x1536',
  square: '1024x1024',
};

/** The images API's answer: each image as base64 (`b64_json`) or an address (`url`). */
const GenerationSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().nullish(), url: z.string().nullish() })).min(1),
});

/** Base64 carries 3 bytes in 4 characters; the JSON around one image is small. */
const jsonBytesFor = (imageBytes: number) => Math.ceil((imageBytes * 4) / 3) + 64 * 1024;

export interface OpenAiImageOptions {
  /** `https://api.openai.com`, or any service speaking its images API. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long one generation may take (they take tens of seconds). */
  timeoutMs: number;
  /** How long downloading an image the answer names may take, and how many bytes it may have. */
  download: { timeoutMs: number; maxBytes: number };
  fetch?: typeof fetch;
}

/**
 * An OpenAI-compatible images API (https://platform.openai.com/docs/api-reference/images/create):
 * `POST {baseUrl}/v1/images/generations` with `{ model, prompt, n: 1, size }` and the key as a
 * bearer token. No `response_format` is sent (gpt-image-1 refuses it and always answers
 * `b64_json`; DALL·E answers `url` by default), so both answers are read: base64 decoded within
 * the byte cap, an address downloaded like a photo (https, or the API's own origin).
 *
 * @example
 * const generator = createOpenAiImageGenerator({ baseUrl: 'https://api.openai.com', apiKey, model: 'gpt-image-1', timeoutMs: 120_000, download });
 * const image = await generator.generate({ prompt: imagePrompt(search), orientation: 'landscape' });
 */
export function createOpenAiImageGenerator(options: OpenAiImageOptions): ImageGenerator {
  const request = options.fetch ?? fetch;
  const api = new URL(options.baseUrl);
  const { maxBytes } = options.download;

  /** Only addresses a page could be served from: no plain http to another host. */
  function isDownloadable(url: string): boolean {
    try {
      const target = new URL(url);
      return target.protocol === 'https:' || target.origin === api.origin;
    } catch {
      return false;
    }
  }

  async function imageOf(body: unknown): Promise<PhotoResult<Buffer>> {
    const parsed = GenerationSchema.safeParse(body);
    const first = parsed.data?.data[0];
    if (first?.b64_json) {
      if ((first.b64_json.length * 3) / 4 > maxBytes) return { ok: false, error: 'too_large' };
      return { ok: true, value: Buffer.from(first.b64_json, 'base64') };
    }
    if (first?.url && isDownloadable(first.url)) {
      return fetchImageBytes(first.url, options.download, request);
    }
    return { ok: false, error: 'unreachable' };
  }

  return {
    name: 'openai',

    async generate({ prompt, orientation }: ImageRequest): Promise<PhotoResult<Buffer>> {
      let text: string;
      try {
        const response = await request(`${options.baseUrl}/v1/images/generations`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ model: options.model, prompt, n: 1, size: SIZES[orientation] }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        const failed = statusFailure(response);
        if (failed) return { ok: false, error: failed };
        const bytes = await readCapped(response, jsonBytesFor(maxBytes));
        if (!bytes) return { ok: false, error: 'too_large' };
        text = bytes.toString('utf8');
      } catch (error: unknown) {
        return { ok: false, error: requestFailure(error) };
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { ok: false, error: 'unreachable' };
      }
      return imageOf(body);
    },
  };
}
