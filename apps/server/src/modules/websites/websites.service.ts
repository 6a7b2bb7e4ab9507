import type { WebsiteDetail, WebsiteListItem, WebsiteVersion } from '@zappy/contract/website';
import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PreviewTokens } from '../../lib/preview-token';
import { findLatestDeployment } from '../deployments/deployments.repository';
import { toStatusInfo } from '../deployments/deployments.service';
import {
  findOwnedWebsite,
  findVersion,
  listVersions,
  listWebsitesWithVersionCounts,
  type WebsiteRow,
} from './websites.repository';

/** The owner's view of their websites; anyone else's id is a 404 (no existence leak). */
export function createWebsitesService(deps: { db: Db; previews: PreviewTokens }) {
  const { db, previews } = deps;

  async function requireOwned(userId: string, websiteId: string): Promise<WebsiteRow> {
    const website = await findOwnedWebsite(db, websiteId, userId);
    if (!website) throw new AppError(404, WEBSITE_MESSAGES.notFound);
    return website;
  }

  async function versionsOf(website: WebsiteRow): Promise<WebsiteVersion[]> {
    return (await listVersions(db, website.id)).map((version) => ({
      number: version.number,
      reason: version.reason,
      createdAt: version.createdAt.toISOString(),
      isLive: version.number === website.liveVersion,
      isCurrent: version.number === website.currentVersion,
    }));
  }

  return {
    requireOwned,

    async list(userId: string): Promise<WebsiteListItem[]> {
      const rows = await listWebsitesWithVersionCounts(db, userId);
      return rows.map(({ website, versions }) => ({
        id: website.id,
        name: website.name,
        industry: website.industry,
        versions,
        status: website.status,
        createdAt: website.createdAt.toISOString(),
        lastModified: website.updatedAt.toISOString(),
        renderUrl: website.liveUrl,
      }));
    },

    async detail(userId: string, websiteId: string): Promise<WebsiteDetail> {
      const website = await requireOwned(userId, websiteId);
      const current =
        website.currentVersion === null
          ? undefined
          : await findVersion(db, website.id, website.currentVersion);
      const deployment = await findLatestDeployment(db, website.id);
      const token = current ? previews.issue(website.id, current.number) : undefined;
      return {
        websiteId: website.id,
        name: website.name,
        industry: website.industry,
        status: website.status,
        content: current?.model ?? null,
        previewUrl: token ? `/api/website/preview-fullscreen/${website.id}?token=${token}` : null,
        liveUrl: website.liveUrl,
        feedback: [],
        deployment: deployment ? toStatusInfo(deployment) : null,
        versions: await versionsOf(website),
        currentVersion: website.currentVersion,
        createdAt: website.createdAt.toISOString(),
        lastModified: website.updatedAt.toISOString(),
      };
    },

    async versions(userId: string, websiteId: string): Promise<WebsiteVersion[]> {
      return versionsOf(await requireOwned(userId, websiteId));
    },
  };
}

export type WebsitesService = ReturnType<typeof createWebsitesService>;
