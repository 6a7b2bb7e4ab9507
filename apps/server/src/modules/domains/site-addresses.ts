import type { Db } from '../../db/client';
import type { SiteUrls } from '../../lib/site-urls';
import { planDomains } from './domain-plan';
import { listDomainsOfWebsites, listSiteDomains } from './domains.repository';

export interface SiteAddressesDeps {
  db: Db;
  siteUrls: Pick<SiteUrls, 'urlFor'>;
  /** Owners' domains are reached over https unless the app itself is reached over http. */
  secure: boolean;
}

/**
 * Where a site is: its primary verified domain once it has one (`https://www.example.com`),
 * else its own host name on this server. Sites are rendered for this address (canonical URL,
 * sitemap, Open Graph), so a page names the address visitors are meant to use.
 */
export function createSiteAddresses(deps: SiteAddressesDeps) {
  const scheme = deps.secure ? 'https' : 'http';
  const urlOf = (domain: string) => `${scheme}://${domain}`;

  /** The site's primary domain's URL, or undefined while it has no verified domain. */
  async function domainUrl(websiteId: string): Promise<string | undefined> {
    const { primary } = planDomains(await listSiteDomains(deps.db, websiteId));
    return primary && urlOf(primary);
  }

  return {
    urlOf,
    domainUrl,

    /** The same for several sites at once (the dashboard's list). */
    async domainUrls(websiteIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await listDomainsOfWebsites(deps.db, websiteIds);
      const urls = new Map<string, string>();
      for (const websiteId of new Set(rows.map((row) => row.websiteId))) {
        const { primary } = planDomains(rows.filter((row) => row.websiteId === websiteId));
        if (primary) urls.set(websiteId, urlOf(primary));
      }
      return urls;
    },

    /** The address a site's pages are rendered for. */
    async siteUrl(websiteId: string, slug: string): Promise<string> {
      return (await domainUrl(websiteId)) ?? deps.siteUrls.urlFor(slug);
    },
  };
}

export type SiteAddresses = ReturnType<typeof createSiteAddresses>;
