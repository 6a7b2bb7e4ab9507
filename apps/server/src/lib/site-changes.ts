import { BUS_RECONNECTED_CHANNEL, type EventBus } from './event-bus';

/**
 * "What this host name serves has changed": a version went live, the site went offline or was
 * deleted. Every web process drops what it holds of the site (hosting/site-cache.ts); on
 * PostgreSQL the bus carries it to the other processes.
 */
const SITE_CHANGED_CHANNEL = 'hosting:site-changed';

export interface SiteChanges {
  announce(slugs: readonly string[]): Promise<void>;
  /**
   * `changed` for each announced site; `lost` when announcements may have been missed (the bus
   * reconnected), so nothing held can be trusted. Returns the unsubscribe function.
   */
  subscribe(handlers: { changed: (slug: string) => void; lost: () => void }): () => void;
}

export function createSiteChanges(bus: EventBus): SiteChanges {
  return {
    async announce(slugs) {
      for (const slug of slugs) await bus.publish(SITE_CHANGED_CHANNEL, { slug });
    },
    subscribe({ changed, lost }) {
      const offChanged = bus.subscribe(SITE_CHANGED_CHANNEL, (payload) => {
        const slug = (payload as { slug?: unknown } | null)?.slug;
        if (typeof slug === 'string') changed(slug);
      });
      const offLost = bus.subscribe(BUS_RECONNECTED_CHANNEL, lost);
      return () => {
        offChanged();
        offLost();
      };
    },
  };
}
