import type {
  CustomizationStartRequest,
  CustomizationStartResponse,
} from '@zappy/contract/customization';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/customization/start`: the owner's first request opens a session. A 401 stays in the
 * chat as an error rather than leaving the preview.
 */
export function startCustomization(
  body: CustomizationStartRequest,
): Promise<CustomizationStartResponse> {
  return apiRequest<CustomizationStartResponse>('/api/customization/start', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
}
