import { z } from 'zod';
import { PhotosHealthSchema } from './photos';

/**
 * Whether the configured AI engine can answer: `ok` (the provider answers and serves the model),
 * `unreachable` (no answer, a timeout or a server error), `unknown_model`, `unauthorized` (the
 * API key was refused), or `offline` (no LLM configured; the built-in engine answers).
 */
export const AiStatusSchema = z.enum([
  'ok',
  'unreachable',
  'unknown_model',
  'unauthorized',
  'offline',
]);
export type AiStatus = z.infer<typeof AiStatusSchema>;

/** The AI part of the health report: which engine and model, and whether it answers. */
export const AiHealthSchema = z.object({
  engine: z.enum(['offline', 'openai', 'ollama', 'anthropic']),
  /** The model asked for; null for the offline engine. */
  model: z.string().nullable(),
  status: AiStatusSchema,
  /** One sentence for the operator: what is wrong and what the Brain does meanwhile. */
  message: z.string(),
});
export type AiHealth = z.infer<typeof AiHealthSchema>;

/**
 * `GET /api/health`: the process is up and its database answers. `ai` says whether the LLM
 * answers (present when the app is given the Brain); a problem there leaves the status `ok`,
 * since every step falls back to the offline engine.
 */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().nonnegative(),
  ai: AiHealthSchema.optional(),
  /** The photo service (`PHOTO_PROVIDER`); a failing one leaves the status `ok`, as `ai` does. */
  photos: PhotosHealthSchema.optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
