import type { Requirements } from '@zappy/contract/requirements';
import type { Widget, WidgetResponse } from '@zappy/contract/widgets';
import { WIDGET_TEXT_MAX_LENGTH, SLIDER_DEFAULTS } from '@zappy/contract/constants';
import { SITE_STYLES } from '@zappy/site-model/constants';
import { SECTION_TYPES } from '@zappy/site-model/schema';
import { LOCALES } from '@zappy/locales/languages';
import { languageOf } from '@zappy/locales/names';
import { heroContextFrom, heroImageDataUrl, suggestHeroImages } from '../hero-images';
import { INDUSTRIES, matchIndustries, resolveIndustry } from '../knowledge/industries';
import type { Industry } from '../knowledge/types';
import { colorsToPalette, findColor, PICKER_COLORS, suggestPalettes } from '../palettes';
import type { HeroImageIdea, Slot } from '../schemas';
import { extract, extractCallToAction, extractStyle, type Extracted } from './extract';
import { bareName } from './names';
import { extractServices } from './services';
import { readHours } from './hours';
import { extractPlans } from './facts';
import { localCallToAction, sitePhrases, wizardPhrases } from './phrases/index';
import type { WizardPhrases } from '@zappy/locales/types';

/** Options that shape widgets: the seed and how hero candidates become URLs. */
export type SlotContext = {
  seed: number;
  /** Turns a hero idea into a URL the browser can show; defaults to an SVG data URL. */
  heroImageUrl?: ((idea: HeroImageIdea, requirements: Requirements) => string) | undefined;
};

export const emptyContact = (): NonNullable<Requirements['contactDetails']> => ({
  email: '',
  phone: '',
  website: '',
  address: { street: '', city: '', state: '', zip: '', country: '' },
});

/** The city the requirements hold, or ''. */
export const cityOf = (r: Requirements): string => r.contactDetails?.address.city ?? '';

export function industryOf(r: Requirements): Industry {
  return resolveIndustry(r.industry);
}

/** The owner's own words for a kind of business the knowledge base does not know ("falafel stand"). */
export function ownIndustryWords(r: Requirements): string | undefined {
  return industryOf(r).key === 'general' && r.industry && r.industry !== 'general'
    ? r.industry
    : undefined;
}

/**
 * Merges what a message said into the requirements. Existing values win unless `overwrite`
 * (the owner is answering a question about exactly that).
 */
export function mergeExtracted(r: Requirements, ex: Extracted, overwrite = false): Requirements {
  const next: Requirements = { ...r };
  const put = <K extends keyof Requirements>(key: K, value: Requirements[K] | undefined) => {
    if (value !== undefined && (overwrite || next[key] === undefined)) next[key] = value;
  };
  put('businessName', ex.businessName);
  if (ex.industryKey && (overwrite || resolveIndustry(next.industry).key === 'general')) {
    next.industry = ex.industryKey;
  }
  put('audience', ex.audience);
  // Read as English intents ("Book an appointment"); the brief shows it in the site's language.
  put(
    'callToAction',
    ex.callToAction &&
      localCallToAction(ex.callToAction, industryOf(next).key, sitePhrases(next.language)),
  );
  put('style', ex.style);
  put('tone', ex.tone);
  put('priceLevel', ex.priceLevel);
  put('brandColor', ex.brandColor);
  put('businessHours', ex.hours);
  put('hoursNote', ex.hoursNote);
  put('product', ex.product);
  if (ex.plans.length > 0 && (overwrite || next.plans.length === 0)) next.plans = ex.plans;
  if (ex.pricesOnRequest) next.pricesOnRequest = true;
  if (ex.figures.length > 0) {
    const labels = new Set(next.figures.map((f) => f.label.toLowerCase()));
    next.figures = [
      ...next.figures,
      ...ex.figures.filter((f) => !labels.has(f.label.toLowerCase())),
    ].slice(0, 12);
  }
  next.socialHandles = [...new Set([...next.socialHandles, ...ex.socialHandles])].slice(0, 10);
  next.goals = [...new Set([...next.goals, ...ex.goals])].slice(0, 20);
  if (ex.facts.length > 0) {
    const seen = new Set(next.facts.map((f) => `${f.kind}|${f.value}`));
    next.facts = [
      ...next.facts,
      ...ex.facts.filter((f) => !seen.has(`${f.kind}|${f.value}`)),
    ].slice(0, 200);
  }
  if (ex.services.length > 0) {
    const known = new Set(next.specialties.map((s) => s.toLowerCase()));
    next.specialties = [
      ...next.specialties,
      ...ex.services.filter((s) => !known.has(s.toLowerCase())),
    ].slice(0, 12);
  }
  next.serviceArea = [...new Set([...next.serviceArea, ...ex.reach.serviceArea])].slice(0, 30);
  next.leadTimes = [...new Set([...next.leadTimes, ...ex.reach.leadTimes])].slice(0, 10);
  if (ex.reach.byAppointment) next.byAppointment = true;
  put('serviceMode', ex.reach.serviceMode);
  if (ex.highlights.length > 0) {
    next.highlights = [...new Set([...next.highlights, ...ex.highlights])].slice(0, 12);
  }
  if (
    ex.email ||
    ex.phone ||
    ex.website ||
    ex.city ||
    ex.street ||
    ex.state ||
    ex.zip ||
    ex.country
  ) {
    const contact = next.contactDetails ?? emptyContact();
    const pick = (current: string, value: string | undefined) =>
      value !== undefined && (overwrite || current === '') ? value : current;
    next.contactDetails = {
      ...contact,
      email: pick(contact.email, ex.email),
      phone: pick(contact.phone, ex.phone),
      website: pick(contact.website, ex.website),
      address: {
        ...contact.address,
        street: pick(contact.address.street, ex.street),
        city: pick(contact.address.city, ex.city),
        state: pick(contact.address.state, ex.state),
        zip: pick(contact.address.zip, ex.zip),
        country: pick(contact.address.country, ex.country),
      },
    };
  }
  return next;
}

