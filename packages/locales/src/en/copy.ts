import type { CopyFacts, SitePhrases } from '../types';
import { withArticle } from './english';
import { namesOf } from '../section-names';
import sections from './sections.json';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

const inCity = (city: string) => (city ? ` in ${city}` : '');

/**
 * "Ruta Verde es una herramienta que…": an owner's product phrase in another language keeps its
 * own verb, so no sentence mixes two languages; '' for an English phrase.
 */
function foreignProductSentence(name: string, product: string): string {
  const article = /^(una?|une|eine?)\s/iu.exec(product)?.[1]?.toLowerCase();
  if (!article) return '';
  const verb = article === 'une' ? 'est' : article.startsWith('ein') ? 'ist' : 'es';
  return `${name} ${verb} ${product}.`;
}

/**
 * "LogLine is a developer tool that…", in the owner's words; when the heading already says the
 * rest ("Helps freelancers get paid faster"), only what the product is, so the intro never
 * repeats the heading word for word.
 */
function productIntro(f: CopyFacts, product: string): string {
  const place = f.city && !product.includes(f.city) ? inCity(f.city) : '';
  const full =
    foreignProductSentence(f.name, product) ||
    `${f.name} is ${product}${place ? `, based${place}` : ''}.`;
  if (!full.toLowerCase().includes(f.tagline.toLowerCase())) return full;
  const next =
    f.specialties.length > 0
      ? `We offer ${list(f.specialties.slice(0, 4))}.`
      : `${f.cta}, or send us a message.`;
  const head = f.productHead;
  if (!head || f.tagline.toLowerCase().includes(head.replace(/^\S+\s+/, '').toLowerCase()))
    return `Meet ${f.name}${inCity(f.city)}. ${next}`;
  const verb = foreignProductSentence(f.name, head);
  return `${verb ? verb.slice(0, -1) : `${f.name} is ${head}`}${place}. ${next}`;
}

