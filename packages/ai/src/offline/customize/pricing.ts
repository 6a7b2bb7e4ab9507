import { DEFAULT_CURRENCY } from '@zappy/site-model/constants';
import { SectionSchema, type BillingPeriod } from '@zappy/site-model/schema';
import { extractPlans } from '../facts';
import { sitePhrases } from '../phrases/index';
import { anyLanguage, has, valueAfter, wordsRegex } from './match';
import { CURRENCY_WORDS } from '@zappy/locales/multilingual';
import { COMMAND_WORDS, CUSTOMIZE_LANGUAGES } from './words';
import { type Context, type Outcome, type Reader, change, freeId, say, sectionOf } from './outcome';

// Pricing plans: add (with a pricing section when there is none), change, rename, remove, currency.

/** The currency a request names: "in euros", "€", "$". */
function currencyIn(text: string): string | undefined {
  return CURRENCY_WORDS.find(
    ([, words]) =>
      // A sign written against the amount ("99€") is no whole word, so signs match anywhere.
      wordsRegex(words).test(text) || words.some((w) => /^\p{Sc}$/u.test(w) && text.includes(w)),
  )?.[0];
}

const NAME_NOISE = new Set(
  CUSTOMIZE_LANGUAGES.flatMap((l) => [
    ...COMMAND_WORDS[l].add,
    ...COMMAND_WORDS[l].plan,
    ...COMMAND_WORDS[l].price,
  ]).map((w) => w.toLowerCase()),
);
const ARTICLES =
  /^(?:a|an|the|new|un|una|une|uno|el|la|le|il|der|die|das|ein|eine|einen|o|um|uma|een|het|de|nuevo|nueva|nouveau|nouvelle|neuen|neue|nuovo|novo|nieuw|nieuwe)$/iu;

/** The plan's name without the command around it: "Add a Premium" → "Premium". */
function planName(raw: string): string | undefined {
  const words = raw
    .split(/[\s-]+/u)
    .filter((w) => w && !NAME_NOISE.has(w.toLowerCase()) && !ARTICLES.test(w));
  const name = words.join(' ').trim();
  return name ? name.charAt(0).toLocaleUpperCase() + name.slice(1) : undefined;
}

/** "with priority support, phone help and 2 seats" → features. */
function featuresIn(text: string): string[] {
  const m =
    /(?<![\p{L}])(?:with|including|con|avec|mit|com|met|incluye|inclusief|עם|مع)\s+(.+)$/iu.exec(
      text,
    );
  if (!m?.[1]) return [];
  return m[1]
    .split(/\s*(?:,|;|\s(?:and|y|et|und|e|en|ו|و)\s)\s*/u)
    .map((f) => f.replace(/[.!]+$/u, '').trim())
    .filter((f) => f.length > 1)
    .map((f) => f.charAt(0).toLocaleUpperCase() + f.slice(1))
    .slice(0, 10);
}

const formatPrice = (price: number, currency: string): string => `${price} ${currency}`;

function addPlan(ctx: Context, text: string): Outcome | undefined {
  const found = extractPlans(text).plans[0];
  if (!found) return undefined;
  const pricing = sectionOf(ctx.model, 'pricing');
  const name = planName(found.name) ?? 'Plan';
  const plan = { name, price: found.price, features: featuresIn(text) };
  const note = ctx.t.planAdded(name);
  if (pricing) return change([{ op: 'addPricingPlan', plan }], note);
  // No pricing section yet: the plan brings one, in the plan's currency and period.
  const label = sitePhrases(ctx.model.locale.language).navLabels.pricing;
  const currency = currencyIn(text) ?? found.currency;
  const period: BillingPeriod = found.period;
  const section = SectionSchema.parse({
    id: freeId(ctx.model, 'pricing'),
    type: 'pricing',
    navLabel: label,
    heading: label,
    currency: /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY,
    billingPeriod: period,
    plans: [plan],
  });
  return change([{ op: 'addSection', section }], note);
}

/** The number a request sets, after `from`: "to 25", "a 25,50 €". */
function amountAfter(text: string, from: number): number | undefined {
  const m = /(\d+(?:[.,]\d{1,2})?)/u.exec(text.slice(from));
  return m?.[1] ? Number(m[1].replace(',', '.')) : undefined;
}

function changePlan(
  ctx: Context,
  text: string,
  index: number,
  at: { end: number },
): Outcome | undefined {
  const pricing = sectionOf(ctx.model, 'pricing');
  if (pricing?.type !== 'pricing') return undefined;
  const plan = pricing.plans[index];
  if (!plan) return undefined;
  const { t, lang } = ctx;
  if (has(text, 'remove'))
    return change([{ op: 'removePricingPlan', index }], t.planRemoved(plan.name));
  if (has(text, 'rename') && !has(text, 'price')) {
    const name = valueAfter(text, at.end, lang);
    if (name)
      return change(
        [{ op: 'updatePricingPlan', index, patch: { name } }],
        t.planRenamed(plan.name, name),
      );
  }
  const price = amountAfter(text, at.end) ?? amountAfter(text, 0);
  if (price === undefined) return undefined;
  return change(
    [{ op: 'updatePricingPlan', index, patch: { price } }],
    t.planPrice(plan.name, formatPrice(price, pricing.currency)),
  );
}

/** A plan name the owner capitalised or quoted that the site does not have: "the Gold plan". */
function unknownPlan(text: string): string | undefined {
  const quoted = /["“«„]([^"”»“]{1,60})["”»“]/u.exec(text)?.[1];
  if (quoted) return quoted;
  return text
    .split(/\s+/u)
    .slice(1)
    .find((w) => /^\p{Lu}[\p{L}-]+$/u.test(w) && !NAME_NOISE.has(w.toLowerCase()));
}

export const readPricing: Reader = (ctx, text) => {
  const pricing = sectionOf(ctx.model, 'pricing');
  const plans = pricing?.type === 'pricing' ? pricing.plans : [];
  const named = plans
    .map((plan, index) => ({ index, m: wordsRegex([plan.name]).exec(text) }))
    .find((x) => x.m);
  if (named?.m) {
    const done = changePlan(ctx, text, named.index, { end: named.m.index + named.m[0].length });
    if (done) return done;
  }
  const aboutPrices = has(text, 'price') || has(text, 'plan');
  if (has(text, 'add') && aboutPrices) return addPlan(ctx, text);
  // "Lösche den Bereich Preise" names a section, which the section reader takes.
  const section = wordsRegex(anyLanguage('section')).test(text);
  const unknown =
    (has(text, 'change') || has(text, 'remove')) && !section ? unknownPlan(text) : undefined;
  if (aboutPrices && unknown) return say(ctx.t.noPlan(unknown));
  const currency = currencyIn(text);
  if (currency && aboutPrices && !/\d/.test(text)) {
    if (pricing?.type !== 'pricing') return say(ctx.t.noSection(ctx.t.sectionNames.pricing));
    return change(
      [{ op: 'setPricingPlans', plans: pricing.plans.map((p) => ({ ...p })), currency }],
      ctx.t.currency(currency),
    );
  }
  return undefined;
};
