import toast from 'react-hot-toast';
import type { GenerateRequest, GenerateResponse } from '@zappy/contract/generation';
import { AUTH_MESSAGES, GENERATION_MESSAGES, WEBSITE_MESSAGES } from '@zappy/contract/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { hasSessionHint } from '../../../lib/session-hint';
import { useGenerationStore } from '../generation-store';

/** `POST /api/website/generate` (spec section 7). */
export function generateWebsite(body: GenerateRequest): Promise<GenerateResponse> {
  return apiRequest<GenerateResponse>('/api/website/generate', { method: 'POST', body });
}

/**
 * 'Generate My Website': opens the progress modal and starts the job. A 401 says the session
 * expired (the API client has already sent the browser to /); other failures close the modal.
 */
export async function startWebsiteGeneration(sessionId: string): Promise<void> {
  const store = useGenerationStore.getState();
  if (store.generating) return;
  // The sign-in may have lapsed since the wizard offered the button (the server clears the hint
  // with the session).
  if (!hasSessionHint()) {
    toast.error(GENERATION_MESSAGES.signInRequired);
    return;
  }
  store.beginGeneration(sessionId);
  try {
    const response = await generateWebsite({ sessionId });
    useGenerationStore.getState().receiveGenerateResponse(response);
    toast.success(WEBSITE_MESSAGES.generationStarted);
  } catch (error: unknown) {
    const isExpired = error instanceof ApiError && error.status === 401;
    useGenerationStore
      .getState()
      .failGeneration(error instanceof Error ? error.message : WEBSITE_MESSAGES.generateFailed);
    toast.error(isExpired ? AUTH_MESSAGES.sessionExpired : GENERATION_MESSAGES.startFailed);
  }
}
