import type { SiteModel } from '@zappy/site-model/schema';
import {
  orderSiteFiles,
  renderAccessibility,
  renderDocument,
  renderImages,
  renderReadme,
  renderScript,
  renderSeoFiles,
  renderStylesheet,
  type RenderOptions,
} from './stages';

export type { RenderOptions } from './stages';

/** Rendered files by path. Text files are strings; all are UTF-8. */
export type RenderedSite = { files: Record<string, string | Uint8Array> };

/**
 * Renders a site model to static files: every stage of `./stages`, in the order the generation
 * steps run them. Pure and deterministic: the same model and options always give byte-identical
 * files.
 *
 * @example
 * const { files } = renderSite(createSampleSiteModel({ industry: 'bakery' }));
 * files['index.html']; // '<!DOCTYPE html>…'
 */
export function renderSite(model: SiteModel, options: RenderOptions = {}): RenderedSite {
  const images = renderImages(model);
  return {
    files: orderSiteFiles({
      ...images,
      ...renderDocument(model, options),
      ...renderStylesheet(model),
      ...renderScript(),
      ...renderAccessibility(),
      ...renderSeoFiles(model, options),
      ...renderReadme(model, options, Object.keys(images)),
    }),
  };
}
