import { RequirementsSchema, type Fact, type Requirements } from '@zappy/contract/requirements';
import type { BusinessHours, ContactDetails, WeekDay } from '@zappy/site-model/schema';
import { extractServices } from './offline/services';
import { factFor } from './offline/facts';

/**
 * A sentence of feedback that names a new service: "we now also do X", "new service: X",
 * "ahora también ofrecemos X". A request such as "make it more modern" or "haz que …" names
 * none, although the wizard's reader takes "make"/"hacemos" as a service trigger in a
 * description ("we make cakes"); in feedback those verbs ask for a change.
 */
const NAMES_A_SERVICE =
  /\b(?:we\s+(?:now\s+)?(?:also\s+)?(?:do|offer|provide|sell)|(?:add|new)\s+(?:a\s+)?services?:?|(?:ahora\s+)?(?:también\s+)?(?:ofrecemos|vendemos)|(?:ahora|también)\s+hacemos|nuevo\s+servicio:?|nous\s+(?:proposons|faisons)\s+(?:aussi|désormais|maintenant)|wir\s+bieten(?:\s+jetzt)?(?:\s+auch)?|(?:ora\s+)?(?:anche\s+)?offriamo|(?:agora\s+)?(?:também\s+)?oferecemos|(?:wij|we)\s+bieden(?:\s+nu)?(?:\s+ook)?)\s+([^.;!?\n]+)/giu;

/**
 * The services a feedback text names, read by the wizard's service reader from the words after
 * a cue that states a service (the cue is put as "We offer", the reader's own trigger).
 *
 * @example namedServices('Make it more modern. We now also do boiler servicing.') // ['Boiler servicing']
 */
export function namedServices(text: string): string[] {
  return [...text.matchAll(NAMES_A_SERVICE)].flatMap((m) =>
    extractServices(`We offer ${m[1] ?? ''}.`),
  );
}

const isStated = (value: unknown) =>
  value !== undefined &&
  value !== '' &&
  value !== false &&
  !(Array.isArray(value) && value.length === 0);

/** Contact details field by field: a new phone in the feedback keeps the street address. */
function mergeContact(
  base: ContactDetails | undefined,
  said: ContactDetails | undefined,
): ContactDetails | undefined {
  if (!said) return base;
  if (!base) return said;
  const pick = (current: string, next: string) => next || current;
  return {
    email: pick(base.email, said.email),
    phone: pick(base.phone, said.phone),
    website: pick(base.website, said.website),
    address: {
      street: pick(base.address.street, said.address.street),
      city: pick(base.address.city, said.address.city),
      state: pick(base.address.state, said.address.state),
      zip: pick(base.address.zip, said.address.zip),
      country: pick(base.address.country, said.address.country),
    },
  };
}

/**
 * Hours day by day: "we now open Sundays 10-2" opens Sunday and keeps the other days. The reader
 * marks every day a sentence does not name as closed, so only the days it opens are news.
 */
function mergeHours(
  base: BusinessHours | undefined,
  said: BusinessHours | undefined,
): BusinessHours | undefined {
  if (!said) return base;
  if (!base) return said;
  const days = Object.keys(base) as WeekDay[];
  return Object.fromEntries(
    days.map((day) => [day, said[day].closed ? base[day] : said[day]]),
  ) as BusinessHours;
}

const SERVICE_FACTS = new Set<Fact['kind']>(['service', 'product']);

/**
 * The brief after a feedback text, read like a wizard message (`said` is what the Brain read in
 * it): the facts it states update the brief, field by field; its services count only when a
 * sentence names one (`namedServices`); the business's name, kind, language and description
 * stay, because one line of feedback says nothing about them. The text itself is direction, not
 * copy for the page, so it is not added to the description.
 */
export function mergeFeedback(base: Requirements, said: Requirements, text: string): Requirements {
  const services = namedServices(text);
  const named = new Set(services.map((service) => service.toLowerCase()));
  const stated = Object.fromEntries(
    Object.entries(said).filter(([, value]) => isStated(value)),
  ) as Partial<Requirements>;
  return RequirementsSchema.parse({
    ...base,
    ...stated,
    businessName: base.businessName ?? said.businessName,
    industry: base.industry ?? said.industry,
    product: base.product ?? said.product,
    description: base.description,
    language: base.language,
    inputLanguage: base.inputLanguage,
    contactDetails: mergeContact(base.contactDetails, said.contactDetails),
    businessHours: mergeHours(base.businessHours, said.businessHours),
    goals: [...new Set([...base.goals, ...said.goals])].slice(0, 20),
    specialties: [...new Set([...base.specialties, ...services])].slice(0, 30),
    highlights: [...new Set([...base.highlights, ...said.highlights])].slice(0, 20),
    figures: [...base.figures, ...said.figures].slice(0, 12),
    socialHandles: [...new Set([...base.socialHandles, ...said.socialHandles])].slice(0, 10),
    facts: [
      ...base.facts,
      ...said.facts.filter(
        (fact) => !SERVICE_FACTS.has(fact.kind) || named.has(fact.value.toLowerCase()),
      ),
      // A named service is a fact like any other: the fidelity report looks for it on the page.
      ...services.map((service) => factFor('service', service, text)),
    ].slice(0, 200),
  });
}

/** What a feedback asks of the site's look: another style ("more modern"), other colours. */
export interface LookWish {
  style: boolean;
  colours: boolean;
}

/** The look the feedback asks for, apart from its facts. */
export function lookWish(said: Requirements): LookWish {
  return {
    style: [said.style, said.tone].some(isStated),
    colours: [said.brandColor, said.palette].some(isStated),
  };
}
