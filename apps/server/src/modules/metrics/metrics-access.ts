import { createHash, timingSafeEqual } from 'node:crypto';

/** What a scrape answers: Prometheus' text format, from this process or from all of a cluster's. */
export type Scrape = () => Promise<string>;

export const METRICS_PATH = '/metrics';
/** The content type of Prometheus' text format (prom-client's `Registry.PROMETHEUS_CONTENT_TYPE`). */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type MetricsAccess = 'allowed' | 'no-token';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether an `Authorization` header carries the metrics token. Compared as digests of equal
 * length in constant time, so the answer's timing tells nothing of the token.
 */
export function checkMetricsToken(
  token: string | undefined,
  authorization: string | undefined,
): MetricsAccess {
  if (token === undefined) return 'allowed';
  const given = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token))
    ? 'allowed'
    : 'no-token';
}

export const METRICS_MESSAGES = {
  tokenRequired: 'A valid metrics token is required',
  failed: 'The metrics could not be collected',
} as const;
