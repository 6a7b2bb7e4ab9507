import sharp from 'sharp';
import { AppError } from './app-error';

// Decompression bombs: a tiny file can claim a huge canvas. 40 megapixels covers any real photo.
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * How many images one process decodes and encodes at once. Each takes up to a core and ~100 MB
 * for a big photo; without a bound, a few requests of many large images starve every other
 * request of the process.
 */
export interface ImageGate {
  /** Runs `work` (an image's decode and encodes) once fewer than `concurrency` others run. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * A first-come, first-served semaphore around image work. `onStart` sees how many run once one
 * more has started (tests read the largest).
 *
 * @example
 * const gate = createImageGate(2);
 * const result = await processUpload(bytes, gate);
 */
export function createImageGate(
  concurrency: number,
  onStart?: (running: number) => void,
): ImageGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const acquire = () => {
    if (running < concurrency) {
      running += 1;
      return Promise.resolve();
    }
    // The slot passes straight from the releasing work to the next: `running` stays the same.
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  return {
    async run(work) {
      await acquire();
      onStart?.(running);
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

/** The pixels an image's header claims (nothing decoded); 0 when sharp reads no header. */
export function claimedPixels(bytes: Buffer): Promise<number> {
  // A few bytes can claim a canvas of gigapixels: read the header alone, without a limit. (sharp
  // throws at once, not in the promise, for an empty buffer.)
  return Promise.resolve()
    .then(() => sharp(bytes, { limitInputPixels: false }).metadata())
    .then((meta) => meta.width * meta.height)
    .catch(() => 0);
}

export const imageBudgetMessage = (seconds: number) =>
  `You have sent many large images in the last minute. Please try again in ${seconds} seconds.`;

/** Each user's pixels a minute: charged from the images' headers before anything is decoded. */
export interface PixelBudget {
  /**
   * Charges `who` for the pixels `files` claim, or throws a 429 AppError with `retry-after`
   * (seconds) when their budget has not that much left.
   */
  charge(who: string, files: readonly Buffer[]): Promise<void>;
}

/**
 * A token bucket per user, `pixelsPerMinute` deep and refilled continuously, in this process's
 * memory (like the routes' rate limits). A request is charged what its images' headers claim;
 * one larger than the whole budget is let through only with a full budget, which it leaves in
 * debt, so it cannot be repeated before the debt is paid off.
 *
 * @example
 * const budget = createPixelBudget(240_000_000);
 * await budget.charge(userId, files.map((f) => f.data)); // may throw 429
 */
export function createPixelBudget(
  pixelsPerMinute: number,
  now: () => number = Date.now,
): PixelBudget {
  const perMs = pixelsPerMinute / 60_000;
  const buckets = new Map<string, { left: number; at: number }>();
  const available = (who: string, at: number) => {
    const bucket = buckets.get(who);
    if (!bucket) return pixelsPerMinute;
    return Math.min(pixelsPerMinute, bucket.left + (at - bucket.at) * perMs);
  };
  // Buckets that refilled completely say nothing a new one would not: forgotten, so the map
  // holds only the users of the last minute or so.
  const forgetFull = (at: number) => {
    for (const [who, bucket] of buckets) {
      if (bucket.left + (at - bucket.at) * perMs >= pixelsPerMinute) buckets.delete(who);
    }
  };
  return {
    async charge(who, files) {
      const pixels = await Promise.all(files.map(claimedPixels));
      // A header claiming more than MAX_INPUT_PIXELS is refused before decoding: it costs nothing.
      const claimed = pixels.filter((n) => n <= MAX_INPUT_PIXELS).reduce((sum, n) => sum + n, 0);
      const at = now();
      const left = available(who, at);
      const isFull = left >= pixelsPerMinute;
      if (claimed > left && !isFull) {
        const seconds = Math.ceil((Math.min(claimed, pixelsPerMinute) - left) / perMs / 1000);
        throw new AppError(429, imageBudgetMessage(seconds), {
          headers: { 'retry-after': String(seconds) },
        });
      }
      forgetFull(at);
      buckets.set(who, { left: left - claimed, at });
    },
  };
}
