import { describe, expect, it } from 'vitest';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { photoNameFromFile, photosWithoutDescription, plainImageText } from './image-text';
import { applySiteEdits } from './patch';

describe('photoNameFromFile', () => {
  it.each([
    ['storefront.jpg', 'Storefront'],
    ['our_team-2024.png', 'Our team 2024'],
    ['C:\\fakepath\\fresh-loaves.webp', 'Fresh loaves'],
    ['Golden Crumb counter', 'Golden Crumb counter'],
    ['חנות-הלחם.jpg', 'חנות הלחם'],
  ])('reads %s as %s', (file, name) => {
    expect(photoNameFromFile(file)).toBe(name);
  });

  it.each([
    'IMG_2041.HEIC',
    'DSC01234.JPG',
    'PXL_20240301_120000123.jpg',
    'Screenshot 2024-01-02 at 10.11.12.png',
    'WhatsApp Image 2024-03-01 at 12.00.00.jpeg',
    '3f2a9bce.webp',
    'photo.jpg',
  ])('gives no name for a camera’s numbering: %s', (file) => {
    expect(photoNameFromFile(file)).toBe('');
  });
});

describe('plainImageText', () => {
  it('keeps markup as characters and turns control characters into spaces', () => {
    expect(plainImageText('<img src=x onerror=alert(1)>\r\n\u001b[31mred')).toBe(
      '<img src=x onerror=alert(1)> [31mred',
    );
  });
});

describe('photosWithoutDescription', () => {
  const model = createSampleSiteModel({ industry: 'bakery' });

  it('names uploads without a description, and no illustration', () => {
    expect(photosWithoutDescription(model)).toEqual([]);
    const replaced = applySiteEdits(model, [
      { op: 'replaceImage', slot: 'hero', url: 'images/upload-1-960.webp' },
      { op: 'replaceImage', slot: 'about', url: 'images/upload-2-960.webp', alt: 'The bakers' },
    ]);
    if (!replaced.ok) throw new Error(replaced.errors.join('; '));
    expect(photosWithoutDescription(replaced.value)).toEqual(['hero']);
    const described = applySiteEdits(replaced.value, [
      { op: 'setImageAlt', slot: 'hero', alt: 'Sourdough loaves on the counter' },
    ]);
    expect(described.ok && photosWithoutDescription(described.value)).toEqual([]);
  });
});
