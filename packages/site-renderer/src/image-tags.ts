import { HOTLINKED_IMAGE_HOSTS } from '@zappy/site-model/constants';
import type { ImageSlot } from '@zappy/site-model/schema';
import { checkSafeUrl, type SafeUrl } from '@zappy/site-model/safe-url';
import { escapeHtml, safeHref } from './escape';
import type { Messages } from '@zappy/locales/types';
import { fill } from './i18n';
import type { SectionContext } from './sections';

/**
 * A photo service's address a page may show an image from: safe (`checkSafeUrl`) and on one of
 * `HOTLINKED_IMAGE_HOSTS`; undefined for any other.
 *
 * @example hotlinkedImage('https://images.unsplash.com/photo-1?w=480')?.origin // 'https://images.unsplash.com'
 */
export function hotlinkedImage(address: string): SafeUrl | undefined {
  const checked = checkSafeUrl(address);
  return checked.ok && HOTLINKED_IMAGE_HOSTS.includes(checked.value.host)
    ? checked.value
    : undefined;
}

const isAbsolute = (address: string) => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(address);

/**
 * Where the page loads an image from: a procedural image's own file, an upload's site path, or
 * a hotlinked photo's address (a file of its own when the URL is unusable).
 */
export function imageUrl(image: ImageSlot): string {
  const fallback = `images/${image.id}.svg`;
  const url = image.url.trim();
  if (image.source === 'procedural' || url === '') return fallback;
  if (isAbsolute(url)) return hotlinkedImage(url)?.href ?? fallback;
  const href = safeHref(url);
  return href === '#' ? fallback : href;
}

/** The widths of an image the page lists in `srcset`: site files, and hotlinked photos' addresses. */
function usableVariants(image: ImageSlot): { width: number; path: string }[] {
  return image.variants.flatMap((v) => {
    if (!isAbsolute(v.path)) return [v];
    const url = hotlinkedImage(v.path);
    return url ? [{ width: v.width, path: url.href }] : [];
  });
}

/**
 * Every address the page loads an image from (its `src`, then its `srcset` entries), for the
 * page's CSP.
 */
export function imageAddresses(image: ImageSlot): string[] {
  return [imageUrl(image), ...usableVariants(image).map((v) => v.path)];
}

/** Fits an image beside text: half the page on wide screens. */
const DEFAULT_SIZES = '(min-width: 48rem) 50vw, 100vw';

/**
 * `srcset` and `sizes` of an uploaded (or a provider's) image re-encoded at several widths, so a phone downloads
 * the narrow file; width and height stay on the tag, so nothing shifts while it loads.
 */
function responsiveSources(image: ImageSlot, sizes: string): string {
  const variants = usableVariants(image);
  if (image.source === 'procedural' || variants.length < 2) return '';
  const srcset = variants.map((v) => `${v.path} ${v.width}w`).join(', ');
  return ` srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(sizes)}"`;
}

/**
 * An image's AVIF files by width: none unless every width has one (images stored before AVIF,
 * procedural art and hotlinked photos have none).
 */
function avifFiles(image: ImageSlot): { width: number; avif: string }[] {
  if (image.source === 'procedural') return [];
  const files = image.variants.flatMap(({ width, avif }) => (avif ? [{ width, avif }] : []));
  return files.length === image.variants.length ? files : [];
}

/**
 * The `<source>` of an image's AVIF files ('' without them): a browser that decodes AVIF takes
 * it, another falls through to the `<img>` and its WebP.
 */
function avifSource(image: ImageSlot, sizes: string): string {
  const files = avifFiles(image);
  if (files.length === 0) return '';
  // One width needs no descriptor, and so no sizes, like the img's own src.
  const isOne = files.length === 1;
  const srcset = files.map(({ width, avif }) => (isOne ? avif : `${avif} ${width}w`)).join(', ');
  const sizesAttribute = isOne ? '' : ` sizes="${escapeHtml(sizes)}"`;
  return `<source type="image/avif" srcset="${escapeHtml(srcset)}"${sizesAttribute}>`;
}

/** Whether a model shows any image in a `<picture>` (its stylesheet then needs one rule). */
export function hasPictures(images: readonly ImageSlot[]): boolean {
  return images.some((image) => avifFiles(image).length > 0);
}

/**
 * The `<img>` tag the sections ask for by image id: alt text (the slot's, else its name, else a
 * description in the site's language), intrinsic size, `data-slot`, lazy loading except for the
 * hero. An image with AVIF files comes in a `<picture>` whose `<source>` lists them; everything
 * else stays on the `<img>`, which the stylesheet lays out as if the picture were not there.
 */
export function createImageTag(
  images: readonly ImageSlot[],
  t: Messages,
  companyName: string,
): SectionContext['image'] {
  const byId = new Map(images.map((img) => [img.id, img]));
  return (id, opts = {}) => {
    const img = byId.get(id);
    if (!img) return '';
    // An owner's photo not yet described is named by its file, else as the business's photo:
    // never called an illustration, never left without a text (decision 026).
    const unnamed = img.source === 'procedural' ? t.illustration : t.photo;
    const alt = img.alt.trim() || img.name.trim() || fill(unnamed, { name: companyName });
    const loading = opts.eager ? ' fetchpriority="high"' : ' loading="lazy"';
    const sizes = opts.sizes ?? DEFAULT_SIZES;
    const tag = `<img${opts.className ? ` class="${opts.className}"` : ''} src="${escapeHtml(imageUrl(img))}"${responsiveSources(img, sizes)} alt="${escapeHtml(alt)}" width="${img.width}" height="${img.height}" data-slot="${escapeHtml(img.dataSlot)}" decoding="async"${loading}>`;
    const avif = avifSource(img, sizes);
    return avif ? `<picture>${avif}${tag}</picture>` : tag;
  };
}
