import { RequirementsSchema, type Requirements } from '@zappy/contract/requirements';
import { SITE_STYLES } from '@zappy/site-model/constants';
import { STYLE_TYPOGRAPHY } from '@zappy/site-model/defaults';
import {
  SECTION_TYPES,
  SectionSchema,
  type Section,
  type SiteModel,
} from '@zappy/site-model/schema';
import { listSectionTexts } from '@zappy/site-model/section-texts';
import { applySiteEdits, SiteEditSchema, type SiteEdit } from '@zappy/site-model/patch';
import { z } from 'zod';
import type { Brain, CustomizeOptions, LlmProblem } from '../brain-types';
import { outsideRequest } from '../request-scope';
import { hasOnlyOwnerNumbers, keepOwnerClaims, numbersIn, ownerNumbers } from '../fidelity';
import { buildPalette } from '../palettes';
import {
  SitePlanSchema,
  type BrainResult,
  type ConversationState,
  type ConversationTurn,
  type CustomizationState,
  type CustomizationTurn,
  type SitePlan,
  type StepMeta,
} from '../schemas';
import { customizationWidget, photoSearchWidget } from '../offline/customize';
import {
  continueOfflineConversation,
  finalizeRequirements,
  startOfflineConversation,
} from '../offline/conversation';
import { writeSectionOffline } from '../offline/copy';
import { combineMeta, offlineStep } from '../offline/engine';
import { extract } from '../offline/extract';
import { detectLanguage } from '../offline/language';
import { chooseSections, planOffline } from '../offline/plan';
import { sitePhrases, wizardPhrases } from '../offline/phrases/index';
import { mergeExtracted, type SlotContext } from '../offline/slots';
import { resolveIndustry } from '../knowledge/industries';
import { cachedCheckLlm } from './check';
import {
  asData,
  callStructured,
  createLlmClient,
  SYSTEM_PREAMBLE,
  type LlmProblemKind,
  type LlmSettings,
  type StructuredCall,
  type StructuredOptions,
} from './client';

// Schemas the LLM must fill. Every property is required (nullable when unknown) and objects are
// strict, so OpenAI's strict structured outputs accept them as they are.

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Facts the LLM reads from one owner message. */
export const LlmFactsSchema = z.strictObject({
  acknowledgement: z
    .string()
    .max(300)
    .describe('One short, friendly sentence reacting to what the owner said'),
  businessName: z.string().max(200).nullable(),
  industry: z.string().max(100).nullable(),
  city: z.string().max(100).nullable(),
  email: z.string().max(200).nullable(),
  phone: z.string().max(60).nullable(),
  website: z.string().max(200).nullable(),
  services: z.array(z.string().max(80)).max(12),
  audience: z.string().max(200).nullable(),
  callToAction: z.string().max(60).nullable(),
  style: z.enum(SITE_STYLES).nullable(),
  highlights: z.array(z.string().max(120)).max(8),
});
export type LlmFacts = z.infer<typeof LlmFactsSchema>;

export const LlmPlanSchema = z.strictObject({
  tagline: z.string().min(3).max(120),
  style: z.enum(SITE_STYLES),
  tone: z.string().max(60),
  primaryColor: hex,
  accentColor: hex,
  sections: z.array(z.enum(SECTION_TYPES)).min(3).max(12),
});

export const LlmCopySchema = z.strictObject({
  heading: z.string().min(1).max(120),
  intro: z.string().max(800),
  items: z
    .array(z.strictObject({ title: z.string().min(1).max(120), text: z.string().max(500) }))
    .max(8),
  actionLabel: z.string().max(40).nullable(),
});
export type LlmCopy = z.infer<typeof LlmCopySchema>;

export const LlmFeedbackSchema = z.strictObject({
  suggestions: z.array(z.string().max(500)).max(12),
  questions: z.array(z.string().max(500)).max(8),
});

/**
 * A customization turn: the reply, the patch (site-model's own edit schema, so what the model
 * writes is what `applySiteEdits` runs), and which widget to show, if any (the engine builds it
 * from the site: the options menu, the business-info editor, the site's images).
 */
