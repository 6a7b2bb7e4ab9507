import { isIP } from 'node:net';

/** `example.com:8080` → `example.com`; `[::1]:3000` → `::1`. */
export function hostnameOf(host: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed?.[1]) return bracketed[1];
  return host.replace(/:\d+$/, '').toLowerCase();
}

/**
 * The names the app itself answers under: PUBLIC_URL's, localhost, any IP literal, and
 * ALLOWED_HOSTS. Every other name is a hosted site's or nobody's.
 */
export function createAppHosts(options: { publicUrl: string; allowedHosts: readonly string[] }) {
  const names = new Set([
    'localhost',
    new URL(options.publicUrl).hostname.toLowerCase(),
    ...options.allowedHosts,
  ]);
  return {
    /** PUBLIC_URL's host name and ALLOWED_HOSTS: the names no owner's domain can be. */
    ownNames: [...names].filter((name) => name !== 'localhost' && isIP(name) === 0),
    isAppHost(host: string | undefined): boolean {
      if (!host) return false;
      const name = hostnameOf(host);
      return names.has(name) || isIP(name) !== 0;
    },
  };
}

export type AppHosts = ReturnType<typeof createAppHosts>;
