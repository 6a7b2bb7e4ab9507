import type { ApplyCustomizationResponse, CustomizationData } from '@zappy/contract/customization';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/customization/apply/{websiteId}`: the change becomes a new version, deployed. */
export function applyCustomization(
  websiteId: string,
  customizationData: CustomizationData,
): Promise<ApplyCustomizationResponse> {
  return apiRequest<ApplyCustomizationResponse>(
    `/api/customization/apply/${encodeURIComponent(websiteId)}`,
    { method: 'POST', body: customizationData, redirectOnUnauthorized: false },
  );
}
