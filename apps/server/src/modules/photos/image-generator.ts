import type { PhotoSearch } from '@zappy/ai/photo-searches';
import type { ImageGeneratorName } from '@zappy/contract/photos';
import type { PhotoResult } from './photo-provider';

/** What to ask an image generator for one image of a site. */
export interface ImageRequest {
  prompt: string;
  orientation: PhotoSearch['orientation'];
}

/**
 * An image generator (an OpenAI-compatible images API). `generate` answers the image's bytes,
 * as the service sent them (checked and re-encoded by the caller), or a `PhotoFailure`; it never
 * throws for what the service or the network does.
 */
export interface ImageGenerator {
  name: ImageGeneratorName;
  generate(request: ImageRequest): Promise<PhotoResult<Buffer>>;
}

/** What each image shows: the hero the business in its city, About its people, the gallery a service. */
const SUBJECTS: Record<'hero' | 'about' | 'gallery', (words: string) => string> = {
  hero: (words) => `${words}: the business at work, in its own place`,
  about: (words) => `${words}: the people of the business at work together`,
  gallery: (words) => `${words}, as this business offers it`,
};

/**
 * The prompt for one image, from the same words a photo search would use (the owner's own, in
 * the site's language; the model reads them): a realistic photograph of the slot's subject for
 * the kind of business, and always without any writing, since generated letters come out
 * garbled and a logo or watermark would claim a brand the business doesn't have.
 *
 * @example
 * imagePrompt({ slot: 'hero', queries: ['bakery Portland', 'bakery'], language: 'en', orientation: 'landscape' })
 * // 'A realistic photograph for the website of a business (bakery). Subject: bakery Portland: …'
 */
export function imagePrompt(search: PhotoSearch): string {
  const kind = search.queries.at(-1) ?? '';
  const words = search.queries[0] ?? kind;
  const slot = search.slot === 'hero' || search.slot === 'about' ? search.slot : 'gallery';
  return [
    `A realistic photograph for the website of a business (${kind}).`,
    `Subject: ${SUBJECTS[slot](words)}.`,
    'Natural light, true colours, a candid documentary style; no illustration, no 3D render.',
    'The image contains no text, no letters, no numbers, no signs with writing, no logos and no watermarks.',
  ].join(' ');
}
