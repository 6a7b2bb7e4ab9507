import type { OwnerPlan, Requirements } from '@zappy/contract/requirements';
import { SectionSchema, type Section, type SectionInput } from '@zappy/site-model/schema';
import type { Industry } from '../knowledge/types';
import { createRandom } from '../random';
import type { PlannedSection, SitePlan } from '../schemas';
import { listText } from './conversation';
import { itemPrices, keptWords, productHead, recurringPlans, softLower } from './facts';
import { cityOf, industryOf } from './slots';
import { fillTemplate, templateVars, type TemplateVars } from './template';

type Ctx = {
  r: Requirements;
  plan: SitePlan;
  industry: Industry;
  vars: TemplateVars;
  friendly: boolean;
  seed: number;
  hasSection: (type: string) => boolean;
};

/**
 * Knowledge-base text fit to publish without the owner's confirmation: no numbers, prices,
 * durations or free offers ("Free cancellation up to 24 hours before") that a visitor could act on.
 */
export function isGenericText(text: string): boolean {
  return !/\d|[$£€₪]|\bfree\b|\bguarantee/i.test(text);
}

/** "a bakery", "an organisation". */
function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

/** The KB service closest to what the owner named (shared words), for its description and icon. */
function matchService(
  industry: Industry,
  specialty: string,
): readonly [string, string, string] | undefined {
  const words = specialty
    .toLowerCase()
    .split(/\W+/)
    .filter((w) => w.length > 3);
  return industry.services.find(([title, description]) => {
    const t = title.toLowerCase();
    const same =
      t === specialty.toLowerCase() || words.some((w) => t.includes(w.replace(/s$/, '')));
    return same && isGenericText(description);
  });
}

function highlightText(h: string, c: Ctx): string {
  const since = /^Since (\d{4})$/.exec(h);
  if (since)
    return `${c.vars.name} has served ${c.vars.city === 'your area' ? 'its customers' : c.vars.city} since ${since[1]}.`;
  const years = /^(\d+) years of experience$/.exec(h);
  if (years) return `${years[1]} years of ${c.vars.specialty} behind every job we take on.`;
  return `${c.vars.name} is proud to be ${h.toLowerCase()}.`;
}

/**
 * The owner's statement of the product when it is not English ("Ruta Verde es una herramienta
 * que…"), so no sentence mixes two languages; '' for English.
 */
function productSentence(r: Requirements): string {
  const product = r.product ?? '';
  const article = /^(una?|une|eine?)\s/iu.exec(product)?.[1]?.toLowerCase();
  if (!article) return '';
  const verb =
    article === 'une' || (article === 'un' && r.inputLanguage === 'fr')
      ? 'est'
      : article.startsWith('ein')
        ? 'ist'
        : 'es';
  return `${r.businessName ?? ''} ${verb} ${product}.`.trim();
}

/**
 * "LogLine is a developer tool that…", in the owner's words; when the heading already says the
 * rest ("Helps freelancers get paid faster"), only what the product is, so the intro never
 * repeats the heading word for word.
 */
function productIntro(c: Ctx): string {
  const { r, vars, plan } = c;
  const product = r.product ?? '';
  const full =
    productSentence(r) ||
    `${vars.name} is ${product}${vars.inCity && !product.includes(cityOf(r)) ? `, based${vars.inCity}` : ''}.`;
  if (!full.toLowerCase().includes(plan.tagline.toLowerCase())) return full;
  const head = productHead(product);
  const next =
    r.specialties.length > 0
      ? `${vars.name} offers ${vars.specialties}.`
      : `${vars.cta}, or send us a message.`;
  if (!head || plan.tagline.toLowerCase().includes(head.replace(/^\S+\s+/, '').toLowerCase()))
    return `Meet ${vars.name}${vars.inCity}. ${next}`;
  const verb = productSentence({ ...r, product: head });
  return `${verb ? verb.slice(0, -1) : `${vars.name} is ${head}`}${vars.inCity && !product.includes(cityOf(r)) ? vars.inCity : ''}. ${next}`;
}

