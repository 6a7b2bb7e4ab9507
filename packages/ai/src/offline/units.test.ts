import { SiteModelSchema } from '@zappy/site-model/schema';
import { createSampleSiteModel } from '@zappy/fixtures/sample-sites';
import { paletteMeetsContrast } from '@zappy/site-renderer/contrast';
import { WizardQuestionSchema } from '@zappy/contract/wizard';
import { describe, expect, it } from 'vitest';
import { createBrain } from '../brain';
import { applySiteEdits } from '@zappy/site-model/patch';
import { heroImageDataUrl, suggestHeroImages } from '../hero-images';
import { INDUSTRIES, matchIndustries } from '../knowledge/industries';
import { colorsToPalette, suggestPalettes } from '../palettes';
import { extract, extractAddress, extractPhone, extractPlace } from './extract';
import { extractServices } from './services';
import { extractName } from './names';
import { extractHours, readHours } from './hours';
import { extractFigures, extractPlans, extractProduct, softLower } from './facts';
import type { QuestionAnswer } from './question-flow';

describe('knowledge base', () => {
  it('has at least 25 industries, each complete', () => {
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(25);
    for (const i of INDUSTRIES) {
      expect(i.keywords.length).toBeGreaterThan(3);
      expect(i.services.length).toBeGreaterThanOrEqual(5);
      expect(i.colors.length).toBeGreaterThanOrEqual(2);
      expect(
        matchIndustries(`We are a ${i.noun} with ${i.services[0]?.[0] ?? ''}`)[0]?.industry.key,
        i.key,
      ).toBe(i.key);
    }
  });

  it('recognises non-English words', () => {
    expect(matchIndustries('una panadería en Madrid')[0]?.industry.key).toBe('bakery');
    expect(matchIndustries('un cabinet d’avocats, avocat en droit')[0]?.industry.key).toBe('law');
    expect(matchIndustries('Zahnarzt in Berlin')[0]?.industry.key).toBe('dental');
    expect(matchIndustries('מספרה בחיפה')[0]?.industry.key).toBe('salon');
  });
});

describe('extraction', () => {
  it('reads names, places, phones and hours', () => {
    expect(extractName('We run a bakery called Golden Crumb in Portland')).toBe('Golden Crumb');
    expect(extractName('Bloom & Co is a florist in Austin')).toBe('Bloom & Co');
    expect(extractPlace('A florist based in San Francisco, CA')).toEqual({
      city: 'San Francisco',
      state: 'CA',
    });
    expect(extractPhone('call +44 117 496 0123 today')).toBe('+44 117 496 0123');
    expect(extractPhone('open 8-6 since 2009')).toBeUndefined();
    const hours = extractHours('Mon-Fri 8-6, Sat 9am-1pm, closed Sunday');
    expect(hours?.friday).toEqual({ closed: false, open: '08:00', close: '18:00' });
    expect(hours?.saturday).toEqual({ closed: false, open: '09:00', close: '13:00' });
    expect(hours?.sunday.closed).toBe(true);
  });
});

