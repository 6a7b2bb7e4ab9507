import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectRepositoryRequest, RepositoryStatus } from '@zappy/contract/repository';
import { apiRequest } from '../../../lib/api-client';
import { websiteQueryKey } from '../../../lib/get-website';

// The site's code repository on GitHub (apps/server/src/modules/github). No answer holds a token.

export const repositoryQueryKey = (websiteId: string) =>
  ['website', websiteId, 'repository'] as const;

const repositoryPath = (websiteId: string) =>
  `/api/website/${encodeURIComponent(websiteId)}/repository`;

/** How often a push under way is asked about: a worker does it, and nothing tells the page. */
const PUSH_POLL_MS = 2000;

/**
 * The repository's status. A new version of the site (`currentVersion`: an edit, a restore, a new
 * address) is pushed by a worker, so its arrival makes the status be asked for again.
 */
export function useSiteRepository(websiteId: string, currentVersion: number | null) {
  const queryClient = useQueryClient();
  const seenVersion = useRef(currentVersion);
  useEffect(() => {
    if (seenVersion.current === currentVersion) return;
    seenVersion.current = currentVersion;
    void queryClient.invalidateQueries({ queryKey: repositoryQueryKey(websiteId), exact: true });
  }, [queryClient, websiteId, currentVersion]);
  return useQuery({
    queryKey: repositoryQueryKey(websiteId),
    queryFn: ({ signal }) => apiRequest<RepositoryStatus>(repositoryPath(websiteId), { signal }),
    refetchInterval: (query) =>
      query.state.data?.lastPush?.status === 'pending' ? PUSH_POLL_MS : false,
  });
}

/** The repository routes answer with its new status, which replaces the cached one. */
function useRepositoryMutation<Variables>(
  websiteId: string,
  mutationFn: (variables: Variables) => Promise<RepositoryStatus>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (status) => {
      queryClient.setQueryData(repositoryQueryKey(websiteId), status);
      // The website's detail and the dashboard's list name the repository too.
      return queryClient.invalidateQueries({ queryKey: websiteQueryKey(websiteId), exact: true });
    },
  });
}

export function useConnectRepository(websiteId: string) {
  return useRepositoryMutation(websiteId, (request: ConnectRepositoryRequest) =>
    apiRequest<RepositoryStatus>(repositoryPath(websiteId), { method: 'PUT', body: request }),
  );
}

export function usePushRepository(websiteId: string) {
  return useRepositoryMutation(websiteId, () =>
    apiRequest<RepositoryStatus>(`${repositoryPath(websiteId)}/push`, { method: 'POST' }),
  );
}

export function useDisconnectRepository(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deleteRemote: boolean) =>
      apiRequest<{ success: true; remoteDeleted: boolean }>(
        `${repositoryPath(websiteId)}?deleteRemote=${String(deleteRemote)}`,
        { method: 'DELETE' },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: repositoryQueryKey(websiteId), exact: true }),
        queryClient.invalidateQueries({ queryKey: websiteQueryKey(websiteId), exact: true }),
      ]),
  });
}
