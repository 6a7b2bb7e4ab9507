import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebsiteDetail } from '@zappy/contract/website';
import { apiRequest } from '../../../lib/api-client';
import { websiteQueryKey } from '../../../lib/get-website';

export interface FeedbackAnswer {
  suggestions: string[];
  questions: string[];
}

/** `POST /api/website/feedback` (spec section 7): the Brain answers with suggestions and questions. */
export function submitFeedback(websiteId: string, feedback: string): Promise<FeedbackAnswer> {
  return apiRequest<FeedbackAnswer>('/api/website/feedback', {
    method: 'POST',
    body: { websiteId, feedback },
  });
}

export function useSubmitFeedback(websiteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedback: string) => submitFeedback(websiteId, feedback),
    onSuccess: (answer, feedback) => {
      // Shown at once; the reload that follows brings the stored entry with its own timestamp.
      queryClient.setQueryData<WebsiteDetail>(websiteQueryKey(websiteId), (website) =>
        website
          ? {
              ...website,
              feedback: [
                ...website.feedback,
                { feedback, ...answer, timestamp: new Date().toISOString() },
              ],
            }
          : website,
      );
      void queryClient.invalidateQueries({ queryKey: websiteQueryKey(websiteId) });
    },
  });
}
