import { RequirementsSchema, type Requirements } from '@zappy/contract/requirements';
import type { Widget } from '@zappy/contract/widgets';
import { suggestHeroImages } from '../images';
import { suggestPalettes } from '../palettes';
import type { ConversationInput, ConversationState, ConversationTurn, Slot } from '../schemas';
import { extract, type DetectedLanguage } from './extract';
import {
  applyAnswer,
  buildWidget,
  chooseNextSlot,
  cityOf,
  industryOf,
  mergeExtracted,
  responseText,
  type SlotContext,
} from './slots';

const LANGUAGE_NAMES: Record<DetectedLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  he: 'Hebrew',
  ar: 'Arabic',
  ru: 'Russian',
};

const TRANSCRIPT_LIMIT = 40;

function titleCaseWords(value: string): string {
  return value.replace(
    /(^|[^\p{L}'’])(\p{L})/gu,
    (_, before: string, c: string) => `${before}${c.toLocaleUpperCase()}`,
  );
}

/**
 * Fills every slot the conversation left open with a sensible default, so generation always has
 * a complete brief: a name, an industry, a call to action, a palette, a hero image.
 *
 * @example finalizeRequirements(RequirementsSchema.parse({ industry: 'bakery' }), 1).callToAction // 'Order for pickup'
 */
export function finalizeRequirements(r: Requirements, seed: number): Requirements {
  const industry = industryOf(r);
  const city = cityOf(r);
  const next: Requirements = { ...r };
  next.businessName ??= titleCaseWords(
    city
      ? `${city} ${industry.noun}`
      : industry.key === 'general' && r.industry
        ? r.industry
        : (industry.label.split(' / ')[0] ?? industry.label),
  );
  next.industry ??= industry.key;
  // Services stay the owner's: the industry's defaults are never written in as theirs.
  next.callToAction ??= industry.ctas[0];
  next.tone ??= 'warm and professional';
  if (!next.palette) {
    const suggestion = suggestPalettes({
      industry: industry.key,
      style: next.style,
      colors: next.brandColor ? [next.brandColor] : undefined,
    })[0];
    if (suggestion) {
      next.palette = { name: suggestion.name, colors: suggestion.colors };
      next.style ??= suggestion.style;
    }
  }
  next.style ??= 'modern';
  next.heroImageId ??= suggestHeroImages({
    industry: industry.key,
    businessName: next.businessName,
    seed,
  })[0]?.id;
  return RequirementsSchema.parse(next);
}

function describeFacts(before: Requirements, after: Requirements): string[] {
  const facts: string[] = [];
  const industry = industryOf(after);
  if (after.businessName && after.businessName !== before.businessName)
    facts.push(after.businessName);
  if (after.industry !== before.industry && industry.key !== 'general')
    facts.push(`a ${industry.noun}`);
  const city = cityOf(after);
  if (city && city !== cityOf(before)) facts.push(`in ${city}`);
  const newServices = after.specialties.filter((s) => !before.specialties.includes(s));
  if (newServices.length > 0)
    facts.push(`offering ${listText(newServices.slice(0, 4).map((s) => s.toLowerCase()))}`);
  const contact = after.contactDetails;
  const was = before.contactDetails;
  if (contact?.email && contact.email !== was?.email) facts.push(contact.email);
  if (contact?.phone && contact.phone !== was?.phone) facts.push(contact.phone);
  if (contact?.website && contact.website !== was?.website) facts.push(contact.website);
  if (after.businessHours && !before.businessHours) facts.push('your opening hours');
  if (after.hoursNote && after.hoursNote !== before.hoursNote)
    facts.push(`open ${after.hoursNote.charAt(0).toLowerCase()}${after.hoursNote.slice(1)}`);
  if (after.plans.length > 0 && JSON.stringify(after.plans) !== JSON.stringify(before.plans))
    facts.push(`your prices (${listText(after.plans.map((p) => p.name))})`);
  if (after.pricesOnRequest && !before.pricesOnRequest) facts.push('prices on request');
  if (after.audience && after.audience !== before.audience)
    facts.push(`for ${after.audience.toLowerCase()}`);
  if (after.palette && after.palette.name !== before.palette?.name)
    facts.push(`the “${after.palette.name}” palette`);
  if (after.heroImageId && after.heroImageId !== before.heroImageId) facts.push('your hero image');
  if (after.callToAction && after.callToAction !== before.callToAction)
    facts.push(`“${after.callToAction}” as the main button`);
  if (after.tone && after.tone !== before.tone) facts.push(`a ${after.tone} tone`);
  if (after.priceLevel !== undefined && after.priceLevel !== before.priceLevel)
    facts.push(`price level ${after.priceLevel} of 5`);
  return facts;
}

/** "a, b and c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

function readyReply(r: Requirements): string {
  const industry = industryOf(r);
  const city = cityOf(r);
  const services = r.specialties.slice(0, 3).map((s) => s.toLowerCase());
  return (
    `I have everything I need. ${r.businessName ?? 'Your site'} will get ${/^[aeiou]/.test(r.style ?? 'modern') ? 'an' : 'a'} ${r.style ?? 'modern'} website for your ${industry.key === 'general' ? (r.industry ?? 'business') : industry.noun}` +
    `${city ? ` in ${city}` : ''}${services.length > 0 ? `, featuring ${listText(services)}` : ''}, with “${r.callToAction ?? industry.ctas[0] ?? 'Get in touch'}” as the main call to action. ` +
    'You can generate your website now.'
  );
}

function pushTranscript(
  state: ConversationState,
  role: 'user' | 'ai',
  text: string,
): ConversationState['transcript'] {
  return [...state.transcript, { role, text: text.slice(0, 6000) }].slice(-TRANSCRIPT_LIMIT);
}

/** Asks the next question, or finishes when nothing is left (or the owner asked to finish). */
function advance(
  state: ConversationState,
  before: Requirements,
  ctx: SlotContext,
  options: { finish: boolean; prefix?: string | undefined; mentionsBrandColors: boolean },
): ConversationTurn {
  const r = state.requirements;
  const facts = describeFacts(before, r);
  const ack = facts.length > 0 ? `Got it: ${listText(facts)}.` : '';
  const slot: Slot | null = options.finish
    ? null
    : chooseNextSlot(r, state.asked, options.mentionsBrandColors);
  const lead = [options.prefix, ack].filter(Boolean).join(' ');
  if (slot === null) {
    const requirements = finalizeRequirements(r, state.seed);
    const reply = [lead, readyReply(requirements)].filter(Boolean).join(' ');
    const next: ConversationState = {
      ...state,
      turn: state.turn + 1,
      requirements,
      pending: null,
      readyToGenerate: true,
      transcript: pushTranscript(state, 'ai', reply),
    };
    return { reply, widget: null, readyToGenerate: true, state: next };
  }
  const widget: Widget = buildWidget(slot, r, ctx);
  const reply = [lead, widget.question].filter(Boolean).join(' ');
  const next: ConversationState = {
    ...state,
    turn: state.turn + 1,
    asked: [...state.asked, slot],
    pending: { slot, widget },
    readyToGenerate: false,
    transcript: pushTranscript(state, 'ai', reply),
  };
  return { reply, widget, readyToGenerate: false, state: next };
}

/**
 * Starts a conversation from the owner's first message: extracts every fact it gives, then asks
 * for the first missing one.
 *
 * @example
 * const turn = startOfflineConversation('A bakery called "Golden Crumb" in Portland', { seed: 1 });
 * turn.state.requirements.businessName; // 'Golden Crumb'
 */
export function startOfflineConversation(
  initialPrompt: string,
  ctx: SlotContext,
  enrich: (r: Requirements) => Requirements = (r) => r,
): ConversationTurn {
  const text = initialPrompt.trim().slice(0, 5000);
  const ex = extract(text);
  const empty = RequirementsSchema.parse({});
  let requirements = enrich(mergeExtracted(empty, ex));
  requirements = { ...requirements, description: text, inputLanguage: ex.language, language: 'en' };
  const state: ConversationState = {
    version: 1,
    seed: ctx.seed,
    turn: 0,
    requirements,
    industryKey: industryOf(requirements).key,
    asked: [],
    pending: null,
    readyToGenerate: false,
    transcript: [{ role: 'user', text }],
  };
  const prefix =
    ex.language !== 'en'
      ? `I see you wrote in ${LANGUAGE_NAMES[ex.language]}. I will write the website in English and keep your details exactly as you gave them.`
      : undefined;
  return advance({ ...state }, empty, ctx, {
    finish: false,
    prefix,
    mentionsBrandColors: ex.mentionsBrandColors,
  });
}

/**
 * Continues a conversation with free text or a widget answer. Free text sent while a widget is
 * pending is read as the answer when it can be, and any other facts in it are kept too.
 *
 * @example
 * const next = continueOfflineConversation(turn.state, { type: 'text', text: 'Golden Crumb' }, { seed: 1 });
 */
export function continueOfflineConversation(
  state: ConversationState,
  input: ConversationInput,
  ctx: SlotContext,
): ConversationTurn {
  const before = state.requirements;
  const text =
    input.type === 'text' ? input.text.trim().slice(0, 5000) : responseText(input.response);
  let requirements = before;
  let prefix: string | undefined;
  const ex = extract(text, industryOf(before).ctas);
  const pending = state.pending;
  if (pending) {
    const answer =
      input.type === 'widget_response'
        ? {
            text,
            ...(input.response.values ? { values: input.response.values } : {}),
            ...(typeof input.response.value === 'number' ? { number: input.response.value } : {}),
          }
        : { text };
    const result = applyAnswer(pending.slot, requirements, pending.widget, answer);
    requirements = result.requirements;
    if (!result.understood && !ex.wantsToFinish)
      prefix = 'No problem, I will choose a good default for that.';
  }
  // Free text may carry more facts than the question asked for ("Blue Door, call 555-0100").
  if (input.type === 'text')
    requirements = mergeExtracted(requirements, { ...ex, businessName: undefined });
  const next: ConversationState = {
    ...state,
    requirements,
    industryKey: industryOf(requirements).key,
    transcript: pushTranscript(state, 'user', text),
  };
  if (state.readyToGenerate) {
    const finalized = finalizeRequirements(requirements, state.seed);
    const facts = describeFacts(before, finalized);
    const reply = `${facts.length > 0 ? `Updated: ${listText(facts)}. ` : ''}Everything is ready; you can generate your website now.`;
    return {
      reply,
      widget: null,
      readyToGenerate: true,
      state: {
        ...next,
        requirements: finalized,
        turn: state.turn + 1,
        transcript: pushTranscript(next, 'ai', reply),
      },
    };
  }
  return advance(next, before, ctx, {
    finish: ex.wantsToFinish && !ex.wantsDefault,
    prefix,
    mentionsBrandColors: ex.mentionsBrandColors || /brand|logo/i.test(before.description ?? ''),
  });
}
