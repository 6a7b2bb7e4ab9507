import type { OwnerPlan, Requirements } from '@zappy/contract/requirements';
import { SectionSchema, type Section, type SectionInput } from '@zappy/site-model/schema';
import type { Industry } from '../knowledge/types';
import type { PlannedSection, SitePlan } from '../schemas';
import { itemPrices, keptWords, productHead, recurringPlans, softLower } from './facts';
import { localHoursNote } from './phrases/hours-note';
import { sitePhrases } from './phrases/index';
import type { CopyFacts, SitePhrases } from '@zappy/locales/types';
import { faqTopics, hasPricesOnRequest } from './plan';
import { isLeadVerb } from './reading-words';
import { cityOf, industryOf } from './slots';
import { fillTemplate, templateVars, type TemplateVars } from './template';

type Ctx = {
  r: Requirements;
  plan: SitePlan;
  industry: Industry;
  t: SitePhrases;
  f: CopyFacts;
  vars: TemplateVars;
  seed: number;
  hasSection: (type: string) => boolean;
};

/** A highlight the reader found, by kind: "Since 2015", "20 years of experience", a trait. */
type Highlight = { since?: string; years?: string; trait?: string };

function readHighlight(h: string): Highlight {
  const since = /^Since (\d{4})$/.exec(h)?.[1];
  if (since) return { since };
  const years = /^(\d+) years of experience$/.exec(h)?.[1];
  return years ? { years } : { trait: h };
}

/** A highlight as a title in the site's language, or undefined where the language cannot say it. */
function highlightTitle(t: SitePhrases, h: Highlight): string | undefined {
  if (h.since) return t.since(h.since);
  if (h.years) return t.yearsOfExperience(h.years);
  return h.trait ? t.trait(h.trait) : undefined;
}

/**
 * The facts for a sentence that names services as things ("Come for the dashboards, stay for
 * the …"): none when one is what the owner does ("clean up messy spreadsheets"), which would not
 * read as a thing.
 */
function asNouns(f: CopyFacts): CopyFacts {
  const doing = f.specialties.some((s) => isLeadVerb(s.split(/\s+/)[0] ?? ''));
  return doing ? { ...f, specialties: [] } : f;
}

/**
 * A hero whose headline names the business says the name once: the intro keeps only its
 * sentences that don't name it again ("Dit is Slim Leren" over "Slim Leren is een …").
 */
function unnamedWhenNamed(intro: string, heading: string, name: string): string {
  if (!name || !heading.includes(name)) return intro;
  return intro
    .split(/(?<=[.!?؟])\s+/u)
    .filter((sentence) => !sentence.includes(name))
    .join(' ');
}

/** The owner's facts, cased and worded for the copy in the site's language. */
function copyFacts(r: Requirements, plan: SitePlan, t: SitePhrases, vars: TemplateVars): CopyFacts {
  const industry = industryOf(r);
  const words = t.industries[industry.key] ?? t.industries['general'];
  const keep = keptWords(r);
  const lower = (words: string) => (t.capitalisesNouns ? words : softLower(words, keep));
  const highlights = r.highlights.map(readHighlight);
  const details = r.contactDetails;
  return {
    name: vars.name,
    city: cityOf(r),
    specialties: r.specialties.map(lower),
    specialty: vars.specialty,
    audience: r.audience === undefined ? undefined : lower(r.audience),
    noun: words?.noun ?? industry.noun,
    aNoun: words?.aNoun ?? industry.noun,
    cta: vars.cta,
    product: r.product,
    productHead: productHead(r.product),
    tagline: plan.tagline,
    since: highlights.find((h) => h.since)?.since,
    years: highlights.find((h) => h.years)?.years,
    traits: highlights.flatMap((h) =>
      h.trait && !/\d/.test(h.trait) && t.trait(h.trait) ? [h.trait.toLowerCase()] : [],
    ),
    phone: details?.phone || undefined,
    email: details?.email || undefined,
    // Hours the reader could not put in a week; a week has its own place (hours, contact), and
    // so has "by appointment" (the renderer writes it there and in the footer).
    hoursNote: r.businessHours || !r.hoursNote ? undefined : localHoursNote(r.hoursNote, t),
    socialHandles: r.socialHandles,
    // A business that goes to its customers or works online is not visited; 'premises' (the
    // brief's "they visit us") or no mode is.
    local: industry.local && (r.serviceMode ?? 'premises') === 'premises',
    friendly: /friendly|warm and friendly/.test(plan.tone),
    hasServicesSection: plan.sections.some((s) => s.type === 'services'),
    hasAddress: Boolean(details?.address.street || cityOf(r)),
  };
}

