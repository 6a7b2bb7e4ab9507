import type { SiteModel } from '@zappy/site-model/schema';
import { withoutEditMarks } from '@zappy/site-renderer/edit-paths';
import { renderDocument } from '@zappy/site-renderer/stages';
import type { SiteUrlOf } from '../versions/site-publisher';
import type { VersionsService } from '../versions/versions.service';

/**
 * The page a version's preview shows the owner while they point and edit: the version's own
 * page with each editable text marked by its path (`@zappy/site-renderer/edit-paths`), so a
 * click names exactly what it hit. The marks are rendered from the version's stored model for
 * the site's URL, as its page was published; if that render is not the stored page apart from
 * its marks (a version published by an older renderer), the stored page is served unmarked
 * rather than a page its stored styles were not written for, and the app matches the clicked
 * words instead.
 *
 * @example markedPage(storedIndexHtml, version.model, 'https://crumb.sites.example.com')
 */
export function markedPage(
  stored: string,
  model: SiteModel,
  siteUrl: string,
  scriptHosts: readonly string[] = [],
): string {
  const marked =
    renderDocument(model, { siteUrl, editPaths: true, scriptHosts })['index.html'] ?? '';
  return withoutEditMarks(marked) === stored ? marked : stored;
}

export interface PickPageDeps {
  versions: Pick<VersionsService, 'find' | 'slug'>;
  /** The address the site's pages are rendered for now (`SitePublisherDeps.siteUrl`). */
  siteUrl: SiteUrlOf;
  /** As the publisher renders with them (SITE_SCRIPT_HOSTS), so its render matches the stored page. */
  scriptHosts: readonly string[];
}

/** The marked page of one version, from its stored page (see `markedPage`). */
export function createPickPages(deps: PickPageDeps) {
  return {
    async page(websiteId: string, versionNumber: number, stored: string): Promise<string> {
      const [version, slug] = await Promise.all([
        deps.versions.find(websiteId, versionNumber),
        deps.versions.slug(websiteId),
      ]);
      if (!version || slug === undefined) return stored;
      return markedPage(
        stored,
        version.model,
        await deps.siteUrl(websiteId, slug),
        deps.scriptHosts,
      );
    },
  };
}

export type PickPages = ReturnType<typeof createPickPages>;