export const LlmCustomizeSchema = z.strictObject({
  reply: z.string().max(600),
  edits: z.array(SiteEditSchema).max(40),
  widget: z.enum(['customization_options', 'business_editor', 'image_replace']).nullable(),
  /**
   * A photo to search a photo service for (decision 040): the owner's words for what it shows,
   * and the image slot or section it is for when the request or the subject names one.
   */
  photoSearch: z
    .strictObject({
      query: z.string().min(1).max(100),
      slot: z.string().max(200).nullable(),
    })
    .nullable(),
  readyToApply: z.boolean(),
});
export type LlmCustomize = z.infer<typeof LlmCustomizeSchema>;

const ok = <T>(value: T) => ({ ok: true as const, value });

const single = <T>(value: T, meta: StepMeta): BrainResult<T> => ({
  value,
  meta: combineMeta([meta]),
});

/** The meta of a step the offline engine answered because the LLM call failed. */
function offlineFallback(call: { meta: StepMeta; reason: string }): StepMeta {
  return { ...call.meta, engine: 'offline', fallback: { reason: call.reason } };
}

/** A step's result: the LLM's answer, or else the offline engine's, with the reason. */
async function answer<T>(
  call: StructuredCall<T>,
  offlineValue: () => T | Promise<T>,
): Promise<BrainResult<T>> {
  return call.ok
    ? single(call.value, call.meta)
    : single(await offlineValue(), offlineFallback(call));
}

