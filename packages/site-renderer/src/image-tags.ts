import type { ImageSlot } from '@zappy/site-model/schema';
import { escapeHtml, safeHref } from './escape';
import type { Messages } from '@zappy/locales/types';
import { fill } from './i18n';
import type { SectionContext } from './sections';

/**
 * Where the page loads an image from: a procedural image's own file, or an upload's or
 * provider's URL (a file of its own when the URL is unusable).
 */
export function imageUrl(image: ImageSlot): string {
  if (image.source === 'procedural' || image.url.trim() === '') return `images/${image.id}.svg`;
  const href = safeHref(image.url);
  return href === '#' || href.startsWith('mailto:') || href.startsWith('tel:')
    ? `images/${image.id}.svg`
    : href;
}

/**
 * `srcset` and `sizes` of an uploaded (or a provider's) image re-encoded at several widths, so a phone downloads
 * the narrow file; width and height stay on the tag, so nothing shifts while it loads. The default
 * `sizes` fits an image beside text (half the page on wide screens).
 */
function responsiveSources(image: ImageSlot, sizes = '(min-width: 48rem) 50vw, 100vw'): string {
  if (image.source === 'procedural' || image.variants.length < 2) return '';
  const srcset = image.variants.map((v) => `${v.path} ${v.width}w`).join(', ');
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
