const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  ico: 'image/x-icon',
  webmanifest: 'application/manifest+json',
};

/** The Content-Type a site file is served with, from its extension. */
export function contentTypeFor(filePath: string): string {
  const extension = filePath.slice(filePath.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[extension] ?? 'application/octet-stream';
}

/** Whether a response of this type is worth compressing. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|javascript|manifest)|image\/svg)/.test(contentType);
}
