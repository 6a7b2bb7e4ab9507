import type { SiteChanges } from '../../lib/site-changes';

/** What a verified owner's domain serves: its site, or a redirect to the domain visitors use. */
export interface CustomHost {
  slug: string;
  /** The domain this one sends visitors to (301); null when it serves the site. */
  redirectTo: string | null;
}

export interface CustomHostsDeps {
  /** The verified domains (all, or those of the sites that have any of `names`). */
  read(names?: readonly string[]): Promise<({ domain: string } & CustomHost)[]>;
  siteChanges: SiteChanges;
  onError: (error: unknown, context: string) => void;
  now?: () => number;
}

/** A backstop for an announcement that never arrived: the whole map is read again this often. */
const RELOAD_AFTER_MS = 60_000;

/**
 * Every verified owner's domain, per process, in memory: the host names an unknown Host header is
 * looked up in, so a name nobody connected costs no query. Loaded whole on first use and every
 * minute after; an announced domain (verified, removed, its role changed) is dropped at once and
 * read again, and requests for it wait for that read, so a removed domain is never served from
 * memory. Reads can finish out of order: each name keeps what the most recently started read
 * found, never an older one.
 */
export function createCustomHosts(deps: CustomHostsDeps) {
  const now = deps.now ?? Date.now;
  const hosts = new Map<string, CustomHost>();
  /** Which read decided each name's entry (or its absence); older reads leave it alone. */
  const decidedBy = new Map<string, number>();
  /** Reads numbered below this decide nothing: a newer full load (or a lost bus) came after. */
  let floor = 0;
  let reads = 0;
  let loadedAt: number | undefined;
  let loading: Promise<void> | undefined;
  const rereads = new Map<string, Promise<void>>();

  function apply(read: number, names: Iterable<string>, found: ReadonlyMap<string, CustomHost>) {
    for (const name of names) {
      if ((decidedBy.get(name) ?? floor) > read) continue;
      decidedBy.set(name, read);
      const host = found.get(name);
      if (host) hosts.set(name, host);
      else hosts.delete(name);
    }
  }

  const byName = (rows: Awaited<ReturnType<CustomHostsDeps['read']>>) =>
    new Map(rows.map(({ domain, slug, redirectTo }) => [domain, { slug, redirectTo }]));

  function load(): Promise<void> {
    if (loading) return loading;
    const read = ++reads;
    const done = deps
      .read()
      .then((rows) => {
        if (read < floor) return;
        const found = byName(rows);
        apply(read, new Set([...hosts.keys(), ...found.keys()]), found);
        // Older reads have nothing left to decide: only names read since keep their marks.
        floor = read;
        for (const [name, by] of decidedBy) if (by <= floor) decidedBy.delete(name);
        loadedAt = now();
      })
      .finally(() => {
        if (loading === done) loading = undefined;
      });
    loading = done;
    return done;
  }

  function reread(names: string[]): void {
    const read = ++reads;
    for (const name of names) {
      decidedBy.set(name, read);
      hosts.delete(name);
    }
    const done = deps
      .read(names)
      .then((rows) => {
        apply(read, names, byName(rows));
      })
      .catch((error: unknown) => {
        // The names stay unserved until the next full load, which the next request starts.
        deps.onError(error, 'reading announced domains');
        loadedAt = undefined;
      })
      .finally(() => {
        for (const name of names) if (rereads.get(name) === done) rereads.delete(name);
      });
    for (const name of names) rereads.set(name, done);
  }

  /** What a name serves, reading the domains first when they are not loaded or are being read. */
  function lookup(name: string): CustomHost | undefined | Promise<CustomHost | undefined> {
    if (loadedAt === undefined) return load().then(() => lookup(name));
    if (now() - loadedAt > RELOAD_AFTER_MS) {
      load().catch((error: unknown) => {
        deps.onError(error, 'reloading owners’ domains');
      });
    }
    const pending = rereads.get(name);
    return pending ? pending.then(() => hosts.get(name)) : hosts.get(name);
  }

  const unsubscribe = deps.siteChanges.subscribe({
    domainsChanged: reread,
    lost: () => {
      // Announcements were missed: nothing held, or being read, can be trusted.
      floor = ++reads;
      hosts.clear();
      decidedBy.clear();
      loadedAt = undefined;
      loading = undefined;
    },
  });

  return {
    lookup,

    /** A name's entry when it is known now without waiting (the hot path); else undefined. */
    held(name: string): CustomHost | undefined {
      if (loadedAt === undefined || rereads.has(name)) return undefined;
      return hosts.get(name);
    },

    close: unsubscribe,
  };
}

export type CustomHosts = ReturnType<typeof createCustomHosts>;
