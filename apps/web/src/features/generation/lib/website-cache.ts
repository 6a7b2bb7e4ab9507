import type { QueryClient } from '@tanstack/react-query';
import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import type { WebsiteDetail } from '@zappy/contract/website';
import { websiteQueryKey } from '../../../lib/get-website';

/*
 * The flow writes what it learns into the one website query, so a preview showing the site
 * follows along (and reloads its frame) without a bridge of its own.
 */

/**
 * A finished generation or regeneration: its site, just loaded, becomes the cached detail.
 * Spec section 4: the preview URL may be overridden.
 */
export function cacheCompletedWebsite(
  queryClient: QueryClient,
  website: WebsiteDetail,
  previewUrl?: string | null,
) {
  queryClient.setQueryData(websiteQueryKey(website.websiteId), {
    ...website,
    previewUrl: previewUrl ?? website.previewUrl,
  });
}

/**
 * A status from the flow's deployment stream: shown at once with its live URL, then the site is
 * asked for again, since a deployment also changes which version is live.
 */
export function cacheDeploymentStatus(
  queryClient: QueryClient,
  websiteId: string,
  info: DeploymentStatusInfo,
) {
  const queryKey = websiteQueryKey(websiteId);
  queryClient.setQueryData<WebsiteDetail>(
    queryKey,
    (website) =>
      website && { ...website, deployment: info, liveUrl: info.liveUrl ?? website.liveUrl },
  );
  void queryClient.invalidateQueries({ queryKey });
}
