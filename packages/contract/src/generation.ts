import { z } from 'zod';
import { GENERATION_STEPS } from './generation-steps';

export const GenerationStepSchema = z.enum(GENERATION_STEPS);

/** `POST /api/website/generate`: the stored wizard session is the source of truth. */
export const GenerateRequestSchema = z.object({
  sessionId: z.uuid('Invalid session id'),
  /** Optional extra direction from the owner, on top of the wizard's answers. */
  requirements: z
    .union([z.string().trim().max(5000), z.record(z.string(), z.unknown())])
    .optional(),
});
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

export const GenerateResponseSchema = z.object({
  status: z.literal('generating'),
  websiteId: z.uuid(),
  sessionId: z.uuid(),
});
export type GenerateResponse = z.infer<typeof GenerateResponseSchema>;

export const StepTimeSchema = z.object({ duration: z.number().nonnegative() });

/** A message on the progress WebSocket (spec section 3, "Generation progress"). */
export const ProgressMessageSchema = z
  .object({
    type: z.enum(['progress', 'completed', 'error']),
    sessionId: z.uuid(),
    websiteId: z.uuid(),
    step: GenerationStepSchema,
    progress: z.number().int().min(0).max(100),
    message: z.string(),
    details: z.object({ description: z.string() }),
    timing: z.object({
      startTime: z.string(),
      totalDurationFormatted: z.string(),
      stepTimes: z.record(z.string(), StepTimeSchema),
    }),
  })
  .meta({ id: 'ProgressMessage' });
export type ProgressMessage = z.infer<typeof ProgressMessageSchema>;

/** What the client sends on the progress WebSocket. */
export const ProgressClientMessageSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  sessionId: z.uuid(),
});
export type ProgressClientMessage = z.infer<typeof ProgressClientMessageSchema>;

/** `POST /api/website/regenerate/{id}`: a new version, with the owner's improvements. */
export const RegenerateRequestSchema = z.object({
  improvements: z
    .string()
    .trim()
    .max(5000, 'Improvements can be at most 5000 characters')
    .default(''),
});
export type RegenerateRequest = z.infer<typeof RegenerateRequestSchema>;
