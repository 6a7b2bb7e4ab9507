import { describe, expect, it } from 'vitest';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { applySiteEdits, SiteEditSchema, type SiteEdit } from './patch';
import type { SiteModel } from './schema';

const model = createSampleSiteModel({ industry: 'bakery' });

function applied(edits: SiteEdit[]): SiteModel {
  const result = applySiteEdits(model, edits);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.value;
}

const faqOf = (m: SiteModel) => m.sections.find((s) => s.type === 'faq');
const pricingOf = (m: SiteModel) => m.sections.find((s) => s.type === 'pricing');

describe('site edits as data', () => {
  it('reads edits from JSON and refuses unknown operations', () => {
    expect(SiteEditSchema.safeParse({ op: 'setStyle', style: 'bold' }).success).toBe(true);
    expect(SiteEditSchema.safeParse({ op: 'deleteEverything' }).success).toBe(false);
    expect(SiteEditSchema.safeParse({ op: 'setStyle', style: 'neon' }).success).toBe(false);
  });

  it('adds and removes FAQ entries, and says so when the site has no FAQ', () => {
    const noFaq = applied(
      model.sections
        .filter((s) => s.type === 'faq')
        .map((s): SiteEdit => ({ op: 'removeSection', sectionId: s.id })),
    );
    expect(applySiteEdits(noFaq, [{ op: 'addFaqItem', question: 'Q?', answer: 'A.' }])).toEqual({
      ok: false,
      errors: ['This site has no FAQ section'],
    });
    const result = applySiteEdits(noFaq, [
      SiteEditSchema.parse({
        op: 'addSection',
        section: { id: 'faq', type: 'faq', heading: 'Questions', items: [] },
      }),
      { op: 'addFaqItem', question: 'Do you deliver?', answer: 'Yes, within 5 km.' },
      { op: 'addFaqItem', question: 'Gluten free?', answer: 'Two loaves are.' },
      { op: 'removeFaqItem', index: 0 },
    ]);
    if (!result.ok) throw new Error(result.errors.join('; '));
    const faq = faqOf(result.value);
    expect(faq?.type === 'faq' ? faq.items : []).toEqual([
      { question: 'Gluten free?', answer: 'Two loaves are.' },
    ]);
    expect(
      applySiteEdits(result.value, [{ op: 'addFaqItem', question: ' ', answer: 'A.' }]),
    ).toEqual({ ok: false, errors: ['A question and its answer are both needed'] });
    expect(applySiteEdits(result.value, [{ op: 'removeFaqItem', index: 9 }])).toEqual({
      ok: false,
      errors: ['Question 10 not found'],
    });
  });

  it('adds and removes service cards, and says so when the site has none', () => {
    const services = (m: SiteModel) => {
      const section = m.sections.find((s) => s.type === 'services');
      return section?.type === 'services' ? section.items : [];
    };
    const before = services(model);
    const added = applied([{ op: 'addServiceItem', item: { title: 'Rye loaf', price: '£4' } }]);
    expect(services(added).at(-1)).toEqual({
      title: 'Rye loaf',
      text: '',
      price: '£4',
      icon: before[0]?.icon ?? '',
    });
    const removed = applied([{ op: 'removeServiceItem', index: 0 }]);
    expect(services(removed)).toEqual(before.slice(1));
    expect(applySiteEdits(model, [{ op: 'removeServiceItem', index: 99 }])).toEqual({
      ok: false,
      errors: ['Service 100 not found'],
    });
    expect(applySiteEdits(model, [{ op: 'addServiceItem', item: { title: ' ' } }])).toEqual({
      ok: false,
      errors: ['A service needs a name'],
    });
    const none = applied(
      model.sections
        .filter((s) => s.type === 'services')
        .map((s): SiteEdit => ({ op: 'removeSection', sectionId: s.id })),
    );
    expect(applySiteEdits(none, [{ op: 'removeServiceItem', index: 0 }])).toEqual({
      ok: false,
      errors: ['This site has no services section'],
    });
  });

  it('moves a FAQ entry, the others keeping their order', () => {
    const base = applied([
      ...model.sections
        .filter((s) => s.type === 'faq')
        .map((s): SiteEdit => ({ op: 'removeSection', sectionId: s.id })),
      SiteEditSchema.parse({
        op: 'addSection',
        section: { id: 'faq', type: 'faq', heading: 'Questions', items: [] },
      }),
      { op: 'addFaqItem', question: 'One?', answer: '1' },
      { op: 'addFaqItem', question: 'Two?', answer: '2' },
      { op: 'addFaqItem', question: 'Three?', answer: '3' },
    ]);
    const order = (edit: SiteEdit) => {
      const result = applySiteEdits(base, [edit]);
      if (!result.ok) return result.errors;
      const faq = faqOf(result.value);
      return faq?.type === 'faq' ? faq.items.map((item) => item.question) : [];
    };
    expect(order({ op: 'moveFaqItem', index: 2, toIndex: 0 })).toEqual(['Three?', 'One?', 'Two?']);
    expect(order({ op: 'moveFaqItem', index: 0, toIndex: 2 })).toEqual(['Two?', 'Three?', 'One?']);
    expect(order({ op: 'moveFaqItem', index: 0, toIndex: 1 })).toEqual(['Two?', 'One?', 'Three?']);
    expect(order({ op: 'moveFaqItem', index: 3, toIndex: 0 })).toEqual(['Question 4 not found']);
    expect(order({ op: 'moveFaqItem', index: 0, toIndex: 3 })).toEqual([
      'Position 4 is out of range',
    ]);
  });

  it('adds and removes pricing plans with the spec’s texts', () => {
    const base = pricingOf(model)
      ? model
      : applied([
          SiteEditSchema.parse({
            op: 'addSection',
            section: { id: 'pricing', type: 'pricing', plans: [] },
          }),
        ]);
    const before = pricingOf(base);
    const count = before?.type === 'pricing' ? before.plans.length : 0;
    const result = applySiteEdits(base, [
      { op: 'addPricingPlan', plan: { name: 'Loaf club', price: 25, features: ['A loaf a week'] } },
    ]);
    expect(result.ok).toBe(true);
    const after = result.ok ? pricingOf(result.value) : undefined;
    expect(after?.type === 'pricing' ? after.plans.at(-1) : undefined).toMatchObject({
      name: 'Loaf club',
      price: 25,
      features: ['A loaf a week'],
    });
    expect(applySiteEdits(base, [{ op: 'addPricingPlan', plan: { name: '', price: -1 } }])).toEqual(
      {
        ok: false,
        errors: [
          `Pricing plan ${count + 1} must have a name`,
          `Pricing plan ${count + 1} cannot have negative price`,
        ],
      },
    );
    expect(applySiteEdits(base, [{ op: 'removePricingPlan', index: 99 }])).toEqual({
      ok: false,
      errors: ['Pricing plan 100 not found'],
    });
  });

  it('replaces an image with its re-encoded widths, and stops at the first failing edit', () => {
    const slot = model.images[0]?.dataSlot ?? '';
    const edited = applied([
      {
        op: 'replaceImage',
        slot,
        url: 'images/upload-abc-960.webp',
        width: 960,
        height: 640,
        variants: [
          {
            width: 480,
            path: 'images/upload-abc-480.webp',
            avif: 'images/upload-abc-480.avif',
          },
          {
            width: 960,
            path: 'images/upload-abc-960.webp',
            avif: 'images/upload-abc-960.avif',
          },
        ],
      },
    ]);
    expect(edited.images[0]).toMatchObject({
      source: 'upload',
      width: 960,
      height: 640,
      variants: [
        { width: 480, avif: 'images/upload-abc-480.avif' },
        { width: 960, avif: 'images/upload-abc-960.avif' },
      ],
    });
    // Only the site's own files, and an AVIF file is never an address elsewhere.
    for (const variant of [
      { width: 10, path: '../../etc/passwd' },
      { width: 480, path: 'images/a-480.webp', avif: 'https://cdn.example/a-480.avif' },
      { width: 480, path: 'images/a-480.webp', avif: 'images/a-480.webp' },
      { width: 480, path: 'images/a-480.webp', avif: 'images/a 480w, x.avif' },
    ]) {
      expect(
        SiteEditSchema.safeParse({
          op: 'replaceImage',
          slot,
          url: 'images/upload-abc-960.webp',
          variants: [variant],
        }).success,
        JSON.stringify(variant),
      ).toBe(false);
    }
    // Only the site's own uploads: no address elsewhere, no script URL.
    for (const url of ['https://tracker.example/pixel.gif', 'javascript:alert(1)', '../secret']) {
      expect(SiteEditSchema.safeParse({ op: 'replaceImage', slot, url }).success, url).toBe(false);
    }
    const stopped = applySiteEdits(model, [
      { op: 'setStyle', style: 'bold' },
      { op: 'removeSection', sectionId: 'nope' },
      { op: 'setStyle', style: 'minimal' },
    ]);
    expect(stopped).toEqual({ ok: false, errors: ['Section "nope" not found'] });
  });
});

