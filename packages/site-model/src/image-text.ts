import type { ImageSlot, SiteModel } from './schema';

// The words that stand for a photo on the page (decision 026): the owner's description, or,
// until they give one, the photo's own name. Never the words of the image it replaced.

/** Longest description of an image: a sentence or two, as screen readers read it out. */
export const MAX_IMAGE_ALT_LENGTH = 250;

export const IMAGE_TEXT_ERRORS = {
  tooLong: `A photo's description can be at most ${MAX_IMAGE_ALT_LENGTH} characters`,
  empty: 'Describe the photo in a few words',
  noSlot: (slot: string) => `The site has no image "${slot}"`,
} as const;

/**
 * A text as one line of plain text: control characters (line breaks, tabs, escapes) become
 * spaces and runs of spaces one. Markup stays as the characters it is; the renderer escapes it.
 *
 * @example plainImageText(' Our  shop\nat dusk\u0007') // 'Our shop at dusk'
 */
export function plainImageText(text: string): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The owner's description of a photo as stored, or what is wrong with it (empty or too long).
 *
 * @example checkImageAlt('A'.repeat(251)) // { ok: false, error: "A photo's description can be at most 250 characters" }
 */
export function checkImageAlt(
  text: string,
): { ok: true; alt: string } | { ok: false; error: string } {
  const alt = plainImageText(text);
  if (alt === '') return { ok: false, error: IMAGE_TEXT_ERRORS.empty };
  if (alt.length > MAX_IMAGE_ALT_LENGTH) return { ok: false, error: IMAGE_TEXT_ERRORS.tooLong };
  return { ok: true, alt };
}

// Words cameras, phones and screenshot tools put in file names: they say nothing of the photo.
const DEVICE_WORDS = new Set([
  'img',
  'image',
  'dsc',
  'dscn',
  'dscf',
  'pxl',
  'mvimg',
  'imag',
  'gopr',
  'dji',
  'photo',
  'pic',
  'picture',
  'screenshot',
  'screen',
  'shot',
  'whatsapp',
  'signal',
  'scan',
  'untitled',
  'copy',
  'edited',
  'final',
  'export',
  'burst',
  'cover',
  'portrait',
  'hdr',
  'jpeg',
  'jpg',
  'png',
  'heic',
  'webp',
]);

/**
 * A photo's file name as words a page can show while its owner has not described it:
 * "storefront-at-night.jpg" reads "Storefront at night". A name that is only a camera's or a
 * phone's numbering ("IMG_2041.HEIC", "Screenshot 2024-01-02 at 10.11.12") reads as nothing.
 *
 * @example photoNameFromFile('our_team-2024.png') // 'Our team 2024'
 * @example photoNameFromFile('PXL_20240301_120000.jpg') // ''
 */
export function photoNameFromFile(fileName: string): string {
  const base = plainImageText(fileName)
    .replace(/^.*[\\/]/u, '')
    .replace(/\.[\p{L}\p{N}]{2,5}$/u, '');
  const words = base
    .replace(/[_.+~-]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const saysSomething = words
    .split(' ')
    .some((word) => /^\p{L}{3,}$/u.test(word) && !DEVICE_WORDS.has(word.toLocaleLowerCase()));
  if (!saysSomething) return '';
  return (words.charAt(0).toLocaleUpperCase() + words.slice(1)).slice(0, 120);
}

/** True for an owner's photo nobody has described yet: the app keeps asking for its words. */
export function needsDescription(image: ImageSlot): boolean {
  return image.source === 'upload' && image.alt.trim() === '';
}

/**
 * The slots of the site's photos that have no description yet, as the owner's screens ask for
 * them.
 *
 * @example photosWithoutDescription(model) // ['hero']
 */
export function photosWithoutDescription(model: SiteModel): string[] {
  return model.images.filter(needsDescription).map((image) => image.dataSlot);
}
