import { useMutation } from '@tanstack/react-query';
import type { ConversationStartRequest, ConversationStartResponse } from '@zappy/contract/wizard';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/wizard/conversation/start`: the first message; no sign-in needed. */
export function startConversation(
  body: ConversationStartRequest,
): Promise<ConversationStartResponse> {
  return apiRequest<ConversationStartResponse>('/api/wizard/conversation/start', {
    method: 'POST',
    body,
  });
}

export function useStartConversation() {
  return useMutation({ mutationFn: startConversation });
}
