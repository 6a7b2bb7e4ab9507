import type { Config } from '../config';

const MASK = '********';
/** Config keys whose values are secrets wherever they appear. */
const SECRET_KEYS = new Set([
  'appSecret',
  'clientSecret',
  'netlifyToken',
  'vercelToken',
  // The GitHub settings' `token`.
  'token',
  'apiKey',
  'accessKey',
]);

/** A URL with its password (and token-like query values) masked; other text as it is. */
export function maskUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  if (!url.password && !url.username) return value;
  if (url.password) url.password = MASK;
  return url.href;
}

function masked(key: string, value: unknown): unknown {
  if (value === undefined) return null;
  if (SECRET_KEYS.has(key)) return value ? MASK : null;
  if (typeof value === 'string') return maskUrl(value);
  if (value instanceof Set) return [...(value as Set<unknown>)];
  if (Array.isArray(value)) return value.map((item) => masked('', item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, masked(name, item)]),
    );
  }
  return value;
}

/**
 * The configuration in effect, as the operator may print or paste it into an issue: secrets
 * (the app secret, client secrets, API keys, passwords inside URLs) replaced by asterisks.
 *
 * @example
 * maskedConfig(config).databaseUrl; // 'postgres://zappy:********@db:5432/zappy'
 */
export function maskedConfig(config: Config): Record<string, unknown> {
  return masked('', config) as Record<string, unknown>;
}