function hero(c: Ctx): SectionInput {
  const { t, f, plan, r } = c;
  const firstHighlight = r.highlights[0];
  const label = plan.industryLabel.split(' / ')[0] ?? plan.industryLabel;
  return {
    id: 'hero',
    type: 'hero',
    layout:
      plan.style === 'bold'
        ? 'full-bleed'
        : plan.style === 'minimal' || plan.style === 'elegant'
          ? 'centered'
          : 'split',
    eyebrow: f.city
      ? t.hero.eyebrow(label, f.city)
      : ((firstHighlight && highlightTitle(t, readHighlight(firstHighlight))) ??
        plan.industryLabel),
    heading: plan.tagline,
    intro: unnamedWhenNamed(t.hero.intro(asNouns(f)), plan.tagline, f.name),
    primaryAction: { label: f.cta, href: '#contact' },
    ...(f.hasServicesSection
      ? { secondaryAction: { label: t.hero.servicesAction(f.friendly), href: '#services' } }
      : {}),
    imageId: 'hero',
  };
}

/** Only the owner's highlights: the knowledge base's reasons to choose a business are claims. */
function features(c: Ctx): SectionInput {
  const { t, f, r } = c;
  const fromFacts = r.highlights.slice(0, 2).flatMap((raw) => {
    const h = readHighlight(raw);
    const title = highlightTitle(t, h);
    return title
      ? [{ title, text: t.features.highlightText(f, h), icon: /\d/.test(raw) ? 'award' : 'star' }]
      : [];
  });
  return {
    id: 'features',
    type: 'features',
    heading: t.features.heading(f),
    intro: t.features.intro(f),
    items: fromFacts,
  };
}

/**
 * The icon of the knowledge base's service sharing a word with the owner's ("sourdough loaves"
 * and "Sourdough"), else of the one whose description covers it ("Croissants" in "Croissants,
 * buns and danishes"). The description only finds the icon: it is the template's words, never
 * written on the owner's card.
 */
function serviceIcon(industry: Industry, service: string): string | undefined {
  const words = service
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 3)
    .map((w) => w.replace(/s$/, ''));
  const names = (text: string) => words.some((w) => text.toLowerCase().includes(w));
  return (industry.services.find(
    ([title]) => title.toLowerCase() === service.toLowerCase() || names(title),
  ) ?? industry.services.find(([, description]) => names(description)))?.[2];
}

/**
 * A one-off price as a service card shows it: "€12", "From £45", "£30 per hour", "12 € por
 * clase", "15 € pro Stunde" (what it is for in the owner's words, a German noun keeping its
 * capital), "$20/session".
 */
