import type { SiteModel } from '@zappy/site-model/schema';
import * as stages from './stages';

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
export function renderSite(model: SiteModel, options: stages.RenderOptions = {}): RenderedSite {
  const images = stages.renderImages(model);
  return {
    files: stages.orderSiteFiles({
      ...images,
      ...stages.renderDocument(model, options),
      ...stages.renderStylesheet(model),
      ...stages.renderScript(),
      ...stages.renderAccessibility(),
      ...stages.renderSeoFiles(model, options),
      ...stages.renderReadme(model, options, Object.keys(images)),
    }),
  };
}
