import { describe, expect, it } from 'vitest';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { SITE_MODEL_SCHEMA_VERSION } from './constants';
import { PATTERN_MOTIFS } from './motifs';
import { migrateSiteModel, parseSiteModel } from './migrate';

describe('parseSiteModel', () => {
  it('accepts a current model unchanged', () => {
    const model = createSampleSiteModel();
    const result = parseSiteModel(JSON.parse(JSON.stringify(model)));
    expect(result).toEqual({ ok: true, value: model });
  });

  it('migrates a version 1 document (theme -> brand, adds locale)', () => {
    const { brand, ...rest } = createSampleSiteModel({ style: 'bold' });
    delete (rest as Partial<typeof rest>).locale;
    const v1 = {
      ...rest,
      schemaVersion: 1,
      theme: { style: brand.style, colors: brand.palette, fonts: brand.typography },
    };
    const result = parseSiteModel(v1);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.value.schemaVersion).toBe(SITE_MODEL_SCHEMA_VERSION);
    expect(result.value.brand.style).toBe('bold');
    expect(result.value.brand.palette).toEqual(brand.palette);
    expect(result.value.locale).toEqual({ language: 'en', direction: 'ltr' });
  });

  it('reads a stored version 2 model without hoursGiven as having its hours given', () => {
    const stored = JSON.parse(JSON.stringify(createSampleSiteModel())) as {
      business: Record<string, unknown>;
    };
    delete stored.business['hoursGiven'];
    const result = parseSiteModel(stored);
    if (!result.ok) throw new Error(result.errors.join('\n'));
    expect(result.value.business.hoursGiven).toBe(true);
    expect(
      parseSiteModel({ ...stored, business: { ...stored.business, hoursGiven: false } }),
    ).toMatchObject({ ok: true, value: { business: { hoursGiven: false } } });
  });

  it('keeps the motif a stored image names: the first pattern families and the pictures', () => {
    for (const motif of [...PATTERN_MOTIFS, 'croissant', 'dog']) {
      const stored = JSON.parse(JSON.stringify(createSampleSiteModel())) as {
        brand: Record<string, unknown>;
        images: Record<string, unknown>[];
      };
      stored.brand['motif'] = motif;
      for (const image of stored.images) image['motif'] = motif;
      const result = parseSiteModel(stored);
      if (!result.ok) throw new Error(result.errors.join('\n'));
      expect(result.value.brand.motif).toBe(motif);
      expect(result.value.images.map((i) => i.motif)).toEqual(stored.images.map(() => motif));
    }
    const sample = createSampleSiteModel();
    expect(parseSiteModel({ ...sample, brand: { ...sample.brand, motif: 'unicorn' } }).ok).toBe(
      false,
    );
  });

  it('reads an upload stored before AVIF as WebP widths alone, and one stored since with both', () => {
    const sample = createSampleSiteModel();
    const upload = (avif: boolean) => ({
      ...sample,
      images: sample.images.map((image, at) =>
        at === 0
          ? {
              ...image,
              source: 'upload',
              url: 'images/upload-a-960.webp',
              variants: [480, 960].map((width) => ({
                width,
                path: `images/upload-a-${width}.webp`,
                ...(avif ? { avif: `images/upload-a-${width}.avif` } : {}),
              })),
            }
          : image,
      ),
    });
    const before = parseSiteModel(JSON.parse(JSON.stringify(upload(false))));
    if (!before.ok) throw new Error(before.errors.join('\n'));
    expect(before.value.images[0]?.variants).toEqual([
      { width: 480, path: 'images/upload-a-480.webp' },
      { width: 960, path: 'images/upload-a-960.webp' },
    ]);
    const since = parseSiteModel(JSON.parse(JSON.stringify(upload(true))));
    if (!since.ok) throw new Error(since.errors.join('\n'));
    expect(since.value.images[0]?.variants.map((v) => v.avif)).toEqual([
      'images/upload-a-480.avif',
      'images/upload-a-960.avif',
    ]);
  });

  it('treats a document without schemaVersion as version 1', () => {
    expect(migrateSiteModel({ theme: { style: 'minimal' } })).toMatchObject({
      schemaVersion: 2,
      brand: { style: 'minimal' },
    });
  });

  it('refuses versions from the future and non-objects', () => {
    expect(parseSiteModel({ schemaVersion: 99 })).toEqual({
      ok: false,
      errors: [`Unsupported schemaVersion 99 (newest known is ${SITE_MODEL_SCHEMA_VERSION})`],
    });
    expect(parseSiteModel('x').ok).toBe(false);
  });

  it('reports validation errors with their path', () => {
    const model = { ...createSampleSiteModel(), business: { companyName: '' } };
    const result = parseSiteModel(model);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toContainEqual(
      expect.stringMatching(/^business\.companyName/),
    );
  });
});