function priceText(p: OwnerPlan, c: Ctx): string {
  const amount =
    p.price === 0
      ? c.t.services.free
      : new Intl.NumberFormat(c.t.language, {
          style: 'currency',
          currency: p.currency,
          maximumFractionDigits: Number.isInteger(p.price) ? 0 : 2,
        }).format(p.price);
  return [
    p.isFrom ? c.t.services.from(amount) : amount,
    ...p.features.map((feature) => feature.charAt(0).toLocaleLowerCase() + feature.slice(1)),
  ]
    .join(' ')
    .replace(/\s+\//gu, '/');
}

function services(c: Ctx): SectionInput {
  const { t, f, r, industry } = c;
  const prices = itemPrices(r);
  const priceOf = (title: string) => {
    const priced = prices.find((p) => p.name.toLowerCase() === title.toLowerCase());
    return priced ? priceText(priced, c) : '';
  };
  // The owner said what each service is called, not what it is like: a card says no more. An
  // icon is the service's own or a plain one: another service's icon says something the owner
  // didn't (a delivery van on "Croissants", a stethoscope on "Nail trims").
  const item = (service: string) => ({
    title: service,
    text: '',
    icon: serviceIcon(industry, service) ?? 'sparkles',
    price: priceOf(service),
  });
  const named = r.specialties.slice(0, 8);
  const unnamed = prices
    .map((p) => p.name)
    .filter((name) => !named.some((s) => s.toLowerCase() === name.toLowerCase()));
  return {
    id: 'services',
    type: 'services',
    // The cards name the services: an intro listing them again would say it twice.
    heading: t.services.heading(f.friendly),
    items: [...named, ...unnamed].map(item),
  };
}

/** The sentences of a text that another text does not already say. */
function unsaid(text: string, said: string): string {
  const sentences = text.match(/[^.!?。؟]+[.!?。؟]*\s*/gu) ?? [];
  const fresh = sentences.filter((sentence) => !said.includes(sentence.trim()));
  return fresh.join('').trim();
}

function about(c: Ctx): SectionInput {
  const { t, f, r } = c;
  const highlights = [
    ...r.highlights.flatMap((raw) => highlightTitle(t, readHighlight(raw)) ?? []),
    ...(f.city ? [t.about.basedIn(f.city)] : []),
  ].slice(0, 4);
  const body = t.about.body(f);
  return {
    id: 'about',
    type: 'about',
    heading: t.about.heading(f),
    // The hero's intro is read first: the about text goes on from it rather than repeating it.
    body: unsaid(body, t.hero.intro(f)) || body,
    highlights,
    imageId: 'about',
  };
}

function gallery(c: Ctx): SectionInput {
  // Captions name only what the owner offers; other pictures go without one.
  const captions = [...c.r.specialties];
  return {
    id: 'gallery',
    type: 'gallery',
    heading: c.t.gallery.heading(c.f),
    items: [1, 2, 3].map((n) => ({
      imageId: `gallery-${n}`,
      caption: captions[n - 1] ?? '',
    })),
  };
}

/** Reviews are the owner's customers' words: none are invented, so the list starts empty. */
function testimonials(c: Ctx): SectionInput {
  return {
    id: 'testimonials',
    type: 'testimonials',
    heading: c.t.testimonials.heading(c.f),
    items: [],
  };
}

/** The owner's plans billed by a period, with their exact amounts and currency; nothing else. */
function pricing(c: Ctx): SectionInput {
  const { t, f, r, plan } = c;
  const plans = recurringPlans(r);
  const currency = plans[0]?.currency ?? 'USD';
  return {
    id: 'pricing',
    type: 'pricing',
    heading: t.pricing.heading(f),
    intro: plans.length === 0 ? '' : t.pricing.intro(f),
    currency,
    billingPeriod: plan.billingPeriod,
    pricesOnRequest: hasPricesOnRequest(r),
    plans: plans
      .filter((p) => p.currency === currency)
      .map((p) => ({
        name: p.name,
        price: p.price,
        description: [
          p.isFrom ? t.pricing.startingPrice : '',
          p.price > 0 && p.period !== plan.billingPeriod ? t.pricing.periods[p.period] : '',
        ]
          .filter(Boolean)
          .join(', '),
        features: [...p.features],
        recommended: false,
        actionLabel: f.cta,
      })),
  };
}

/** The owner's sentence as a sentence: capital first letter, closing stop. */
function sentence(text: string): string {
  const s = text.trim();
  const capital = s.charAt(0).toLocaleUpperCase() + s.slice(1);
  return /[.!?؟。]$/.test(capital) ? capital : `${capital}.`;
}

/** "Bristol, Bath and Keynsham", joined the site language's way. */
function listOf(items: readonly string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** The FAQ answers what the brief answers, then how to reach the business. */
function faq(c: Ctx): SectionInput {
  const { t, f, vars, r } = c;
  const [question, answer] = t.faq.contact;
  const items = [
    ...faqTopics(r).map((topic) =>
      topic === 'leadTime'
        ? t.faq.leadTime(r.leadTimes.map(sentence).join(' '))
        : topic === 'serviceArea'
          ? t.faq.serviceArea(listOf(r.serviceArea, r.language))
          : t.faq[topic](f),
    ),
    [fillTemplate(question, vars), fillTemplate(answer, vars)] as const,
  ];
  // Opening hours and the address have their own places (hours, contact): each fact once.
  return {
    id: 'faq',
    type: 'faq',
    heading: t.faq.heading,
    items: items.map(([question, answer]) => ({ question, answer })),
  };
}

/** Team members are real people the owner names: none are invented, so the list starts empty. */
function team(c: Ctx): SectionInput {
  return { id: 'team', type: 'team', heading: c.t.team.heading(c.f), members: [] };
}

/** Only the owner's numbers: counts they gave, the year they started, their years of experience. */
function stats(c: Ctx): SectionInput {
  const { t, f, r } = c;
  const items: { value: string; label: string }[] = r.figures.map((figure) => ({
    value: figure.value,
    label: figure.label,
  }));
  if (f.since) items.push({ value: f.since, label: t.stats.since });
  if (f.years) items.push({ value: f.years, label: t.stats.years });
  return { id: 'stats', type: 'stats', heading: t.stats.heading(f), items: items.slice(0, 6) };
}

function cta(c: Ctx): SectionInput {
  const { t, f } = c;
  return {
    id: 'cta',
    type: 'cta',
    heading: t.cta.heading(f),
    intro: t.cta.intro(f),
    primaryAction: { label: f.cta, href: '#contact' },
    ...(f.phone
      ? {
          secondaryAction: {
            label: t.cta.call(f.phone),
            href: `tel:${f.phone.replace(/[^\d+]/g, '')}`,
          },
        }
      : {}),
  };
}

function contact(c: Ctx): SectionInput {
  const { t, f, r } = c;
  return {
    id: 'contact',
    type: 'contact',
    heading: t.contact.heading(f),
    intro: t.contact.intro(f),
    showHours: r.businessHours !== undefined && !c.hasSection('hours'),
  };
}

function hours(c: Ctx): SectionInput {
  // The week table says it all; a note would be filler ("Call ahead…") the owner never said.
  return { id: 'hours', type: 'hours', heading: c.t.hours.heading };
}

function footer(c: Ctx): SectionInput {
  const links = c.plan.sections
    .filter((s) => s.navLabel !== '')
    .slice(0, 5)
    .map((s) => ({ label: s.navLabel, href: `#${s.id}` }));
  // The renderer shows the tagline; the product in the owner's words goes here only when no
  // about text says it.
  const product = c.f.product && !c.hasSection('about') ? c.f.product : undefined;
  return {
    id: 'footer',
    type: 'footer',
    note: product ? c.t.footer.product(c.f, product) : '',
    links,
  };
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
 * Writes one section from the brief and the plan, in the site's language: every text names the
 * business, its city, specialties or audience. Deterministic for a seed.
 *
 * @example writeSectionOffline(plan, requirements, plan.sections[0], 1).type // 'hero'
 */
export function writeSectionOffline(
  plan: SitePlan,
  r: Requirements,
  planned: PlannedSection,
  seed: number,
): Section {
  const t = sitePhrases(r.language);
  const vars = templateVars(r);
  const ctx: Ctx = {
    r,
    plan,
    industry: industryOf(r),
    t,
    f: copyFacts(r, plan, t, vars),
    vars,
    seed,
    hasSection: (type) => plan.sections.some((s) => s.type === type),
  };
  const draft = WRITERS[planned.type](ctx);
  return SectionSchema.parse({ ...draft, id: planned.id, navLabel: planned.navLabel });
}
