import toast from 'react-hot-toast';
import type { RegenerateRequest } from '@zappy/contract/generation';
import type { RegenerateResponse } from '@zappy/contract/website';
import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import { apiRequest } from '../../../lib/api-client';
import { useGenerationStore } from '../generation-store';

/** `POST /api/website/regenerate/{id}` (spec section 7). */
export function regenerateWebsite(
  websiteId: string,
  body: RegenerateRequest,
): Promise<RegenerateResponse> {
  return apiRequest<RegenerateResponse>(
    `/api/website/regenerate/${encodeURIComponent(websiteId)}`,
    { method: 'POST', body },
  );
}

/**
 * Regenerate in the preview: the progress modal follows the new version like a first
 * generation, then its deployment; the flow toasts 'Website regenerated successfully!'.
 * Resolves to false when the start failed.
 */
export async function startWebsiteRegeneration(
  websiteId: string,
  improvements: string,
): Promise<boolean> {
  const store = useGenerationStore.getState();
  if (store.generating) return false;
  store.beginRegeneration(websiteId);
  try {
    const response = await regenerateWebsite(websiteId, { improvements: improvements.trim() });
    useGenerationStore.getState().receiveGenerateResponse(response);
    return true;
  } catch (error: unknown) {
    useGenerationStore.getState().failGeneration(WEBSITE_MESSAGES.regenerateFailed);
    toast.error(WEBSITE_MESSAGES.regenerateFailed);
    // Spec section 7: regenerate failures in the preview are only logged (beyond the toast).
    // eslint-disable-next-line no-console -- the spec asks for the failure to be logged
    console.error(error);
    return false;
  }
}
