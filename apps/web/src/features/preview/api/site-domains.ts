import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SiteDomain,
  SiteDomainsResponse,
  VerifyDomainResponse,
} from '@zappy/contract/domains';
import { apiRequest } from '../../../lib/api-client';
import { websiteQueryKey } from '../../../lib/get-website';

// The site's own domains: list, add, check and remove (apps/server/src/modules/domains).

export const domainsQueryKey = (websiteId: string) => ['website', websiteId, 'domains'] as const;

const domainsPath = (websiteId: string) => `/api/website/${encodeURIComponent(websiteId)}/domains`;
const domainPath = (websiteId: string, domain: string) =>
  `${domainsPath(websiteId)}/${encodeURIComponent(domain)}`;

export function useSiteDomains(websiteId: string) {
  return useQuery({
    queryKey: domainsQueryKey(websiteId),
    queryFn: ({ signal }) => apiRequest<SiteDomainsResponse>(domainsPath(websiteId), { signal }),
  });
}

/**
 * Every change to a domain can change the site's address (`customDomainUrl`), so the website
 * is reloaded with the list.
 */
function useDomainMutation<Variables, Result>(
  websiteId: string,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainsQueryKey(websiteId), exact: true }),
        queryClient.invalidateQueries({ queryKey: websiteQueryKey(websiteId), exact: true }),
      ]),
  });
}

export function useAddDomain(websiteId: string) {
  return useDomainMutation(websiteId, (domain: string) =>
    apiRequest<SiteDomain>(domainsPath(websiteId), { method: 'POST', body: { domain } }),
  );
}

export function useVerifyDomain(websiteId: string) {
  return useDomainMutation(websiteId, (domain: string) =>
    apiRequest<VerifyDomainResponse>(`${domainPath(websiteId, domain)}/verify`, {
      method: 'POST',
    }),
  );
}

export function useRemoveDomain(websiteId: string) {
  return useDomainMutation(websiteId, (domain: string) =>
    apiRequest<{ success: true }>(domainPath(websiteId, domain), { method: 'DELETE' }),
  );
}
