import { useQuery } from '@tanstack/react-query';
import type { WizardBrief } from '@zappy/contract/brief';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/wizard/session/{id}/brief`: what generation builds from, and the words not used. */
export async function getBrief(sessionId: string, signal?: AbortSignal): Promise<WizardBrief> {
  const { brief } = await apiRequest<{ brief: WizardBrief }>(
    `/api/wizard/session/${encodeURIComponent(sessionId)}/brief`,
    { signal },
  );
  return brief;
}

export function briefQueryKey(sessionId: string) {
  return ['wizard-brief', sessionId] as const;
}

export function useBrief(sessionId: string) {
  return useQuery({
    queryKey: briefQueryKey(sessionId),
    queryFn: ({ signal }) => getBrief(sessionId, signal),
  });
}
