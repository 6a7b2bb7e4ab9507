import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/*
 * `POST /api/website/generate` (spec section 7). The contract gains its schemas with the
 * generation issue; until then these two shapes hold only the fields the spec names.
 */
export interface GenerateWebsiteRequest {
  sessionId: string;
}

export interface GenerateWebsiteResponse {
  status?: string;
  websiteId?: string;
  sessionId?: string;
  previewUrl?: string;
}

export function generateWebsite(body: GenerateWebsiteRequest): Promise<GenerateWebsiteResponse> {
  return apiRequest<GenerateWebsiteResponse>('/api/website/generate', { method: 'POST', body });
}

export function useGenerateWebsite() {
  return useMutation({ mutationFn: generateWebsite });
}
