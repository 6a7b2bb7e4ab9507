import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BODY_MESSAGES, readFormBody } from './form-body';

const stream = (...chunks: string[]) => Readable.from(chunks.map((c) => Buffer.from(c)));
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('form bodies', () => {
  it('reads urlencoded fields (first value of each) and JSON strings', async () => {
    expect(await readFormBody(stream('name=Ann+B%C3%A9&name=x&', 'email=a%40b.co'), form)).toEqual({
      ok: true,
      json: false,
      fields: { name: 'Ann Bé', email: 'a@b.co' },
    });
    const json = await readFormBody(stream('{"name":"Ann","n":1,"__proto__":"x","a":["b"]}'), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(json).toMatchObject({ ok: true, json: true });
    // A key named __proto__ is an ordinary field: no prototype is touched.
    expect(json.ok && Object.entries(json.fields)).toEqual([
      ['name', 'Ann'],
      ['__proto__', 'x'],
    ]);
  });

  it('refuses other types, oversized and malformed bodies', async () => {
    for (const type of [undefined, 'text/plain', 'multipart/form-data; boundary=x']) {
      expect(await readFormBody(stream('a=b'), type ? { 'content-type': type } : {})).toEqual({
        ok: false,
        status: 415,
        error: BODY_MESSAGES.unsupported,
      });
    }
    const tooLarge = { ok: false, status: 413, error: BODY_MESSAGES.tooLarge };
    expect(await readFormBody(stream('a=b'), { ...form, 'content-length': '999999' })).toEqual(
      tooLarge,
    );
    expect(await readFormBody(stream('a'.repeat(60), 'b'.repeat(60)), form, 100)).toEqual(tooLarge);
    expect(await readFormBody(stream('a'.repeat(100)), form, 100)).toMatchObject({ ok: true });
    for (const body of ['{"a":', '[1]', '"text"', 'null']) {
      expect(await readFormBody(stream(body), { 'content-type': 'application/json' })).toEqual({
        ok: false,
        status: 400,
        error: BODY_MESSAGES.malformed,
      });
    }
  });
});
