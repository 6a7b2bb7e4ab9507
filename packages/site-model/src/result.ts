/**
 * Expected failures are data, not exceptions (see STYLE.md "Errors as data").
 *
 * @example
 * const r = updateBusinessInfo(model, { companyName: '' });
 * if (!r.ok) console.error(r.errors); // ['Company name is required']
 */
export type Result<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Wraps a success value. @example ok(model) */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Wraps one or more error messages. @example fail(['Company name is required']) */
export function fail<T>(errors: string[]): Result<T> {
  return { ok: false, errors };
}
