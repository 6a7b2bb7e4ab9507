import { describe, expect, it } from 'vitest';
import { addressAssets, assetVersion, isContentAddressed } from './asset-urls';

const STYLES = 'a'.repeat(64);
const HERO = 'b'.repeat(64);
const ASSETS = new Map([
  ['styles.css', STYLES],
  ['images/hero.svg', HERO],
]);

describe('content-addressed asset URLs', () => {
  it('puts the site’s own files at their content addresses, relative or root-relative', () => {
    const page =
      '<link rel="stylesheet" href="styles.css"><img src="/images/hero.svg" alt="">' +
      '<a href="index.html">Home</a><a href="https://example.com/styles.css">Theirs</a>';
    expect(addressAssets(page, ASSETS)).toBe(
      `<link rel="stylesheet" href="styles.css?v=${assetVersion(STYLES)}">` +
        `<img src="/images/hero.svg?v=${assetVersion(HERO)}" alt="">` +
        '<a href="index.html">Home</a><a href="https://example.com/styles.css">Theirs</a>',
    );
  });

  it('leaves escaped owner text and data blocks alone', () => {
    const page =
      '<p>Use href=&quot;styles.css&quot;</p>' +
      '<script type="application/json">{"x":"<a href=\\"styles.css\\">"}</script>';
    expect(addressAssets(page, ASSETS)).toBe(page);
  });

  it('calls a request content-addressed only when it names the file’s own bytes', () => {
    expect(isContentAddressed(`/styles.css?v=${assetVersion(STYLES)}`, STYLES)).toBe(true);
    expect(isContentAddressed(`/styles.css?v=${assetVersion(HERO)}`, STYLES)).toBe(false);
    expect(isContentAddressed('/styles.css', STYLES)).toBe(false);
  });
});
