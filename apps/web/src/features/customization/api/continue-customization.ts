import type {
  CustomizationContinueRequest,
  CustomizationContinueResponse,
} from '@zappy/contract/customization';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/customization/continue`: free text, or the answer to a widget. */
export function continueCustomization(
  body: CustomizationContinueRequest,
): Promise<CustomizationContinueResponse> {
  return apiRequest<CustomizationContinueResponse>('/api/customization/continue', {
    method: 'POST',
    body,
    redirectOnUnauthorized: false,
  });
}
