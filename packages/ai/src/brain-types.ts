// The Brain's interface, apart from `createBrain`, so the engines that implement it and the
// recipe that drives it import it without importing each other.
import type { AiHealth } from '@zappy/contract/health';
import type { IntegrationSuggestion } from '@zappy/contract/integrations';
import type { Requirements } from '@zappy/contract/requirements';
import type { WizardProgress, WizardQuestion } from '@zappy/contract/wizard';
import type { Section, SiteModel } from '@zappy/site-model/schema';
import type { HeroImageContext } from './hero-images';
import type { SuggestionContext } from './integrations';
import type { LlmProblemKind, LlmProvider } from './llm/client';
import type { QuestionAnswer } from './offline/question-flow';
import type { PaletteRequest, PaletteSuggestion } from './palettes';
import type {
  BrainResult,
  ConversationInput,
  ConversationState,
  ConversationTurn,
  CustomizationState,
  CustomizationTurn,
  Feedback,
  HeroImageIdea,
  PlannedSection,
  SitePlan,
} from './schemas';

/** A step the offline engine answered because the LLM failed, as `onLlmProblem` reports it. */
export type LlmProblem = {
  engine: LlmProvider;
  model: string;
  /** The first step that met this kind of problem (`plan`, `copy:hero`, `customize`…). */
  step: string;
  kind: LlmProblemKind;
  /** What the provider answered (e.g. "HTTP 401: Incorrect API key provided…"). */
  reason: string;
};

/**
 * How to build a Brain. The server maps `AI_PROVIDER`, `AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`
 * onto `provider`, `baseUrl`, `apiKey`, `model`.
 */
export type BrainOptions = {
  provider?: 'offline' | 'openai' | 'ollama' | 'anthropic' | undefined;
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  /** Per LLM request (default 30 000). */
  timeoutMs?: number | undefined;
  /** Default seed for steps that take none (default 1). */
  seed?: number | undefined;
  /** Clock for meta timings (default Date.now). */
  now?: (() => number) | undefined;
  /** Injected fetch for the LLM client. */
  fetch?: typeof globalThis.fetch | undefined;
  /**
   * Told when a step falls back to the offline engine because the LLM failed: once per kind of
   * problem an hour, not on every step, so a log line does not repeat for each section written.
   */
  onLlmProblem?: ((problem: LlmProblem) => void) | undefined;
  /**
   * Turns a hero image idea into the URL image_selector widgets show (e.g. an asset route).
   * Default: an SVG data URL rendered with the renderer's images module.
   */
  heroImageUrl?: ((idea: HeroImageIdea, requirements: Requirements) => string) | undefined;
};

/** What a customization request points at: a section, one of its texts, or an image. */
export type CustomizeOptions = {
  subject?: { sectionId: string; path?: string | undefined; imageSlot?: string | undefined };
};

/** Options of the generation steps: the seed that makes them deterministic. */
export type StepOptions = { seed?: number | undefined };

/**
 * The Brain: everything the wizard, generation, customization and feedback ask of the AI.
 * Every answer is validated by the contract's and site-model's zod schemas and carries meta
 * (engine per step, fallbacks with reasons, token usage). Methods never throw for expected
 * failures: when the LLM fails, the offline engine answers and the meta says so.
 */
export type Brain = {
  /** `offline` or the LLM provider. */
  readonly engine: 'offline' | 'openai' | 'ollama' | 'anthropic';
  /**
   * Whether the configured LLM answers and serves the model: one cheap request to the
   * provider's models endpoint, answered within 3 s and reused for a minute. Never rejects; the
   * offline engine answers `status: 'offline'`.
   */
  checkLlm(): Promise<AiHealth>;
  /**
   * First wizard turn; store `value.state` with the session. `language` is the site language the
   * owner chose (BCP 47); without it, the language they write in.
   */
  startConversation(
    initialPrompt: string,
    options?: { seed?: number; language?: string | undefined },
  ): Promise<BrainResult<ConversationTurn>>;
  /** Next wizard turn from the stored state and what the user sent. */
  continueConversation(
    state: ConversationState,
    input: ConversationInput,
  ): Promise<BrainResult<ConversationTurn>>;
  /** Requirements from free text (e.g. a pasted description). */
  extractRequirements(text: string): Promise<BrainResult<Requirements>>;
  /** Sections, style, palette, tone for a brief. */
  planSite(requirements: Requirements, options?: StepOptions): Promise<BrainResult<SitePlan>>;
  /** One section's copy, validated by site-model's section schema. */
  writeSection(
    plan: SitePlan,
    requirements: Requirements,
    section: PlannedSection,
    options?: StepOptions,
  ): Promise<BrainResult<Section>>;
  /** Hero image ideas (motif + seed + alt + label). */
  suggestHeroImages(context: HeroImageContext): BrainResult<HeroImageIdea[]>;
  /** The requirements with the defaults a site needs (industry, copy facts…), before planning. */
  prepareRequirements(requirements: Requirements, options?: StepOptions): Requirements;
  /** A plan, its written sections and a hero idea put together into a valid SiteModel. */
  assembleSiteModel(
    plan: SitePlan,
    requirements: Requirements,
    sections: readonly Section[],
    hero: HeroImageIdea | undefined,
    options?: StepOptions,
  ): SiteModel;
  /**
   * One customization chat turn: reply, optional widget, and typed edits when ready to apply.
   * `subject` is what the owner pointed at in the preview ("change this", "remove this section").
   */
  customize(
    model: SiteModel,
    message: string,
    state: CustomizationState | null,
    options?: CustomizeOptions,
  ): Promise<BrainResult<CustomizationTurn>>;
  /**
   * The chat's acknowledgement after the owner replaced an image or saved business info through
   * a widget (the change is already live): no edits, in the conversation's language.
   */
  customizationDone(
    model: SiteModel,
    state: CustomizationState | null,
    done: 'image_replaced' | 'business_saved',
  ): CustomizationTurn;
  /** Suggestions and questions about a site and the owner's feedback. */
  feedback(model: SiteModel, feedback: string): Promise<BrainResult<Feedback>>;
  /**
   * Integrations that suit a business, best first, without those it has (`applied` tool
   * names). A knowledge step: both engines answer from the industry knowledge base.
   */
  suggestIntegrations(
    context: SuggestionContext,
    applied: readonly string[],
  ): BrainResult<IntegrationSuggestion[]>;
  /** Palettes for brandInfo; every text/background pair passes 4.5:1. */
  suggestPalettes(request: PaletteRequest): BrainResult<PaletteSuggestion[]>;
  /** Question flow: the next question for the stored answers, or null when complete. */
  nextQuestion(answers: Readonly<Record<string, QuestionAnswer>>): WizardQuestion | null;
  /** Question flow progress (initial total 10). */
  questionProgress(answers: Readonly<Record<string, QuestionAnswer>>): WizardProgress;
  /** Question flow summary: complete requirements with defaults. */
  summarize(answers: Readonly<Record<string, QuestionAnswer>>): BrainResult<Requirements>;
};
