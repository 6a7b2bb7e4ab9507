import type { z } from 'zod';
import { SITE_MODEL_SCHEMA_VERSION } from './constants';
import { fail, ok, type Result } from './result';
import { SiteModelSchema, type SiteModel } from './schema';

type Json = Record<string, unknown>;

/**
 * One step per version: `migrations[n]` turns a version-n document into version n+1.
 * Steps work on plain JSON (before validation) so they never depend on today's types.
 */
const migrations: Record<number, (doc: Json) => Json> = {
  // v1 kept colours and style in `theme: { style, colors, fonts }` and had no `locale`.
  1: (doc) => {
    const { theme, ...rest } = doc;
    const t = isObject(theme) ? theme : {};
    return {
      ...rest,
      schemaVersion: 2,
      brand: { style: t['style'], palette: t['colors'], typography: t['fonts'] },
      locale: { language: 'en', direction: 'ltr' },
    };
  },
};

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Formats zod issues as `path: message` lines, for logs and API errors. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}

/**
 * Brings a stored document of any known version up to the current one, without validating it.
 *
 * @example migrateSiteModel({ schemaVersion: 1, theme: {...}, ... }).schemaVersion // 2
 */
export function migrateSiteModel(input: Json): Json {
  let doc = input;
  // Documents written before versioning existed are version 1.
  let version = typeof doc['schemaVersion'] === 'number' ? doc['schemaVersion'] : 1;
  while (version < SITE_MODEL_SCHEMA_VERSION) {
    const step = migrations[version];
    if (!step) break;
    doc = step(doc);
    version += 1;
  }
  return doc;
}

/**
 * Migrate-on-read: accepts a SiteModel JSON of any known version and returns a current,
 * validated model with every default filled in.
 *
 * @example
 * const r = parseSiteModel(JSON.parse(row.model));
 * if (r.ok) renderSite(r.value);
 */
export function parseSiteModel(input: unknown): Result<SiteModel> {
  if (!isObject(input)) return fail(['Site model must be an object']);
  const version = input['schemaVersion'];
  if (typeof version === 'number' && version > SITE_MODEL_SCHEMA_VERSION) {
    return fail([
      `Unsupported schemaVersion ${version} (newest known is ${SITE_MODEL_SCHEMA_VERSION})`,
    ]);
  }
  const parsed = SiteModelSchema.safeParse(migrateSiteModel(input));
  return parsed.success ? ok(parsed.data) : fail(formatIssues(parsed.error));
}
