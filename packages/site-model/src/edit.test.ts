import { describe, expect, it } from 'vitest';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import {
  addPricingPlan,
  addSection,
  moveSection,
  removePricingPlan,
  removeSection,
  reorderSections,
  replaceImage,
  setFonts,
  setImageAlt,
  setPalette,
  setPricingPlans,
  setSectionLink,
  setSectionText,
  setStyle,
  updateBusinessInfo,
  updatePricingPlan,
} from './edit';
import { applySiteEdits, type SiteEdit } from './patch';
import type { Result } from './result';
import { listSectionTexts } from './section-texts';
import { SiteModelSchema, type SiteModel } from './schema';

const model = createSampleSiteModel({ industry: 'bakery' });

function value(result: Result<SiteModel>): SiteModel {
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.value;
}

function errors(result: Result<SiteModel>): string[] {
  return result.ok ? [] : result.errors;
}

function pricing(m: SiteModel) {
  const s = m.sections.find((x) => x.type === 'pricing');
  if (s?.type !== 'pricing') throw new Error('no pricing');
  return s;
}

describe('updateBusinessInfo', () => {
  it('changes fields and leaves the input model untouched', () => {
    const next = value(updateBusinessInfo(model, { companyName: 'Crumb & Co', tagline: 'New' }));
    expect(next.business.companyName).toBe('Crumb & Co');
    expect(next.business.tagline).toBe('New');
    expect(model.business.companyName).toBe('Golden Crumb Bakery');
  });

  it("rejects an empty company name with 'Company name is required'", () => {
    expect(errors(updateBusinessInfo(model, { companyName: '  ' }))).toEqual([
      'Company name is required',
    ]);
  });

  it('reports every message at once', () => {
    expect(
      errors(
        updateBusinessInfo(model, {
          companyName: '',
          contactDetails: { email: 'not-an-email', website: 'example.com' },
        }),
      ),
    ).toEqual([
      'Company name is required',
      'Invalid email address format',
      'Invalid website URL format',
    ]);
  });
});

describe('updateBusinessInfo: contact details', () => {
  it('merges address fields', () => {
    const next = value(
      updateBusinessInfo(model, {
        contactDetails: { phone: '555 0100', address: { city: 'Salem' } },
      }),
    );
    expect(next.business.contactDetails.phone).toBe('555 0100');
    expect(next.business.contactDetails.address.city).toBe('Salem');
    expect(next.business.contactDetails.address.street).toBe('14 Mill Street');
  });

  it("rejects a bad email with 'Invalid email address format'", () => {
    expect(errors(updateBusinessInfo(model, { contactDetails: { email: 'a@b' } }))).toEqual([
      'Invalid email address format',
    ]);
  });

  it('accepts a blank email and website', () => {
    expect(updateBusinessInfo(model, { contactDetails: { email: '', website: '' } }).ok).toBe(true);
  });

  it.each(['ftp://example.com', 'https://localhost', 'www.example.com', 'http//x.com'])(
    "rejects website %s with 'Invalid website URL format'",
    (website) => {
      expect(errors(updateBusinessInfo(model, { contactDetails: { website } }))).toEqual([
        'Invalid website URL format',
      ]);
    },
  );

  it.each(['http://a.b', 'https://example.com/path'])('accepts website %s', (website) => {
    expect(updateBusinessInfo(model, { contactDetails: { website } }).ok).toBe(true);
  });
});

describe('updateBusinessInfo: hours', () => {
  it('opens a closed day and keeps the others', () => {
    const next = value(
      updateBusinessInfo(model, { businessHours: { sunday: { closed: false, open: '11:00' } } }),
    );
    expect(next.business.businessHours.sunday).toEqual({
      closed: false,
      open: '11:00',
      close: '17:00',
    });
    expect(next.business.businessHours.monday).toEqual(model.business.businessHours.monday);
  });

  it('marks the hours as given when any day is set, and can take them off the site', () => {
    const none = value(updateBusinessInfo(model, { hoursGiven: false }));
    expect(none.business.hoursGiven).toBe(false);
    expect(value(updateBusinessInfo(none, { tagline: 'x' })).business.hoursGiven).toBe(false);
    const given = value(updateBusinessInfo(none, { businessHours: { monday: { open: '08:00' } } }));
    expect(given.business.hoursGiven).toBe(true);
  });

  it('rejects an invalid time', () => {
    expect(
      errors(updateBusinessInfo(model, { businessHours: { monday: { open: '25:00' } } }))[0],
    ).toMatch(/monday\.open/);
  });
});

