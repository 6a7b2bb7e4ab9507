import { downloadFile } from '../../../lib/download-file';

/**
 * `GET /api/website/{id}/leads.csv`, fetched with the session cookie (so a failure is told in the
 * page) and saved under the server's file name.
 */
export function exportLeads(websiteId: string): Promise<string> {
  return downloadFile(
    `/api/website/${encodeURIComponent(websiteId)}/leads.csv`,
    `messages-${websiteId}.csv`,
  );
}
