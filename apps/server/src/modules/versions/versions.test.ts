import { rename, rm, writeFile } from 'node:fs/promises';
import type { WebsiteDetail } from '@zappy/contract/website';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases';
import {
  createDeployedSite,
  signIn,
  useGenerationHarness,
  waitForDeployment,
  websiteDetail,
} from '../../../test/generation-harness';
import { publishMarkedCopy } from '../../../test/marked-version';

describe.each(testDatabases)('versions on $name', ({ open }) => {
  const harness = useGenerationHarness(open);
  let token: string;
  let site: WebsiteDetail;

  beforeAll(async () => {
    token = await signIn(harness.app, 'versions@example.com');
    site = await createDeployedSite(harness.app, token, 'A tea room called Steep in York');
  });

  const publishMarked = (marker: string) =>
    publishMarkedCopy(harness.services, site.websiteId, 1, marker);

  const commitState = async (number: number) =>
    (
      await harness.database.pool.query<{ commit_pending: boolean; commit_error: string | null }>(
        'SELECT commit_pending, commit_error FROM website_versions WHERE website_id = $1 AND number = $2',
        [site.websiteId, number],
      )
    ).rows[0];

  it('publishes a version in one step: stored, current, committed, deployed and live', async () => {
    const version = await publishMarked('published-once');
    expect(await commitState(version.number)).toEqual({
      commit_pending: false,
      commit_error: null,
    });
    const log = await harness.services.repositories.log(site.websiteId);
    expect(log[0]).toBe(`Version ${version.number}: published-once`);
    const website = await waitForDeployment(harness.app, token, site.websiteId, version.number);
    expect(website.deployment?.status).toBe('live');
    expect(website.currentVersion).toBe(version.number);
    const page = await harness.app.inject({
      url: '/',
      headers: { host: new URL(website.liveUrl ?? '').host },
    });
    expect(page.body).toContain('published-once');
  });

  it('goes live when the repository commit fails, records why, and commits in order later', async () => {
    const gitdir = harness.services.repositories.gitdirOf(site.websiteId);
    // A file where the repository should be: every write to it fails.
    await rename(gitdir, `${gitdir}.aside`);
    await writeFile(gitdir, 'not a repository');
    const broken = await publishMarked('commit-failed');
    const after = await publishMarked('commit-waits');
    const failed = await commitState(broken.number);
    expect(failed?.commit_pending).toBe(true);
    expect(failed?.commit_error).toBeTruthy();
    expect((await commitState(after.number))?.commit_pending).toBe(true);
    const website = await waitForDeployment(harness.app, token, site.websiteId, after.number);
    expect(website.deployment?.status).toBe('live');

    await rm(gitdir);
    await rename(`${gitdir}.aside`, gitdir);
    await harness.services.publisher.finishUncommitted(new Date(Date.now() + 1000));
    const log = await harness.services.repositories.log(site.websiteId);
    expect(log.slice(0, 2)).toEqual([
      `Version ${after.number}: commit-waits`,
      `Version ${broken.number}: commit-failed`,
    ]);
    expect(await commitState(broken.number)).toEqual({ commit_pending: false, commit_error: null });
  });

  it('hands every reader a model migrated to the current schema version', async () => {
    const { rows } = await harness.database.pool.query<{ model: Record<string, unknown> }>(
      'SELECT model FROM website_versions WHERE website_id = $1 AND number = 1',
      [site.websiteId],
    );
    const current = rows[0]?.model ?? {};
    const { brand, ...rest } = current as {
      brand: { style: string; palette: unknown; typography: unknown };
    };
    // The same site as schema version 1 stored it: a `theme` and no `locale`.
    const v1 = {
      ...Object.fromEntries(Object.entries(rest).filter(([key]) => key !== 'locale')),
      schemaVersion: 1,
      theme: { style: brand.style, colors: brand.palette, fonts: brand.typography },
    };
    await harness.database.pool.query(
      'UPDATE website_versions SET model = $2 WHERE website_id = $1 AND number = 1',
      [site.websiteId, JSON.stringify(v1)],
    );
    const restored = await harness.app.inject({
      method: 'POST',
      url: `/api/website/${site.websiteId}/versions/1/restore`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(restored.statusCode).toBe(200);
    const website = await websiteDetail(harness.app, token, site.websiteId);
    expect(website.content).toMatchObject({
      schemaVersion: 2,
      brand: { style: brand.style, palette: brand.palette },
      locale: { language: 'en' },
    });
  });
});
