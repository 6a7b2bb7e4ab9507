import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible } from './content-type';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this, compression headers cost about what they save. */
const MIN_COMPRESSIBLE_BYTES = 512;

/** A stored file's compressed forms; null where compressing would not make it smaller. */
export interface CompressedVariants {
  gzip: Buffer | null;
  brotli: Buffer | null;
}

const NO_VARIANTS: CompressedVariants = { gzip: null, brotli: null };

/** Whether a file of this type and size is stored with compressed forms. */
export function hasVariants(contentType: string, size: number): boolean {
  return isCompressible(contentType) && size >= MIN_COMPRESSIBLE_BYTES;
}

const smaller = (variant: Buffer, data: Buffer) => (variant.length < data.length ? variant : null);

/**
 * The gzip and brotli forms of a text file, at their highest levels: they are made once, when a
 * version is stored, and then served to every visitor, so the slow best compression pays. zlib's
 * async calls run on libuv's pool, off the event loop.
 */
export async function compressVariants(
  data: Buffer,
  contentType: string,
): Promise<CompressedVariants> {
  if (!hasVariants(contentType, data.length)) return NO_VARIANTS;
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  ]);
  return { gzip: smaller(gzipped, data), brotli: smaller(brotli, data) };
}