describe('replaceImage', () => {
  it('replaces by data-slot and marks the image as an upload', () => {
    const next = value(
      replaceImage(model, { slot: 'hero', url: '/assets/x.webp', alt: 'Our shop' }),
    );
    const hero = next.images.find((i) => i.id === 'hero');
    expect(hero).toMatchObject({ url: '/assets/x.webp', alt: 'Our shop', source: 'upload' });
  });

  it("drops a provider photo's credit with the photo", () => {
    const credit = {
      name: 'Jane Doe',
      url: 'https://www.pexels.com/@jane',
      provider: 'Pexels',
      providerUrl: 'https://www.pexels.com',
    };
    const withPhoto: SiteModel = {
      ...model,
      images: model.images.map((i) =>
        i.id === 'hero' ? { ...i, source: 'provider' as const, credit } : i,
      ),
    };
    expect(SiteModelSchema.parse(withPhoto).images[0]?.credit).toEqual(credit);
    const next = value(replaceImage(withPhoto, { slot: 'hero', url: 'images/upload-1-960.webp' }));
    expect(next.images.find((i) => i.id === 'hero')?.credit).toBeUndefined();
  });

  it('reports an unknown slot', () => {
    expect(errors(replaceImage(model, { slot: 'nope', url: '/a.webp' }))).toEqual([
      'Image 1 has no slot "nope"',
    ]);
  });

  it('never keeps the old illustration’s alt, name or description', () => {
    const old = model.images.find((i) => i.id === 'hero');
    expect(old?.alt).not.toBe('');
    const hero = value(
      replaceImage(model, { slot: 'hero', url: 'images/upload-1-960.webp' }),
    ).images.find((i) => i.id === 'hero');
    expect(hero).toMatchObject({ alt: '', name: '', description: '', source: 'upload' });
  });

  it('takes the owner’s words as plain text: alt and description, one line', () => {
    const hero = value(
      replaceImage(model, {
        slot: 'hero',
        url: 'images/upload-1-960.webp',
        alt: '  Our shop\nat dusk\u0007 <b>lit</b> ',
        name: 'Storefront',
      }),
    ).images.find((i) => i.id === 'hero');
    expect(hero).toMatchObject({
      alt: 'Our shop at dusk <b>lit</b>',
      description: 'Our shop at dusk <b>lit</b>',
      name: 'Storefront',
    });
  });

  it('refuses a description over 250 characters', () => {
    expect(
      errors(replaceImage(model, { slot: 'hero', url: 'images/a.webp', alt: 'x'.repeat(251) })),
    ).toEqual(["A photo's description can be at most 250 characters"]);
  });
});

describe('setImageAlt', () => {
  it('gives an image the owner’s description and changes nothing else', () => {
    const next = value(setImageAlt(model, 'hero', ' Loaves cooling\ton the counter '));
    const hero = next.images.find((i) => i.id === 'hero');
    expect(hero).toMatchObject({
      alt: 'Loaves cooling on the counter',
      description: 'Loaves cooling on the counter',
    });
    expect({ ...hero, alt: '', description: '' }).toEqual({
      ...model.images.find((i) => i.id === 'hero'),
      alt: '',
      description: '',
    });
    expect(next.images.slice(1)).toEqual(model.images.slice(1));
  });

  it('refuses no words, too many words and an unknown image', () => {
    expect(errors(setImageAlt(model, 'hero', ' \n '))).toEqual([
      'Describe the photo in a few words',
    ]);
    expect(errors(setImageAlt(model, 'hero', 'x'.repeat(251)))).toEqual([
      "A photo's description can be at most 250 characters",
    ]);
    expect(value(setImageAlt(model, 'hero', 'x'.repeat(250))).images[0]?.alt).toHaveLength(250);
    expect(errors(setImageAlt(model, 'nope', 'A shop'))).toEqual(['The site has no image "nope"']);
  });
});

