import { RequirementsSchema } from '@zappy/contract/requirements';
import { WidgetSchema } from '@zappy/contract/widgets';
import {
  BillingPeriodSchema,
  MotifSchema,
  PaletteSchema,
  SECTION_TYPES,
  SectionSchema,
  SiteStyleSchema,
  TypographySchema,
} from '@zappy/site-model/schema';
import { SiteEditSchema } from '@zappy/site-model/patch';
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Meta: which engine answered each step, fallbacks, token usage

export const TokenUsageSchema = z.object({
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  totalTokens: z.number().int().nonnegative(),
});
export type TokenUsage = z.infer<typeof TokenUsageSchema>;

export const EngineSchema = z.enum(['offline', 'llm']);
export type Engine = z.infer<typeof EngineSchema>;

/** One step of a Brain call (one LLM request with its retry, or one offline answer). */
export const StepMetaSchema = z.object({
  step: z.string(),
  engine: EngineSchema,
  provider: z.string(),
  model: z.string().optional(),
  /** LLM requests made for this step (0 offline, 1, or 2 with the validation retry). */
  attempts: z.number().int().nonnegative(),
  /** Set when the LLM failed and the offline engine answered this step. */
  fallback: z.object({ reason: z.string() }).optional(),
  usage: TokenUsageSchema,
  startedAt: z.number(),
  durationMs: z.number().nonnegative(),
});
export type StepMeta = z.infer<typeof StepMetaSchema>;

export const BrainMetaSchema = z.object({
  steps: z.array(StepMetaSchema),
  usage: TokenUsageSchema,
  fallbacks: z.array(z.object({ step: z.string(), reason: z.string() })),
});
export type BrainMeta = z.infer<typeof BrainMetaSchema>;

/** Every Brain answer: the value plus how it was produced. */
export type BrainResult<T> = { value: T; meta: BrainMeta };

// ---------------------------------------------------------------------------------------------
// Conversation (chat flow)

export const SLOTS = [
  'identity',
  'industry',
  'services',
  'contact',
  'callToAction',
  'palette',
  'brandColor',
  'heroImage',
  'audience',
  'tone',
  'priceLevel',
  'hours',
  'prices',
  'sections',
] as const;
export const SlotSchema = z.enum(SLOTS);
export type Slot = z.infer<typeof SlotSchema>;

/**
 * Everything the Brain needs to continue a conversation; JSON-serialisable, stored by the
 * server with the wizard session and passed back on every turn.
 */
export const ConversationStateSchema = z.object({
  version: z.literal(1),
  seed: z.number().int(),
  /** AI replies so far (the start reply is turn 1). */
  turn: z.number().int().nonnegative(),
  requirements: RequirementsSchema,
  industryKey: z.string().max(50),
  asked: z.array(SlotSchema).max(SLOTS.length * 2),
  pending: z.object({ slot: SlotSchema, widget: WidgetSchema }).nullable(),
  readyToGenerate: z.boolean(),
  /**
   * The owner chose the site's language (or named one in a message); otherwise it follows the
   * language their messages are written in, read again as they write more.
   */
  languageChosen: z.boolean().optional(),
  /** The last messages, for LLM context (bounded). */
  transcript: z
    .array(z.object({ role: z.enum(['user', 'ai']), text: z.string().max(6000) }))
    .max(40),
});
export type ConversationState = z.infer<typeof ConversationStateSchema>;

/** What the user sent: free text, or the answer to the pending widget. */
export type ConversationInput =
  | { type: 'text'; text: string }
  | {
      type: 'widget_response';
      response: { type: string; value?: string | number; values?: string[]; question: string };
    };

export const ConversationTurnSchema = z.object({
  reply: z.string().max(4000),
  widget: WidgetSchema.nullable(),
  readyToGenerate: z.boolean(),
  state: ConversationStateSchema,
});
export type ConversationTurn = z.infer<typeof ConversationTurnSchema>;

// ---------------------------------------------------------------------------------------------
// Plan, copy, images

export const PlannedSectionSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/),
  type: z.enum(SECTION_TYPES),
  navLabel: z.string().max(60),
});
export type PlannedSection = z.infer<typeof PlannedSectionSchema>;

export const SitePlanSchema = z.object({
  businessName: z.string().min(1).max(300),
  industryKey: z.string().max(50),
  industryLabel: z.string().max(100),
  tagline: z.string().max(300),
  style: SiteStyleSchema,
  tone: z.string().max(100),
  palette: PaletteSchema,
  typography: TypographySchema,
  motif: MotifSchema,
  schemaType: z.string().regex(/^[A-Za-z]{2,60}$/),
  sections: z.array(PlannedSectionSchema).min(2).max(14),
  billingPeriod: BillingPeriodSchema,
});
export type SitePlan = z.infer<typeof SitePlanSchema>;

export { SectionSchema };

export const HeroImageIdeaSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  motif: MotifSchema,
  seed: z.number().int(),
  alt: z.string().max(300),
  label: z.string().max(200),
});
export type HeroImageIdea = z.infer<typeof HeroImageIdeaSchema>;

// ---------------------------------------------------------------------------------------------
// Customization: a chat turn and its patch (site-model's `SiteEditSchema`)

export const CustomizationStateSchema = z.object({
  version: z.literal(1),
  turn: z.number().int().nonnegative(),
  /** Edits proposed and not yet applied (the user is choosing between options). */
  pendingEdits: z.array(SiteEditSchema).max(40),
  /** What the last turn asked for; a FAQ question waiting for its answer is kept whole. */
  pendingTopic: z.string().max(400).nullable(),
  /** The language the chat answers in (the owner's last clear one), for short answers. */
  language: z.string().max(20).optional(),
});
export type CustomizationState = z.infer<typeof CustomizationStateSchema>;

export const CustomizationTurnSchema = z.object({
  reply: z.string().max(4000),
  widget: WidgetSchema.nullable(),
  readyToApply: z.boolean(),
  edits: z.array(SiteEditSchema).max(40),
  state: CustomizationStateSchema,
});
export type CustomizationTurn = z.infer<typeof CustomizationTurnSchema>;

export const FeedbackSchema = z.object({
  suggestions: z.array(z.string().max(500)).max(12),
  questions: z.array(z.string().max(500)).max(8),
});
export type Feedback = z.infer<typeof FeedbackSchema>;
