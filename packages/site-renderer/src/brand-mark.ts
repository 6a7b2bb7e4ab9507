import type { SiteModel } from '@zappy/site-model/schema';
import type { ResolvedPalette } from './contrast';
import { cleanText, escapeHtml, escapeXml } from './escape';
import { firstGrapheme } from './sections';

/** The letter the site's mark shows: the first character of the company name. */
export function brandInitial(name: string): string {
  return firstGrapheme(cleanText(name)) || 'Z';
}

/** The mark and name linking to the top of the page, as the header and the footer show them. */
export function renderBrandLink(companyName: string): string {
  return `<a class="brand" href="#top"><span class="mark" aria-hidden="true">${escapeHtml(brandInitial(companyName))}</span><span>${escapeHtml(companyName)}</span></a>`;
}

/** `favicon.svg`: the mark in the primary colour, its corners after the style. */
export function renderFavicon(model: SiteModel, p: ResolvedPalette): string {
  const r =
    model.brand.style === 'bold' || model.brand.style === 'minimal'
      ? 0
      : model.brand.style === 'playful'
        ? 32
        : 14;
  const ch = escapeXml(brandInitial(model.business.companyName));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${r}" fill="${p.primary}"/><text x="32" y="44" font-family="system-ui,Arial,sans-serif" font-size="34" font-weight="700" text-anchor="middle" fill="${p.onPrimary}">${ch}</text></svg>`;
}
