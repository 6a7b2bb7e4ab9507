import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startOpenAiImagesServer,
  type OpenAiImagesTestServer,
} from '../../../test/openai-images-server';
import { imagePrompt } from './image-generator';
import { createOpenAiImageGenerator } from './openai-image-generator';

let images: OpenAiImagesTestServer;

beforeAll(async () => {
  images = await startOpenAiImagesServer();
  images.slowMs = 1500;
});
afterAll(() => images.close());
beforeEach(() => {
  images.reset();
});

const generator = (apiKey = images.apiKey, timeoutMs = 500) =>
  createOpenAiImageGenerator({
    baseUrl: images.url,
    apiKey,
    model: 'gpt-image-1',
    timeoutMs,
    download: { timeoutMs: 500, maxBytes: 5_242_880 },
  });
const request = { prompt: 'A realistic photograph of a bakery', orientation: 'landscape' } as const;

describe('the OpenAI-compatible image generator', () => {
  it('asks as the API documents: bearer key, model, prompt, one image, a wide size', async () => {
    const result = await generator().generate(request);
    expect(result.ok).toBe(true);
    expect(images.requests).toEqual([
      {
        authorization: `Bearer ${images.apiKey}`,
        body: {
          model: 'gpt-image-1',
          prompt: 'A realistic photograph of a bakery',
          n: 1,
          size: '1536x1024',
        },
      },
    ]);
    if (!result.ok) return;
    expect(await sharp(result.value).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
  });

  it('asks squares and portraits in their sizes', async () => {
    await generator().generate({ ...request, orientation: 'square' });
    await generator().generate({ ...request, orientation: 'portrait' });
    expect(images.requests.map((r) => r.body.size)).toEqual(['1024x1024', '1024x1536']);
  });

  it('downloads an image the answer gives as an address', async () => {
    images.answer = 'url';
    const result = await generator().generate(request);
    expect(result.ok && (await sharp(result.value).metadata()).format).toBe('jpeg');
  });

  it('reports a refused key, the rate limit, a time-out and an image over the byte cap', async () => {
    expect(await generator('wrong').generate(request)).toEqual({
      ok: false,
      error: 'unauthorized',
    });
    images.answer = 'rate-limited';
    expect(await generator().generate(request)).toEqual({ ok: false, error: 'rate_limited' });
    images.answer = 'slow';
    expect(await generator().generate(request)).toEqual({ ok: false, error: 'timeout' });
    images.answer = 'huge-bytes';
    // Time enough to send it all: the byte cap, not the clock, stops it.
    expect(await generator(images.apiKey, 10_000).generate(request)).toEqual({
      ok: false,
      error: 'too_large',
    });
  });
});

describe('image prompts', () => {
  const search = (slot: string, queries: string[]) =>
    ({ slot, queries, language: 'es', orientation: 'landscape' }) as const;

  it("asks for each slot's subject in the owner's words, as a photograph", () => {
    expect(imagePrompt(search('hero', ['Panadería Sevilla', 'Panadería']))).toContain(
      'A realistic photograph for the website of a business (Panadería). Subject: Panadería Sevilla: the business at work',
    );
    expect(imagePrompt(search('gallery-2', ['Pan de masa madre', 'Panadería']))).toContain(
      'Subject: Pan de masa madre, as this business offers it.',
    );
    expect(imagePrompt(search('about', ['Panadería trabajando', 'Panadería']))).toContain(
      'the people of the business at work together',
    );
  });

  it('always forbids text, letters, logos and watermarks', () => {
    for (const slot of ['hero', 'about', 'gallery-1']) {
      expect(imagePrompt(search(slot, ['Yoga']))).toContain(
        'no text, no letters, no numbers, no signs with writing, no logos and no watermarks',
      );
    }
  });
});
