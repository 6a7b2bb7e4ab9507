import { detectLanguage } from './language';
import { RequirementsSchema, type Requirements } from '@zappy/contract/requirements';
import type { Widget } from '@zappy/contract/widgets';
import { suggestHeroImages } from '../hero-images';
import { suggestPalettes } from '../palettes';
import type { ConversationInput, ConversationState, ConversationTurn, Slot } from '../schemas';
import { extract } from './extract';
import { bareName } from './names';
import { localHoursNote } from './phrases/hours-note';
import { isSiteLanguage, localCallToAction, sitePhrases, wizardPhrases } from './phrases/index';
import type { WizardPhrases } from '@zappy/locales/types';
import {
  applyAnswer,
  buildWidget,
  chooseNextSlot,
  cityOf,
  industryOf,
  mergeExtracted,
  ownIndustryWords,
  responseText,
  type SlotContext,
} from './slots';

/** The owner's words for use mid-sentence: lower-cased, except in a language that capitalises nouns. */
const midSentence = (words: string, w: WizardPhrases) =>
  sitePhrases(w.language).capitalisesNouns ? words : words.toLocaleLowerCase();

const languageName = (w: WizardPhrases, tag: string) =>
  w.languageNames[tag.split('-')[0] ?? tag] ?? tag;

/**
 * The language a site is written in: the one the owner chose, else the one they write in when
 * the offline engine writes it, else English.
 *
 * @example siteLanguageFor('es') // 'es'
 */
export function siteLanguageFor(written: string, chosen?: string): string {
  if (chosen) return chosen;
  return isSiteLanguage(written) ? written : 'en';
}

const TRANSCRIPT_LIMIT = 40;

/** "Panadería de Sevilla": capitalised words, except the small words names keep lower-case. */
function titleCaseWords(value: string): string {
  return value.replace(/(^|[^\p{L}'’])(\p{L}[\p{L}'’]*)/gu, (_, before: string, word: string) =>
    before !== '' && SMALL_WORDS.has(word.toLocaleLowerCase())
      ? `${before}${word}`
      : `${before}${word.charAt(0).toLocaleUpperCase()}${word.slice(1)}`,
  );
}

const SMALL_WORDS = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'du',
  'des',
  'le',
  'les',
  'di',
  'da',
  'do',
  'dos',
  'das',
  'van',
  'von',
  'der',
  'den',
  'het',
  'e',
  'y',
  'et',
  'und',
  'of',
  'the',
  'and',
]);

/**
 * Fills every slot the conversation left open with a sensible default, so generation always has
 * a complete brief: a name, an industry, a call to action, a palette, a hero image.
 *
 * @example finalizeRequirements(RequirementsSchema.parse({ industry: 'bakery' }), 1).callToAction // 'Order for pickup'
 */
export function finalizeRequirements(r: Requirements, seed: number): Requirements {
  const industry = industryOf(r);
  const t = sitePhrases(r.language);
  const words = t.industries[industry.key];
  const city = cityOf(r);
  const next: Requirements = { ...r };
  const label = words?.label ?? industry.label;
  next.businessName ??= titleCaseWords(
    city
      ? t.defaultName(words?.noun ?? industry.noun, city)
      : (ownIndustryWords(r) ?? label.split(' / ')[0] ?? label),
  );
  next.industry ??= industry.key;
  // Services stay the owner's: the industry's defaults are never written in as theirs.
  next.callToAction = next.callToAction
    ? localCallToAction(next.callToAction, industry.key, t)
    : (words?.ctas[0] ?? industry.ctas[0]);
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
    specialties: next.specialties,
    description: next.description,
    seed,
  })[0]?.id;
  return RequirementsSchema.parse(next);
}

function describeFacts(before: Requirements, after: Requirements): string[] {
  const w = wizardPhrases(after.inputLanguage);
  const said = w.facts;
  const facts: string[] = [];
  const industry = industryOf(after);
  if (after.businessName && after.businessName !== before.businessName)
    facts.push(after.businessName);
  if (after.industry !== before.industry && industry.key !== 'general')
    facts.push(
      said.industry(sitePhrases(w.language).industries[industry.key]?.aNoun ?? industry.noun),
    );
  const city = cityOf(after);
  if (city && city !== cityOf(before)) facts.push(said.city(city));
  const newServices = after.specialties.filter((s) => !before.specialties.includes(s));
  if (newServices.length > 0)
    facts.push(said.offering(w.list(newServices.slice(0, 4).map((s) => midSentence(s, w)))));
  const contact = after.contactDetails;
  const was = before.contactDetails;
  if (contact?.email && contact.email !== was?.email) facts.push(contact.email);
  if (contact?.phone && contact.phone !== was?.phone) facts.push(contact.phone);
  if (contact?.website && contact.website !== was?.website) facts.push(contact.website);
  if (after.businessHours && !before.businessHours) facts.push(said.openingHours);
  if (after.hoursNote && after.hoursNote !== before.hoursNote)
    facts.push(said.open(localHoursNote(after.hoursNote, sitePhrases(w.language))));
  if (after.plans.length > 0 && JSON.stringify(after.plans) !== JSON.stringify(before.plans))
    facts.push(said.prices(w.list(after.plans.map((p) => p.name))));
  if (after.pricesOnRequest && !before.pricesOnRequest) facts.push(said.pricesOnRequest);
  if (after.audience && after.audience !== before.audience)
    facts.push(said.audience(midSentence(after.audience, w)));
  if (after.palette && after.palette.name !== before.palette?.name)
    facts.push(said.palette(after.palette.name));
  if (after.heroImageId && after.heroImageId !== before.heroImageId) facts.push(said.heroImage);
  if (after.callToAction && after.callToAction !== before.callToAction)
    facts.push(said.mainButton(after.callToAction));
  if (after.tone && after.tone !== before.tone) facts.push(said.tone(after.tone));
  if (after.priceLevel !== undefined && after.priceLevel !== before.priceLevel)
    facts.push(said.priceLevel(after.priceLevel));
  if (after.language !== before.language)
    facts.push(said.siteLanguage(languageName(w, after.language)));
  return facts;
}

