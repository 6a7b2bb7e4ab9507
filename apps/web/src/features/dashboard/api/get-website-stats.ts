import { useQuery } from '@tanstack/react-query';
import type { WebsiteStats } from '@zappy/contract/website';
import { apiRequest } from '../../../lib/api-client';

export const STATS_QUERY_KEY = ['website-stats'] as const;

/** The viewer's IANA zone: "this month" starts at midnight on the 1st where the owner is. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** `GET /api/website/stats?tz=…`: Total Websites, This Month, Total Versions. */
export function getWebsiteStats(timeZone: string, signal?: AbortSignal): Promise<WebsiteStats> {
  return apiRequest<WebsiteStats>(`/api/website/stats?tz=${encodeURIComponent(timeZone)}`, {
    signal,
  });
}

export function useWebsiteStats(isEnabled: boolean) {
  const timeZone = viewerTimeZone();
  return useQuery({
    queryKey: [...STATS_QUERY_KEY, timeZone],
    queryFn: ({ signal }) => getWebsiteStats(timeZone, signal),
    enabled: isEnabled,
  });
}
