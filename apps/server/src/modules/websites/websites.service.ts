import type { Brain } from '@zappy/ai/brain';
import { buildFidelityReport } from '@zappy/ai/fidelity-report';
import { WebsiteFidelitySchema, type WebsiteFidelity } from '@zappy/contract/fidelity';
import type { WebsiteRepository } from '@zappy/contract/repository';
import type {
  HostingPlatform,
  WebsiteDetail,
  WebsiteListItem,
  WebsiteStats,
  WebsiteVersion,
} from '@zappy/contract/website';
import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import { zipSync } from 'fflate';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PreviewTokens } from '../../lib/preview-token';
import { startOfMonthIn } from '../../lib/time';
import { toStatusInfo, type DeploymentService } from '../deployments/deployments.service';
import type { SitePublisher } from '../versions/site-publisher';
import type { VersionsService } from '../versions/versions.service';
import { briefWithEdits, findEditBase, SiteBriefSchema } from './site-brief';
import {
  countWebsiteStats,
  findLatestFidelity,
  findOwnedWebsite,
  insertFeedback,
  listFeedback,
  listWebsitesWithVersionCounts,
  type WebsiteRow,
} from './websites.repository';

export interface WebsitesServiceDeps {
  db: Db;
  previews: PreviewTokens;
  brain: Brain;
  deployments: DeploymentService;
  versions: VersionsService;
  publisher: Pick<SitePublisher, 'publishSite'>;
  /** The sites' GitHub repositories, by website (the github module's). */
  codeRepositories?: {
    summaries(websiteIds: readonly string[]): Promise<Map<string, WebsiteRepository>>;
  };
  /** The owner's verified domain a site is at: a port, the domains are the domains module's. */
  addresses: {
    domainUrl(websiteId: string): Promise<string | undefined>;
    domainUrls(websiteIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  };
  /** The platform sites are published to (the deployment provider's). */
  hostedOn: HostingPlatform;
  now?: () => Date;
}

export interface ExportedFile {
  filename: string;
  contentType: string;
  body: Buffer | string;
}

/** A connected GitHub repository as an answer's optional field. */
const withRepository = (repository: WebsiteRepository | undefined) =>
  repository ? { repository } : {};

/** The owner's view of their websites; anyone else's id is a 404 (no existence leak). */
export function createWebsitesService(deps: WebsitesServiceDeps) {
  const { db, previews, brain, deployments, versions, publisher } = deps;
  const now = deps.now ?? (() => new Date());
  const repositoriesOf = async (websiteIds: readonly string[]) =>
    (await deps.codeRepositories?.summaries(websiteIds)) ?? new Map<string, WebsiteRepository>();

  async function requireOwned(userId: string, websiteId: string): Promise<WebsiteRow> {
    const website = await findOwnedWebsite(db, websiteId, userId);
    if (!website) throw new AppError(404, WEBSITE_MESSAGES.notFound);
    return website;
  }

  async function versionsOf(website: WebsiteRow): Promise<WebsiteVersion[]> {
    return (await versions.list(website.id)).map((version) => ({
      number: version.number,
      reason: version.reason,
      createdAt: version.createdAt.toISOString(),
      isLive: version.number === website.liveVersion,
      isCurrent: version.number === website.currentVersion,
    }));
  }

  async function currentVersionOf(website: WebsiteRow) {
    return website.currentVersion === null
      ? undefined
      : versions.find(website.id, website.currentVersion);
  }

  /**
   * What the current version's page says of the owner's facts: the brief (with the business
   * facts the owner edited since) read against the version's own `index.html`, so a later edit
   * or a restore can't leave the panel describing a page that is no longer there. A site made
   * before briefs were kept shows its last generation's report, which names its version.
   */
  async function fidelityOf(website: WebsiteRow): Promise<WebsiteFidelity | null> {
    const brief = SiteBriefSchema.safeParse(website.brief);
    const page =
      brief.success && website.currentVersion !== null
        ? await versions.file(website.id, website.currentVersion, 'index.html')
        : undefined;
    const latest =
      WebsiteFidelitySchema.safeParse(await findLatestFidelity(db, website.id)).data ?? null;
    if (!brief.success || !page || website.currentVersion === null) return latest;
    const base = await findEditBase(versions, website, brief.data.generated);
    if (!base.current) return null;
    const requirements = briefWithEdits(brief.data.requirements, base);
    // The images the photo service failed that still show their illustration (not since replaced).
    const illustrated = new Set(
      base.current.images.filter((i) => i.source === 'procedural').map((i) => i.dataSlot),
    );
    const photoFallbacks = latest?.photoFallbacks?.filter((f) => illustrated.has(f.slot)) ?? [];
    return {
      ...buildFidelityReport(requirements, base.current, page.data.toString('utf8')),
      versionNumber: website.currentVersion,
      ...(photoFallbacks.length > 0 ? { photoFallbacks } : {}),
    };
  }

  return {
    requireOwned,

    async list(userId: string): Promise<WebsiteListItem[]> {
      const rows = await listWebsitesWithVersionCounts(db, userId);
      const repositories = await repositoriesOf(rows.map(({ website }) => website.id));
      const domainUrls = await deps.addresses.domainUrls(rows.map((row) => row.website.id));
      return rows.map(({ website, versions }) => ({
        id: website.id,
        name: website.name,
        industry: website.industry,
        versions,
        status: website.status,
        createdAt: website.createdAt.toISOString(),
        lastModified: website.updatedAt.toISOString(),
        renderUrl: website.liveUrl,
        ...withRepository(repositories.get(website.id)),
        customDomainUrl: domainUrls.get(website.id) ?? null,
      }));
    },

    async detail(userId: string, websiteId: string): Promise<WebsiteDetail> {
      // The deployment is read first: a live deployment and the website's live URL are
      // committed together, so the website read after it can't be older than it.
      const deployment = await deployments.latest(websiteId);
      const website = await requireOwned(userId, websiteId);
      const current = await currentVersionOf(website);
      const token = current ? previews.issue(website.id, current.number) : undefined;
      return {
        websiteId: website.id,
        name: website.name,
        industry: website.industry,
        status: website.status,
        content: current?.model ?? null,
        previewUrl: token ? `/api/website/preview-fullscreen/${website.id}?token=${token}` : null,
        liveUrl: website.liveUrl,
        customDomainUrl: (await deps.addresses.domainUrl(website.id)) ?? null,
        hostedOn: deps.hostedOn,
        feedback: (await listFeedback(db, website.id)).map((entry) => ({
          feedback: entry.feedback,
          suggestions: z.array(z.string()).parse(entry.suggestions),
          questions: z.array(z.string()).parse(entry.questions),
          timestamp: entry.createdAt.toISOString(),
        })),
        deployment: deployment ? toStatusInfo(deployment) : null,
        versions: await versionsOf(website),
        currentVersion: website.currentVersion,
        fidelity: await fidelityOf(website),
        ...withRepository((await repositoriesOf([website.id])).get(website.id)),
        createdAt: website.createdAt.toISOString(),
        lastModified: website.updatedAt.toISOString(),
      };
    },

    async versions(userId: string, websiteId: string): Promise<WebsiteVersion[]> {
      return versionsOf(await requireOwned(userId, websiteId));
    },

    stats(userId: string, timeZone: string): Promise<WebsiteStats> {
      const at = now();
      return countWebsiteStats(db, userId, startOfMonthIn(timeZone, at), at);
    },

    /** The site model as JSON, or a zip of exactly the files of the current version. */
    async exportWebsite(
      userId: string,
      websiteId: string,
      format: 'json' | 'zip',
    ): Promise<ExportedFile> {
      const website = await requireOwned(userId, websiteId);
      const version = await currentVersionOf(website);
      if (!version) throw new AppError(409, 'This website has no finished version to export yet');
      if (format === 'json') {
        return {
          filename: `${website.id}.json`,
          contentType: 'application/json; charset=utf-8',
          body: `${JSON.stringify(version.model, null, 2)}\n`,
        };
      }
      const files = await versions.files(version.id);
      const zip = zipSync(
        Object.fromEntries(files.map((file) => [file.path, new Uint8Array(file.data)])),
        // Fixed dates: the same version always exports to the same bytes.
        { level: 6, mtime: version.createdAt },
      );
      return {
        filename: `${website.id}.zip`,
        contentType: 'application/zip',
        body: Buffer.from(zip),
      };
    },

    /** The Brain's suggestions and questions about the owner's feedback, kept with the site. */
    async submitFeedback(userId: string, websiteId: string, text: string) {
      const website = await requireOwned(userId, websiteId);
      const version = await currentVersionOf(website);
      if (!version) throw new AppError(409, 'This website has no finished version yet');
      const { value } = await brain.feedback(version.model, text);
      await insertFeedback(db, {
        websiteId: website.id,
        feedback: text,
        suggestions: value.suggestions,
        questions: value.questions,
      });
      return { suggestions: value.suggestions, questions: value.questions };
    },

    /**
     * A new version made from an earlier one's model, published like any other (rendered by
     * today's renderer, with its uploads, through the gate); nothing is overwritten, so the
     * restore itself can be undone the same way.
     */
    async restoreVersion(userId: string, websiteId: string, number: number) {
      const website = await requireOwned(userId, websiteId);
      const source = await versions.find(website.id, number);
      if (!source) throw new AppError(404, `Version ${number} not found`);
      const version = await publisher.publishSite({
        websiteId: website.id,
        model: source.model,
        reason: `Restored version ${number}`,
      });
      return version.number;
    },
  };
}

export type WebsitesService = ReturnType<typeof createWebsitesService>;
