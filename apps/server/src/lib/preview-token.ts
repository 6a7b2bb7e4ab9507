import { createHmac, timingSafeEqual } from 'node:crypto';

const TTL_MS = 6 * 60 * 60 * 1000;

export interface PreviewGrant {
  websiteId: string;
  version: number;
  expiresAt: number;
}

/**
 * Capability tokens for the sandboxed preview pages: an iframe can't send the owner's bearer
 * token, so the owner's authenticated website call hands out a short-lived, signed URL instead.
 */
export function createPreviewTokens(secret: string, now: () => number = Date.now) {
  const sign = (payload: string) =>
    createHmac('sha256', `${secret}:preview`).update(payload).digest('base64url');
  return {
    issue(websiteId: string, version: number): string {
      const payload = `${websiteId}.${version}.${now() + TTL_MS}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token: string): PreviewGrant | undefined {
      const parts = token.split('.');
      if (parts.length !== 4) return undefined;
      const [websiteId = '', version = '', expires = '', signature = ''] = parts;
      const expected = Buffer.from(sign(`${websiteId}.${version}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const expiresAt = Number(expires);
      if (!Number.isFinite(expiresAt) || expiresAt < now()) return undefined;
      return { websiteId, version: Number(version), expiresAt };
    },
  };
}

export type PreviewTokens = ReturnType<typeof createPreviewTokens>;
