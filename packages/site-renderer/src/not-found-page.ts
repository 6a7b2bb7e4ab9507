import type { SiteModel } from '@zappy/site-model/schema';
import { escapeHtml } from './escape';
import type { Messages } from '@zappy/locales/types';
import { truncate } from './page-head';

/**
 * The site's own "page not found", in its language and styles: what its host answers for a path
 * it doesn't have (Zappy's hosting and static hosts such as Netlify serve `404.html`). It is
 * served at any depth, so its links are root-relative.
 */
export function renderNotFoundPage(model: SiteModel, t: Messages, dir: string): string {
  const name = model.business.companyName;
  return `<!DOCTYPE html><html lang="${escapeHtml(model.locale.language)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(truncate(`${t.notFound.title} | ${name}`, 70))}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/styles.css"></head><body><main id="z-main" class="wrap"><h1>${escapeHtml(t.notFound.title)}</h1><p>${escapeHtml(t.notFound.text)}</p><p><a class="btn" href="/">${escapeHtml(t.notFound.home)}</a></p></main></body></html>`;
}
