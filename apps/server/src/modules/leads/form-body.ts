import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/** The largest form post read: a full contact form in any script fits many times over. */
export const MAX_FORM_BYTES = 32 * 1024;

export type FormBody =
  | { ok: true; fields: Record<string, string>; json: boolean }
  | { ok: false; status: 400 | 413 | 415; error: string };

export const BODY_MESSAGES = {
  tooLarge: 'Your message is too long to send',
  unsupported: 'Please send the form as application/x-www-form-urlencoded or application/json',
  malformed: 'The form could not be read',
} as const;

/** Bytes of a request body, up to `limit`; undefined when there are more. */
function readLimited(raw: Readable, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      raw.removeListener('data', onData);
      raw.removeListener('end', onEnd);
      raw.removeListener('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > limit) {
        // Stop reading: the answer goes out with `connection: close`, the rest is never read.
        done();
        raw.pause();
        resolve(undefined);
        return;
      }
      chunks.push(bytes);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onError);
  });
}

/** Each field's first value, strings only (a JSON body's other values are ignored). */
function parseFields(text: string, json: boolean): Record<string, string> | undefined {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!json) {
    for (const [key, value] of new URLSearchParams(text)) {
      if (!(key in fields)) fields[key] = value;
    }
    return fields;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/**
 * A site form's body, read straight from the request (site hosts are answered before Fastify
 * parses anything): urlencoded or JSON, at most `limit` bytes.
 */
export async function readFormBody(
  raw: Readable,
  headers: IncomingHttpHeaders,
  limit = MAX_FORM_BYTES,
): Promise<FormBody> {
  const type = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const json = type === 'application/json';
  if (!json && type !== 'application/x-www-form-urlencoded') {
    return { ok: false, status: 415, error: BODY_MESSAGES.unsupported };
  }
  const declared = Number(headers['content-length'] ?? 0);
  if (declared > limit) return { ok: false, status: 413, error: BODY_MESSAGES.tooLarge };
  let bytes: Buffer | undefined;
  try {
    bytes = await readLimited(raw, limit);
  } catch {
    return { ok: false, status: 400, error: BODY_MESSAGES.malformed };
  }
  if (!bytes) return { ok: false, status: 413, error: BODY_MESSAGES.tooLarge };
  const fields = parseFields(new TextDecoder('utf-8').decode(bytes), json);
  return fields
    ? { ok: true, fields, json }
    : { ok: false, status: 400, error: BODY_MESSAGES.malformed };
}
