import { useMutation, useQueryClient } from '@tanstack/react-query';
import { websiteQueryKey } from '../../../lib/get-website';
import { restoreVersion } from '../../../lib/restore-version';

export function useRestoreVersion(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: number) => restoreVersion(websiteId, number),
    onSuccess: (website) => {
      // The answer carries the new version and its deployment, which the page then follows.
      queryClient.setQueryData(websiteQueryKey(websiteId), website);
    },
  });
}
