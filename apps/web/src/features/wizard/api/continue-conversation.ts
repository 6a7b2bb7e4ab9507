import { useMutation } from '@tanstack/react-query';
import type {
  ConversationContinueRequest,
  ConversationContinueResponse,
} from '@zappy/contract/wizard';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/wizard/conversation/continue`: free text, or the answer to the pending widget.
 * 404 when the session is unknown, 409 when another tab answered first.
 */
export function continueConversation(
  body: ConversationContinueRequest,
): Promise<ConversationContinueResponse> {
  return apiRequest<ConversationContinueResponse>('/api/wizard/conversation/continue', {
    method: 'POST',
    body,
  });
}

export function useContinueConversation() {
  return useMutation({ mutationFn: continueConversation });
}
