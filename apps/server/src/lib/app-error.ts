/**
 * An expected failure with the HTTP status and the message the client sees. Services return or
 * throw these; the error handler turns them into `{ error }` (and `errors` when given).
 *
 * @example
 * throw new AppError(404, 'Website not found');
 * throw new AppError(400, 'Integration settings are not valid', { errors: ['…', '…'] });
 */
export class AppError extends Error {
  /** Every problem when there are several (a refused batch): sent as `errors` beside `error`. */
  readonly errors: readonly string[] | undefined;
  /** Headers the answer carries (a 429's `retry-after`). */
  readonly headers: Readonly<Record<string, string>> | undefined;

  constructor(
    readonly statusCode: number,
    message: string,
    options?: {
      cause?: unknown;
      errors?: readonly string[];
      headers?: Readonly<Record<string, string>>;
    },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.errors = options?.errors;
    this.headers = options?.headers;
  }
}