function hero(c: Ctx): SectionInput {
  const { vars, r, plan, friendly } = c;
  const city = cityOf(r);
  const lead = r.highlights.find((h) => !/\d/.test(h));
  const named = r.specialties.length > 0;
  const audience = r.audience ? ` for ${vars.audience}` : '';
  const intro = r.product
    ? productIntro(c)
    : friendly
      ? `${vars.name} is ${withArticle(`${lead ? `${lead.toLowerCase()} ` : ''}${vars.noun}`)}${vars.inCity}${audience}.${named ? ` Come for the ${vars.specialty}${r.specialties[1] ? `, stay for the ${softLower(r.specialties[1], keptWords(r))}` : ''}.` : ''}`
      : `${vars.name} is ${withArticle(`${lead ? `${lead.toLowerCase()} ` : ''}${vars.noun}`)}${vars.inCity}${named ? ` offering ${vars.specialties}` : ''}${r.audience ? ` to ${vars.audience}` : ''}.`;
  return {
    id: 'hero',
    type: 'hero',
    layout:
      plan.style === 'bold'
        ? 'full-bleed'
        : plan.style === 'minimal' || plan.style === 'elegant'
          ? 'centered'
          : 'split',
    eyebrow: city
      ? `${plan.industryLabel.split(' / ')[0] ?? plan.industryLabel} in ${city}`
      : (r.highlights[0] ?? plan.industryLabel),
    heading: plan.tagline,
    intro,
    primaryAction: { label: vars.cta, href: '#contact' },
    ...(c.hasSection('services')
      ? {
          secondaryAction: {
            label: friendly ? 'See what we do' : 'Our services',
            href: '#services',
          },
        }
      : {}),
    imageId: 'hero',
  };
}

function features(c: Ctx): SectionInput {
  const { vars, r, industry } = c;
  const fromFacts = r.highlights
    .slice(0, 2)
    .map((h) => ({ title: h, text: highlightText(h, c), icon: /\d/.test(h) ? 'award' : 'star' }));
  const values = industry.values
    .filter(([title, text]) => isGenericText(`${title} ${text}`))
    // "Built for {audience}" only for an audience the owner named.
    .filter(
      ([title, text]) => r.audience !== undefined || !`${title} ${text}`.includes('{audience}'),
    )
    .map(([title, text, icon]) => ({
      title: fillTemplate(title, vars),
      text: fillTemplate(text, vars),
      icon,
    }));
  return {
    id: 'features',
    type: 'features',
    heading: `Why ${vars.name}`,
    intro: !r.audience
      ? `What you can expect from ${vars.name}.`
      : c.friendly
        ? `A few reasons ${vars.audience} keep coming back to ${vars.name}.`
        : `What ${vars.audience} can expect from ${vars.name}.`,
    items: [...fromFacts, ...values].slice(0, 4),
  };
}

/** A one-off price as a service card shows it: "€12", "From £45", "£30 per hour". */
function priceText(p: OwnerPlan, language: string): string {
  const amount =
    p.price === 0
      ? 'Free'
      : new Intl.NumberFormat(language, {
          style: 'currency',
          currency: p.currency,
          maximumFractionDigits: Number.isInteger(p.price) ? 0 : 2,
        }).format(p.price);
  return [p.isFrom ? `From ${amount}` : amount, ...p.features.map((f) => f.toLowerCase())].join(
    ' ',
  );
}

function services(c: Ctx): SectionInput {
  const { vars, r, industry } = c;
  const random = createRandom(c.seed, 'services');
  const icons = industry.services.map(([, , icon]) => icon);
  const prices = itemPrices(r);
  const priceOf = (title: string) => {
    const priced = prices.find((p) => p.name.toLowerCase() === title.toLowerCase());
    return priced ? priceText(priced, r.language) : '';
  };
  const item = (specialty: string) => {
    const known = matchService(industry, specialty);
    return {
      title: specialty,
      text: known
        ? `${known[1]}${vars.inCity ? `, here${vars.inCity}` : ''}.`
        : `${specialty} by ${vars.name}${vars.inCity}; ask us what fits you best.`,
      icon: known?.[2] ?? random.pick(icons.length > 0 ? icons : ['sparkles']),
      price: priceOf(specialty),
    };
  };
  const named = r.specialties.slice(0, 8);
  const unnamed = prices
    .map((p) => p.name)
    .filter((name) => !named.some((s) => s.toLowerCase() === name.toLowerCase()));
  return {
    id: 'services',
    type: 'services',
    heading: c.friendly ? 'What we do' : 'Services',
    intro:
      r.specialties.length > 0
        ? `${vars.name} offers ${vars.specialties}${vars.inCity}.`
        : `Services from ${vars.name}${vars.inCity}.`,
    items: [...named, ...unnamed].map(item),
  };
}

