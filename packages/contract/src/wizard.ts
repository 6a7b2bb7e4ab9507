import { z } from 'zod';
import { SITE_LANGUAGES } from './constants';
import { RequirementsSchema } from './requirements';
import {
  WidgetImageSchema,
  WidgetPaletteSchema,
  WidgetResponseSchema,
  WidgetSchema,
} from './widgets';

/** The server's cap on one message. The wizard shows a /1000 counter but enforces no cap. */
export const MAX_MESSAGE_LENGTH = 5000;

const message = z
  .string()
  .trim()
  .min(1, 'Please enter a message')
  .max(MAX_MESSAGE_LENGTH, `Messages can be at most ${MAX_MESSAGE_LENGTH} characters`);

export const SessionIdSchema = z.uuid('Invalid session id');

// ---- Chat flow (spec section 7, "Wizard (chat)") -------------------------------------------

/** `POST /api/wizard/conversation/start` (no sign-in needed). */
export const ConversationStartRequestSchema = z.object({
  initialPrompt: message.describe('What the business is, in the owner’s words'),
  language: z
    .enum(SITE_LANGUAGES, 'Unsupported website language')
    .optional()
    .describe('The language to write the site in; without it, the language of the prompt'),
});
export type ConversationStartRequest = z.infer<typeof ConversationStartRequestSchema>;

export const ConversationStartResponseSchema = z.object({
  sessionId: SessionIdSchema,
  response: z.string(),
  widget: WidgetSchema.nullable(),
  readyToGenerate: z.boolean(),
});
export type ConversationStartResponse = z.infer<typeof ConversationStartResponseSchema>;

/** `POST /api/wizard/conversation/continue`: free text, or the answer to the pending widget. */
export const ConversationContinueRequestSchema = z.discriminatedUnion('messageType', [
  z.object({ sessionId: SessionIdSchema, messageType: z.literal('text'), message }),
  z.object({
    sessionId: SessionIdSchema,
    messageType: z.literal('widget_response'),
    message: WidgetResponseSchema,
  }),
]);
export type ConversationContinueRequest = z.infer<typeof ConversationContinueRequestSchema>;

export const ConversationContinueResponseSchema = z.object({
  response: z.string(),
  widget: WidgetSchema.nullable(),
  readyToGenerate: z.boolean(),
});
export type ConversationContinueResponse = z.infer<typeof ConversationContinueResponseSchema>;

/** A chat message as the wizard shows it (spec section 3, "Chat message (wizard)"). */
export const WizardChatMessageSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'ai']),
  content: z.string(),
  timestamp: z.string(),
  widget: WidgetSchema.nullable().optional(),
  /** The owner picked options rather than typing: the brief's "Not used yet" skips it. */
  isChoice: z.boolean().optional(),
});
export type WizardChatMessage = z.infer<typeof WizardChatMessageSchema>;

// ---- Question flow (spec section 7, "Wizard (questions)") ----------------------------------

export const WizardQuestionSchema = WidgetSchema.extend({ id: z.string() });
export type WizardQuestion = z.infer<typeof WizardQuestionSchema>;

export const WizardProgressSchema = z.object({
  current: z.number().int().nonnegative(),
  total: z.number().int().positive(),
});
export type WizardProgress = z.infer<typeof WizardProgressSchema>;

export const WizardStartRequestSchema = z.object({ sessionId: SessionIdSchema.nullable() });
export const WizardStartResponseSchema = z.object({
  sessionId: SessionIdSchema,
  question: WizardQuestionSchema.nullable(),
  progress: WizardProgressSchema,
});

export const WizardAnswerSchema = z.union([
  z.string().trim().max(MAX_MESSAGE_LENGTH),
  z.number(),
  z.array(z.string().max(200)).max(50),
]);
export const WizardAnswerRequestSchema = z.object({
  sessionId: SessionIdSchema,
  questionId: z.string().min(1).max(100),
  answer: WizardAnswerSchema,
});
export const WizardAnswerResponseSchema = z.object({
  question: WizardQuestionSchema.nullable(),
  progress: WizardProgressSchema,
  completed: z.boolean(),
  summary: RequirementsSchema.nullable(),
});

export const WizardSessionSchema = z
  .object({
    sessionId: SessionIdSchema,
    flow: z.enum(['chat', 'questions']),
    messages: z.array(WizardChatMessageSchema),
    currentWidget: WidgetSchema.nullable(),
    readyToGenerate: z.boolean(),
    requirements: RequirementsSchema,
    answers: z.record(z.string(), WizardAnswerSchema),
    progress: WizardProgressSchema,
    completed: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'WizardSession' });
export type WizardSession = z.infer<typeof WizardSessionSchema>;
export const WizardSessionResponseSchema = z.object({ session: WizardSessionSchema });

export const WizardPalettesRequestSchema = z.object({ sessionId: SessionIdSchema });
export const PalettesResponseSchema = z.object({ palettes: z.array(WidgetPaletteSchema) });

// ---- The image step's photos (decision 032) --------------------------------------------------

/** `GET /api/wizard/session/{id}/images/{imageId}`: a candidate or upload of that session. */
export const WizardImageParamsSchema = z.object({
  id: SessionIdSchema,
  imageId: z.uuid('Invalid image id'),
});

/**
 * `POST /api/wizard/session/{id}/images` (multipart `image`, one or more, and `imageAlt`): the
 * owner's own photos for the image step, answered as the widget shows them. Their ids answer
 * the image step; at generation the picked one becomes the hero and the others fill the next
 * image slots, with the owner's description as alt text.
 */
export const WizardImageUploadResponseSchema = z.object({ images: z.array(WidgetImageSchema) });
export type WizardImageUploadResponse = z.infer<typeof WizardImageUploadResponseSchema>;
