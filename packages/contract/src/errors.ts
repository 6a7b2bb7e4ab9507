import { z } from 'zod';

/**
 * Every failed API call answers with this body (spec section 7: "errors are read from an error
 * field of the response body").
 *
 * @example
 * ErrorResponseSchema.parse({ error: 'Website not found' });
 */
export const ErrorResponseSchema = z.object({ error: z.string() }).meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const SuccessResponseSchema = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof SuccessResponseSchema>;
