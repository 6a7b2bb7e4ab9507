import type { ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * How a test server sends an image: a real photo, a body that is not an image, more bytes than
 * Zappy takes, a header claiming too many pixels, or too late.
 */
export type ImageBehaviour = 'ok' | 'not-an-image' | 'huge-bytes' | 'huge-pixels' | 'slow';

/** The real 1200×800 JPEG every `ok` photo is. */
export function testJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c98a4b' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><circle cx="600" cy="400" r="300" fill="#5b3a1e"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A valid PNG whose header claims `side`×`side` pixels (a decompression bomb, a few bytes). */
export async function pixelBomb(side: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 1, height: 1, channels: 3, background: '#888888' },
  })
    .png()
    .toBuffer();
  const bomb = Buffer.from(png);
  // IHDR's data starts at byte 16: width, height (big-endian); its CRC covers type and data.
  bomb.writeUInt32BE(side, 16);
  bomb.writeUInt32BE(side, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}

/** Sends an image as `behaviour` says: `jpeg` and `bomb` are the server's own files. */
export function sendImage(
  res: ServerResponse,
  behaviour: ImageBehaviour,
  files: { jpeg: Buffer; bomb: Buffer; slowMs: number },
): void {
  if (behaviour === 'not-an-image') {
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>not a photo</html>');
  } else if (behaviour === 'huge-bytes') {
    // Sent without a length, so only counting the bytes can stop it.
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    const chunk = Buffer.concat([files.jpeg, Buffer.alloc(1024 * 1024)]);
    for (let i = 0; i < 7; i += 1) res.write(chunk);
    res.end();
  } else if (behaviour === 'huge-pixels') {
    res.writeHead(200, { 'content-type': 'image/png' }).end(files.bomb);
  } else if (behaviour === 'slow') {
    setTimeout(() => {
      if (!res.destroyed) res.writeHead(200, { 'content-type': 'image/jpeg' }).end(files.jpeg);
    }, files.slowMs);
  } else {
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(files.jpeg);
  }
}