describe('brand edits', () => {
  it('changes palette roles and expands short hex', () => {
    const next = value(setPalette(model, { primary: '#0F0', accent: '#123456' }));
    expect(next.brand.palette.primary).toBe('#00ff00');
    expect(next.brand.palette.accent).toBe('#123456');
  });

  it('rejects an invalid colour', () => {
    expect(errors(setPalette(model, { surface: 'blue' }))).toEqual(['Invalid colour for surface']);
  });

  it('changes style and fonts', () => {
    expect(value(setStyle(model, 'bold')).brand.style).toBe('bold');
    expect(value(setFonts(model, { heading: 'serif' })).brand.typography).toEqual({
      heading: 'serif',
      body: model.brand.typography.body,
    });
  });
});

describe('section texts', () => {
  it('lists nested texts but not ids, layouts or links', () => {
    const hero = model.sections.find((s) => s.type === 'hero');
    if (!hero) throw new Error('no hero');
    const paths = listSectionTexts(hero).map((t) => t.path);
    expect(paths).toContain('heading');
    expect(paths).toContain('primaryAction.label');
    expect(paths).not.toContain('id');
    expect(paths).not.toContain('layout');
    expect(paths).not.toContain('primaryAction.href');
  });

  it('edits a nested text of any section', () => {
    const next = value(setSectionText(model, 'faq', 'items.1.answer', 'Yes, always.'));
    const faq = next.sections.find((s) => s.id === 'faq');
    expect(faq?.type === 'faq' && faq.items[1]?.answer).toBe('Yes, always.');
  });

  it('refuses unknown sections and paths', () => {
    expect(errors(setSectionText(model, 'nope', 'heading', 'x'))).toEqual([
      'Section "nope" not found',
    ]);
    expect(errors(setSectionText(model, 'hero', 'layout', 'x'))).toEqual([
      'Section "hero" has no text at "layout"',
    ]);
  });
});

describe('links', () => {
  it('points a button at a section, a phone or an email, its words unchanged', () => {
    const hero = (m: typeof model) => m.sections.find((s) => s.type === 'hero');
    const next = value(setSectionLink(model, 'hero', 'primaryAction', '#services'));
    const action = (m: typeof model) => {
      const h = hero(m);
      return h?.type === 'hero' ? h.primaryAction : undefined;
    };
    expect(action(next)).toEqual({ label: action(model)?.label, href: '#services' });
    expect(setSectionLink(model, 'hero', 'primaryAction', 'tel:+15035550142').ok).toBe(true);
    expect(setSectionLink(model, 'hero', 'primaryAction', 'mailto:hi@example.com').ok).toBe(true);
  });

  it('refuses a missing link, a section the page lacks and an unsafe address', () => {
    expect(errors(setSectionLink(model, 'hero', 'heading', '#services'))).toEqual([
      'Section "hero" has no link at "heading"',
    ]);
    expect(errors(setSectionLink(model, 'hero', 'primaryAction', '#nowhere'))).toEqual([
      'The page has no section "nowhere" to link to',
    ]);
    expect(setSectionLink(model, 'hero', 'primaryAction', 'javascript:alert(1)').ok).toBe(false);
  });
});

