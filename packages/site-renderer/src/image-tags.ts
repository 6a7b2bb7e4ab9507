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

/**
 * `srcset` and `sizes` of an uploaded (or a provider's) image re-encoded at several widths, so a phone downloads
 * the narrow file; width and height stay on the tag, so nothing shifts while it loads. The default
 * `sizes` fits an image beside text (half the page on wide screens).
 */
function responsiveSources(image: ImageSlot, sizes = '(min-width: 48rem) 50vw, 100vw'): string {
  const variants = usableVariants(image);
  if (image.source === 'procedural' || variants.length < 2) return '';
  const srcset = variants.map((v) => `${v.path} ${v.width}w`).join(', ');
  return ` srcset="${escapeHtml(srcset)}" sizes="${escapeHtml(sizes)}"`;
}

/**
 * The `<img>` tag the sections ask for by image id: alt text (the slot's, else its name, else a
 * description in the site's language), intrinsic size, `data-slot`, lazy loading except for the hero.
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
    return `<img${opts.className ? ` class="${opts.className}"` : ''} src="${escapeHtml(imageUrl(img))}"${responsiveSources(img, opts.sizes)} alt="${escapeHtml(alt)}" width="${img.width}" height="${img.height}" data-slot="${escapeHtml(img.dataSlot)}" decoding="async"${loading}>`;
  };
}