/** English: the knowledge base's own language, so its headlines, values and questions fit. */
export const copy: SitePhrases = {
  language: 'en',
  list,
  inCity,
  yourArea: 'your area',
  ourCustomers: 'our customers',
  defaultName: (noun, city) => (city ? `${city} ${noun}` : noun),
  goals: {
    book: 'Book an appointment',
    order: 'Order online',
    quote: 'Request a quote',
    donate: 'Donate',
    beta: 'Join the beta',
    waitlist: 'Join the waitlist',
    trial: 'Start free trial',
    demo: 'Book a demo',
    signup: 'Sign up',
    shop: 'Shop now',
    call: 'Call us',
  },
  capitalisesNouns: false,
  // The knowledge base is written in English: the offline engine reads these from it
  // (`industryWords`), so they are not kept twice.
  industries: {},
  navLabels: namesOf(sections, 'nav'),
  headlines: (industry) => industry.headlines,
  since: (year) => `Since ${year}`,
  yearsOfExperience: (years) => `${years} years of experience`,
  trait: (trait) => trait,
  hero: {
    eyebrow: (label, city) => `${label} in ${city}`,
    intro: (f) => {
      if (f.product) return productIntro(f, f.product);
      const lead = f.traits[0];
      const what = withArticle(`${lead ? `${lead} ` : ''}${f.noun}`);
      const [first, second] = f.specialties;
      if (f.friendly)
        return `${f.name} is ${what}${inCity(f.city)}${f.audience ? ` for ${f.audience}` : ''}.${first ? ` Come for the ${first}${second ? `, stay for the ${second}` : ''}.` : ''}`;
      return `${f.name} is ${what}${inCity(f.city)}${first ? ` offering ${list(f.specialties.slice(0, 4))}` : ''}${f.audience ? ` to ${f.audience}` : ''}.`;
    },
    servicesAction: (friendly) => (friendly ? 'See what we do' : 'Our services'),
  },
  features: {
    heading: (f) => `Why ${f.name}`,
    intro: (f) => (f.audience ? `What ${f.audience} can expect from us.` : 'What you can expect.'),
    highlightText: (f, h) =>
      h.since
        ? `We have served ${f.city || 'our customers'} since ${h.since}.`
        : h.years
          ? `${h.years} years of ${f.specialty} behind every job we take on.`
          : `We are proud to be ${(h.trait ?? '').toLowerCase()}.`,
  },
  services: {
    heading: (friendly) => (friendly ? 'What we do' : 'Services'),
    free: 'Free',
    from: (amount) => `From ${amount}`,
  },
  about: {
    heading: (f) => `About ${f.name}`,
    body: (f) =>
      [
        f.product
          ? `We offer ${f.product}${f.since ? `, since ${f.since}` : ''}.`
          : `We are ${withArticle(`${f.traits.length > 0 ? `${list(f.traits)} ` : ''}${f.noun}`)}${inCity(f.city)}${f.since ? `, since ${f.since}` : ''}.`,
        f.specialties.length > 0
          ? `We focus on ${list(f.specialties.slice(0, 4))}${f.audience ? `, for ${f.audience}` : ''}${f.years ? `, with ${f.years} years of experience behind us` : ''}.`
          : f.years
            ? `We have ${f.years} years of experience behind us.`
            : '',
        f.friendly
          ? `${f.local ? 'Drop by, send a message' : 'Send a message'} or ${f.cta.toLowerCase()}: we would love to hear from you.`
          : `To get started, ${f.cta.toLowerCase()} or send us a message.`,
      ]
        .filter(Boolean)
        .join(' '),
    basedIn: (city) => `Based in ${city}`,
  },
  gallery: { heading: (f) => `A look inside ${f.name}` },
  testimonials: { heading: (f) => `What customers say about ${f.name}` },
  team: { heading: (f) => `The people behind ${f.name}` },
  pricing: {
    heading: (f) => `${f.name} prices`,
    intro: () => 'Plans and prices.',
    startingPrice: 'Starting price',
    periods: {
      monthly: 'per month',
      yearly: 'per year',
      weekly: 'per week',
      'one-time': 'one-time',
    },
  },
  faq: {
    heading: 'Questions, answered',
    contact: [
      'How do I get in touch?',
      'Send us a message with the form on this page, or use the contact details next to it.',
    ],
    booking: (f) => [
      'How do I book?',
      `${f.cta} with the button on this page, or send us a message.`,
    ],
    pricesOnRequest: (f) => [
      `How much does ${f.name} charge?`,
      `Prices are on request: send us a message and ${f.name} will send you a quote.`,
    ],
    leadTime: (notice) => ['How much notice do you need?', notice],
    serviceArea: (towns) => ['Which areas do you cover?', `We cover ${towns}.`],
  },
  stats: {
    heading: (f) => `${f.name} at a glance`,
    since: 'serving customers since',
    years: 'years of experience',
  },
  cta: {
    heading: (f) => {
      if (f.friendly && f.city && f.local) return `See you soon in ${f.city}`;
      const joins = /^join the (beta|waitlist|waiting list)$/i.exec(f.cta);
      if (joins) return `Join the ${f.name} ${joins[1]?.toLowerCase() ?? ''}`;
      if (/^(?:donate|give|volunteer|support)\b/i.test(f.cta)) return `Support ${f.name}`;
      return f.cta.includes(f.name) ? f.cta : `${f.cta} with ${f.name}`;
    },
    intro: (f) =>
      f.specialties.length > 0
        ? `${list(f.specialties.slice(0, 4)).replace(/^./, (c) =>
            c.toUpperCase(),
          )}${inCity(f.city)}.`
        : 'Questions first? Send us a message.',
    call: (phone) => `Call ${phone}`,
  },
  contact: {
    heading: (f) => (f.local && f.city ? `Visit ${f.name} in ${f.city}` : `Contact ${f.name}`),
    intro: (f) => {
      const ways = [f.email ? `email ${f.email}` : '', f.phone ? `call ${f.phone}` : ''].filter(
        Boolean,
      );
      const reach = `${ways.length > 0 ? `${ways.join(' or ')}, or send` : 'Send'} us a message`;
      return [
        `${reach.charAt(0).toUpperCase()}${reach.slice(1)}${f.specialties.length > 0 ? ` about ${f.specialty}` : ''}.`,
        f.hoursNote ? `Open: ${f.hoursNote}.` : '',
        f.socialHandles.length > 0 ? `Follow us: ${f.socialHandles.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  },
  hours: {
    dayRange: (first, last) => `${first} to ${last}`,
    openFrom: (days, time) => `${days} from ${time}`,
    everyDay: 'Every day',
    byAppointment: 'By appointment',
    heading: 'Opening hours',
  },
  footer: {
    product: (f, product) => foreignProductSentence(f.name, product) || `${f.name} is ${product}.`,
  },
  images: {
    hero: (f) => `${f.name}${inCity(f.city)}`,
    about: (f) => `About ${f.name}`,
    gallery: (f, caption) => `${caption} at ${f.name}`,
    illustration: (alt) => `Illustration: ${alt}`,
  },
};
