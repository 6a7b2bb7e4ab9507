import { DeploymentStatusSchema, type DeploymentStatusInfo } from '@zappy/contract/deployment';
import {
  DEPLOYMENT_STATUSES,
  DEPLOYMENT_STATUS_MESSAGES,
  type DeploymentStatus,
  type DeploymentStreamType,
} from '@zappy/contract/deployment-statuses';
import type { Db } from '../../db/client';
import type { EventBus } from '../../lib/event-bus';
import { QUEUES, type JobQueue } from '../../jobs/queue';
import { contentTypeFor } from '../../lib/content-type';
import {
  findVersion,
  findWebsiteById,
  listVersionFiles,
  updateWebsite,
} from '../websites/websites.repository';
import {
  beatDeployment,
  claimDeployment,
  findDeployment,
  findLatestDeployment,
  insertDeployment,
  insertDeploymentEvent,
  updateDeployment,
  type DeploymentRow,
} from './deployments.repository';
import {
  DeploymentFailure,
  type DeploymentProvider,
  type InProgressStatus,
} from './providers/provider';

export const deploymentChannel = (websiteId: string) => `deployment:${websiteId}`;

/** One message of the deployment stream: its type plus the deployment status. */
export type DeploymentEvent = { id: number; type: DeploymentStreamType } & DeploymentStatusInfo;

export function toStatusInfo(row: DeploymentRow): DeploymentStatusInfo {
  const status: DeploymentStatus = DeploymentStatusSchema.safeParse(row.status).data ?? 'error';
  return {
    status,
    percent: DEPLOYMENT_STATUSES[status].percent,
    message: row.message || DEPLOYMENT_STATUS_MESSAGES[status],
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    liveUrl: row.liveUrl,
    timestamp: row.updatedAt.toISOString(),
    finalStatus: DEPLOYMENT_STATUSES[status].final,
    versionNumber: row.versionNumber,
  };
}

function streamTypeFor(status: DeploymentStatus): DeploymentStreamType {
  if (status === 'live') return 'deployment_complete';
  if (status === 'timeout') return 'timeout';
  return DEPLOYMENT_STATUSES[status].final ? 'error' : 'status_update';
}

export interface DeploymentServiceDeps {
  db: Db;
  bus: EventBus;
  queue: JobQueue;
  provider: DeploymentProvider;
  /** Pause after each status so people can follow the deployment modal; 0 in tests. */
  stepDelayMs: number;
  heartbeatMs: number;
  staleAfterMs: number;
  onError: (error: unknown, context: string) => void;
}

/**
 * Deployments with the spec's statuses: each change is stored, numbered as an event (so the
 * stream can replay after Last-Event-ID) and published to every web process.
 */
export function createDeploymentService(deps: DeploymentServiceDeps) {
  const { db, bus, queue, provider } = deps;

  async function record(row: DeploymentRow): Promise<void> {
    const info = toStatusInfo(row);
    const type = streamTypeFor(info.status);
    const event = await insertDeploymentEvent(db, {
      websiteId: row.websiteId,
      deploymentId: row.id,
      type,
      payload: { type, ...info },
    });
    await bus.publish(deploymentChannel(row.websiteId), { id: event.id, type, ...info });
  }

  async function setStatus(id: string, status: DeploymentStatus, message?: string) {
    const row = await updateDeployment(db, id, {
      status,
      message: message ?? DEPLOYMENT_STATUS_MESSAGES[status],
    });
    if (row) await record(row);
    return row;
  }

  // Deployments this process is running (see the generation worker's `running`).
  const running = new Set<string>();

  return {
    isRunning: (id: string) => running.has(id),

    /** Creates the deployment of a version (status initializing) and hands it to a worker. */
    async start(websiteId: string, versionNumber: number): Promise<DeploymentRow> {
      const previous = await findLatestDeployment(db, websiteId);
      const row = await insertDeployment(db, {
        websiteId,
        versionNumber,
        provider: provider.name,
        status: 'initializing',
        message: DEPLOYMENT_STATUS_MESSAGES.initializing,
        serviceId: previous?.serviceId ?? null,
        serviceName: previous?.serviceName ?? null,
      });
      await record(row);
      await queue.send(QUEUES.deploy, row.id);
      return row;
    },

    /** Runs a deployment (worker side). Safe to call twice: only one caller claims it. */
    async run(id: string): Promise<void> {
      const claimed = await claimDeployment(db, id, new Date(Date.now() - deps.staleAfterMs));
      if (!claimed) return;
      running.add(id);
      const heartbeat = setInterval(() => {
        beatDeployment(db, id).catch((error: unknown) => {
          deps.onError(error, 'deployment heartbeat');
        });
      }, deps.heartbeatMs);
      try {
        const website = await findWebsiteById(db, claimed.websiteId);
        const version = website && (await findVersion(db, website.id, claimed.versionNumber));
        if (!website || !version)
          throw new DeploymentFailure('error', 'The website no longer exists');
        const files = (await listVersionFiles(db, version.id)).map((file) => ({
          path: file.path,
          sha256: file.sha256,
          contentType: file.contentType || contentTypeFor(file.path),
          data: file.data,
        }));
        const result = await provider.deploy(
          {
            websiteId: website.id,
            slug: website.slug,
            versionNumber: version.number,
            files,
            serviceId: claimed.serviceId,
          },
          async (status: InProgressStatus, detail?: string) => {
            await setStatus(
              id,
              status,
              detail ? `${DEPLOYMENT_STATUS_MESSAGES[status]} ${detail}` : undefined,
            );
            if (deps.stepDelayMs > 0) await new Promise((r) => setTimeout(r, deps.stepDelayMs));
          },
        );
        // The website's live URL and the deployment's final status change together.
        const live = await db.transaction(async (tx) => {
          await updateWebsite(tx, website.id, { liveUrl: result.liveUrl });
          return updateDeployment(tx, id, {
            status: 'live',
            message: DEPLOYMENT_STATUS_MESSAGES.live,
            ...result,
          });
        });
        if (live) await record(live);
      } catch (error: unknown) {
        const failure =
          error instanceof DeploymentFailure
            ? error
            : new DeploymentFailure('error', DEPLOYMENT_STATUS_MESSAGES.error, { cause: error });
        if (!(error instanceof DeploymentFailure)) deps.onError(error, 'deployment');
        await setStatus(id, failure.status, DEPLOYMENT_STATUS_MESSAGES[failure.status]);
      } finally {
        clearInterval(heartbeat);
        running.delete(id);
      }
    },

    /** A deployment whose worker died and won't come back: it ends as an error. */
    async abandon(id: string): Promise<void> {
      const row = await findDeployment(db, id);
      if (
        row &&
        !DEPLOYMENT_STATUSES[DeploymentStatusSchema.safeParse(row.status).data ?? 'error'].final
      ) {
        await setStatus(id, 'error');
      }
    },

    latest: (websiteId: string) => findLatestDeployment(db, websiteId),
  };
}

export type DeploymentService = ReturnType<typeof createDeploymentService>;