// ---------------------------------------------------------------------------------------------
// Which slots are open

const ESSENTIAL: readonly Slot[] = ['identity', 'industry', 'services', 'contact'];
/** Facts a visitor acts on, asked before design when they matter for the business. */
const FACTS: readonly Slot[] = ['hours', 'prices'];
const DESIGN: readonly Slot[] = ['brandColor', 'palette', 'heroImage', 'callToAction'];
const EXTRA: readonly Slot[] = ['priceLevel', 'tone', 'audience'];

/** The most questions one conversation asks; the answer to the last one makes it ready. */
export const MAX_QUESTIONS = 6;
/** Nice-to-have questions asked at most, and only while the budget allows. */
export const MAX_EXTRA_QUESTIONS = 2;

/** True when a slot still needs an answer. */
export function isOpen(slot: Slot, r: Requirements, mentionsBrandColors: boolean): boolean {
  const contact = r.contactDetails;
  switch (slot) {
    case 'identity':
      return !r.businessName;
    case 'industry':
      return industryOf(r).key === 'general' && !r.industry;
    case 'services':
      // The owner said what the product is: that is what it offers.
      return r.specialties.length === 0 && !r.product;
    case 'contact':
      return !contact || (contact.email === '' && contact.phone === '');
    case 'brandColor':
      return mentionsBrandColors && !r.brandColor && !r.palette;
    case 'palette':
      return !r.palette;
    case 'heroImage':
      return !r.heroImageId;
    case 'callToAction':
      return !r.callToAction;
    case 'priceLevel':
      return (
        r.priceLevel === undefined && industryOf(r).plans !== undefined && r.plans.length === 0
      );
    case 'tone':
      return !r.tone;
    case 'audience':
      return !r.audience;
    case 'hours':
      // A business that goes to its customers or works online has no door to open.
      return (
        !r.businessHours &&
        !r.hoursNote &&
        !r.byAppointment &&
        (r.serviceMode ?? 'premises') === 'premises' &&
        industryOf(r).local
      );
    case 'prices': {
      // A place customers visit is asked for its hours; one that sells plans online, for them.
      const industry = industryOf(r);
      return (
        !industry.local &&
        industry.plans !== undefined &&
        r.plans.length === 0 &&
        !r.pricesOnRequest
      );
    }
    case 'sections':
      return r.sections.length === 0;
  }
}

