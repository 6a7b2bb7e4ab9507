import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

/** Deeper than any request of the API needs; bounds the work every later step does with a body. */
export const MAX_JSON_DEPTH = 64;

export const INPUT_ERRORS = {
  empty: 'The request body is empty although it is declared as JSON.',
  invalid: 'The request body is not valid JSON.',
  tooDeep: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
  nul: 'Text must not contain NUL characters.',
  surrogate: 'Text must not contain unpaired surrogate characters.',
  prototype: 'The request body must not set "__proto__" or "constructor.prototype".',
} as const;

/** The nesting depth of JSON text, found in one pass without parsing (strings are skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, (depth += 1));
    else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text value, or undefined: NUL bytes and lone surrogates reach nothing. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return INPUT_ERRORS.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_ERRORS.surrogate;
  return undefined;
}

/** The first problem in any key or string of a parsed value (objects, arrays, strings). */
export function valueProblem(value: unknown): string | undefined {
  if (typeof value === 'string') return textProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = valueProblem(item);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '__proto__') return INPUT_ERRORS.prototype;
      if (key === 'constructor' && typeof item === 'object' && item !== null && 'prototype' in item)
        return INPUT_ERRORS.prototype;
      const problem = textProblem(key) ?? valueProblem(item);
      if (problem) return problem;
    }
  }
  return undefined;
}

/** Parses a JSON body, refusing what no route should have to handle (see INPUT_ERRORS). */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw new AppError(400, INPUT_ERRORS.empty);
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw new AppError(400, INPUT_ERRORS.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, INPUT_ERRORS.invalid);
  }
  const problem = valueProblem(value);
  if (problem) throw new AppError(400, problem);
  return value;
}

/**
 * Every JSON body, query string and path parameter of the app is checked here once, so no route
 * sees a NUL byte, a lone surrogate or a 5,000-deep body (each would reach the database, a
 * renderer or a recursive validator as a 500 otherwise).
 */
export function registerSafeInput(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error: unknown) {
      done(error as Error, undefined);
    }
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = valueProblem(request.query) ?? valueProblem(request.params);
    done(problem ? new AppError(400, problem) : undefined);
  });
}
