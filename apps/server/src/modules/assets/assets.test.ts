import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, signInOwner } from '../../../test/app';
import { imageBudgetMessage } from '../../lib/image-work';
import { testDatabases } from '../../../test/databases';
import { multipartBody } from '../../../test/multipart';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

describe.each(testDatabases)('assets on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  async function upload(file: Parameters<typeof multipartBody>[0], auth: string | null = token) {
    const body = multipartBody(file);
    return app.inject({
      method: 'POST',
      url: '/api/assets/logo',
      payload: body.payload,
      headers: { ...body.headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    });
  }

  const logo = (data: Buffer, contentType = 'image/png', filename = 'logo.png') => ({
    field: 'logo',
    filename,
    contentType,
    data,
  });

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database);
    token = await signInOwner(app, 'logo@example.com', 'Logo Owner');
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('re-encodes an uploaded logo to WebP, scaled to fit, and serves it', async () => {
    const res = await upload(logo(await png(2000, 1000)));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ id: string; url: string; width: number; height: number }>();
    expect(body).toMatchObject({ contentType: 'image/webp', width: 1024, height: 512 });
    const file = await app.inject({ url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
  });

  it('strips metadata such as EXIF', async () => {
    const withExif = await sharp(await png(64, 64))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload(logo(withExif, 'image/jpeg', 'photo.jpg'));
    const file = await app.inject({ url: res.json<{ url: string }>().url });
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('rasterises SVG, so script inside it cannot survive', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40"><script>alert(1)</script><rect width="80" height="40" fill="red"/></svg>',
    );
    const res = await upload(logo(svg, 'image/svg+xml', 'logo.svg'));
    expect(res.statusCode).toBe(200);
    const file = await app.inject({ url: res.json<{ url: string }>().url });
    expect(file.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('judges a file by its bytes, not by its name or declared type', async () => {
    const res = await upload(logo(Buffer.from('MZ this is not an image at all'), 'image/png'));
    expect(res.statusCode).toBe(415);
    expect(res.json<{ error: string }>().error).toMatch(/not a supported image/);
  });

  it('refuses files over 5MB with 413', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5_242_881)]);
    const res = await upload(logo(big));
    expect(res.statusCode).toBe(413);
    expect(res.json<{ error: string }>().error).toBe('Image is too large (max 5MB)');
  });

  it('asks for the file when the field is missing or misnamed, or the body is not multipart', async () => {
    const misnamed = await upload({ ...logo(await png(8, 8)), field: 'image' });
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json<{ error: string }>().error).toMatch(/field "logo"/);
    const empty = await upload(undefined);
    expect(empty.statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/assets/logo',
      headers: { authorization: `Bearer ${token}` },
      payload: { logo: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a file name with a NUL byte with a clear 400', async () => {
    const res = await upload(logo(await png(8, 8), 'image/png', 'logo\u0000.png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Text must not contain NUL characters.' });
  });

  it('requires sign-in to upload', async () => {
    const res = await upload(logo(await png(8, 8)), null);
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for an unknown asset and 400 for a malformed id', async () => {
    const unknown = await app.inject({
      url: '/api/assets/files/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Asset not found' });
    const malformed = await app.inject({ url: '/api/assets/files/not-an-id' });
    expect(malformed.statusCode).toBe(400);
  });

  it('removes a deleted account’s uploads and their bytes, keeping bytes others share', async () => {
    const otherToken = await signInOwner(app, 'other@example.com', 'Other Owner');
    const shared = await png(32, 32);
    const mine = await upload(logo(shared), otherToken);
    const theirs = await upload(logo(shared));
    const unique = await upload(logo(await png(48, 48)), otherToken);
    const count = async (table: string) =>
      Number(
        (await database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n,
      );
    const blobsBefore = await count('blobs');

    await app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect((await app.inject({ url: mine.json<{ url: string }>().url })).statusCode).toBe(404);
    expect((await app.inject({ url: unique.json<{ url: string }>().url })).statusCode).toBe(404);
    expect((await app.inject({ url: theirs.json<{ url: string }>().url })).statusCode).toBe(200);
    expect(await count('blobs')).toBe(blobsBefore - 1);
  });

  it('charges each owner’s images to a pixel budget a minute, read from their headers: past it 429 with retry-after', async () => {
    // A budget of 100 megapixels a minute, on a clock the test moves.
    let clock = Date.parse('2026-11-27T12:00:00Z');
    const budgeted = await createTestApp(
      database,
      { IMAGE_PIXELS_PER_MINUTE: '100000000' },
      { now: () => new Date(clock) },
    );
    const owner = await signInOwner(budgeted, 'budget@example.com', 'Budget Owner');
    const send = (data: Buffer, auth = owner) => {
      const body = multipartBody(logo(data));
      return budgeted.inject({
        method: 'POST',
        url: '/api/assets/logo',
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${auth}` },
      });
    };
    // The finding's image: 6300 × 6300 pixels (39.7 MP) in a highly compressible PNG.
    const huge = await sharp({
      create: { width: 6300, height: 6300, channels: 3, background: '#123456' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(200_000);

    expect((await send(huge)).statusCode).toBe(200);
    expect((await send(huge)).statusCode).toBe(200);
    const assets = async () =>
      Number(
        (await database.pool.query<{ n: string }>('SELECT count(*) AS n FROM assets')).rows[0]?.n,
      );
    const before = await assets();
    const refused = await send(huge);
    expect(refused.statusCode).toBe(429);
    // 20.6 MP left, 39.7 MP asked: 19.1 MP at 100 MP a minute is 11.5 s, rounded up.
    expect(refused.headers['retry-after']).toBe('12');
    expect(refused.json()).toEqual({ error: imageBudgetMessage(12) });
    expect(await assets()).toBe(before);

    // Someone else's budget is their own; a small logo of the same owner still fits.
    const other = await signInOwner(budgeted, 'budget-other@example.com', 'Other Owner');
    expect((await send(huge, other)).statusCode).toBe(200);
    expect((await send(await png(400, 200))).statusCode).toBe(200);

    // The budget refills with time.
    clock += 12_000;
    expect((await send(huge)).statusCode).toBe(200);
    await budgeted.close();
  });
});
