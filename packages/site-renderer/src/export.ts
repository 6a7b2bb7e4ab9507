import { strToU8, zipSync, type Zippable } from 'fflate';
import type { SiteModel } from '@zappy/site-model/schema';
import { renderSite } from './render';
import type { RenderOptions } from './stages';

// A fixed timestamp keeps the archive byte-identical for the same model (zip needs a date >= 1980).
const ZIP_DATE = new Date(Date.UTC(2025, 0, 1, 0, 0, 0));

/**
 * A zip of exactly the rendered files (index.html, styles.css, script.js, images/…, README.md…).
 *
 * @example
 * const bytes = exportZip(model); // Uint8Array, serve as application/zip
 */
export function exportZip(model: SiteModel, options: RenderOptions = {}): Uint8Array {
  const { files } = renderSite(model, options);
  const entries: Zippable = {};
  for (const [path, content] of Object.entries(files)) {
    entries[path] = [typeof content === 'string' ? strToU8(content) : content, { mtime: ZIP_DATE }];
  }
  return zipSync(entries, { level: 6 });
}

/**
 * The model as pretty-printed JSON, the spec's `export?format=json` payload.
 *
 * @example JSON.parse(exportJson(model)).schemaVersion // 2
 */
export function exportJson(model: SiteModel): string {
  return `${JSON.stringify(model, null, 2)}\n`;
}
