import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { SiteModelSchema, type SiteModel } from '@zappy/site-model/schema';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape';
import { contentSecurityPolicy } from './page-head';
import { MESSAGES, UI_LANGUAGES } from './i18n';
import { renderSite } from './render';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

/** The sample bakery with a Pexels photo as its hero (and its about image), as generation stores them. */
function withPhotos(language = 'en'): SiteModel {
  const model = createSampleSiteModel({ industry: 'bakery' });
  const photo = (id: string, n: number) => ({
    source: 'provider' as const,
    url: `images/photo-${id}-1200.webp`,
    width: 1200,
    height: 800,
    alt: `Loaves on a wooden table ${n}`,
    variants: [480, 960, 1200].map((width) => ({
      width,
      path: `images/photo-${id}-${width}.webp`,
    })),
    credit: {
      name: `Jane <Doe> ${n}`,
      url: `https://www.pexels.com/@jane-${n}`,
      provider: 'Pexels',
      providerUrl: 'https://www.pexels.com',
    },
  });
  return SiteModelSchema.parse({
    ...model,
    locale: { ...model.locale, language },
    images: model.images.map((image) =>
      image.id === 'hero'
        ? { ...image, ...photo('a1', 1) }
        : image.id === 'about'
          ? { ...image, ...photo('b2', 2) }
          : image,
    ),
  });
}

describe('a provider photo on the page', () => {
  const model = withPhotos();
  const { files } = renderSite(model);
  const html = String(files['index.html']);

  it('is served from the site at the widths of its srcset, with no file drawn for it', () => {
    expect(html).toContain(
      'src="images/photo-a1-1200.webp" srcset="images/photo-a1-480.webp 480w, images/photo-a1-960.webp 960w, images/photo-a1-1200.webp 1200w"',
    );
    expect(html).toContain('alt="Loaves on a wooden table 1"');
    expect(files['images/hero.svg']).toBeUndefined();
    expect(files['images/gallery-1.svg']).toBeDefined();
    expect(contentSecurityPolicy(model)).toContain("img-src 'self' data:;");
  });

  it('credits the photographers and Pexels in the footer, escaped, with working links', async () => {
    expect(html).toContain(
      '<p class="credits">Photos: <a href="https://www.pexels.com/@jane-1" rel="noopener">Jane &lt;Doe&gt; 1</a>, <a href="https://www.pexels.com/@jane-2" rel="noopener">Jane &lt;Doe&gt; 2</a> / <a href="https://www.pexels.com" rel="noopener">Pexels</a></p>',
    );
    const report = await validator.validateString(html);
    expect(report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2))).toEqual([]);
  });

  it('lists the credits in the export README', () => {
    const readme = String(files['README.md']);
    expect(readme).toContain('## Photo credits');
    expect(readme).toContain(
      '- `images/photo-a1-1200.webp`: [Jane \\<Doe\\> 1](https://www.pexels.com/@jane-1) / [Pexels](https://www.pexels.com)',
    );
  });

  it.each(UI_LANGUAGES)('words the credit in %s', (language) => {
    const page = String(renderSite(withPhotos(language)).files['index.html']);
    expect(page).toContain(`<p class="credits">${escapeHtml(MESSAGES[language].photoCredits)}: <a`);
  });

  it('shows no credit line and no credits section for a site without provider photos', () => {
    const plain = renderSite(createSampleSiteModel({ industry: 'bakery' })).files;
    expect(String(plain['index.html'])).not.toContain('class="credits"');
    expect(String(plain['README.md'])).not.toContain('## Photo credits');
  });
});

/** The sample bakery with an Unsplash photo as its hero, hotlinked as Unsplash's terms ask. */
function withUnsplashHero(): SiteModel {
  const model = createSampleSiteModel({ industry: 'bakery' });
  const sized = (width: number) =>
    `https://images.unsplash.com/photo-1?ixid=M3w&w=${width}&fit=max&q=75&auto=format`;
  return SiteModelSchema.parse({
    ...model,
    images: model.images.map((image) =>
      image.id === 'hero'
        ? {
            ...image,
            source: 'provider',
            url: sized(1600),
            width: 1600,
            height: 1067,
            variants: [480, 960, 1600].map((width) => ({ width, path: sized(width) })),
            credit: {
              name: 'Ada Photographer',
              url: 'https://unsplash.com/@ada?utm_source=zappy&utm_medium=referral',
              provider: 'Unsplash',
              providerUrl: 'https://unsplash.com/?utm_source=zappy&utm_medium=referral',
            },
          }
        : image,
    ),
  });
}

describe('a hotlinked Unsplash photo on the page', () => {
  const model = withUnsplashHero();
  const { files } = renderSite(model);
  const html = String(files['index.html']);

  it("loads from Unsplash's image host at each width, and the CSP lets exactly that host in", () => {
    expect(html).toContain(
      'srcset="https://images.unsplash.com/photo-1?ixid=M3w&amp;w=480&amp;fit=max&amp;q=75&amp;auto=format 480w, ',
    );
    expect(files['images/hero.svg']).toBeUndefined();
    expect(contentSecurityPolicy(model)).toContain(
      "img-src 'self' data: https://images.unsplash.com;",
    );
    expect(html).toContain(
      'content="default-src &#39;self&#39;; img-src &#39;self&#39; data: https://images.unsplash.com;',
    );
  });

  it('credits the photographer and Unsplash with the referral links', () => {
    expect(html).toContain(
      '<a href="https://unsplash.com/@ada?utm_source=zappy&amp;utm_medium=referral" rel="noopener">Ada Photographer</a> / <a href="https://unsplash.com/?utm_source=zappy&amp;utm_medium=referral" rel="noopener">Unsplash</a>',
    );
  });

  it('widens no CSP of a site without one', () => {
    expect(contentSecurityPolicy(createSampleSiteModel({ industry: 'bakery' }))).toContain(
      "img-src 'self' data:;",
    );
  });

  it('refuses a hotlink address that could break out of srcset', () => {
    const model = withUnsplashHero();
    const hero = model.images[0];
    if (!hero) throw new Error('no hero');
    const bad = {
      ...hero,
      variants: [{ width: 480, path: 'https://a.example/x.jpg 9000w, evil' }],
    };
    expect(SiteModelSchema.safeParse({ ...model, images: [bad] }).success).toBe(false);
  });

  it("shows no image from a host that is not a photo service's, nor names it in the CSP", () => {
    const model = withUnsplashHero();
    const moved = (address: string) => address.replace('images.unsplash.com', 'tracker.example');
    const elsewhere = {
      ...model,
      images: model.images.map((image) =>
        image.id === 'hero'
          ? {
              ...image,
              url: moved(image.url),
              variants: image.variants.map((v) => ({ ...v, path: moved(v.path) })),
            }
          : image,
      ),
    };
    const rendered = renderSite(elsewhere).files;
    expect(String(rendered['index.html'])).not.toContain('tracker.example');
    expect(rendered['images/hero.svg']).toBeDefined();
    expect(contentSecurityPolicy(elsewhere)).toContain("img-src 'self' data:;");
  });
});
