import type { CopyFacts, IndustryTemplates, SitePhrases } from '../types';
import { isGenericText, withArticle } from './english';
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

const productSentence = (f: CopyFacts, product: string) =>
  foreignProductSentence(f.name, product) || `${f.name} is ${product}.`;

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
      ? `${f.name} offers ${list(f.specialties.slice(0, 4))}.`
      : `${f.cta}, or send us a message.`;
  const head = f.productHead;
  if (!head || f.tagline.toLowerCase().includes(head.replace(/^\S+\s+/, '').toLowerCase()))
    return `Meet ${f.name}${inCity(f.city)}. ${next}`;
  const verb = foreignProductSentence(f.name, head);
  return `${verb ? verb.slice(0, -1) : `${f.name} is ${head}`}${place}. ${next}`;
}

/** The knowledge base's service closest to what the owner named (shared words). */
function knownService(
  industry: IndustryTemplates,
  service: string,
): readonly [string, string, string] | undefined {
  const words = service
    .toLowerCase()
    .split(/\W+/)
    .filter((w) => w.length > 3);
  return industry.services.find(([title, description]) => {
    const t = title.toLowerCase();
    const same = t === service.toLowerCase() || words.some((w) => t.includes(w.replace(/s$/, '')));
    return same && isGenericText(description);
  });
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
    intro: (f) =>
      !f.audience
        ? `What you can expect from ${f.name}.`
        : f.friendly
          ? `A few reasons ${f.audience} keep coming back to ${f.name}.`
          : `What ${f.audience} can expect from ${f.name}.`,
    highlightText: (f, h) =>
      h.since
        ? `${f.name} has served ${f.city || 'its customers'} since ${h.since}.`
        : h.years
          ? `${h.years} years of ${f.specialty} behind every job we take on.`
          : `${f.name} is proud to be ${(h.trait ?? '').toLowerCase()}.`,
    values: (industry) => industry.values,
  },
  services: {
    heading: (friendly) => (friendly ? 'What we do' : 'Services'),
    intro: (f) =>
      f.specialties.length > 0
        ? `${f.name} offers ${list(f.specialties.slice(0, 4))}${inCity(f.city)}.`
        : `Services from ${f.name}${inCity(f.city)}.`,
    item: (f, industry, service) => {
      const known = knownService(industry, service);
      return known
        ? { text: `${known[1]}${f.city ? `, here${inCity(f.city)}` : ''}.`, icon: known[2] }
        : {
            text: `${service.charAt(0).toLocaleUpperCase()}${service.slice(1)} by ${f.name}${inCity(f.city)}; ask us what fits you best.`,
          };
    },
    free: 'Free',
    from: (amount) => `From ${amount}`,
  },
  about: {
    heading: (f) => `About ${f.name}`,
    body: (f) =>
      [
        f.product
          ? foreignProductSentence(f.name, f.product) ||
            `${f.name} is ${f.product}${f.since ? `, since ${f.since}` : ''}.`
          : `${f.name} is ${withArticle(`${f.traits.length > 0 ? `${list(f.traits)} ` : ''}${f.noun}`)}${inCity(f.city)}${f.since ? `, since ${f.since}` : ''}.`,
        f.specialties.length > 0
          ? `We focus on ${list(f.specialties.slice(0, 4))}${f.audience ? `, for ${f.audience}` : ''}${f.years ? `, with ${f.years} years of experience behind us` : ''}.`
          : f.years
            ? `We have ${f.years} years of experience behind us.`
            : '',
        f.friendly
          ? `Drop by, send a message or ${f.cta.toLowerCase()}: we would love to hear from you.`
          : `To get started, ${f.cta.toLowerCase()} or send us a message.`,
      ]
        .filter(Boolean)
        .join(' '),
    basedIn: (city) => `Based in ${city}`,
    knownFor: (service) => `Known for ${service}`,
  },
  gallery: { heading: (f) => `A look inside ${f.name}` },
  testimonials: { heading: (f) => `What customers say about ${f.name}` },
  team: { heading: (f) => `The people behind ${f.name}` },
  pricing: {
    heading: (f) => `${f.name} prices`,
    intro: (f) => (f.friendly ? 'Clear prices, no surprises.' : `Plans and prices for ${f.name}.`),
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
    items: [
      [
        'How do I get in touch with {name}?',
        'Send us a message with the form on this page, or use the contact details next to it.',
      ],
      [
        'How do we get started?',
        'Tell us what you need and we will talk through the options with you before anything is decided.',
      ],
      [
        'Can I ask questions before I decide?',
        'Of course: send us your questions and we will answer them.',
      ],
    ],
    pricesOnRequest: (f) => [
      `How much does ${f.name} charge?`,
      `Prices are on request: send us a message and ${f.name} will send you a quote.`,
    ],
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
        ? `${f.name}: ${list(f.specialties.slice(0, 4))}${inCity(f.city)}.`
        : `Questions first? Send ${f.name} a message.`,
    call: (phone) => `Call ${phone}`,
  },
  contact: {
    heading: (f) => (f.local && f.city ? `Visit ${f.name} in ${f.city}` : `Contact ${f.name}`),
    intro: (f) => {
      const ways = [f.email ? `email ${f.email}` : '', f.phone ? `call ${f.phone}` : ''].filter(
        Boolean,
      );
      return [
        `${ways.length > 0 ? `${ways.join(' or ')}, or send` : 'Send'} us a message${f.specialties.length > 0 ? ` about ${f.specialty}` : ''}.`,
        f.hoursNote ? `Open: ${f.hoursNote}.` : '',
        f.socialHandles.length > 0 ? `Follow ${f.name}: ${f.socialHandles.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  },
  hours: {
    dayRange: (first, last) => `${first} to ${last}`,
    openFrom: (days, time) => `${days} from ${time}`,
    everyDay: 'Every day',
    heading: 'Opening hours',
    note: (f) =>
      f.hasAddress
        ? `Directions to ${f.name} are in the contact section.`
        : `Call ahead if you are making a special trip to ${f.name}.`,
  },
  footer: {
    note: (f) =>
      f.product
        ? productSentence(f, f.product)
        : f.tagline.includes(f.name)
          ? `${f.tagline}.`
          : `${f.name}: ${f.tagline}.`,
  },
  images: {
    hero: (f) => `${f.name}${inCity(f.city)}`,
    about: (f) => `About ${f.name}`,
    gallery: (f, caption) => `${caption} at ${f.name}`,
    illustration: (alt) => `Illustration: ${alt}`,
  },
};
