import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BriefEdit, WizardBrief } from '@zappy/contract/brief';
import { apiRequest } from '../../../lib/api-client';
import { briefQueryKey } from './get-brief';

/** `PUT /api/wizard/session/{id}/brief`: the owner's edited brief, written whole. */
export async function editBrief(sessionId: string, edit: BriefEdit): Promise<WizardBrief> {
  const { brief } = await apiRequest<{ brief: WizardBrief }>(
    `/api/wizard/session/${encodeURIComponent(sessionId)}/brief`,
    { method: 'PUT', body: edit },
  );
  return brief;
}

export function useEditBrief(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: BriefEdit) => editBrief(sessionId, edit),
    onSuccess: (brief) => queryClient.setQueryData(briefQueryKey(sessionId), brief),
  });
}
