import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processUpload } from './image-uploads';
import { createImageGate } from './image-work';

const gate = createImageGate(2);

/**
 * A camera's photo 2400 wide and 1200 high stored on its side (EXIF orientation 6), with the
 * camera's make, GPS and an ICC profile: everything re-encoding must drop.
 */
function sidewaysPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1200"><circle cx="600" cy="600" r="500" fill="#1d4ed8"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6, icc: 'p3' })
    .withExif({ IFD0: { Make: 'Zappy Test Camera' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
}

const circle =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><circle cx="200" cy="150" r="100" fill="#fde68a"/></svg>';

describe('processUpload', () => {
  it('makes every width in WebP and in AVIF, upright, the same size, with no metadata', async () => {
    const result = await processUpload(await sidewaysPhoto(), gate);
    if (!result.ok) throw new Error(result.error);
    // Orientation 6 stands the photo upright: 1200 wide, so its widths are 480, 960 and 1200.
    expect(result.value).toMatchObject({ width: 1200, height: 2400 });
    expect(result.value.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 960],
      [960, 1920],
      [1200, 2400],
    ]);
    for (const variant of result.value.variants) {
      if (!variant.avif) throw new Error(`no AVIF at ${variant.width}`);
      expect(variant.avif.length).toBeLessThan(variant.data.length);
      const webp = await sharp(variant.data).metadata();
      const avif = await sharp(variant.avif).metadata();
      expect(webp).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      expect(avif).toMatchObject({
        format: 'heif',
        compression: 'av1',
        width: variant.width,
        height: variant.height,
      });
      for (const meta of [webp, avif]) {
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
      // Both decode to the upright picture: the circle is in the top half.
      const { data, info } = await sharp(variant.avif)
        .resize(1, 2, { fit: 'fill' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.channels).toBe(3);
      expect(data[2]).toBeGreaterThan(data[5] ?? 255);
    }
  });

  it('never enlarges: a small image keeps its own width, in both formats', async () => {
    const small = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#0f766e' },
    })
      .composite([{ input: Buffer.from(circle) }])
      .png()
      .toBuffer();
    const result = await processUpload(small, gate);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.variants).toHaveLength(1);
    const [only] = result.value.variants;
    expect(await sharp(only?.avif).metadata()).toMatchObject({ width: 400, height: 300 });
  });

  it('keeps WebP alone when the AVIF files would weigh more (flat art with transparency)', async () => {
    const flat = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#be185d' },
    })
      .gif()
      .toBuffer();
    const result = await processUpload(flat, gate);
    if (!result.ok) throw new Error(result.error);
    expect(result.value.variants.map((v) => [v.width, v.avif])).toEqual([
      [480, undefined],
      [640, undefined],
    ]);
    expect((await sharp(result.value.variants[0]?.data).metadata()).format).toBe('webp');
  });
});
