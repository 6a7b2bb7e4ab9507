import toast from 'react-hot-toast';
import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import { downloadFile } from './download-file';

export type ExportFormat = 'json' | 'zip';

/**
 * `GET /api/website/{id}/export?format=json|zip` (spec section 7), saved as `{id}.json|zip`
 * with the spec's toasts. Shared by the dashboard and the preview, which both offer Export.
 * Resolves to the error on failure so a caller can log it.
 */
export async function exportWebsite(websiteId: string, format: ExportFormat): Promise<unknown> {
  try {
    await downloadFile(
      `/api/website/${encodeURIComponent(websiteId)}/export?format=${format}`,
      `${websiteId}.${format}`,
    );
    toast.success(WEBSITE_MESSAGES.exported);
    return null;
  } catch (error: unknown) {
    toast.error(WEBSITE_MESSAGES.exportFailed);
    return error;
  }
}
