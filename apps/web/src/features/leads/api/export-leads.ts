import { downloadFile } from '../../../lib/download-file';

/**
 * `GET /api/website/{id}/leads.csv`, fetched with the bearer token (a plain link cannot send it)
 * and saved under the server's file name.
 */
export function exportLeads(websiteId: string): Promise<string> {
  return downloadFile(
    `/api/website/${encodeURIComponent(websiteId)}/leads.csv`,
    `messages-${websiteId}.csv`,
  );
}
