import { describe, expect, it } from 'vitest';
import { BUS_RECONNECTED_CHANNEL, createMemoryEventBus } from '../../lib/event-bus';
import { createSiteChanges } from '../../lib/site-changes';
import type { ServableFile } from '../versions/versions.service';
import { createSiteCache } from './site-cache';

type Manifest = { path: string; sha256: string; size: number; contentType: string }[];

/** The site the files below are asked for in: it only names a page's version. */
const SITE = { websiteId: 'w1', versionNumber: 1, files: new Map() };

/** A stand-in for the versions module's two reads, with what it was asked counted. */
function fakeVersions() {
  const sites = new Map<string, { websiteId: string; versionNumber: number; files: Manifest }>();
  const blobs = new Map<string, ServableFile>();
  const calls = { liveSite: 0, blob: 0 };
  let gate: Promise<undefined> = Promise.resolve(undefined);
  return {
    sites,
    calls,
    addBlob(sha256: string, size: number, contentType = 'text/plain; charset=utf-8') {
      blobs.set(sha256, {
        sha256,
        contentType,
        data: Buffer.alloc(size, 'a'),
        gzip: null,
        brotli: null,
      });
      const extension = contentType.startsWith('text/html') ? 'html' : 'txt';
      return { path: `${sha256}.${extension}`, sha256, size, contentType };
    },
    /** Holds every site read until the returned function is called. */
    hold(): () => void {
      let release: (value: undefined) => void = () => undefined;
      gate = new Promise<undefined>((resolve) => {
        release = resolve;
      });
      return () => {
        release(undefined);
      };
    },
    versions: {
      async liveSite(slug: string) {
        calls.liveSite += 1;
        const answer = sites.get(slug);
        await gate;
        return answer && { ...answer, files: [...answer.files] };
      },
      blob(sha256: string) {
        calls.blob += 1;
        return Promise.resolve(blobs.get(sha256));
      },
    },
  };
}

function cacheOver(fake: ReturnType<typeof fakeVersions>, budgetBytes = 1000) {
  const bus = createMemoryEventBus();
  const siteChanges = createSiteChanges(bus);
  const cache = createSiteCache({
    versions: fake.versions,
    siteChanges,
    budgetBytes,
    prepare: (file, site) => ({ bytes: file.data, version: site.versionNumber }),
    sizeOf: (file) => file.bytes.length,
  });
  return { cache, bus, siteChanges };
}

describe('the hosted-site cache', () => {
  it('reads a site once, and remembers a host name with no site too', async () => {
    const fake = fakeVersions();
    fake.sites.set('bakery', { websiteId: 'w1', versionNumber: 1, files: [fake.addBlob('a', 10)] });
    const { cache } = cacheOver(fake);
    expect((await cache.site('bakery'))?.files.get('a.txt')).toMatchObject({ sha256: 'a' });
    await cache.site('bakery');
    expect(await cache.site('nobody')).toBeUndefined();
    expect(await cache.site('nobody')).toBeUndefined();
    expect(fake.calls.liveSite).toBe(2);
  });

  it('shares one read among concurrent requests for the same site and file', async () => {
    const fake = fakeVersions();
    const ref = fake.addBlob('a', 10);
    fake.sites.set('bakery', { websiteId: 'w1', versionNumber: 1, files: [ref] });
    const { cache } = cacheOver(fake);
    await Promise.all(Array.from({ length: 50 }, () => cache.site('bakery')));
    await Promise.all(Array.from({ length: 50 }, () => cache.file(ref, SITE)));
    expect(fake.calls).toEqual({ liveSite: 1, blob: 1 });
  });

  it('drops a site whose change is announced, and every site when announcements were lost', async () => {
    const fake = fakeVersions();
    fake.sites.set('bakery', { websiteId: 'w1', versionNumber: 1, files: [] });
    fake.sites.set('florist', { websiteId: 'w2', versionNumber: 3, files: [] });
    const { cache, bus, siteChanges } = cacheOver(fake);
    await cache.site('bakery');
    await cache.site('florist');
    fake.sites.set('bakery', { websiteId: 'w1', versionNumber: 2, files: [] });
    await siteChanges.announce(['bakery']);
    expect((await cache.site('bakery'))?.versionNumber).toBe(2);
    expect(fake.calls.liveSite).toBe(3);

    fake.sites.delete('florist');
    await bus.publish(BUS_RECONNECTED_CHANNEL, null);
    expect(await cache.site('florist')).toBeUndefined();
    await cache.site('bakery');
    expect(fake.calls.liveSite).toBe(5);
  });

  it('never keeps a read that a change overtook: it reads again', async () => {
    const fake = fakeVersions();
    fake.sites.set('bakery', { websiteId: 'w1', versionNumber: 1, files: [] });
    const { cache, siteChanges } = cacheOver(fake);
    const release = fake.hold();
    const reading = cache.site('bakery');
    // The version goes live while the first read (of version 1) is still under way.
    fake.sites.set('bakery', { websiteId: 'w1', versionNumber: 2, files: [] });
    await siteChanges.announce(['bakery']);
    release();
    expect((await reading)?.versionNumber).toBe(2);
    expect((await cache.site('bakery'))?.versionNumber).toBe(2);
  });

  it('keeps file bytes within its budget, dropping the least recently served first', async () => {
    const fake = fakeVersions();
    const refs = Array.from({ length: 9 }, (_, i) => fake.addBlob(`f${i}`, 100));
    const [first, second, , , , , , , ninth] = refs;
    if (!first || !second || !ninth) throw new Error('nine files');
    const { cache } = cacheOver(fake, 800);
    for (const ref of refs.slice(0, 8)) await cache.file(ref, SITE);
    await cache.file(first, SITE); // now the most recently served
    await cache.file(ninth, SITE); // over budget: the second, least recently served, goes
    expect(cache.stats().bytes).toBe(800);
    fake.calls.blob = 0;
    await cache.file(first, SITE);
    expect(fake.calls.blob).toBe(0);
    await cache.file(second, SITE);
    expect(fake.calls.blob).toBe(1);
    // A file larger than an eighth of the budget is served but never kept.
    const big = fake.addBlob('big', 101);
    expect(await cache.file(big, SITE)).toMatchObject({ bytes: Buffer.alloc(101, 'a') });
    await cache.file(big, SITE);
    expect(fake.calls.blob).toBe(3);
  });

  it('prepares a page for each version of its site, and any other file once for its bytes', async () => {
    const fake = fakeVersions();
    const page = fake.addBlob('page', 10, 'text/html; charset=utf-8');
    const styles = fake.addBlob('styles', 10);
    const { cache } = cacheOver(fake);
    const first = { ...SITE, versionNumber: 1 };
    const second = { ...SITE, versionNumber: 2 };
    expect(await cache.file(page, first)).toMatchObject({ version: 1 });
    expect(await cache.file(page, second)).toMatchObject({ version: 2 });
    await cache.file(styles, first);
    expect(await cache.file(styles, second)).toMatchObject({ version: 1 });
    expect(fake.calls.blob).toBe(3);
  });
});
