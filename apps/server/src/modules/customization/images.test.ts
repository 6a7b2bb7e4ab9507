import sharp from 'sharp';
import type {
  CustomizationStartResponse,
  EditableElements,
  UploadedImage,
} from '@zappy/contract/customization';
import type { WebsiteDetail } from '@zappy/contract/website';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import { multipartFiles } from '../../../test/multipart';
import { deleteUnplacedUploads, type UploadVariant } from './uploads.repository';
import {
  createDeployedSite,
  signIn,
  useGenerationHarness,
  waitForDeployment,
  websiteDetail,
} from '../../../test/generation-harness';

type File = { filename: string; contentType: string; data: Buffer };

/** A multipart body: files under their field names, and text fields. */
const multipart = (files: { field: string; file: File }[], fields: Record<string, string> = {}) =>
  multipartFiles(
    files.map(({ field, file }) => ({ field, ...file })),
    fields,
  );

/** A photo-like JPEG 4000 wide and 2000 high, stored on its side (EXIF orientation 6) with GPS. */
async function sidewaysPhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 4000, height: 2000, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="2000"><circle cx="1000" cy="1000" r="800" fill="#1d4ed8"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Zappy Test Camera' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
}

/**
 * A 640×400 picture (a disc on a ground: its AVIF is lighter than its WebP, as a photo's is); a
 * colour of its own keeps its stored bytes apart from other tests'.
 */
const small = (format: 'png' | 'webp' | 'gif' | 'avif', background = '#0f766e') =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><circle cx="320" cy="200" r="130" fill="#fde68a"/></svg>',
        ),
      },
    ])
    .toFormat(format)
    .toBuffer();

