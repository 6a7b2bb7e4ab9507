import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

type Encoding = 'br' | 'gzip';
type Choice = Encoding | 'identity';

/** A file's bytes as stored, with the compressed forms made when it was published. */
export interface EncodedFile {
  data: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
}

// Browsers send a handful of distinct headers: their answers are remembered, boundedly.
const negotiatorFor = (supportedValues: Choice[]) =>
  new Negotiator<Choice>({ supportedValues, cache: new LRUCache<string, string>({ max: 200 }) });
const BOTH = negotiatorFor(['br', 'gzip', 'identity']);
const GZIP_ONLY = negotiatorFor(['gzip', 'identity']);
const BROTLI_ONLY = negotiatorFor(['br', 'identity']);

/**
 * The encoding to send, by the client's `Accept-Encoding` with its q-values (`br;q=0` refuses
 * brotli), among the forms the file has: brotli first when equally acceptable, else as stored.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  file: EncodedFile,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const negotiator = file.brotli ? (file.gzip ? BOTH : BROTLI_ONLY) : file.gzip ? GZIP_ONLY : null;
  const choice = negotiator?.negotiate(acceptEncoding.toLowerCase());
  return choice === 'br' || choice === 'gzip' ? choice : undefined;
}

export function encodedBody(file: EncodedFile, encoding: Encoding | undefined): Buffer {
  if (encoding === 'br' && file.brotli) return file.brotli;
  if (encoding === 'gzip' && file.gzip) return file.gzip;
  return file.data;
}