function about(c: Ctx): SectionInput {
  const { vars, r } = c;
  const since = r.highlights.find((h) => /^Since \d{4}$/.test(h));
  const years = r.highlights.find((h) => /years of experience/.test(h));
  const traits = r.highlights.filter((h) => !/\d/.test(h)).map((h) => h.toLowerCase());
  const body = [
    r.product
      ? productSentence(r) ||
        `${vars.name} is ${r.product}${since ? `, ${since.toLowerCase()}` : ''}.`
      : `${vars.name} is ${withArticle(`${traits.length > 0 ? `${listText(traits)} ` : ''}${vars.noun}`)}${vars.inCity}${since ? `, ${since.toLowerCase()}` : ''}.`,
    r.specialties.length > 0
      ? `We focus on ${vars.specialties}${r.audience ? `, for ${vars.audience}` : ''}${years ? `, with ${years} behind us` : ''}.`
      : years
        ? `We have ${years} behind us.`
        : '',
    c.friendly
      ? `Drop by, send a message or ${vars.cta.toLowerCase()}: we would love to hear from you.`
      : `To get started, ${vars.cta.toLowerCase()} or send us a message.`,
  ]
    .filter(Boolean)
    .join(' ');
  const highlights = [
    ...r.highlights,
    ...(cityOf(r) ? [`Based in ${cityOf(r)}`] : []),
    ...r.specialties.slice(0, 2).map((s) => `Known for ${softLower(s, keptWords(r))}`),
  ].slice(0, 4);
  return {
    id: 'about',
    type: 'about',
    heading: `About ${vars.name}`,
    body,
    highlights,
    imageId: 'about',
  };
}

function gallery(c: Ctx): SectionInput {
  // Captions name only what the owner offers; the rest are the business's name.
  const captions = [...c.r.specialties];
  return {
    id: 'gallery',
    type: 'gallery',
    heading: `A look inside ${c.vars.name}`,
    items: [1, 2, 3].map((n) => ({
      imageId: `gallery-${n}`,
      caption: captions[n - 1] ?? c.vars.name,
    })),
  };
}

/** Reviews are the owner's customers' words: none are invented, so the list starts empty. */
function testimonials(c: Ctx): SectionInput {
  return {
    id: 'testimonials',
    type: 'testimonials',
    heading: `What customers say about ${c.vars.name}`,
    items: [],
  };
}

const PERIOD_WORDS: Record<OwnerPlan['period'], string> = {
  monthly: 'per month',
  yearly: 'per year',
  weekly: 'per week',
  'one-time': 'one-time',
};

/** The owner's plans billed by a period, with their exact amounts and currency; nothing else. */
function pricing(c: Ctx): SectionInput {
  const { r, vars, plan } = c;
  const plans = recurringPlans(r);
  const currency = plans[0]?.currency ?? 'USD';
  return {
    id: 'pricing',
    type: 'pricing',
    heading: `${vars.name} prices`,
    intro:
      plans.length === 0
        ? ''
        : c.friendly
          ? 'Clear prices, no surprises.'
          : `Plans and prices for ${vars.name}.`,
    currency,
    billingPeriod: plan.billingPeriod,
    pricesOnRequest: r.pricesOnRequest && r.plans.length === 0,
    plans: plans
      .filter((p) => p.currency === currency)
      .map((p) => ({
        name: p.name,
        price: p.price,
        description: [
          p.isFrom ? 'Starting price' : '',
          p.price > 0 && p.period !== plan.billingPeriod ? PERIOD_WORDS[p.period] : '',
        ]
          .filter(Boolean)
          .join(', '),
        features: [...p.features],
        recommended: false,
        actionLabel: vars.cta,
      })),
  };
}

function faq(c: Ctx): SectionInput {
  const { industry, vars, r } = c;
  const items = industry.faq
    .filter(([q, a]) => isGenericText(`${q} ${a}`))
    .map(([q, a]) => ({ question: fillTemplate(q, vars), answer: fillTemplate(a, vars) }));
  if (r.pricesOnRequest && r.plans.length === 0)
    items.unshift({
      question: `How much does ${vars.name} charge?`,
      answer: `Prices are on request: send us a message and ${vars.name} will send you a quote.`,
    });
  // Opening hours and the address have their own places (hours, contact): each fact once.
  return { id: 'faq', type: 'faq', heading: 'Questions, answered', items: items.slice(0, 6) };
}

/** Team members are real people the owner names: none are invented, so the list starts empty. */
function team(c: Ctx): SectionInput {
  return {
    id: 'team',
    type: 'team',
    heading: `The people behind ${c.vars.name}`,
    members: [],
  };
}

/** Only the owner's numbers: counts they gave, the year they started, their years of experience. */
function stats(c: Ctx): SectionInput {
  const { r, vars } = c;
  const items: { value: string; label: string }[] = r.figures.map((f) => ({
    value: f.value,
    label: f.label,
  }));
  for (const h of r.highlights) {
    const since = /^Since (\d{4})$/.exec(h);
    const years = /^(\d+) years/.exec(h);
    if (since?.[1]) items.push({ value: since[1], label: 'serving customers since' });
    if (years?.[1]) items.push({ value: years[1], label: 'years of experience' });
  }
  return {
    id: 'stats',
    type: 'stats',
    heading: `${vars.name} at a glance`,
    items: items.slice(0, 6),
  };
}

