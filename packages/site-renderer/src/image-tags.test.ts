import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { SiteModelSchema, type SiteModel } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import { withoutAvif, withUploadedPhotos } from '../test/fixtures';
import { renderSite } from './render';

const sample = createSampleSiteModel({ industry: 'bakery' });
const photos = withUploadedPhotos(sample);
const page = (model: SiteModel) => String(renderSite(model).files['index.html']);
const styles = (model: SiteModel) => String(renderSite(model).files['styles.css']);
/** The markup of the image with this data-slot, its picture included. */
const imageOf = (html: string, slot: string) =>
  new RegExp(
    `(?:<picture>(?:(?!</picture>).)*)?<img [^>]*data-slot="${slot}"[^>]*>(?:</picture>)?`,
  ).exec(html)?.[0] ?? '';

describe('an owner’s photo with AVIF files', () => {
  it('comes in a picture: AVIF in the source, WebP and every attribute on the img', () => {
    const hero = photos.images.find((image) => image.id === 'hero');
    expect(hero?.width).toBe(1200);
    expect(imageOf(page(photos), 'hero')).toBe(
      '<picture><source type="image/avif" srcset="images/upload-hero-480.avif 480w, images/upload-hero-960.avif 960w, images/upload-hero-1200.avif 1200w" sizes="(min-width: 48rem) 50vw, 100vw">' +
        '<img src="images/upload-hero-1200.webp" srcset="images/upload-hero-480.webp 480w, images/upload-hero-960.webp 960w, images/upload-hero-1200.webp 1200w" sizes="(min-width: 48rem) 50vw, 100vw" alt="' +
        (hero?.alt ?? '') +
        '" width="1200" height="900" data-slot="hero" decoding="async" fetchpriority="high"></picture>',
    );
  });

  it('lists one width without a descriptor, as the img’s own src', () => {
    const last = photos.images.at(-1);
    expect(last?.variants).toHaveLength(1);
    expect(imageOf(page(photos), last?.dataSlot ?? '')).toMatch(
      new RegExp(
        `^<picture><source type="image/avif" srcset="images/upload-${last?.id ?? ''}-\\d+\\.avif"><img src="images/upload-${last?.id ?? ''}-\\d+\\.webp" alt=`,
      ),
    );
  });

  it('gives the stylesheet one rule that takes the picture out of the layout, only when it shows one', () => {
    expect(styles(photos)).toContain('picture{display:contents}');
    expect(styles(sample)).not.toContain('picture');
    expect(styles(withoutAvif(photos))).not.toContain('picture');
  });

  it('leaves a model stored before AVIF exactly as it rendered: the pictures are the only difference', () => {
    const before = renderSite(withoutAvif(photos)).files;
    const since = renderSite(photos).files;
    expect(String(before['index.html'])).not.toMatch(/<picture|<source/);
    const unwrapped = String(since['index.html'])
      .replace(/<picture><source [^>]*>/g, '')
      .replaceAll('</picture>', '');
    expect(unwrapped).toBe(before['index.html']);
    expect(String(since['styles.css']).replace('picture{display:contents}', '')).toBe(
      before['styles.css'],
    );
    expect(Object.keys(since)).toEqual(Object.keys(before));
  });

  it('is a plain img when any width lacks its AVIF, for procedural art and for a hotlinked photo', () => {
    const edited = SiteModelSchema.parse({
      ...photos,
      images: photos.images.map((image) => {
        if (image.id === 'hero') {
          return {
            ...image,
            variants: image.variants.map((v, at) =>
              at === 0 ? { width: v.width, path: v.path } : v,
            ),
          };
        }
        if (image.id === 'about') {
          const hotlink = (width: number) => `https://images.unsplash.com/photo-1?w=${width}`;
          return {
            ...image,
            source: 'provider',
            url: hotlink(960),
            variants: [480, 960].map((width) => ({ width, path: hotlink(width) })),
          };
        }
        // Art never takes a picture, whatever its variants say.
        return { ...image, source: 'procedural' };
      }),
    });
    expect(page(edited)).not.toMatch(/<picture|<source/);
    expect(page(sample)).not.toMatch(/<picture|<source/);
    expect(styles(edited)).not.toContain('picture');
  });
});
