import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { describe, expect, it } from 'vitest';
import { changedAreas } from './areas';
import { updateBusinessInfo, type BusinessInfoPatch } from './edit';
import type { Result } from './result';
import type { Section, SiteModel } from './schema';

const sample = createSampleSiteModel({ industry: 'bakery' });

function withCopy(edit: (section: Section) => Section): SiteModel {
  return { ...sample, sections: sample.sections.map(edit) };
}

// The sample bakery with copy that names its facts, as generated copy does.
const model = withCopy((section) => {
  if (section.type === 'contact') {
    return {
      ...section,
      heading: 'Visit Golden Crumb Bakery in Portland',
      intro:
        'Call +1 (555) 010-2030 or write to hello@golden-crumb-bakery.example.com. We reply within a day.',
    };
  }
  if (section.type === 'hero') {
    return {
      ...section,
      eyebrow: 'Bakery in Portland',
      primaryAction: { label: 'Call us', href: 'tel:+15550102030' },
    };
  }
  return section;
});

function value(result: Result<SiteModel>): SiteModel {
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.value;
}

const edit = (patch: BusinessInfoPatch, from = model) => value(updateBusinessInfo(from, patch));
const section = (m: SiteModel, type: Section['type']) => {
  const found = m.sections.find((s) => s.type === type);
  if (!found) throw new Error(`no ${type}`);
  return found;
};
const intro = (m: SiteModel) => (section(m, 'contact') as { intro: string }).intro;

describe('a changed fact is restated wherever the copy names it', () => {
  it('a new phone replaces the old one in the text and in the call button, whatever its format', () => {
    const next = edit({ contactDetails: { phone: '(503) 555-0199' } });
    expect(intro(next)).toBe(
      'Call (503) 555-0199 or write to hello@golden-crumb-bakery.example.com. We reply within a day.',
    );
    const hero = section(next, 'hero');
    expect(hero.type === 'hero' && hero.primaryAction?.href).toBe('tel:5035550199');
    expect(JSON.stringify(next)).not.toContain('010-2030');
  });

  it('a new email, name and city are restated in headings, search data and alt texts', () => {
    const next = edit({
      companyName: 'Crumb & Co $1',
      contactDetails: { email: 'bake@crumb.example', address: { city: 'Salem' } },
    });
    expect(section(next, 'contact').heading).toBe('Visit Crumb & Co $1 in Salem');
    expect(intro(next)).toContain('write to bake@crumb.example.');
    const hero = section(next, 'hero');
    expect(hero.type === 'hero' && hero.eyebrow).toBe('Bakery in Salem');
    const text = JSON.stringify({ sections: next.sections, seo: next.seo, images: next.images });
    expect(text).not.toMatch(/Golden Crumb Bakery|Portland|hello@golden/);
  });

  it('restates whole words only: a city inside another word stays', () => {
    const from = withCopy((s) =>
      s.type === 'about' ? { ...s, body: 'Portlandia fans welcome; baked in Portland.' } : s,
    );
    const next = edit({ contactDetails: { address: { city: 'Salem' } } }, from);
    const about = section(next, 'about');
    expect(about.type === 'about' && about.body).toBe('Portlandia fans welcome; baked in Salem.');
  });

  it('keeps a word of the copy that shares the old place’s name where it opens a text', () => {
    const from = withCopy((s) =>
      s.type === 'about'
        ? { ...s, body: 'Bath and brush for every dog. We cover Bath and Keynsham.' }
        : s,
    );
    const inBath = edit({ contactDetails: { address: { city: 'Bath' } } }, from);
    const next = edit({ contactDetails: { address: { city: 'Bristol' } } }, inBath);
    const about = section(next, 'about');
    expect(about.type === 'about' && about.body).toBe(
      'Bath and brush for every dog. We cover Bristol and Keynsham.',
    );
  });

  it('keeps the one-letter Hebrew and Arabic prefixes joined to a restated place', () => {
    const from = withCopy((s) =>
      s.type === 'about' ? { ...s, body: 'מאפייה בחיפה. مخبز وعمّان' } : s,
    );
    const hebrew = edit({ contactDetails: { address: { city: 'חיפה' } } }, from);
    const next = edit({ contactDetails: { address: { city: 'נשר' } } }, hebrew);
    const about = section(next, 'about');
    expect(about.type === 'about' && about.body).toBe('מאפייה בנשר. مخبز وعمّان');
  });

  it('a removed phone takes its sentence along, and its button goes to the contact form', () => {
    const next = edit({ contactDetails: { phone: '' } });
    expect(intro(next)).toBe('We reply within a day.');
    const hero = section(next, 'hero');
    expect(hero.type === 'hero' && hero.primaryAction?.href).toBe('#contact');
  });

  it('leaves every text alone when no fact changed', () => {
    const next = edit({ tagline: 'Fresh every morning' });
    expect(next.sections).toEqual(model.sections);
    expect(next.seo).toEqual(model.seo);
  });

  it('counts a restated text as part of the fact’s change, not as a change of the copy', () => {
    const next = edit({ contactDetails: { phone: '(503) 555-0199', address: { city: 'Salem' } } });
    expect(changedAreas(model, next)).toEqual(['contact']);
  });
});