/** Merges LLM facts into requirements, filling only what the offline reading left empty. */
export function mergeFacts(r: Requirements, facts: LlmFacts): Requirements {
  const base = extract('');
  return mergeExtracted(r, {
    ...base,
    services: facts.services,
    highlights: facts.highlights,
    ...(facts.businessName ? { businessName: facts.businessName } : {}),
    ...(facts.industry
      ? {
          industryKey:
            resolveIndustry(facts.industry).key === 'general'
              ? undefined
              : resolveIndustry(facts.industry).key,
        }
      : {}),
    ...(facts.city ? { city: facts.city } : {}),
    ...(facts.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(facts.email)
      ? { email: facts.email }
      : {}),
    ...(facts.phone && /\d{3}/.test(facts.phone) ? { phone: facts.phone } : {}),
    ...(facts.website
      ? { website: /^https?:\/\//.test(facts.website) ? facts.website : `https://${facts.website}` }
      : {}),
    ...(facts.audience ? { audience: facts.audience } : {}),
    ...(facts.callToAction ? { callToAction: facts.callToAction } : {}),
    ...(facts.style ? { style: facts.style } : {}),
  });
}

/**
 * The facts a model read, without those the message does not state: a highlight or phone number
 * with digits the owner never wrote ("Award-winning since 1999") is dropped.
 */
export function keepStatedFacts(facts: LlmFacts, message: string): LlmFacts {
  const stated = numbersIn(message);
  return {
    ...facts,
    highlights: facts.highlights.filter((h) => hasOnlyOwnerNumbers(h, stated)),
    phone:
      facts.phone && message.replace(/\D/g, '').includes(facts.phone.replace(/\D/g, ''))
        ? facts.phone
        : null,
  };
}

/**
 * The LLM's copy without anything the owner did not state: sentences with a number (a price, a
 * statistic, a year, an hour) the owner never gave are dropped, and so are items built on one.
 * An emptied heading falls back to the offline section's.
 */
export function checkCopy(copy: LlmCopy, base: Section, allowed: ReadonlySet<string>): LlmCopy {
  const heading = keepOwnerClaims(copy.heading, allowed);
  return {
    heading: heading || base.heading,
    intro: keepOwnerClaims(copy.intro, allowed),
    items: copy.items
      .filter((item) => hasOnlyOwnerNumbers(item.title, allowed))
      .map((item) => ({ title: item.title, text: keepOwnerClaims(item.text, allowed) })),
    actionLabel:
      copy.actionLabel && hasOnlyOwnerNumbers(copy.actionLabel, allowed) ? copy.actionLabel : null,
  };
}

/** Maps the LLM's copy onto the offline section of the same type (which carries the typed fields). */
export function mapCopy(
  base: Section,
  copy: LlmCopy,
): { ok: true; value: Section } | { ok: false; error: string } {
  const items = copy.items;
  const action = copy.actionLabel ? { label: copy.actionLabel, href: '#contact' } : undefined;
  const words = { heading: copy.heading, intro: copy.intro };
  let draft: unknown;
  switch (base.type) {
    case 'hero':
    case 'cta':
      draft = { ...base, ...words, ...(action ? { primaryAction: action } : {}) };
      break;
    case 'features':
    case 'services':
      draft = {
        ...base,
        ...words,
        // Each item keeps the icon (and price) of the offline item in its place.
        items: items.map((i, n) => ({
          icon: 'sparkles',
          ...base.items[n],
          title: i.title,
          text: i.text,
        })),
      };
      break;
    case 'about':
      draft = {
        ...base,
        heading: copy.heading,
        body: copy.intro,
        highlights: items.length > 0 ? items.map((i) => i.title).slice(0, 6) : base.highlights,
      };
      break;
    case 'gallery':
      draft = {
        ...base,
        ...words,
        items: base.items.map((g, n) => ({ ...g, caption: items[n]?.title ?? g.caption })),
      };
      break;
    case 'faq':
      draft = {
        ...base,
        ...words,
        items:
          items.length > 0 ? items.map((i) => ({ question: i.title, answer: i.text })) : base.items,
      };
      break;
    case 'footer':
      draft = { ...base, note: copy.intro || base.note };
      break;
    default:
      draft = { ...base, ...words };
  }
  const parsed = SectionSchema.safeParse(draft);
  return parsed.success
    ? ok(parsed.data)
    : {
        ok: false,
        error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      };
}

const COPY_GUIDE: Partial<Record<Section['type'], string>> = {
  hero: 'heading: the headline (max 8 words); intro: one or two sentences; items: []; actionLabel: the main button text.',
  features:
    'heading and intro; items: 3 or 4 reasons to choose the business (title + one sentence).',
  services:
    'heading and intro; items: one per service the owner named (title = the service as named, text = one sentence).',
  about:
    'heading; intro: the About text, 3 to 5 sentences; items: up to 4 short highlights as titles.',
  gallery: 'heading and intro; items: 3 short image captions as titles.',
  faq: 'heading; items: 4 to 6 questions (title) and answers (text) a customer would ask.',
  cta: 'heading: a short invitation; intro: one sentence; actionLabel: the button text.',
  footer: 'heading: the business name; intro: a one-line footer note.',
};

/** "Write every word in Spanish": the site's language, for every prompt that writes copy. */
function languageRule(r: Requirements): string {
  const name = wizardPhrases('en').languageNames[r.language] ?? r.language;
  return `Write every word in ${name} (language tag "${r.language}"), whatever language the brief is in.`;
}

/**
 * Whether a model's text is in the site's language: another script, or common words of another
 * language, reject it (never two languages on one page); text with no such evidence passes.
 *
 * @example inSiteLanguage('We are a friendly studio for you', 'es') // false
 */
export function inSiteLanguage(text: string, language: string): boolean {
  const primary = language.split('-')[0] ?? language;
  const found = detectLanguage(text);
  if (found === primary) return true;
  // Without evidence the detector says English: count English words before believing it.
  if (found === 'en')
    return (text.match(/\b(?:the|and|is|are|we|you|your|our|for|with|of|to)\b/gi) ?? []).length < 2;
  return false;
}

function briefFor(r: Requirements, plan?: SitePlan): string {
  const facts = {
    language: r.language,
    businessName: r.businessName,
    industry: plan?.industryLabel ?? r.industry,
    city: r.contactDetails?.address.city,
    services: r.specialties,
    audience: r.audience,
    callToAction: r.callToAction,
    tone: plan?.tone ?? r.tone,
    highlights: r.highlights,
    email: r.contactDetails?.email,
    phone: r.contactDetails?.phone,
    product: r.product,
    prices: r.plans,
    pricesOnRequest: r.pricesOnRequest,
    numbers: r.figures,
    hours: r.hoursNote,
  };
  return asData('brief', JSON.stringify(facts, null, 1));
}

const CUSTOMIZE_SYSTEM = `${SYSTEM_PREAMBLE} The owner wants to change their website. Answer with the edits that make the change, using only the operations of the schema and the section ids, text paths, plan and question indexes of the site you are given. Set "readyToApply" when the edits are complete. When the request is unclear, give no edits and the widget "customization_options"; for contact details or hours without the new values, "business_editor"; for images, "image_replace". When the owner asks for a photo of something ("a photo of sourdough loaves for the hero"), give no edits and "photoSearch": the words for what the photo shows, in the owner's own words and language, and the image's dataSlot or the section id it is for when the request or the subject names one (else null); otherwise "photoSearch" is null. A photo's description (its alt text) is "setImageAlt" with the owner's own words, never words you make up. When the request names something the site does not have, say so in "reply" with no edits. With a subject, "this" and "it" mean the subject, and only it: a subject with a path is that one text (a button's label path also names its link, the path without ".label"; "remove this" on a service card or FAQ entry removes that card or entry), so change nothing else of its section. Write "reply" in the language the owner writes in.`;

/** The site as the model needs it to address edits: ids, paths and current texts. */
function customizePrompt(
  model: SiteModel,
  message: string,
  state: CustomizationState | null,
  options: CustomizeOptions | undefined,
): string {
  const site = {
    language: model.locale.language,
    style: model.brand.style,
    palette: model.brand.palette,
    business: model.business,
    sections: model.sections.map((section) => ({
      id: section.id,
      type: section.type,
      texts: listSectionTexts(section).map((t) => ({ path: t.path, value: t.value.slice(0, 200) })),
    })),
    images: model.images.map((image) => ({
      id: image.id,
      dataSlot: image.dataSlot,
      alt: image.alt,
    })),
  };
  return [
    asData('site', JSON.stringify(site)),
    state?.pendingTopic ? `The previous turn asked about: ${state.pendingTopic}` : '',
    options?.subject
      ? `Subject (what the owner points at): ${JSON.stringify(options.subject)}`
      : '',
    asData('request', message),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The model's patch made safe and checked: a palette is rebuilt around its primary and accent so
 * every text keeps 4.5:1 contrast, the whole patch must apply to the site, and it may change
 * only the parts of the site the request names (`outsideRequest`): a patch that changes more is
 * refused, and the offline engine answers instead.
 */
export function checkCustomization(
  model: SiteModel,
  request: { message: string; subject?: CustomizeOptions['subject'] },
  out: LlmCustomize,
): { ok: true; value: LlmCustomize } | { ok: false; error: string } {
  const edits = out.edits.map((edit): SiteEdit =>
    edit.op === 'setPalette'
      ? {
          op: 'setPalette',
          palette: buildPalette(
            edit.palette.primary ?? model.brand.palette.primary,
            edit.palette.accent ?? model.brand.palette.accent,
            model.brand.style,
          ),
        }
      : edit,
  );
  const applied = applySiteEdits(model, edits);
  if (!applied.ok)
    return { ok: false, error: `an edit does not apply: ${applied.errors.join('; ')}` };
  const outside = outsideRequest(model, request.message, edits, request.subject);
  if (outside.length > 0)
    return {
      ok: false,
      error: `the edits change what the request does not name: ${outside.join(', ')}`,
    };
  return ok({ ...out, edits });
}

/** The turn of a checked LLM answer, with its widget built from the site. */
function customizationTurn(
  model: SiteModel,
  message: string,
  state: CustomizationState | null,
  options: CustomizeOptions | undefined,
  out: LlmCustomize,
): CustomizationTurn {
  const current = state ?? { version: 1 as const, turn: 0, pendingEdits: [], pendingTopic: null };
  const widget = out.photoSearch
    ? photoSearchWidget(model, message, state, options ?? {}, out.photoSearch)
    : out.widget
      ? customizationWidget(model, message, state, options ?? {}, out.widget)
      : null;
  return {
    // A search's reply is the phrasebook's, which the server replaces when nothing is found:
    // the model's own words could promise photos the service does not have.
    reply: (out.photoSearch ? widget?.question : out.reply) || widget?.question || out.reply,
    widget,
    readyToApply: out.edits.length > 0,
    edits: out.edits,
    state: { ...current, turn: current.turn + 1, pendingEdits: out.edits, pendingTopic: null },
  };
}

// A problem that lasts is told again after this, so it is neither repeated for every step nor
// forgotten once it has been logged.
const PROBLEM_REPEAT_MS = 60 * 60 * 1000;

/** Passes on each kind of problem at most once per `PROBLEM_REPEAT_MS`. */
function reportOncePerKind(
  report: (problem: LlmProblem) => void,
  now: () => number,
): (problem: LlmProblem) => void {
  const reportedAt = new Map<LlmProblemKind, number>();
  return (problem) => {
    const last = reportedAt.get(problem.kind);
    if (last !== undefined && now() - last < PROBLEM_REPEAT_MS) return;
    reportedAt.set(problem.kind, now());
    report(problem);
  };
}

/**
 * The LLM engine: the same interface, each step through the AI SDK with structured outputs.
 * A step that fails (HTTP error, timeout, invalid output twice) is answered by the offline
 * engine, the meta records the reason, and `onProblem` hears of it (once per kind an hour).
 */
export function createLlmEngine(
  settings: LlmSettings,
  offline: Brain,
  now: () => number,
  slotContext: (seed?: number) => SlotContext,
  onProblem: ((problem: LlmProblem) => void) | undefined,
): Brain {
  const client = createLlmClient(settings);
  const report = onProblem ? reportOncePerKind(onProblem, now) : undefined;

  /** One structured step; a failure is reported before the caller falls back. */
  async function ask<S extends z.ZodType, T>(
    options: StructuredOptions<S, T>,
  ): Promise<StructuredCall<T>> {
    const call = await callStructured(client, options);
    if (!call.ok) {
      report?.({
        engine: client.provider,
        model: client.modelId,
        step: options.step,
        kind: call.problem,
        reason: call.reason,
      });
    }
    return call;
  }

  async function facts(step: string, text: string, question: string | undefined) {
    return ask({
      step,
      schema: LlmFactsSchema,
      system: `${SYSTEM_PREAMBLE} Read the facts the owner states about the business; use null or [] for anything not stated.`,
      prompt: `${question ? `The owner was asked: ${JSON.stringify(question)}\n` : ''}${asData('message', text)}`,
      map: (out) => ok(keepStatedFacts(out, text)),
      now,
    });
  }

  async function turnWithFacts(
    step: string,
    text: string | undefined,
    question: string | undefined,
    run: (merge: (r: Requirements) => Requirements) => ConversationTurn,
  ): Promise<BrainResult<ConversationTurn>> {
    const unchanged = (r: Requirements) => r;
    if (text === undefined) {
      const { value, meta } = offlineStep(step, now, () => run(unchanged));
      return single(value, meta);
    }
    const call = await facts(step, text, question);
    if (!call.ok) return single(run(unchanged), offlineFallback(call));
    const turn = run((r) => mergeFacts(r, call.value));
    const question2 = turn.widget?.question ?? turn.reply;
    const reply = `${call.value.acknowledgement.trim()} ${question2}`.trim().slice(0, 4000);
    return single({ ...turn, reply }, call.meta);
  }

  async function planSite(input: Requirements, seed: number): Promise<BrainResult<SitePlan>> {
    const r = finalizeRequirements(input, seed);
    const base = planOffline(r, seed);
    const call = await ask({
      step: 'plan',
      schema: LlmPlanSchema,
      system: `${SYSTEM_PREAMBLE} Plan a one-page marketing site: a tagline, a style (${SITE_STYLES.join(', ')}), a tone, two brand colours and the ordered section types. ${languageRule(r)}`,
      prompt: briefFor(r),
      map: (out) => {
        const sections = chooseSections({ ...r, sections: out.sections });
        const parsed = SitePlanSchema.safeParse({
          ...base,
          tagline:
            hasOnlyOwnerNumbers(out.tagline, ownerNumbers(r)) &&
            inSiteLanguage(out.tagline, r.language)
              ? out.tagline
              : base.tagline,
          style: out.style,
          tone: out.tone || base.tone,
          palette: buildPalette(out.primaryColor, out.accentColor, out.style),
          typography: STYLE_TYPOGRAPHY[out.style],
          sections: sections.map((type) => ({
            id: type,
            type,
            navLabel: sitePhrases(r.language).navLabels[type],
          })),
        });
        return parsed.success ? ok(parsed.data) : { ok: false, error: parsed.error.message };
      },
      now,
    });
    return answer(call, () => base);
  }

  async function writeSection(
    plan: SitePlan,
    input: Requirements,
    section: SitePlan['sections'][number],
    seed: number,
  ): Promise<BrainResult<Section>> {
    const r = finalizeRequirements(input, seed);
    const base = writeSectionOffline(plan, r, section, seed);
    // Sections whose content is structured data (prices, hours, contact form) keep the offline
    // copy's typed parts; the LLM only words the headings around them.
    const call = await ask({
      step: `copy:${section.id}`,
      schema: LlmCopySchema,
      system: `${SYSTEM_PREAMBLE} Write the "${section.type}" section of the site in a ${plan.tone} tone. ${COPY_GUIDE[section.type] ?? 'heading and a one-sentence intro; items: [].'} Be specific to this business: use its name, city, services and audience; never write generic filler. State no price, number, statistic, award, review or person that the brief does not give. ${languageRule(r)}`,
      prompt: `${briefFor(r, plan)}\nTagline: ${JSON.stringify(plan.tagline)}`,
      map: (copy) => {
        const words = [copy.heading, copy.intro, ...copy.items.flatMap((i) => [i.title, i.text])];
        return inSiteLanguage(words.join(' '), r.language)
          ? mapCopy(base, checkCopy(copy, base, ownerNumbers(r)))
          : { ok: false, error: `the copy is not in the site's language (${r.language})` };
      },
      now,
    });
    return answer(call, () => base);
  }

  return {
    ...offline,
    engine: client.provider,
    checkLlm: cachedCheckLlm(settings, now),
    startConversation: (prompt, o) =>
      turnWithFacts('conversation', prompt, undefined, (merge) =>
        startOfflineConversation(prompt, slotContext(o?.seed), merge, o?.language),
      ),
    continueConversation: (state, input) =>
      turnWithFacts(
        'conversation',
        input.type === 'text' ? input.text : undefined,
        state.pending?.widget.question,
        (merge) => {
          const merged: ConversationState = { ...state, requirements: merge(state.requirements) };
          return continueOfflineConversation(merged, input, slotContext(state.seed));
        },
      ),
    extractRequirements: async (text) => {
      const base = (await offline.extractRequirements(text)).value;
      const call = await facts('requirements', text, undefined);
      if (!call.ok) return single(base, offlineFallback(call));
      return single(RequirementsSchema.parse(mergeFacts(base, call.value)), call.meta);
    },
    planSite: (r, o) => planSite(r, o?.seed ?? 1),
    writeSection: (plan, r, section, o) => writeSection(plan, r, section, o?.seed ?? 1),
    prepareRequirements: (r, o) => offline.prepareRequirements(r, o),
    assembleSiteModel: (plan, r, sections, hero, o) =>
      offline.assembleSiteModel(plan, r, sections, hero, o),
    customize: async (model, message, state, options) => {
      const call = await ask({
        step: 'customize',
        schema: LlmCustomizeSchema,
        system: CUSTOMIZE_SYSTEM,
        prompt: customizePrompt(model, message, state, options),
        map: (out) => checkCustomization(model, { message, subject: options?.subject }, out),
        now,
        strict: false,
      });
      if (!call.ok) {
        const result = await offline.customize(model, message, state, options);
        return single(result.value, offlineFallback(call));
      }
      return single(customizationTurn(model, message, state, options, call.value), call.meta);
    },
    feedback: async (model, text) => {
      const call = await ask({
        step: 'feedback',
        schema: LlmFeedbackSchema,
        system: `${SYSTEM_PREAMBLE} Review the site and the owner's feedback: give concrete suggestions and ask questions where facts are missing.`,
        prompt: `Site: ${JSON.stringify({ business: model.business, sections: model.sections.map((s) => ({ type: s.type, heading: s.heading })) })}\n${asData('feedback', text)}`,
        map: ok,
        now,
      });
      return answer(call, async () => (await offline.feedback(model, text)).value);
    },
  };
}
