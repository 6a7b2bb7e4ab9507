import { ErrorResponseSchema } from '@zappy/contract/errors';

/**
 * The `{ error }` answer for each status a route can fail with, as its response schema and its
 * OpenAPI documentation (the error handler sends that body for every AppError).
 *
 * @example response: { 200: WebsiteSchema, ...errorResponses(400, 401, 404) }
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorResponseSchema> {
  // fromEntries loses the keys' type; each one is a status given above.
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    Status,
    typeof ErrorResponseSchema
  >;
}

/**
 * A route behind the auth guard, documented as needing the bearer token, under an OpenAPI tag.
 *
 * @example schema: { ...securedUnder('website'), params, response }
 */
export function securedUnder(tag: string) {
  return { security: [{ bearer: [] }], tags: [tag] };
}
