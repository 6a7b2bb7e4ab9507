import { gzipSync, strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SITE_STYLES } from '@zappy/site-model/constants';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { SECTION_TYPES } from '@zappy/site-model/schema';
import { exportJson, exportZip } from './export';
import { renderSite } from './render';
import { contrastRatio } from './contrast';

const model = createSampleSiteModel({ industry: 'bakery', style: 'modern' });
const html = (m = model) => String(renderSite(m).files['index.html']);

describe('renderSite', () => {
  it('produces every file of the export format', () => {
    const files = Object.keys(renderSite(model).files);
    for (const f of [
      'index.html',
      'styles.css',
      'script.js',
      'accessibility.js',
      'README.md',
      'sitemap.xml',
      'robots.txt',
      'favicon.svg',
    ]) {
      expect(files).toContain(f);
    }
    expect(files.filter((f) => f.startsWith('images/') && f.endsWith('.svg')).length).toBe(
      model.images.length,
    );
  });

  it('is deterministic', () => {
    expect(renderSite(model)).toEqual(
      renderSite(createSampleSiteModel({ industry: 'bakery', style: 'modern' })),
    );
  });

  it('renders all 14 section types in both of their first two layouts', () => {
    expect(SECTION_TYPES.length).toBe(14);
    for (const variant of [0, 1]) {
      const page = html(createSampleSiteModel({ variant }));
      for (const type of SECTION_TYPES.filter((t) => t !== 'footer')) {
        expect(page).toContain(`id="${type}"`);
      }
      expect(page).toContain('<footer class="ftr">');
    }
  });

  it('has one h1, landmarks, a skip link and lang', () => {
    const page = html();
    expect(page.match(/<h1[\s>]/g)?.length).toBe(1);
    expect(page).toMatch(/<html lang="en" dir="ltr"/);
    expect(page).toContain('<a class="skip" href="#z-main">');
    expect(page).toContain('<main id="z-main">');
    expect(page).toContain('<header');
    expect(page).toContain('<nav aria-label="Main">');
    // Without a hero the company name is the h1.
    const noHero = html(createSampleSiteModel({ sections: ['about', 'contact'] }));
    expect(noHero.match(/<h1[\s>]/g)?.length).toBe(1);
  });

  it('puts alt and data-slot on every image, with width and height', () => {
    const imgs = html().match(/<img [^>]*>/g) ?? [];
    expect(imgs.length).toBeGreaterThan(0);
    for (const img of imgs) {
      expect(img).toMatch(/ alt="[^"]+"/);
      expect(img).toMatch(/ data-slot="[^"]+"/);
      expect(img).toMatch(/ width="\d+" height="\d+"/);
    }
  });

  it('lists an uploaded image at each of its widths, with sizes that fit where it shows', () => {
    const hero = model.sections.find((s) => s.type === 'hero');
    const heroImage = hero?.type === 'hero' ? hero.imageId : '';
    const variants = [480, 960, 1600].map((width) => ({
      width,
      path: `images/upload-abc-${width}.webp`,
    }));
    const uploaded = {
      ...model,
      images: model.images.map((image) =>
        image.id === heroImage
          ? { ...image, source: 'upload' as const, url: variants[2]?.path ?? '', variants }
          : image,
      ),
    };
    const tag = html(uploaded)
      .match(/<img [^>]*data-slot="[^"]*"[^>]*>/g)
      ?.find((img) => img.includes('upload-abc'));
    expect(tag).toContain('src="images/upload-abc-1600.webp"');
    expect(tag).toContain(
      'srcset="images/upload-abc-480.webp 480w, images/upload-abc-960.webp 960w, images/upload-abc-1600.webp 1600w"',
    );
    expect(tag).toMatch(/ sizes="[^"]+"/);
    expect(tag).toMatch(/ width="\d+" height="\d+"/);
    // Generated (procedural) images have one file and no srcset.
    expect(html()).not.toContain('srcset=');
  });

  it('names a photo by its owner’s words, else its name, else as the business’s photo, escaped', () => {
    const heroAlt = (image: Partial<(typeof model.images)[number]>, m = model) => {
      const edited = {
        ...m,
        images: m.images.map((i) =>
          i.id === 'hero' ? { ...i, source: 'upload' as const, ...image } : i,
        ),
      };
      return /<img [^>]*alt="([^"]*)"[^>]*data-slot="hero"/.exec(html(edited))?.[1];
    };
    expect(heroAlt({ alt: 'Loaves <b>&</b> buns', name: 'Storefront' })).toBe(
      'Loaves &lt;b&gt;&amp;&lt;/b&gt; buns',
    );
    expect(heroAlt({ alt: '', name: 'Storefront' })).toBe('Storefront');
    expect(heroAlt({ alt: '', name: '' })).toBe(`${model.business.companyName} photo`);
    const french = { ...model, locale: { ...model.locale, language: 'fr' } };
    expect(heroAlt({ alt: '', name: '' }, french)).toBe(`Photo de ${french.business.companyName}`);
  });

  it('writes SEO: title, description, canonical, Open Graph, Twitter, JSON-LD, sitemap, robots', () => {
    const { files } = renderSite(model);
    const page = String(files['index.html']);
    expect(page).toContain(
      '<title>Golden Crumb Bakery | Slow-fermented bread, baked before sunrise</title>',
    );
    expect(page).toContain('<meta name="description"');
    expect(page).toContain(
      '<link rel="canonical" href="https://golden-crumb-bakery.example.com/">',
    );
    expect(page).toContain('<meta property="og:title"');
    expect(page).toContain(
      '<meta property="og:image" content="https://golden-crumb-bakery.example.com/images/hero.svg">',
    );
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    const ld = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1] ?? '{}',
    ) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Bakery',
      name: 'Golden Crumb Bakery',
      telephone: '+1 (555) 010-2030',
      address: { '@type': 'PostalAddress', addressLocality: 'Portland' },
    });
    expect(ld['openingHours']).toContain('Mo 09:00-17:00');
    expect(ld['openingHours']).toContain('Sa 10:00-14:00');
    expect(ld['openingHours']).not.toContainEqual(expect.stringMatching(/^Su/));
    expect(files['sitemap.xml']).toContain('<loc>https://golden-crumb-bakery.example.com/</loc>');
    expect(files['robots.txt']).toBe(
      'User-agent: *\nAllow: /\nSitemap: https://golden-crumb-bakery.example.com/sitemap.xml\n',
    );
    expect(
      renderSite(model, { siteUrl: 'https://x.sites.example.com' }).files['robots.txt'],
    ).toContain('https://x.sites.example.com/sitemap.xml');
  });

  it('escapes every text and never emits script from model text', () => {
    const evil = '<script>window.__pwned=1</script><img src=x onerror=alert(1)>"\'';
    const m = createSampleSiteModel({ companyName: evil });
    const { files } = renderSite({ ...m, seo: { ...m.seo, title: evil, description: evil } });
    const page = String(files['index.html']);
    expect(page).not.toContain('<script>window');
    expect(page).not.toContain('<img src=x');
    // script.js, the JSON-LD block and the interface words for the browser code (data blocks).
    expect(page.match(/<script/g)?.length).toBe(3);
    expect(String(files['README.md'])).not.toContain('<script>');
  });

  it('neutralises unsafe links', () => {
    const m = createSampleSiteModel();
    const hero = m.sections[0];
    if (hero?.type !== 'hero') throw new Error('no hero');
    const page = html({
      ...m,
      sections: [
        { ...hero, primaryAction: { label: 'Go', href: 'javascript:alert(1)' } },
        ...m.sections.slice(1),
      ],
    });
    expect(page).not.toContain('javascript:');
  });

  it("links the owner's own website in the contact details, only as http(s)", () => {
    const m = createSampleSiteModel();
    const withSite = (website: string) =>
      html({
        ...m,
        business: { ...m.business, contactDetails: { ...m.business.contactDetails, website } },
      });
    expect(withSite('marlimpio.org')).toMatch(
      /<b>Website<\/b><a href="https:\/\/marlimpio.org" rel="noopener">marlimpio.org<\/a>/,
    );
    expect(withSite('https://www.example.com/shop/')).toContain(
      '<a href="https://www.example.com/shop/" rel="noopener">example.com/shop</a>',
    );
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'not a site'])
      expect(withSite(bad)).not.toContain('<b>Website</b>');
  });

  it('corrects a palette that fails contrast at render time', () => {
    const m = createSampleSiteModel();
    const bad = {
      ...m,
      brand: { ...m.brand, palette: { ...m.brand.palette, textMuted: '#cccccc', text: '#aaaaaa' } },
    };
    const css = String(renderSite(bad).files['styles.css']);
    const muted = /--mu:(#[0-9a-f]{6})/.exec(css)?.[1] ?? '';
    expect(contrastRatio(muted, bad.brand.palette.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(muted, bad.brand.palette.surfaceAlt)).toBeGreaterThanOrEqual(4.5);
  });

  it("posts the contact form to the hosting server, or to the owner's endpoint when given", () => {
    expect(html()).toMatch(/<form [^>]*method="post" action="\/_zappy\/contact" data-zform>/);
    expect(html()).not.toMatch(/<form [^>]*action="mailto:/);
    const m = createSampleSiteModel();
    const sections = m.sections.map((s) =>
      s.type === 'contact' ? { ...s, formEndpoint: 'https://forms.example.com/f/1' } : s,
    );
    const page = html({ ...m, sections });
    expect(page).toContain('action="https://forms.example.com/f/1" data-zform>');
    expect(page).toContain('connect-src &#39;self&#39; https://forms.example.com');
    expect(page).toContain('form-action &#39;self&#39; https://forms.example.com');
  });

  it('differs clearly between the six styles', () => {
    const css = SITE_STYLES.map((style) =>
      String(renderSite(createSampleSiteModel({ style })).files['styles.css']),
    );
    expect(new Set(css).size).toBe(6);
  });

  it('stays within the size budget (HTML+CSS+JS < 50 KB raw, < 15 KB gzip)', () => {
    for (const style of SITE_STYLES) {
      const { files } = renderSite(createSampleSiteModel({ style, industry: 'tech' }));
      const text = ['index.html', 'styles.css', 'script.js'].map((f) => String(files[f])).join('');
      const raw = new TextEncoder().encode(text);
      expect(raw.length).toBeLessThan(50_000);
      const gz = ['index.html', 'styles.css', 'script.js'].reduce(
        (sum, f) => sum + gzipSync(new TextEncoder().encode(String(files[f]))).length,
        0,
      );
      expect(gz).toBeLessThan(15_000);
    }
  });
});

describe('export', () => {
  it('zips exactly the rendered files, byte for byte, deterministically', () => {
    const zip = exportZip(model);
    expect(exportZip(model)).toEqual(zip);
    const entries = unzipSync(zip);
    const { files } = renderSite(model);
    expect(Object.keys(entries).sort()).toEqual(Object.keys(files).sort());
    for (const [path, content] of Object.entries(files)) {
      expect(strFromU8(entries[path] ?? new Uint8Array())).toBe(content);
    }
  });

  it('exports the model as JSON that parses back to the same model', () => {
    expect(JSON.parse(exportJson(model))).toEqual(model);
  });
});
