import { beforeEach, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { WebsiteDetail } from '@zappy/contract/website';
import { createQueryClient } from '../../../app/providers';
import { websiteQueryKey } from '../../../lib/get-website';
import { deployment } from '../test/fixtures';
import { WEBSITE_ID, websiteDetail } from '../../../test/website';
import { cacheCompletedWebsite, cacheDeploymentStatus } from './website-cache';

const OTHER_ID = '22222222-2222-4222-8222-222222222222';

let queryClient: QueryClient;
const cached = (websiteId = WEBSITE_ID) =>
  queryClient.getQueryData<WebsiteDetail>(websiteQueryKey(websiteId));

beforeEach(() => {
  queryClient = createQueryClient();
});

describe('the website query after a generation (spec section 4)', () => {
  it('success makes the site the cached website, with an optional preview URL override', () => {
    cacheCompletedWebsite(queryClient, websiteDetail({ websiteId: OTHER_ID, name: 'Older' }));
    cacheCompletedWebsite(queryClient, websiteDetail(), '/override');
    expect(cached()).toEqual({ ...websiteDetail(), previewUrl: '/override' });
    expect(cached(OTHER_ID)?.name).toBe('Older');
    // Completing the same site again replaces it.
    cacheCompletedWebsite(queryClient, websiteDetail({ name: 'Golden Crumb 2' }));
    expect(cached()?.name).toBe('Golden Crumb 2');
    expect(cached()?.previewUrl).toBe(websiteDetail().previewUrl);
  });

  it('a regeneration replaces the site with its new version and leaves other sites alone', () => {
    cacheCompletedWebsite(queryClient, websiteDetail({ currentVersion: 1 }));
    cacheCompletedWebsite(queryClient, websiteDetail({ websiteId: OTHER_ID, name: 'First' }));
    cacheCompletedWebsite(queryClient, websiteDetail({ currentVersion: 2 }));
    expect(cached()?.currentVersion).toBe(2);
    expect(cached(OTHER_ID)?.name).toBe('First');
  });
});

describe('the website query during its deployment (spec section 4)', () => {
  it('live records the status and the live URL, and asks for the site again', () => {
    cacheCompletedWebsite(queryClient, websiteDetail({ deployment: deployment('initializing') }));
    cacheDeploymentStatus(queryClient, WEBSITE_ID, deployment('live'));
    expect(cached()?.liveUrl).toBe('http://golden-crumb.localhost:3107');
    expect(cached()?.deployment?.status).toBe('live');
    expect(queryClient.getQueryState(websiteQueryKey(WEBSITE_ID))?.isInvalidated).toBe(true);
  });

  it.each(['build_failed', 'deploy_failed', 'canceled', 'error'] as const)(
    '%s records the status and no live URL',
    (status) => {
      cacheCompletedWebsite(queryClient, websiteDetail({ deployment: deployment('initializing') }));
      cacheDeploymentStatus(queryClient, WEBSITE_ID, deployment(status));
      expect(cached()?.liveUrl).toBeNull();
      expect(cached()?.deployment?.status).toBe(status);
    },
  );

  it('a site nobody has loaded stays unloaded', () => {
    cacheDeploymentStatus(queryClient, WEBSITE_ID, deployment('live'));
    expect(cached()).toBeUndefined();
  });
});
