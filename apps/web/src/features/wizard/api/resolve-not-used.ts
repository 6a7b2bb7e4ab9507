import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotUsedResolveRequest, WizardBrief } from '@zappy/contract/brief';
import { apiRequest } from '../../../lib/api-client';
import { briefQueryKey } from './get-brief';

/** `POST /api/wizard/session/{id}/brief/not-used`: one "Not used yet" item put where chosen. */
export async function resolveNotUsed(
  sessionId: string,
  request: NotUsedResolveRequest,
): Promise<WizardBrief> {
  const { brief } = await apiRequest<{ brief: WizardBrief }>(
    `/api/wizard/session/${encodeURIComponent(sessionId)}/brief/not-used`,
    { method: 'POST', body: request },
  );
  return brief;
}

export function useResolveNotUsed(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NotUsedResolveRequest) => resolveNotUsed(sessionId, request),
    onSuccess: (brief) => queryClient.setQueryData(briefQueryKey(sessionId), brief),
  });
}