describe('photo descriptions', () => {
  it('applies setImageAlt, and refuses an empty or too long description before anything changes', () => {
    expect(
      applied([{ op: 'setImageAlt', slot: 'hero', alt: 'Our shop front' }]).images[0]?.alt,
    ).toBe('Our shop front');
    expect(
      applySiteEdits(model, [
        { op: 'setStyle', style: 'bold' },
        { op: 'setImageAlt', slot: 'hero', alt: 'x'.repeat(251) },
        { op: 'setImageAlt', slot: 'about', alt: '  ' },
        { op: 'setImageAlt', slot: 'nowhere', alt: 'A shop' },
        { op: 'replaceImage', slot: 'hero', url: 'images/a.webp', alt: 'y'.repeat(260) },
      ]),
    ).toEqual({
      ok: false,
      errors: [
        "A photo's description can be at most 250 characters",
        'Describe the photo in a few words',
        'The site has no image "nowhere"',
      ],
    });
    expect(
      SiteEditSchema.safeParse({ op: 'setImageAlt', slot: 'hero', alt: 'x'.repeat(1001) }).success,
    ).toBe(false);
  });
});

describe('one patch, checked whole', () => {
  it('collects every validation text of the patch before anything changes', () => {
    expect(
      applySiteEdits(model, [
        {
          op: 'updateBusinessInfo',
          patch: { companyName: '', contactDetails: { email: 'x', website: 'y' } },
        },
        {
          op: 'setPricingPlans',
          plans: [
            { name: 'ok', price: 1 },
            { name: '', price: -2 },
          ],
        },
        { op: 'replaceImage', slot: 'hero', url: 'images/a.webp' },
        { op: 'replaceImage', slot: 'nowhere', url: 'images/b.webp' },
      ]),
    ).toEqual({
      ok: false,
      errors: [
        'Company name is required',
        'Invalid email address format',
        'Invalid website URL format',
        'Pricing plan 2 must have a name',
        'Pricing plan 2 cannot have negative price',
        'Image 2 has no slot "nowhere"',
      ],
    });
  });

  it('changes only what an edit names: no defaults fill the fields it leaves out', () => {
    const serifBody = applied([{ op: 'setFonts', typography: { body: 'serif' } }]);
    const headings = applySiteEdits(serifBody, [
      SiteEditSchema.parse({ op: 'setFonts', typography: { heading: 'rounded' } }),
    ]);
    expect(headings.ok && headings.value.brand.typography).toEqual({
      heading: 'rounded',
      body: 'serif',
    });
    const off = applied([{ op: 'setAccessibility', settings: { enabled: false } }]);
    const moved = applySiteEdits(off, [
      SiteEditSchema.parse({ op: 'setAccessibility', settings: { position: 'top-left' } }),
    ]);
    expect(moved.ok && moved.value.accessibility).toMatchObject({
      enabled: false,
      position: 'top-left',
    });
  });

  it('changes the currency alone and keeps the plans', () => {
    const withPlans = applied([
      SiteEditSchema.parse({
        op: 'addSection',
        section: { id: 'plans', type: 'pricing', plans: [] },
        index: 1,
      }),
      { op: 'setPricingPlans', plans: [{ name: 'Loaf club', price: 12 }], currency: 'USD' },
    ]);
    const kept = applySiteEdits(withPlans, [{ op: 'setPricingPlans', currency: 'EUR' }]);
    expect(kept.ok && pricingOf(kept.value)).toMatchObject({
      currency: 'EUR',
      plans: [{ name: 'Loaf club', price: 12 }],
    });
  });
});