function readyReply(r: Requirements): string {
  const w = wizardPhrases(r.inputLanguage);
  const industry = industryOf(r);
  const words = sitePhrases(w.language).industries[industry.key];
  return w.replies.ready({
    name: r.businessName ?? w.yourBusiness,
    style: w.questions.styles[r.style ?? 'modern'],
    noun: ownIndustryWords(r) ?? words?.noun ?? industry.noun,
    city: cityOf(r),
    services: r.specialties.slice(0, 3).map((s) => midSentence(s, w)),
    cta: r.callToAction ?? words?.ctas[0] ?? industry.ctas[0] ?? '',
  });
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
  const w = wizardPhrases(r.inputLanguage);
  const facts = describeFacts(before, r);
  const ack = facts.length > 0 ? w.replies.gotIt(w.list(facts)) : '';
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
  chosenLanguage?: string,
): ConversationTurn {
  const text = initialPrompt.trim().slice(0, 5000);
  const ex = extract(text);
  const language = siteLanguageFor(ex.language, chosenLanguage ?? ex.siteLanguage);
  // The language first: what is merged (the main button) is worded in it.
  const empty = RequirementsSchema.parse({ language });
  let requirements = enrich(mergeExtracted(empty, ex));
  requirements = { ...requirements, description: text, inputLanguage: ex.language, language };
  const state: ConversationState = {
    version: 1,
    seed: ctx.seed,
    turn: 0,
    languageChosen: (chosenLanguage ?? ex.siteLanguage) !== undefined,
    requirements,
    industryKey: industryOf(requirements).key,
    asked: [],
    pending: null,
    readyToGenerate: false,
    transcript: [{ role: 'user', text }],
  };
  const w = wizardPhrases(ex.language);
  const prefix =
    language !== ex.language
      ? w.replies.writtenIn(languageName(w, ex.language), languageName(w, language))
      : undefined;
  return advance({ ...state }, { ...empty, language }, ctx, {
    finish: false,
    prefix,
    mentionsBrandColors: ex.mentionsBrandColors,
  });
}

/**
 * The name a reply gives: the reader's, unless the whole reply is a name that holds it ("Élec
 * Services Dubois", where the reader stops at "Services"); a bare name when nothing else is read.
 */
function replyName(text: string, ex: ReturnType<typeof extract>): string | undefined {
  const bare = bareName(text);
  if (ex.businessName)
    return bare?.startsWith(ex.businessName) && bare !== ex.businessName ? bare : ex.businessName;
  return ex.facts.every((f) => f.kind === 'brand') ? bare : undefined;
}

/**
 * The language of everything the owner has written so far: "Ho una gelateria" is too short to
 * tell, the replies after it are not. The site follows it while the owner has chosen none.
 */
function followWrittenLanguage(
  r: Requirements,
  state: ConversationState,
  text: string,
): Requirements {
  const written = [...state.transcript.filter((m) => m.role === 'user').map((m) => m.text), text];
  const language = detectLanguage(written.join('\n'));
  return language === r.inputLanguage
    ? r
    : { ...r, inputLanguage: language, language: siteLanguageFor(language) };
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
    // A reply that answers another question is kept below, not met with "I will choose a default".
    if (!result.understood && !ex.wantsToFinish && ex.facts.length === 0)
      prefix = wizardPhrases(before.inputLanguage).replies.defaultChosen;
  }
  // Free text may carry more facts than the question asked for ("Blue Door, call 555-0100"),
  // and a name given late is taken only while the business has none.
  if (input.type === 'text')
    requirements = mergeExtracted(requirements, {
      ...ex,
      businessName: requirements.businessName ? undefined : replyName(text, ex),
    });
  if (input.type === 'text' && ex.siteLanguage)
    requirements = { ...requirements, language: ex.siteLanguage };
  else if (input.type === 'text' && !state.languageChosen)
    requirements = followWrittenLanguage(requirements, state, text);
  const next: ConversationState = {
    ...state,
    languageChosen: state.languageChosen || (input.type === 'text' && !!ex.siteLanguage),
    requirements,
    industryKey: industryOf(requirements).key,
    transcript: pushTranscript(state, 'user', text),
  };
  if (state.readyToGenerate) {
    const finalized = finalizeRequirements(requirements, state.seed);
    const facts = describeFacts(before, finalized);
    const w = wizardPhrases(finalized.inputLanguage);
    const reply = [facts.length > 0 ? w.replies.updated(w.list(facts)) : '', w.replies.readyAgain]
      .filter(Boolean)
      .join(' ');
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