describe('add, remove, reorder sections', () => {
  const small = createSampleSiteModel({ sections: ['hero', 'contact', 'footer'] });

  it('adds before the footer by default', () => {
    const next = value(addSection(small, { id: 'faq', type: 'faq', heading: 'Questions' }));
    expect(next.sections.map((s) => s.id)).toEqual(['hero', 'contact', 'faq', 'footer']);
  });

  it('refuses a duplicate id and an invalid section', () => {
    expect(errors(addSection(small, { id: 'hero', type: 'hero' }))).toEqual([
      'Section "hero" already exists',
    ]);
    expect(addSection(small, { id: 'Bad Id', type: 'faq' }).ok).toBe(false);
  });

  it("checks a contact form's address as every address on the page is checked", () => {
    const bare = createSampleSiteModel({ sections: ['hero', 'footer'] });
    for (const formEndpoint of [
      'https://x.test;script-src',
      "https://x.test/'unsafe-inline'",
      'https://x.test/a b',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://user:pw@x.test/',
      'https://*.x.test/',
      'https://x.test\uff1bscript-src',
      'http://x.test/',
      '/_zappy/contact',
    ]) {
      const edit = { op: 'addSection', section: { id: 'contact', type: 'contact', formEndpoint } };
      const result = applySiteEdits(bare, [edit as SiteEdit]);
      expect(result.ok, formEndpoint).toBe(false);
      expect(errors(result)[0]).toMatch(/^The form's address must /);
    }
    const added = value(
      addSection(bare, {
        id: 'contact',
        type: 'contact',
        formEndpoint: ' https://Forms.Example.com/f/1 ',
      }),
    );
    expect(added.sections.find((s) => s.type === 'contact')).toMatchObject({
      formEndpoint: 'https://forms.example.com/f/1',
    });
  });

  it('removes and moves', () => {
    expect(value(removeSection(small, 'contact')).sections.map((s) => s.id)).toEqual([
      'hero',
      'footer',
    ]);
    expect(value(moveSection(small, 'footer', 0)).sections.map((s) => s.id)).toEqual([
      'footer',
      'hero',
      'contact',
    ]);
    expect(errors(removeSection(small, 'x'))).toEqual(['Section "x" not found']);
    expect(errors(moveSection(small, 'hero', 9))).toEqual(['Position 9 is out of range']);
  });

  it('reorders when every id is named once', () => {
    expect(value(reorderSections(small, ['contact', 'hero', 'footer'])).sections[0]?.id).toBe(
      'contact',
    );
    expect(reorderSections(small, ['hero', 'footer']).ok).toBe(false);
    expect(reorderSections(small, ['hero', 'hero', 'footer']).ok).toBe(false);
  });
});

describe('pricing plans', () => {
  it('adds, edits and removes plans', () => {
    const added = value(addPricingPlan(model, { name: 'Family', price: 60 }));
    expect(pricing(added).plans.at(-1)).toMatchObject({
      name: 'Family',
      price: 60,
      actionLabel: '',
    });
    const edited = value(updatePricingPlan(added, 0, { price: 20 }));
    expect(pricing(edited).plans[0]?.price).toBe(20);
    const removed = value(removePricingPlan(edited, 0));
    expect(pricing(removed).plans.length).toBe(pricing(model).plans.length);
  });

  it("names the 1-based plan in 'must have a name' and 'cannot have negative price'", () => {
    expect(errors(addPricingPlan(model, { name: '', price: 5 }))).toEqual([
      'Pricing plan 4 must have a name',
    ]);
    expect(errors(updatePricingPlan(model, 1, { price: -1 }))).toEqual([
      'Pricing plan 2 cannot have negative price',
    ]);
    expect(errors(setPricingPlans(model, [{ name: ' ', price: -3 }]))).toEqual([
      'Pricing plan 1 must have a name',
      'Pricing plan 1 cannot have negative price',
    ]);
  });

  it('reports a missing plan or pricing section', () => {
    expect(errors(removePricingPlan(model, 9))).toEqual(['Pricing plan 10 not found']);
    const none = createSampleSiteModel({ sections: ['hero'] });
    expect(errors(addPricingPlan(none, { name: 'A', price: 1 }))).toEqual([
      'This site has no pricing section',
    ]);
  });

  it('changes currency and billing period', () => {
    const next = value(
      setPricingPlans(model, [{ name: 'A', price: 1 }], {
        currency: 'EUR',
        billingPeriod: 'yearly',
      }),
    );
    expect(pricing(next)).toMatchObject({ currency: 'EUR', billingPeriod: 'yearly' });
  });
});
