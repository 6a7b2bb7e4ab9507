import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isCompressible } from '../../lib/content-type';

export interface StoredFile {
  data: Buffer;
  contentType: string;
  sha256: string;
}

type Encoding = 'br' | 'gzip';
const MAX_CACHED = 500;
const compressed = new Map<string, Buffer>();

/** Files are immutable per hash, so each compressed form is made once and kept (bounded). */
function compress(file: StoredFile, encoding: Encoding): Buffer {
  const key = `${file.sha256}:${encoding}`;
  const cached = compressed.get(key);
  if (cached) return cached;
  const data = encoding === 'br' ? brotliCompressSync(file.data) : gzipSync(file.data);
  if (compressed.size >= MAX_CACHED) {
    const oldest = compressed.keys().next().value;
    if (oldest !== undefined) compressed.delete(oldest);
  }
  compressed.set(key, data);
  return data;
}

export function pickEncoding(
  acceptEncoding: string | undefined,
  file: StoredFile,
): Encoding | undefined {
  if (!isCompressible(file.contentType) || file.data.length < 512) return undefined;
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

export function encodedBody(file: StoredFile, encoding: Encoding | undefined): Buffer {
  return encoding ? compress(file, encoding) : file.data;
}