/**
 * The next question to ask, or null when the conversation is ready: essentials first, then the
 * opening hours of a place customers visit and the prices of a business that sells plans, then
 * design, then at most two extras, never more than {@link MAX_QUESTIONS} in all.
 */
export function chooseNextSlot(
  r: Requirements,
  asked: readonly Slot[],
  mentionsBrandColors: boolean,
): Slot | null {
  if (asked.length >= MAX_QUESTIONS) return null;
  const candidates = [...ESSENTIAL, ...FACTS, ...DESIGN].filter(
    (s) => !asked.includes(s) && isOpen(s, r, mentionsBrandColors),
  );
  if (candidates[0]) return candidates[0];
  const extrasAsked = asked.filter((s) => EXTRA.includes(s)).length;
  if (extrasAsked >= MAX_EXTRA_QUESTIONS) return null;
  return EXTRA.find((s) => !asked.includes(s) && isOpen(s, r, mentionsBrandColors)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Widgets

function paletteWidget(r: Requirements, question: string, w: WizardPhrases): Widget {
  const suggestions = suggestPalettes({
    industry: industryOf(r).key,
    style: r.style,
    colors: r.brandColor ? [r.brandColor] : undefined,
    count: 4,
    language: w.language,
  });
  return {
    type: 'color_palette',
    question,
    palettes: suggestions.map((s) => ({
      name: s.name,
      description: s.description,
      colors: s.colors,
    })),
  };
}

/** Hero candidates for the current requirements. */
export function heroCandidates(
  r: Requirements,
  ctx: SlotContext,
): { idea: HeroImageIdea; url: string }[] {
  const palette = r.palette
    ? colorsToPalette(r.palette.colors, r.style)
    : suggestPalettes({ industry: industryOf(r).key, style: r.style })[0]?.palette;
  return suggestHeroImages({ ...heroContextFrom(r, ctx.seed), industry: industryOf(r).key }).map(
    (idea) => ({
      idea,
      url: ctx.heroImageUrl
        ? ctx.heroImageUrl(idea, r)
        : palette
          ? heroImageDataUrl(idea, palette)
          : '',
    }),
  );
}

/**
 * The widget that asks for a slot, worded with what is already known.
 *
 * @example buildWidget('tone', requirements, { seed: 1 }).type // 'slider'
 */
export function buildWidget(slot: Slot, r: Requirements, ctx: SlotContext): Widget {
  const industry = industryOf(r);
  // The wizard speaks the owner's language; the words it offers for the site are the site's.
  const w = wizardPhrases(r.inputLanguage);
  const q = w.questions;
  const site = sitePhrases(r.language);
  const name = r.businessName ?? w.yourBusiness;
  switch (slot) {
    case 'identity':
      return {
        type: 'text_input',
        question: q.identity(cityOf(r) !== ''),
        placeholder: q.identityPlaceholder(cityOf(r) !== ''),
        maxLength: WIDGET_TEXT_MAX_LENGTH,
      };
    case 'industry': {
      const guesses = matchIndustries(r.description ?? '').map((m) => m.industry);
      const popular = [
        'restaurant',
        'bakery',
        'salon',
        'fitness',
        'consulting',
        'photography',
        'ecommerce',
        'saas',
        'construction',
      ];
      const labels = sitePhrases(w.language).industries;
      const options = [
        ...guesses,
        ...popular.map((k) => INDUSTRIES.find((i) => i.key === k)).filter((i) => i !== undefined),
      ]
        .filter((i, at, all) => all.findIndex((x) => x.key === i.key) === at)
        .slice(0, 8)
        .map((i) => ({ value: i.key, label: labels[i.key]?.label ?? i.label }));
      return {
        type: 'single_select',
        question: q.industry(r.businessName),
        options: [...options, { value: 'other', label: q.otherIndustry }],
      };
    }
    case 'services':
      // The knowledge base's services are English: other languages name their own.
      return w.language === 'en' && site.language === 'en'
        ? {
            type: 'multi_select',
            question: q.services(name),
            options: industry.services.map(([title, description, icon]) => ({
              value: title,
              label: title,
              description,
              icon,
            })),
          }
        : {
            type: 'text_input',
            question: q.servicesOpen(name),
            placeholder: q.servicesPlaceholder,
            maxLength: WIDGET_TEXT_MAX_LENGTH,
          };
    case 'contact':
      return {
        type: 'text_input',
        question: q.contact(name, industry.local),
        placeholder: q.contactPlaceholder,
        maxLength: WIDGET_TEXT_MAX_LENGTH,
      };
    case 'brandColor':
      return {
        type: 'color_picker',
        question: q.brandColor(name),
        colors: PICKER_COLORS.map((c) => ({ ...c })),
      };
    case 'palette':
      return paletteWidget(r, q.palette(name), w);
    case 'heroImage':
      return {
        type: 'image_selector',
        question: q.heroImage(name),
        images: heroCandidates(r, ctx).map(({ idea, url }, at) => ({
          id: idea.id,
          url,
          // The ideas' own words are English.
          alt: w.language === 'en' ? idea.alt : q.heroOption(at + 1),
          label: w.language === 'en' ? idea.label : q.heroOption(at + 1),
        })),
      };
    case 'callToAction': {
      const words = site.industries[industry.key] ?? site.industries['general'];
      const siteWizard = wizardPhrases(site.language).questions;
      const ctas = [
        ...new Set([...(words?.ctas ?? industry.ctas), siteWizard.callUs, siteWizard.sendMessage]),
      ];
      return {
        type: 'single_select',
        question: q.callToAction,
        options: ctas.map((cta) => ({ value: cta, label: cta })),
      };
    }
    case 'audience':
      return w.language === 'en' && site.language === 'en'
        ? {
            type: 'single_select',
            question: q.audience(name),
            options: industry.audiences.map((a) => ({ value: a, label: a })),
          }
        : {
            type: 'text_input',
            question: q.audience(name),
            placeholder: q.audiencePlaceholder,
            maxLength: WIDGET_TEXT_MAX_LENGTH,
          };
    case 'tone':
      return {
        type: 'slider',
        question: q.tone,
        min: SLIDER_DEFAULTS.min,
        max: SLIDER_DEFAULTS.max,
        defaultValue: SLIDER_DEFAULTS.defaultValue,
        minLabel: q.toneFormal,
        maxLabel: q.toneWarm,
      };
    case 'priceLevel':
      return {
        type: 'rating',
        question: q.priceLevel(name),
        min: 1,
        max: 5,
        minLabel: q.budget,
        maxLabel: q.premium,
      };
    case 'hours':
      return {
        type: 'text_input',
        question: q.hours(name),
        placeholder: q.hoursPlaceholder,
        maxLength: WIDGET_TEXT_MAX_LENGTH,
      };
    case 'prices':
      return {
        type: 'text_input',
        question: q.prices(name),
        placeholder: q.pricesPlaceholder,
        maxLength: WIDGET_TEXT_MAX_LENGTH,
      };
    case 'sections': {
      // Every section type but the hero, call to action and footer, in page order.
      const all = SECTION_TYPES.filter((t) => t !== 'hero' && t !== 'cta' && t !== 'footer');
      // The sections' heading names (the site's defaults), in the owner's language.
      const names = LOCALES[languageOf(w.language) ?? 'en'].sections;
      return {
        type: 'multi_select',
        question: q.sections,
        options: all.map((t) => ({
          value: t,
          label: names[t].heading,
          description: industry.sections.includes(t) ? q.recommended : undefined,
        })),
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Answers

/** The value a widget response carries, as text. */
export function responseText(response: Pick<WidgetResponse, 'value' | 'values'>): string {
  if (response.values && response.values.length > 0) return response.values.join(', ');
  return response.value === undefined ? '' : String(response.value);
}

const ORDINALS: readonly [RegExp, number][] = [
  [/\b(?:first|1st|one|1|left|primer[oa]?|premi[eè]re?|erste)\b/i, 0],
  [/\b(?:second|2nd|two|2|segund[oa]|deuxi[eè]me|zweite)\b/i, 1],
  [/\b(?:third|3rd|three|3|tercer[oa]?|troisi[eè]me|dritte)\b/i, 2],
  [/\b(?:fourth|4th|four|4|last|cuart[oa]|quatri[eè]me|vierte)\b/i, 3],
];

function pickByText<T extends { label?: string; name?: string; value?: string; id?: string }>(
  items: readonly T[],
  text: string,
): T | undefined {
  const lowered = text.toLowerCase().trim();
  const direct = items.find((item) =>
    [item.value, item.id, item.label, item.name].some(
      (v) => v !== undefined && v.toLowerCase() === lowered,
    ),
  );
  if (direct) return direct;
  const partial = items.find((item) =>
    [item.label, item.name].some(
      (v) =>
        v !== undefined &&
        v.length > 2 &&
        (lowered.includes(v.toLowerCase()) || v.toLowerCase().includes(lowered)),
    ),
  );
  if (partial) return partial;
  const ordinal = ORDINALS.find(([re]) => re.test(lowered));
  return ordinal ? items[ordinal[1]] : undefined;
}

function toneFromNumber(value: number): string {
  if (value < 34) return 'formal and precise';
  if (value < 67) return 'warm and professional';
  return 'warm and friendly';
}

/** A subject pronoun opening an answer: a sentence about the business, not its name. */
const SENTENCE_OPENING =
  /^\s*(?:i|i'm|we|we're|je|nous|ich|wir|yo|nosotros|io|noi|eu|nós|ik|wij|אני|אנחנו|أنا|نحن)(?![\p{L}'’])/iu;

function cleanFreeName(text: string): string | undefined {
  const first = text.split(/[,\n]|\s[-–—]\s/)[0] ?? '';
  const name = first
    .replace(
      /^(?:it'?s|its|we are|we're|the name is|name is|name:|called|we'?re called|it is called|it'?s called|se llama|c'est|wir sind|es ist)\s+/i,
      '',
    )
    .replace(/^["“'«]|["”'»]$/g, '')
    .replace(/[.!]+$/, '')
    .trim();
  return name.length >= 2 && name.length <= 80 ? name : undefined;
}

/** The outcome of answering a slot: the new requirements and whether the answer was understood. */
export type SlotAnswer = { requirements: Requirements; understood: boolean };

/**
 * Applies an answer (widget value or free text) to the slot it answers. Free text that cannot
 * be understood leaves the slot to its default.
 */
export function applyAnswer(
  slot: Slot,
  r: Requirements,
  widget: Widget,
  answer: { text: string; values?: string[]; number?: number },
): SlotAnswer {
  const text = answer.text.trim();
  const ex = extract(text, industryOf(r).ctas);
  if (ex.wantsDefault && answer.number === undefined && !answer.values)
    return { requirements: r, understood: false };
  const done = (requirements: Requirements, understood = true): SlotAnswer => ({
    requirements,
    understood,
  });
  switch (slot) {
    case 'identity': {
      // "I fix phones and laptops" describes the business; it does not name it.
      const describes = ex.services.length > 0 || SENTENCE_OPENING.test(text);
      // "Élec Services Dubois": a reply that is only a name is the name whole, though the reader
      // stops at a business noun ("Services").
      const whole = bareName(text);
      const name =
        ex.businessName && whole?.startsWith(ex.businessName)
          ? whole
          : (ex.businessName ?? (describes ? undefined : cleanFreeName(text)));
      let next = mergeExtracted(r, { ...ex, businessName: name }, true);
      const second = text.split(',')[1]?.trim();
      if (!ex.city && second && /^\p{Lu}[\p{L}' -]{1,40}$/u.test(second)) {
        next = mergeExtracted(next, { ...extract(''), city: second }, true);
      }
      return done(next, name !== undefined);
    }
    case 'industry': {
      const option = pickByText(widget.options ?? [], text);
      if (option && option.value !== 'other') return done({ ...r, industry: option.value });
      const match = matchIndustries(text)[0];
      if (match) return done({ ...r, industry: match.industry.key });
      // Words that name the kind of business; an answer that gives services, prices or contact
      // details answers other questions ("Walk-ins welcome, custom designs… £60"), read elsewhere.
      const namesAKind =
        text.length >= 3 &&
        text.split(/\s+/).length <= 6 &&
        ex.services.length === 0 &&
        ex.plans.length === 0 &&
        !ex.email &&
        !ex.phone;
      return namesAKind && option?.value !== 'other'
        ? done({ ...r, industry: text })
        : done(r, false);
    }
    case 'services': {
      const chosen = answer.values ?? [];
      // Typed text that gives other facts (a city, an email, the hours) answers another question.
      const typed =
        chosen.length > 0 || ex.facts.length > 0 ? [] : extractServices(`we offer ${text}`);
      const list = [...chosen, ...typed].map((s) => s.trim()).filter((s) => s.length > 0);
      return list.length > 0
        ? done({ ...r, specialties: [...new Set([...list, ...r.specialties])].slice(0, 12) })
        : done(r, false);
    }
    case 'contact': {
      const understood = Boolean(ex.email || ex.phone || ex.website || ex.city || ex.street);
      return done(mergeExtracted(r, ex, true), understood);
    }
    case 'brandColor': {
      const color = findColor(text);
      return color ? done({ ...r, brandColor: color }) : done(r, false);
    }
    case 'palette': {
      const chosen = pickByText(widget.palettes ?? [], text);
      if (chosen) {
        // A palette's name is worded from its style's mood word (`suggestPalettes`).
        const moods = wizardPhrases(r.inputLanguage).palettes.moods;
        const words = chosen.name.toLocaleLowerCase().split(/\s+/);
        const style = SITE_STYLES.find((s) => words.includes(moods[s].toLocaleLowerCase()));
        return done({
          ...r,
          palette: { name: chosen.name, colors: chosen.colors },
          style: r.style ?? style,
        });
      }
      const color = findColor(text);
      const style = extractStyle(text) ?? r.style;
      if (color || style) {
        const suggestion = suggestPalettes({
          industry: industryOf(r).key,
          style,
          colors: color ? [color] : undefined,
          language: r.inputLanguage,
        })[0];
        if (suggestion)
          return done({
            ...r,
            style: style ?? suggestion.style,
            palette: { name: suggestion.name, colors: suggestion.colors },
            brandColor: r.brandColor ?? color,
          });
      }
      return done(r, false);
    }
    case 'heroImage': {
      const chosen = pickByText(widget.images ?? [], text);
      return chosen ? done({ ...r, heroImageId: chosen.id }) : done(r, false);
    }
    case 'callToAction': {
      const option = pickByText(widget.options ?? [], text);
      const cta =
        option?.value ??
        extractCallToAction(text, industryOf(r).ctas) ??
        (text.length >= 3 && text.length <= 60 ? text : undefined);
      return cta ? done({ ...r, callToAction: cta }) : done(r, false);
    }
    case 'audience': {
      const option = pickByText(widget.options ?? [], text);
      const audience =
        option?.value ?? ex.audience ?? (text.length >= 3 && text.length <= 120 ? text : undefined);
      return audience ? done({ ...r, audience }) : done(r, false);
    }
    case 'tone': {
      const value =
        answer.number ?? (Number.isFinite(Number(text)) && text !== '' ? Number(text) : undefined);
      if (value !== undefined)
        return done({ ...r, tone: toneFromNumber(Math.max(0, Math.min(100, value))) });
      if (ex.tone)
        return done({
          ...r,
          tone: ex.tone === 'friendly' ? 'warm and friendly' : 'formal and precise',
        });
      return done(r, false);
    }
    case 'priceLevel': {
      const digit = answer.number ?? Number(/[1-5]/.exec(text)?.[0] ?? Number.NaN);
      const level = Number.isFinite(digit) ? Math.round(digit) : ex.priceLevel;
      return level !== undefined && level >= 1 && level <= 5
        ? done({ ...r, priceLevel: level })
        : done(r, false);
    }
    case 'hours': {
      const read = readHours(text);
      if (read.hours) return done({ ...r, businessHours: read.hours });
      return read.note ? done({ ...r, hoursNote: read.note }) : done(r, false);
    }
    case 'prices': {
      const priced = extractPlans(text, ex.services);
      if (priced.plans.length > 0) return done({ ...r, plans: priced.plans });
      return priced.pricesOnRequest || /\b(?:on request|ask us|contact us|quote)\b/i.test(text)
        ? done({ ...r, pricesOnRequest: true })
        : done(r, false);
    }
    case 'sections': {
      const values = (answer.values ?? text.split(/[,\s]+/))
        .map((v) => v.toLowerCase())
        .filter((v) => (widget.options ?? []).some((o) => o.value === v));
      return values.length > 0 ? done({ ...r, sections: values }) : done(r, false);
    }
  }
}
