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
