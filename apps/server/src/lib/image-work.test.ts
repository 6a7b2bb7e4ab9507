import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { processUpload } from './image-uploads';
import { createImageGate, createPixelBudget, imageBudgetMessage } from './image-work';

/** A PNG `side` pixels square of one colour: a few KB that decode to `side²` pixels. */
const flatPng = (side: number, r = 10) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r, g: 90, b: 160 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** What a refused charge throws: its status, message and retry-after. */
async function refusal(charge: Promise<void>) {
  const error: unknown = await charge.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const app = error as AppError;
  return { status: app.statusCode, message: app.message, retryAfter: app.headers?.['retry-after'] };
}

describe('image gate', () => {
  it('decodes at most `concurrency` images at once, and every one of them', async () => {
    let peak = 0;
    const gate = createImageGate(2, (running) => {
      peak = Math.max(peak, running);
    });
    const files = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => flatPng(900, n * 30)));
    const results = await Promise.all(files.map((file) => processUpload(file, gate)));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true, true]);
    expect(peak).toBe(2);

    // A failing piece of work gives its place back.
    const one = createImageGate(1);
    await expect(one.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(one.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('pixel budget', () => {
  it('refuses the finding’s flood from its headers, says when to retry, and refills', async () => {
    const clock = { t: 0 };
    // 100 megapixels a minute; each of these PNGs claims 6300 × 6300 (39.7 MP) in ~100 KB.
    const budget = createPixelBudget(100_000_000, () => clock.t);
    const big = await flatPng(6300);
    expect(big.length).toBeLessThan(200_000);
    const flood = Array<Buffer>(10).fill(big);

    // A normal upload first: two photos of 24 MP.
    const photo = await sharp({
      create: { width: 6000, height: 4000, channels: 3, background: '#777' },
    })
      .jpeg()
      .toBuffer();
    await budget.charge('user:ann', [photo, photo]);

    const refused = await refusal(budget.charge('user:ann', flood));
    expect(refused.status).toBe(429);
    // 52 MP left, a minute's 100 MP needed: 48 MP at 100 MP a minute is 29 s (rounded up).
    expect(refused.retryAfter).toBe('29');
    expect(refused.message).toBe(imageBudgetMessage(29));
    // Someone else has their own budget.
    await budget.charge('user:bob', [photo]);

    // Half a minute on, the budget is full again: the flood goes through once, into debt...
    clock.t += 30_000;
    await budget.charge('user:ann', flood);
    // ...and nothing more until the debt is paid off and the images fit again.
    const after = await refusal(budget.charge('user:ann', [photo]));
    expect(after.status).toBe(429);
    expect(Number(after.retryAfter)).toBeGreaterThan(60);
    clock.t += Number(after.retryAfter) * 1000;
    await budget.charge('user:ann', [photo]);
  });

  it('charges nothing for what no upload decodes: no image header, or a claimed pixel flood', async () => {
    const budget = createPixelBudget(1_000_000, () => 0);
    // Nor for a header claiming more than any image decoded (a decompression bomb, refused).
    const bomb = await flatPng(100);
    bomb.writeUInt32BE(60_000, 16);
    bomb.writeUInt32BE(60_000, 20);
    await budget.charge('user:cy', [Buffer.from('not an image'), Buffer.alloc(0), bomb]);
    await budget.charge('user:cy', [await flatPng(1000)]);
    expect((await refusal(budget.charge('user:cy', [await flatPng(10)]))).status).toBe(429);
  });
});
