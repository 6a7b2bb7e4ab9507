import type { EditableElements } from '@zappy/contract/customization';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/customization/elements/{websiteId}`: what the owner can change, by section. */
export async function getEditableElements(websiteId: string): Promise<EditableElements> {
  const { elements } = await apiRequest<{ elements: EditableElements }>(
    `/api/customization/elements/${encodeURIComponent(websiteId)}`,
    { redirectOnUnauthorized: false },
  );
  return elements;
}
