/**
 * An expected failure with the HTTP status and the message the client sees. Services return or
 * throw these; the error handler turns them into `{ error }`.
 *
 * @example
 * throw new AppError(404, 'Website not found');
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}
