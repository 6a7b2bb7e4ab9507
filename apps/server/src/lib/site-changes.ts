import { BUS_RECONNECTED_CHANNEL, type EventBus } from './event-bus';

/**
 * "What this host name serves has changed": a version went live, the site went offline or was
 * deleted (by slug), or an owner's domain was verified, removed or found pointing away (by
 * domain). Every web process drops what it holds of it (hosting/site-cache.ts,
 * hosting/custom-hosts.ts); on PostgreSQL the bus carries it to the other processes.
 */
const SITE_CHANGED_CHANNEL = 'hosting:site-changed';
/** Domains per message: a NOTIFY payload is at most 8000 bytes, a domain at most 253. */
const DOMAINS_PER_MESSAGE = 25;

export interface SiteChanges {
  announce(slugs: readonly string[]): Promise<void>;
  /** The owners' domains whose site or role changed. */
  announceDomains(domains: readonly string[]): Promise<void>;
  /**
   * `changed` for each announced site, `domainsChanged` for announced domains; `lost` when
   * announcements may have been missed (the bus reconnected), so nothing held can be trusted.
   * Returns the unsubscribe function.
   */
  subscribe(handlers: {
    changed?: (slug: string) => void;
    domainsChanged?: (domains: string[]) => void;
    lost: () => void;
  }): () => void;
}

export function createSiteChanges(bus: EventBus): SiteChanges {
  return {
    async announce(slugs) {
      for (const slug of slugs) await bus.publish(SITE_CHANGED_CHANNEL, { slug });
    },
    async announceDomains(domains) {
      for (let start = 0; start < domains.length; start += DOMAINS_PER_MESSAGE) {
        const batch = domains.slice(start, start + DOMAINS_PER_MESSAGE);
        await bus.publish(SITE_CHANGED_CHANNEL, { domains: batch });
      }
    },
    subscribe({ changed, domainsChanged, lost }) {
      const offChanged = bus.subscribe(SITE_CHANGED_CHANNEL, (payload) => {
        const message = payload as { slug?: unknown; domains?: unknown } | null;
        if (typeof message?.slug === 'string') changed?.(message.slug);
        const domains = message?.domains;
        if (Array.isArray(domains) && domains.every((domain) => typeof domain === 'string')) {
          domainsChanged?.(domains);
        }
      });
      const offLost = bus.subscribe(BUS_RECONNECTED_CHANNEL, lost);
      return () => {
        offChanged();
        offLost();
      };
    },
  };
}
