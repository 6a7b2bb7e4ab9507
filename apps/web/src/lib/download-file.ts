import { httpErrorMessage } from '@zappy/contract/messages';
import { ApiError } from './api-client';

/** The name in `Content-Disposition: attachment; filename="…"`, if there is one. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Hands `blob` to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; revoking later keeps slow browsers safe.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/**
 * Downloads an authenticated file: fetched with the session cookie (`credentials:
 * 'same-origin'`) so a failure can be told in the page instead of a browser error download, then
 * saved through an object URL. Returns the name it was saved under.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (!response.ok) {
    let message = httpErrorMessage(response.status);
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error !== '') message = body.error;
    } catch {
      // Not JSON: keep the generic message.
    }
    throw new ApiError(response.status, message);
  }
  const filename =
    filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  saveBlob(await response.blob(), filename);
  return filename;
}
