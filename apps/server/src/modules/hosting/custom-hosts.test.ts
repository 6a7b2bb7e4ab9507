import { describe, expect, it } from 'vitest';
import { BUS_RECONNECTED_CHANNEL, createMemoryEventBus } from '../../lib/event-bus';
import { createSiteChanges } from '../../lib/site-changes';
import { createCustomHosts, type CustomHost } from './custom-hosts';

type Row = { domain: string } & CustomHost;

/** A database stand-in whose answers the test releases one by one, in any order. */
function fakeDomains(initial: Row[]) {
  let rows = initial;
  const waiting: { names: readonly string[] | undefined; release: () => void }[] = [];
  return {
    set(next: Row[]) {
      rows = next;
    },
    reads: waiting,
    read(names?: readonly string[]): Promise<Row[]> {
      // What the database holds when the read is asked, answered when the test releases it.
      const answer = rows.filter((row) => !names || names.includes(row.domain));
      return new Promise((resolve) => {
        waiting.push({
          names,
          release: () => {
            resolve(answer);
          },
        });
      });
    },
  };
}

const bakery: Row = { domain: 'www.bakery.com', slug: 'bakery', redirectTo: null };

function hostsOver(domains: ReturnType<typeof fakeDomains>) {
  const bus = createMemoryEventBus();
  const siteChanges = createSiteChanges(bus);
  const errors: unknown[] = [];
  const hosts = createCustomHosts({
    read: (names) => domains.read(names),
    siteChanges,
    onError: (error) => errors.push(error),
  });
  return { hosts, bus, siteChanges, errors };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('owners’ domains in each process’s memory', () => {
  it('loads every domain on first use, then answers from memory', async () => {
    const domains = fakeDomains([bakery]);
    const { hosts } = hostsOver(domains);
    expect(hosts.held('www.bakery.com')).toBeUndefined();
    const first = hosts.lookup('www.bakery.com');
    expect(first).toBeInstanceOf(Promise);
    domains.reads[0]?.release();
    expect(await first).toEqual({ slug: 'bakery', redirectTo: null });
    expect(hosts.held('www.bakery.com')).toEqual({ slug: 'bakery', redirectTo: null });
    expect(hosts.lookup('unknown.example.org')).toBeUndefined();
    expect(domains.reads).toHaveLength(1);
  });

  it('stops serving an announced domain at once, and waits for what it serves now', async () => {
    const domains = fakeDomains([bakery]);
    const { hosts, siteChanges } = hostsOver(domains);
    const loaded = hosts.lookup('www.bakery.com');
    domains.reads[0]?.release();
    await loaded;

    domains.set([]);
    await siteChanges.announceDomains(['www.bakery.com']);
    expect(hosts.held('www.bakery.com')).toBeUndefined();
    const during = hosts.lookup('www.bakery.com');
    domains.reads[1]?.release();
    expect(await during).toBeUndefined();

    domains.set([bakery]);
    await siteChanges.announceDomains(['www.bakery.com']);
    const again = hosts.lookup('www.bakery.com');
    domains.reads[2]?.release();
    expect(await again).toEqual({ slug: 'bakery', redirectTo: null });
  });

  it('keeps what the newest read found when an older full load answers last', async () => {
    const domains = fakeDomains([bakery]);
    const { hosts, siteChanges } = hostsOver(domains);
    const loading = hosts.lookup('www.bakery.com');
    // Removed while the first load is on its way: that load read the old state.
    domains.set([]);
    await siteChanges.announceDomains(['www.bakery.com']);
    domains.reads[1]?.release();
    await flush();
    domains.reads[0]?.release();
    expect(await loading).toBeUndefined();
    expect(hosts.held('www.bakery.com')).toBeUndefined();
  });

  it('trusts nothing it holds once the bus reconnects', async () => {
    const domains = fakeDomains([bakery]);
    const { hosts, bus } = hostsOver(domains);
    const loaded = hosts.lookup('www.bakery.com');
    domains.reads[0]?.release();
    await loaded;
    domains.set([]);
    await bus.publish(BUS_RECONNECTED_CHANNEL, null);
    expect(hosts.held('www.bakery.com')).toBeUndefined();
    const reloaded = hosts.lookup('www.bakery.com');
    domains.reads[1]?.release();
    expect(await reloaded).toBeUndefined();
  });
});