/** A CRC-32 (PNG chunks carry one). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A tiny PNG whose header claims 60,000 × 60,000 pixels: a decompression bomb's calling card. */
async function pixelFlood(): Promise<Buffer> {
  const png = Buffer.from(await small('png'));
  // IHDR starts at byte 8: length (4), type (4), width (4), height (4), ..., CRC after 13 bytes.
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(testDatabases)('site images on $name', ({ open }) => {
  const harness = useGenerationHarness(open);
  let token: string;
  let other: string;
  let site: WebsiteDetail;
  let heroSlot: string;
  /** The generated illustration's alt text: it never describes an owner's photo. */
  let illustrationAlt: string;

  beforeAll(async () => {
    token = await signIn(harness.app, 'photos@example.com');
    other = await signIn(harness.app, 'not-the-owner@example.com');
    site = await createDeployedSite(
      harness.app,
      token,
      'A bakery called Golden Crumb in Portland with sourdough and pastries. Email hello@goldencrumb.example',
    );
    const elements = await harness.app.inject({
      url: `/api/customization/elements/${site.websiteId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const { images } = elements.json<{ elements: EditableElements }>().elements;
    const hero = images.find((image) => image.dataSlot.includes('hero'));
    heroSlot = hero?.dataSlot ?? '';
    illustrationAlt = hero?.alt ?? '';
    expect(heroSlot).not.toBe('');
    expect(illustrationAlt).not.toBe('');
  });

  const count = async (table: 'site_uploads' | 'blobs' | 'website_versions') =>
    Number(
      (await harness.database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))
        .rows[0]?.n,
    );
  const stored = async () => ({
    uploads: await count('site_uploads'),
    blobs: await count('blobs'),
    versions: await count('website_versions'),
  });
  /** The blobs an upload's row names (each width's WebP and AVIF), and how many are still stored. */
  const blobsOf = async (uploadId: string) => {
    const { rows } = await harness.database.pool.query<{ variants: UploadVariant[] }>(
      'SELECT variants FROM site_uploads WHERE id = $1',
      [uploadId],
    );
    return rows.flatMap((row) =>
      row.variants.flatMap((v) => [v.blobSha256, v.avif?.blobSha256 ?? 'missing']),
    );
  };
  const storedBlobs = async (hashes: string[]) =>
    (await harness.database.pool.query('SELECT 1 FROM blobs WHERE sha256 = ANY($1)', [hashes]))
      .rowCount;

  // The body and its boundary header must come from one call.
  const send = (url: string, body: ReturnType<typeof multipart>, who = token) =>
    harness.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${who}` },
    });
  const replaceImage = (file: File | undefined, fields: Record<string, string>, who = token) =>
    send(
      `/api/customization/replace-image/${site.websiteId}`,
      multipart(file ? [{ field: 'image', file }] : [], fields),
      who,
    );
  const hosted = (path: string) =>
    harness.app.inject({ url: path, headers: { host: new URL(site.liveUrl ?? '').host } });
  /** The alt text of the live page's hero image once `version` is deployed, as the HTML has it. */
  const liveHeroAlt = async (version: number) => {
    await waitForDeployment(harness.app, token, site.websiteId, version);
    const page = (await hosted('/')).body;
    const tag = page.match(new RegExp(`<img [^>]*data-slot="${heroSlot}"[^>]*>`))?.[0] ?? '';
    return / alt="([^"]*)"/.exec(tag)?.[1];
  };
  const applyEdits = (edits: object[]) =>
    harness.app.inject({
      method: 'POST',
      url: `/api/customization/apply/${site.websiteId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { edits },
    });

  it('replaces the hero with a photo from disk: upright, EXIF gone, WebP and AVIF at several widths, live with srcset', async () => {
    const before = await stored();
    const photo = { filename: 'shop.jpg', contentType: 'image/jpeg', data: await sidewaysPhoto() };
    const res = await replaceImage(photo, {
      imageSlot: heroSlot,
      imageName: 'Our shop front',
      websiteId: site.websiteId,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; versionNumber: number; image: UploadedImage }>();
    expect(body.success).toBe(true);
    expect(body.versionNumber).toBe(2);
    expect(await count('website_versions')).toBe(before.versions + 1);
    // Orientation 6 turns 4000×2000 upright (2000 wide), and no variant is wider than 1600.
    expect(body.image).toMatchObject({ width: 1600, height: 3200, dataSlot: heroSlot });

    const live = await waitForDeployment(harness.app, token, site.websiteId, body.versionNumber);
    expect(live.versions.find((v) => v.number === body.versionNumber)?.reason).toBe(
      'Image replaced: Our shop front',
    );
    const page = (await hosted('/')).body;
    const tag = page.match(new RegExp(`<img [^>]*data-slot="${heroSlot}"[^>]*>`))?.[0] ?? '';
    expect(tag).toMatch(/ srcset="images\/upload-[a-f0-9-]+-480\.webp 480w, images\/upload-/);
    expect(tag).toContain('width="1600" height="3200"');
    expect(tag).toMatch(/ sizes="[^"]+"/);

    const paths = [...tag.matchAll(/(images\/upload-[a-f0-9-]+-(\d+)\.webp) \d+w/g)];
    expect(paths.map((m) => Number(m[2]))).toEqual([480, 960, 1600]);
    // The AVIF of each width, offered first in the img's picture.
    const picture = page.match(
      /<picture><source type="image\/avif" [^>]*>(?=<img [^>]*data-slot)/,
    )?.[0];
    const avifs = [...(picture ?? '').matchAll(/(images\/upload-[a-f0-9-]+-(\d+)\.avif) \d+w/g)];
    expect(avifs.map((m) => m[1])).toEqual(paths.map((m) => m[1]?.replace(/\.webp$/, '.avif')));
    for (const [, path, width] of [...paths, ...avifs]) {
      const file = await hosted(`/${path}`);
      expect(file.statusCode).toBe(200);
      const format = path?.endsWith('.avif') ? 'avif' : 'webp';
      expect(file.headers['content-type']).toContain(`image/${format}`);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(Number(width));
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    // The owner's browser can show the new image before the site reloads, in either format.
    const shown = await harness.app.inject({ url: body.image.url });
    expect(shown.statusCode).toBe(200);
    expect((await sharp(shown.rawPayload).metadata()).width).toBe(1600);
    const avif = await harness.app.inject({ url: body.image.url.replace(/\.webp$/, '.avif') });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 1600 });
  });

  it('gives a replaced photo its owner’s description as alt text, escaped, never the illustration’s', async () => {
    const words = '  Golden Crumb’s counter at dawn,\nloaves <script>alert(1)</script> & buns  ';
    const res = await replaceImage(
      { filename: 'IMG_2041.jpg', contentType: 'image/jpeg', data: await sidewaysPhoto() },
      { imageSlot: heroSlot, imageName: 'IMG_2041.jpg', imageAlt: words },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ versionNumber: number; photosWithoutDescription: string[] }>();
    expect(body.photosWithoutDescription).not.toContain(heroSlot);
    const alt = await liveHeroAlt(body.versionNumber);
    expect(alt).toBe(
      'Golden Crumb’s counter at dawn, loaves &lt;script&gt;alert(1)&lt;/script&gt; &amp; buns',
    );
    expect(alt).not.toContain(illustrationAlt);
  });

  it('asks for a description a photo came without, names it by its file meanwhile, and publishes the owner’s words', async () => {
    const res = await replaceImage(
      { filename: 'storefront-at-night.png', contentType: 'image/png', data: await small('png') },
      { imageSlot: heroSlot, imageName: 'storefront-at-night.png', imageAlt: ' \n ' },
    );
    expect(res.statusCode).toBe(200);
    const replaced = res.json<{ versionNumber: number; photosWithoutDescription: string[] }>();
    expect(replaced.photosWithoutDescription).toEqual([heroSlot]);
    // The previous photo's words (the test before) and the illustration's are both gone.
    expect(await liveHeroAlt(replaced.versionNumber)).toBe('Storefront at night');
    const elements = await harness.app.inject({
      url: `/api/customization/elements/${site.websiteId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const hero = elements
      .json<{ elements: EditableElements }>()
      .elements.images.find((image) => image.dataSlot === heroSlot);
    expect(hero).toMatchObject({ alt: '', description: '', name: 'Storefront at night' });
    // The chat's image widget asks for it too.
    const chat = await harness.app.inject({
      method: 'POST',
      url: '/api/customization/start',
      headers: { authorization: `Bearer ${token}` },
      payload: { websiteId: site.websiteId, initialPrompt: 'change the photo' },
    });
    const shown = chat.json<CustomizationStartResponse>().widget?.images ?? [];
    expect(shown.filter((image) => image.needsDescription).map((image) => image.dataSlot)).toEqual([
      heroSlot,
    ]);

    const described = await applyEdits([
      { op: 'setImageAlt', slot: heroSlot, alt: 'Our shop window lit up at night' },
    ]);
    expect(described.statusCode).toBe(200);
    const { versionNumber, photosWithoutDescription } = described.json<{
      versionNumber: number;
      photosWithoutDescription: string[];
    }>();
    expect(photosWithoutDescription).toEqual([]);
    expect(await liveHeroAlt(versionNumber)).toBe('Our shop window lit up at night');
    const live = await websiteDetail(harness.app, token, site.websiteId);
    expect(live.versions.find((v) => v.number === versionNumber)?.reason).toBe(
      'Customized: image descriptions',
    );
  });

  it('refuses a description over 250 characters with a clear 400, and stores nothing', async () => {
    const before = await stored();
    const long = 'A warm bakery counter '.repeat(12);
    const png = { filename: 'a.png', contentType: 'image/png', data: await small('png') };
    const replaced = await replaceImage(png, { imageSlot: heroSlot, imageAlt: long });
    const described = await applyEdits([{ op: 'setImageAlt', slot: heroSlot, alt: long }]);
    const nothing = await applyEdits([{ op: 'setImageAlt', slot: heroSlot, alt: '   ' }]);
    for (const res of [replaced, described]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "A photo's description can be at most 250 characters" });
    }
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ error: 'Describe the photo in a few words' });
    // Someone else's site does not exist for them.
    const theirs = await harness.app.inject({
      method: 'POST',
      url: `/api/customization/apply/${site.websiteId}`,
      headers: { authorization: `Bearer ${other}` },
      payload: { edits: [{ op: 'setImageAlt', slot: heroSlot, alt: 'Not yours' }] },
    });
    expect(theirs.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('uploads PNG, WebP, GIF and AVIF at once, and apply places an upload in its slot', async () => {
    const files = await Promise.all(
      (['png', 'webp', 'gif', 'avif'] as const).map(async (format) => ({
        field: 'images',
        file: {
          filename: `pic.${format}`,
          contentType: `image/${format}`,
          data: await small(format),
        },
      })),
    );
    const imageData = files.map((_, i) => ({
      id: `img-${i}`,
      dataSlot: heroSlot,
      name: `Pic ${i}`,
    }));
    const res = await send(
      `/api/customization/upload-images/${site.websiteId}`,
      multipart(files, { imageData: JSON.stringify(imageData) }),
    );
    expect(res.statusCode).toBe(200);
    const { uploadedImages } = res.json<{ uploadedImages: UploadedImage[] }>();
    expect(uploadedImages.map((u) => [u.name, u.width, u.height])).toEqual(
      imageData.map((d) => [d.name, 640, 400]),
    );

    const chosen = uploadedImages[3];
    const applied = await harness.app.inject({
      method: 'POST',
      url: `/api/customization/apply/${site.websiteId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        uploadedImages: [{ id: chosen?.id, dataSlot: heroSlot, alt: 'Teal tiles behind the till' }],
      },
    });
    expect(applied.statusCode).toBe(200);
    const { versionNumber, photosWithoutDescription } = applied.json<{
      versionNumber: number;
      photosWithoutDescription: string[];
    }>();
    expect(photosWithoutDescription).not.toContain(heroSlot);
    expect(await liveHeroAlt(versionNumber)).toBe('Teal tiles behind the till');
    const page = (await hosted('/')).body;
    expect(page).toContain(`images/upload-${chosen?.id ?? ''}-640.webp`);
    // 640 wide: one step below it (480) and its own width, never upscaled.
    expect(page).toContain(`images/upload-${chosen?.id ?? ''}-480.webp 480w`);
    expect(page).toContain(`images/upload-${chosen?.id ?? ''}-480.avif 480w`);
    expect(page).not.toContain(`images/upload-${chosen?.id ?? ''}-960.`);
  });

  it('refuses a 6 MB image with the spec’s message and stores nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([await small('png'), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await replaceImage(
      { filename: 'huge.png', contentType: 'image/png', data: big },
      { imageSlot: heroSlot },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Image 1 is too large (max 5MB)' });
    const second = await send(
      `/api/customization/upload-images/${site.websiteId}`,
      multipart(
        [
          {
            field: 'images',
            file: { filename: 'a.png', contentType: 'image/png', data: await small('png') },
          },
          { field: 'images', file: { filename: 'b.png', contentType: 'image/png', data: big } },
        ],
        {
          imageData: JSON.stringify([
            { id: 'a', dataSlot: heroSlot },
            { id: 'b', dataSlot: heroSlot },
          ]),
        },
      ),
    );
    expect(second.statusCode).toBe(413);
    expect(second.json()).toEqual({ error: 'Image 2 is too large (max 5MB)' });
    expect(await stored()).toEqual(before);
  });

  it.each([
    [
      'a text file named like a photo',
      'photo.jpg',
      'image/jpeg',
      Buffer.from('just some text, not a picture'),
    ],
    [
      'an SVG (script can hide in it)',
      'logo.png',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a PDF', 'menu.png', 'image/png', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')],
  ])(
    'refuses %s by its content and stores nothing',
    async (_label, filename, contentType, data) => {
      const before = await stored();
      const res = await replaceImage({ filename, contentType, data }, { imageSlot: heroSlot });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Image 1 is not a PNG, JPEG, WebP, GIF or AVIF image' });
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses a pixel flood before decoding it, and stores nothing', async () => {
    const before = await stored();
    const res = await replaceImage(
      { filename: 'flood.png', contentType: 'image/png', data: await pixelFlood() },
      { imageSlot: heroSlot },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Image 1 could not be read' });
    expect(await stored()).toEqual(before);
  });

  it('refuses a missing file, a missing or unknown slot and bad imageData with clear 400s', async () => {
    const before = await stored();
    const png = { filename: 'a.png', contentType: 'image/png', data: await small('png') };
    const cases = [
      [await replaceImage(undefined, { imageSlot: heroSlot }), 'Please choose an image to upload'],
      [await replaceImage(png, {}), 'imageSlot is required'],
      [
        await replaceImage(png, { imageSlot: 'nowhere' }),
        'Image 1 has no slot "nowhere" in this website',
      ],
      [
        await send(
          `/api/customization/upload-images/${site.websiteId}`,
          multipart([{ field: 'images', file: png }], { imageData: 'not json' }),
        ),
        'imageData must list one entry (with its dataSlot) for each image',
      ],
      [
        await send(
          `/api/customization/upload-images/${site.websiteId}`,
          multipart([{ field: 'images', file: png }], {
            imageData: JSON.stringify([{ dataSlot: heroSlot, name: 'hero\u0000.png' }]),
          }),
        ),
        'Text must not contain NUL characters.',
      ],
      [
        await send(
          `/api/customization/upload-images/${site.websiteId}`,
          multipart([{ field: 'images', file: { ...png, filename: 'a\u0000.png' } }], {
            imageData: JSON.stringify([{ dataSlot: heroSlot, name: 'hero.png' }]),
          }),
        ),
        'Text must not contain NUL characters.',
      ],
      [
        await harness.app.inject({
          method: 'POST',
          url: `/api/customization/replace-image/${site.websiteId}`,
          headers: { authorization: `Bearer ${token}` },
          payload: { image: 'x' },
        }),
        'Send the image as multipart/form-data',
      ],
    ] as const;
    for (const [res, error] of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    expect(await stored()).toEqual(before);
  });

  it('answers another user, or no user, as if the site did not exist, and stores nothing', async () => {
    const before = await stored();
    const png = { filename: 'a.png', contentType: 'image/png', data: await small('png') };
    const theirs = await replaceImage(png, { imageSlot: heroSlot }, other);
    expect(theirs.statusCode).toBe(404);
    const upload = await send(
      `/api/customization/upload-images/${site.websiteId}`,
      multipart([{ field: 'images', file: png }], {
        imageData: JSON.stringify([{ id: 'a', dataSlot: heroSlot }]),
      }),
      other,
    );
    expect(upload.statusCode).toBe(404);
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: `/api/customization/replace-image/${site.websiteId}`,
      ...multipart([{ field: 'image', file: png }], { imageSlot: heroSlot }),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
    const unknown = await harness.app.inject({
      url: '/api/customization/uploads/00000000-0000-4000-8000-000000000000/480.webp',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a site’s uploads and their bytes with the site', async () => {
    const own = await createDeployedSite(
      harness.app,
      token,
      'A florist called Petal & Stem in Leeds.',
    );
    const elements = await harness.app.inject({
      url: `/api/customization/elements/${own.websiteId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const slot = elements.json<{ elements: EditableElements }>().elements.images[0]?.dataSlot ?? '';
    const res = await send(
      `/api/customization/replace-image/${own.websiteId}`,
      multipart(
        [
          {
            field: 'image',
            file: {
              filename: 'f.gif',
              contentType: 'image/gif',
              data: await small('gif', '#be185d'),
            },
          },
        ],
        {
          imageSlot: slot,
        },
      ),
    );
    expect(res.statusCode).toBe(200);
    const { image } = res.json<{ image: UploadedImage }>();
    // 640 wide: 480 and 640, each as WebP and AVIF.
    const hashes = await blobsOf(image.id);
    expect(hashes).toHaveLength(4);
    expect(await storedBlobs(hashes)).toBe(4);
    const removed = await harness.app.inject({
      method: 'DELETE',
      url: `/api/website/${own.websiteId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(200);
    const rows = await harness.database.pool.query(
      'SELECT 1 FROM site_uploads WHERE website_id = $1',
      [own.websiteId],
    );
    expect(rows.rowCount).toBe(0);
    expect(await storedBlobs(hashes)).toBe(0);
    expect((await harness.app.inject({ url: image.url })).statusCode).toBe(404);
  });

  it('clears uploads no version carries after a while, and keeps every placed one', async () => {
    const png = { filename: 'p.png', contentType: 'image/png', data: await small('png') };
    const placed = await replaceImage(png, { imageSlot: heroSlot });
    expect(placed.statusCode).toBe(200);
    const kept = placed.json<{ image: UploadedImage }>().image;
    const unplaced = await send(
      `/api/customization/upload-images/${site.websiteId}`,
      multipart([{ field: 'images', file: { ...png, data: await small('webp', '#4d7c0f') } }], {
        imageData: JSON.stringify([{ id: 'u', dataSlot: heroSlot }]),
      }),
    );
    const [dropped] = unplaced.json<{ uploadedImages: UploadedImage[] }>().uploadedImages;
    const droppedBlobs = await blobsOf(dropped?.id ?? '');
    const keptBlobs = await blobsOf(kept.id);
    expect(droppedBlobs).toHaveLength(4);

    // Nothing is young enough to keep: only whether a version carries it decides.
    await deleteUnplacedUploads(harness.database.db, new Date(Date.now() + 60_000));
    const ids = (
      await harness.database.pool.query<{ id: string }>('SELECT id FROM site_uploads')
    ).rows.map((row) => row.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(dropped?.id);
    expect((await harness.app.inject({ url: dropped?.url ?? '' })).statusCode).toBe(404);
    expect((await harness.app.inject({ url: kept.url })).statusCode).toBe(200);
    expect(await storedBlobs(droppedBlobs)).toBe(0);
    expect(await storedBlobs(keptBlobs)).toBe(keptBlobs.length);
  });
});
