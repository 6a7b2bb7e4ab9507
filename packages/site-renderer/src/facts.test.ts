import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { findTool } from '@zappy/site-model/integrations';
import { applySiteEdits, type SiteEdit } from '@zappy/site-model/patch';
import type { SiteModel } from '@zappy/site-model/schema';
import { describe, expect, it } from 'vitest';
import { renderSite } from './render';

// Issue 24, "facts have one home": a changed phone, email, address or hour shows everywhere at
// once (page text, JSON-LD, meta, llms.txt, README, the 404 page) and the old one nowhere.
const sample = createSampleSiteModel({ industry: 'bakery' });
const llms = findTool('add_llms_txt');
if (!llms) throw new Error('llms.txt is a known tool');

// The sample with copy that names its facts, as generated copy does, and llms.txt applied.
const model: SiteModel = {
  ...sample,
  business: {
    ...sample.business,
    description: 'Call +1 (555) 010-2030, open Saturday 10-14, sourdough from $6.',
  },
  sections: sample.sections.map((s) => {
    if (s.type === 'contact') {
      return {
        ...s,
        intro: 'Call +1 (555) 010-2030 or write to hello@golden-crumb-bakery.example.com.',
      };
    }
    if (s.type === 'about') return { ...s, body: 'A neighbourhood bakery in Portland.' };
    return s;
  }),
  integrations: [
    {
      serverId: llms.server.serverId,
      toolName: 'add_llms_txt',
      category: llms.server.category,
      configuration: {},
      priority: 'medium',
      status: 'configured',
      appliedAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

function edited(edits: SiteEdit[]): SiteModel {
  const result = applySiteEdits(model, edits);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.value;
}

/** Every text file of the rendered site, by path. */
function textFiles(site: SiteModel): Record<string, string> {
  const { files } = renderSite(site, { siteUrl: 'https://crumb.example.com/' });
  return Object.fromEntries(
    Object.entries(files).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

describe('a changed fact, everywhere at once', () => {
  const before = textFiles(model);
  const after = textFiles(
    edited([
      {
        op: 'updateBusinessInfo',
        patch: {
          companyName: 'Crumb & Co',
          contactDetails: {
            phone: '(503) 555-0199',
            email: 'bake@crumb.example',
            address: { street: '9 Oak Avenue', city: 'Salem' },
          },
          businessHours: { saturday: { open: '09:00', close: '13:00' } },
        },
      },
    ]),
  );

  it('the old facts were in every file that names them before the change', () => {
    for (const file of ['index.html', 'llms.txt']) expect(before[file]).toContain('Portland');
    for (const file of ['index.html', '404.html', 'llms.txt', 'README.md']) {
      expect(before[file]).toContain('Golden Crumb Bakery');
    }
    expect(before['index.html']).toContain('010-2030');
    expect(before['llms.txt']).toContain('010-2030');
  });

  it('no file says the old name, phone, email, street or city', () => {
    const olds = [
      'Golden Crumb Bakery',
      '010-2030',
      '5550102030',
      'hello@golden-crumb',
      '14 Mill Street',
      'Portland',
    ];
    for (const [path, text] of Object.entries(after)) {
      for (const old of olds) {
        expect(`${path}: ${text.includes(old) ? old : ''}`).toBe(`${path}: `);
      }
    }
  });

  it('the page text, JSON-LD, llms.txt and 404 page say the new ones', () => {
    const page = after['index.html'] ?? '';
    expect(page).toContain('Call (503) 555-0199 or write to bake@crumb.example.');
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}',
    ) as { telephone?: string; email?: string; address?: { addressLocality?: string } };
    expect(jsonLd.telephone).toBe('(503) 555-0199');
    expect(jsonLd.email).toBe('bake@crumb.example');
    expect(jsonLd.address?.addressLocality).toBe('Salem');
    expect(after['llms.txt']).toContain('(503) 555-0199');
    expect(after['llms.txt']).toContain('Saturday: 09:00 – 13:00');
    expect(after['404.html']).toContain('Page not found | Crumb &amp; Co');
    expect(after['README.md']).toContain('# Crumb & Co');
  });

  it('llms.txt gives hours and prices from their homes, not the owner’s first description', () => {
    expect(after['llms.txt']).not.toContain('open Saturday 10-14');
    expect(after['llms.txt']).toContain('A neighbourhood bakery in Salem.');
  });
});
