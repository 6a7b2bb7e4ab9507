import type { UsePhotoRequest, UsePhotoResponse } from '@zappy/contract/customization';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/customization/use-photo/{websiteId}`: a searched photo into a slot, a new version. */
export function placePhoto(websiteId: string, request: UsePhotoRequest): Promise<UsePhotoResponse> {
  return apiRequest<UsePhotoResponse>(
    `/api/customization/use-photo/${encodeURIComponent(websiteId)}`,
    { method: 'POST', body: request, redirectOnUnauthorized: false },
  );
}
