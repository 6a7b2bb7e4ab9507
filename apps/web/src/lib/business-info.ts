import type {
  BusinessInfo,
  ExtractBusinessInfoResponse,
  UpdateBusinessInfoResponse,
} from '@zappy/contract/customization';
import { apiRequest } from './api-client';

const path = (action: string, websiteId: string) =>
  `/api/customization/${action}/${encodeURIComponent(websiteId)}`;

/**
 * `POST /api/customization/extract-business-info/{websiteId}`: what the site says now. A 401
 * stays in the panel (it says so) rather than leaving the page.
 */
export function extractBusinessInfo(websiteId: string): Promise<ExtractBusinessInfoResponse> {
  return apiRequest<ExtractBusinessInfoResponse>(path('extract-business-info', websiteId), {
    method: 'POST',
    redirectOnUnauthorized: false,
  });
}

/** `POST /api/customization/update-business-info/{websiteId}`: a new version, deployed. */
export function updateBusinessInfo(
  websiteId: string,
  businessInfo: BusinessInfo,
): Promise<UpdateBusinessInfoResponse> {
  return apiRequest<UpdateBusinessInfoResponse>(path('update-business-info', websiteId), {
    method: 'POST',
    body: { businessInfo },
    redirectOnUnauthorized: false,
  });
}