describe('reading what the owner said', () => {
  it('reads plans with their currency, period and the words they came from', () => {
    const text = 'Pricing: free tier, Pro at $29/month, Team at $99/month.';
    const { plans, facts } = extractPlans(text);
    expect(plans.map((p) => [p.name, p.price, p.currency, p.period])).toEqual([
      ['Free', 0, 'USD', 'monthly'],
      ['Pro', 29, 'USD', 'monthly'],
      ['Team', 99, 'USD', 'monthly'],
    ]);
    expect(facts.map((f) => f.source.text)).toEqual([
      'free tier',
      'Pro at $29/month',
      'Team at $99/month',
    ]);
    expect(extractPlans('Lessons from £25 a month').plans[0]).toMatchObject({
      name: 'Lessons',
      price: 25,
      currency: 'GBP',
      period: 'monthly',
      isFrom: true,
    });
    expect(extractPlans('We raised over $2,000 last year').plans).toEqual([]);
    expect(extractPlans('Business $15 per user per month').plans[0]).toMatchObject({
      period: 'monthly',
      features: ['Per user'],
    });
    expect(extractPlans('Walks $25 per walk').plans[0]).toMatchObject({
      name: 'Walks',
      period: 'one-time',
      features: ['Per walk'],
    });
    expect(extractName('Somos Panadería El Trigo en Madrid')).toBe('Panadería El Trigo');
    expect(extractName('Wir sind die Hundeschule Pfotenglück in Köln')).toBe(
      'Hundeschule Pfotenglück',
    );
    expect(extractPlans('Prices on request').pricesOnRequest).toBe(true);
  });

  it('reads hours in the usual forms and languages, never inventing a closing time', () => {
    expect(readHours('open Tuesday to Sunday from 7am')).toMatchObject({
      note: 'Tuesday to Sunday from 07:00',
    });
    expect(readHours('open Tuesday to Sunday from 7am').hours).toBeUndefined();
    expect(extractHours('Open 24 hours')?.sunday).toEqual({
      closed: false,
      open: '00:00',
      close: '23:59',
    });
    expect(extractHours('de lunes a viernes de 9 a 18h')?.friday.close).toBe('18:00');
    expect(extractHours('du mardi au samedi de 8h à 19h30')?.saturday.close).toBe('19:30');
    expect(extractHours('Montag bis Freitag 8-17 Uhr')?.monday.open).toBe('08:00');
    expect(readHours('closed Sundays')).toEqual({});
  });

  it('never reads opening hours as services', () => {
    expect(
      extractServices(
        'PulseFit offers personal training and group classes, open Mon-Fri 6-10, Sat 8-6.',
      ),
    ).toEqual(['Personal training', 'Group classes']);
    expect(extractServices('We offer haircuts, beard trims, Sat 9am-1pm')).toEqual([
      'Haircuts',
      'Beard trims',
    ]);
  });

  it('reads full addresses and keeps the owner words for the product, numbers and brands', () => {
    expect(extractAddress('42 Oak Street, Austin, TX 78701')).toEqual({
      street: '42 Oak Street',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    expect(extract('A nonprofit planting gardens across Detroit').city).toBe('Detroit');
    expect(
      extractProduct(
        'Loglens is a developer tool that turns production logs into searchable timelines.',
      )?.product,
    ).toBe('a developer tool that turns production logs into searchable timelines');
    expect(extractFigures('48 gardens with 3,000 volunteers since 2015', []).figures).toEqual([
      { value: '48', label: 'gardens' },
      { value: '3,000', label: 'volunteers' },
    ]);
    expect(softLower('Invisalign Aligners and HIIT', ['Invisalign'])).toBe(
      'Invisalign aligners and HIIT',
    );
    const ex = extract('We offer cleanings, Invisalign and whitening. Instagram @brightsmile');
    expect(ex.socialHandles).toEqual(['@brightsmile']);
    expect(ex.facts.find((f) => f.kind === 'brand')?.value).toBe('Invisalign');
  });
});

describe('palettes and hero images', () => {
  it('suggests palettes where every text/background pair passes 4.5:1, for any brand colour', () => {
    for (const color of ['#ffff00', '#00ffff', '#ff69b4', '#111111', '#777777', 'light green']) {
      for (const s of suggestPalettes({ colors: [color], industry: 'bakery', count: 6 })) {
        expect(paletteMeetsContrast(s.palette)).toBe(true);
        expect(paletteMeetsContrast(colorsToPalette(s.colors))).toBe(true);
      }
    }
    for (const i of INDUSTRIES)
      for (const s of suggestPalettes({ industry: i.key }))
        expect(paletteMeetsContrast(s.palette)).toBe(true);
  });

  it('gives deterministic hero ideas that render as SVG data URLs', () => {
    const a = suggestHeroImages({ industry: 'bakery', businessName: 'Golden Crumb', seed: 4 });
    expect(a).toEqual(
      suggestHeroImages({ industry: 'bakery', businessName: 'Golden Crumb', seed: 4 }),
    );
    expect(a[0]?.motif).toBe('croissant');
    const palette = suggestPalettes({ industry: 'bakery' })[0]?.palette;
    if (!a[0] || !palette) throw new Error('missing');
    expect(atob(heroImageDataUrl(a[0], palette).split(',')[1] ?? '')).toMatch(/^<svg /);
  });
});

describe('question flow', () => {
  const brain = createBrain({ seed: 2 });

  it('starts at 10 questions and completes with a summary', () => {
    expect(brain.questionProgress({})).toEqual({ current: 0, total: 10 });
    const answers: Record<string, QuestionAnswer> = {};
    const types = new Set<string>();
    for (let i = 0; i < 15; i += 1) {
      const q = brain.nextQuestion(answers);
      if (!q) break;
      expect(WizardQuestionSchema.safeParse(q).success).toBe(true);
      types.add(q.type);
      answers[q.id] =
        q.id === 'description'
          ? 'A family bakery in Portland known for sourdough'
          : q.id === 'identity'
            ? 'Golden Crumb'
            : q.type === 'multi_select'
              ? (q.options ?? []).slice(0, 2).map((o) => o.value)
              : q.type === 'slider' || q.type === 'rating'
                ? 4
                : q.type === 'color_picker'
                  ? (q.colors?.[0]?.value ?? '')
                  : q.type === 'color_palette'
                    ? (q.palettes?.[0]?.name ?? '')
                    : q.type === 'image_selector'
                      ? (q.images?.[0]?.id ?? '')
                      : q.type === 'single_select'
                        ? (q.options?.[0]?.value ?? '')
                        : 'hello@goldencrumb.com';
    }
    expect(brain.nextQuestion(answers)).toBeNull();
    const progress = brain.questionProgress(answers);
    expect(progress.current).toBe(progress.total);
    const summary = brain.summarize(answers).value;
    expect(summary).toMatchObject({
      businessName: 'Golden Crumb',
      industry: 'bakery',
      priceLevel: 4,
    });
    expect(summary.contactDetails?.email).toBe('hello@goldencrumb.com');
    expect(types).toEqual(
      new Set([
        'text_input',
        'multi_select',
        'single_select',
        'slider',
        'color_picker',
        'color_palette',
        'image_selector',
        'rating',
      ]),
    );
  });
});

describe('customization and feedback (offline)', () => {
  const brain = createBrain({ seed: 2 });
  const model = createSampleSiteModel();

  it('turns requests into site-model edits that apply cleanly', async () => {
    for (const request of [
      'make it green',
      'change the headline to Fresh bread daily',
      'make it more elegant',
      'remove the gallery',
      'add a FAQ section',
      'new email is orders@crumb.com',
    ]) {
      const { value } = await brain.customize(model, request, null);
      if (!value.readyToApply) continue;
      const applied = applySiteEdits(model, value.edits);
      expect(applied.ok, request).toBe(true);
      if (applied.ok) expect(SiteModelSchema.safeParse(applied.value).success).toBe(true);
    }
    const green = await brain.customize(model, 'make it green', null);
    expect(green.value.edits[0]?.op).toBe('setPalette');
    const vague = await brain.customize(model, 'hmm', null);
    expect(vague.value.readyToApply).toBe(false);
    expect(vague.value.widget?.type).toBe('customization_options');
  });

  it('gives suggestions and questions', async () => {
    const { value } = await brain.feedback(model, 'It feels too plain');
    expect(value.suggestions.join(' ')).toMatch(/bold|playful/);
  });
});
