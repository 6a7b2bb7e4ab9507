import type { ReplaceImageResponse } from '@zappy/contract/customization';
import { apiRequest } from '../../../lib/api-client';

interface ReplaceImageInput {
  websiteId: string;
  file: File;
  /** The slot the new image fills (the widget image's `dataSlot`). */
  imageSlot: string;
  imageName: string;
  /** The owner's description of the photo; left out, the answer asks for one. */
  imageAlt?: string;
}

/** `POST /api/customization/replace-image/{websiteId}`: multipart, a new version, deployed. */
export function replaceImage({
  websiteId,
  file,
  imageSlot,
  imageName,
  imageAlt,
}: ReplaceImageInput): Promise<ReplaceImageResponse> {
  const form = new FormData();
  form.append('image', file);
  form.append('imageSlot', imageSlot);
  form.append('imageName', imageName);
  if (imageAlt) form.append('imageAlt', imageAlt);
  form.append('websiteId', websiteId);
  return apiRequest<ReplaceImageResponse>(
    `/api/customization/replace-image/${encodeURIComponent(websiteId)}`,
    { method: 'POST', body: form, redirectOnUnauthorized: false },
  );
}
