import type { WizardImageUploadResponse } from '@zappy/contract/wizard';
import { apiRequest } from '../../../lib/api-client';

/**
 * `POST /api/wizard/session/{id}/images`: the owner's own photo for the image step, with their
 * description (multipart `image`, `imageAlt`), answered as the widget shows it. 400 for a file
 * that is not a photo or a missing description, 413 over 5 MB, 404 for another browser's session.
 */
export async function uploadWizardImage(
  sessionId: string,
  file: File,
  alt: string,
): Promise<WizardImageUploadResponse['images']> {
  const form = new FormData();
  form.append('imageAlt', alt);
  form.append('image', file);
  const { images } = await apiRequest<WizardImageUploadResponse>(
    `/api/wizard/session/${encodeURIComponent(sessionId)}/images`,
    { method: 'POST', body: form },
  );
  return images;
}
