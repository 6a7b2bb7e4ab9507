import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { SITE_STYLES } from '@zappy/site-model/constants';
import type { SiteModel } from '@zappy/site-model/schema';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { renderSite } from './render';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

/** A plumber whose hero offers to call: the button's label is the phone number itself. */
function plumberCalling(style: (typeof SITE_STYLES)[number]): SiteModel {
  const model = createSampleSiteModel({
    industry: 'food',
    style,
    companyName: 'Rapid Flow Plumbing',
  });
  return {
    ...model,
    sections: model.sections.map((section) =>
      section.type === 'hero'
        ? { ...section, secondaryAction: { label: 'Call (555) 201-3344', href: 'tel:5552013344' } }
        : section,
    ),
  };
}

describe('hero buttons that dial', () => {
  it('keep the phone number on one line: no breaking space or hyphen inside the link', () => {
    const html = String(renderSite(plumberCalling('modern')).files['index.html']);
    expect(html).toContain(
      '<a class="btn btn-2" href="tel:5552013344">Call&nbsp;(555)&nbsp;201&#8209;3344</a>',
    );
  });

  it.each(SITE_STYLES)('pass html-validate in the %s style', async (style) => {
    const html = String(renderSite(plumberCalling(style)).files['index.html']);
    const report = await validator.validateString(html);
    const errors = report.results.flatMap((result) =>
      result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`),
    );
    expect(errors).toEqual([]);
  });
});

describe('the hero lead', () => {
  /** A hero with no intro whose tagline is its heading, or something else. */
  function heroWith(tagline: string): SiteModel {
    const model = createSampleSiteModel({ industry: 'pet', companyName: 'Pootjes' });
    return {
      ...model,
      business: { ...model.business, tagline },
      sections: model.sections.map((section) =>
        section.type === 'hero' ? { ...section, heading: 'Dit is Pootjes', intro: '' } : section,
      ),
    };
  }
  const leadOf = (model: SiteModel) => {
    const html = String(renderSite(model).files['index.html']);
    const hero = html.slice(html.indexOf('<section id="hero"'), html.indexOf('</section>'));
    return /<p class="lead">([^<]*)<\/p>/u.exec(hero)?.[1];
  };

  it('shows the tagline for an empty intro, but never the heading a second time', () => {
    expect(leadOf(heroWith('Trimmen aan huis in Eindhoven'))).toBe('Trimmen aan huis in Eindhoven');
    expect(leadOf(heroWith('Dit is Pootjes'))).toBeUndefined();
    expect(leadOf(heroWith(' dit is pootjes '))).toBeUndefined();
  });
});

describe('a business that goes to its customers', () => {
  /** A mobile groomer with a city but no street, serving three towns. */
  function mobileGroomer(): SiteModel {
    const model = createSampleSiteModel({
      industry: 'pet',
      style: 'modern',
      companyName: 'Paws on Wheels',
    });
    const details = model.business.contactDetails;
    return {
      ...model,
      business: {
        ...model.business,
        contactDetails: {
          ...details,
          address: { ...details.address, street: '', city: 'Bristol' },
        },
        serviceArea: ['Bristol', 'Bath', 'Keynsham'],
      },
    };
  }

  it('names the area served in the contact block instead of an address to visit', () => {
    const html = String(renderSite(mobileGroomer()).files['index.html']);
    expect(html).toContain('<b>Areas we cover</b>Bristol, Bath, and Keynsham');
    expect(html).not.toContain('<b>Visit</b>');
  });

  it('joins the towns the site language’s way: Arabic with و, Hebrew with a joined ו', () => {
    const inLanguage = (language: 'ar' | 'he', serviceArea: string[]) => {
      const model = mobileGroomer();
      return String(
        renderSite({
          ...model,
          locale: { ...model.locale, language, direction: 'rtl' },
          business: { ...model.business, serviceArea },
        }).files['index.html'],
      );
    };
    expect(inLanguage('ar', ['دبي', 'الشارقة', 'عجمان'])).toContain(
      '</b>دبي والشارقة وعجمان</div>',
    );
    expect(inLanguage('he', ['חיפה', 'קריות', 'נשר'])).toContain('</b>חיפה, קריות ונשר</div>');
    expect(inLanguage('he', ['חיפה', 'Nesher'])).toContain('</b>חיפה ו-Nesher</div>');
  });

  it('lists every town as areaServed in the JSON-LD', () => {
    const html = String(renderSite(mobileGroomer()).files['index.html']);
    const json =
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(
      (JSON.parse(json) as { areaServed?: { name: string }[] }).areaServed?.map((p) => p.name),
    ).toEqual(['Bristol', 'Bath', 'Keynsham']);
  });
});