/** "Join the LogLine beta", "Support Green Roots", "Book a table with Casa Lola". */
function ctaHeading(vars: TemplateVars): string {
  const joins = /^join the (beta|waitlist|waiting list)$/i.exec(vars.cta);
  if (joins) return `Join the ${vars.name} ${joins[1]?.toLowerCase() ?? ''}`;
  if (/^(?:donate|give|volunteer|support)\b/i.test(vars.cta)) return `Support ${vars.name}`;
  return vars.cta.includes(vars.name) ? vars.cta : `${vars.cta} with ${vars.name}`;
}

function cta(c: Ctx): SectionInput {
  const { vars, r } = c;
  const phone = r.contactDetails?.phone ?? '';
  return {
    id: 'cta',
    type: 'cta',
    heading:
      c.friendly && cityOf(r) && c.industry.local
        ? `See you soon in ${cityOf(r)}`
        : ctaHeading(vars),
    intro:
      r.specialties.length > 0
        ? `${vars.name}: ${vars.specialties}${vars.inCity}.`
        : `Questions first? Send ${vars.name} a message.`,
    primaryAction: { label: vars.cta, href: '#contact' },
    ...(phone
      ? { secondaryAction: { label: `Call ${phone}`, href: `tel:${phone.replace(/[^\d+]/g, '')}` } }
      : {}),
  };
}

function contact(c: Ctx): SectionInput {
  const { vars, r, industry } = c;
  const details = r.contactDetails;
  const ways = [
    details?.email ? `email ${details.email}` : '',
    details?.phone ? `call ${details.phone}` : '',
  ].filter(Boolean);
  return {
    id: 'contact',
    type: 'contact',
    heading:
      industry.local && cityOf(r) ? `Visit ${vars.name} in ${cityOf(r)}` : `Contact ${vars.name}`,
    intro: [
      `${ways.length > 0 ? `${ways.join(' or ')}, or send` : 'Send'} us a message${r.specialties.length > 0 ? ` about ${vars.specialty}` : ''}.`,
      !r.businessHours && r.hoursNote ? `Open: ${r.hoursNote}.` : '',
      r.socialHandles.length > 0 ? `Follow ${vars.name}: ${r.socialHandles.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    showHours: r.businessHours !== undefined && !c.hasSection('hours'),
  };
}

function hours(c: Ctx): SectionInput {
  const { r, vars } = c;
  const street = r.contactDetails?.address.street;
  return {
    id: 'hours',
    type: 'hours',
    heading: 'Opening hours',
    // The address is the contact section's: not repeated here.
    note:
      street || cityOf(r)
        ? `Directions to ${vars.name} are in the contact section.`
        : `Call ahead if you are making a special trip to ${vars.name}.`,
  };
}

function footer(c: Ctx): SectionInput {
  const links = c.plan.sections
    .filter((s) => s.navLabel !== '')
    .slice(0, 5)
    .map((s) => ({ label: s.navLabel, href: `#${s.id}` }));
  // The footer's summary: what the owner said the product is, in their words, else the tagline.
  const note = c.r.product
    ? productSentence(c.r) || `${c.vars.name} is ${c.r.product}.`
    : c.plan.tagline.includes(c.vars.name)
      ? `${c.plan.tagline}.`
      : `${c.vars.name}: ${c.plan.tagline}.`;
  return { id: 'footer', type: 'footer', note, links };
}

const WRITERS: Record<Section['type'], (c: Ctx) => SectionInput> = {
  hero,
  features,
  services,
  about,
  gallery,
  testimonials,
  pricing,
  faq,
  team,
  stats,
  cta,
  contact,
  hours,
  footer,
};

/**
 * Writes one section from the brief and the plan: every text names the business, its city,
 * specialties or audience. Deterministic for a seed.
 *
 * @example writeSectionOffline(plan, requirements, plan.sections[0], 1).type // 'hero'
 */
export function writeSectionOffline(
  plan: SitePlan,
  r: Requirements,
  planned: PlannedSection,
  seed: number,
): Section {
  const ctx: Ctx = {
    r,
    plan,
    industry: industryOf(r),
    vars: templateVars(r),
    friendly: /friendly|warm and friendly/.test(plan.tone),
    seed,
    hasSection: (type) => plan.sections.some((s) => s.type === type),
  };
  const draft = WRITERS[planned.type](ctx);
  return SectionSchema.parse({ ...draft, id: planned.id, navLabel: planned.navLabel });
}
