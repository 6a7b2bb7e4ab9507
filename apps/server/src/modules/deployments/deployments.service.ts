import { DeploymentStatusSchema, type DeploymentStatusInfo } from '@zappy/contract/deployment';
import {
  DEPLOYMENT_STATUSES,
  DEPLOYMENT_STATUS_MESSAGES,
  type DeploymentStatus,
  type DeploymentStreamType,
} from '@zappy/contract/deployment-statuses';
import { inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { deployments as deploymentsTable } from '../../db/schema';
import { defineLease, type LeasedJobKind } from '../../jobs/leased-job';
import { QUEUES, type JobQueue } from '../../jobs/queue';
import { contentTypeFor } from '../../lib/content-type';
import type { EventBus } from '../../lib/event-bus';
import type { VersionsService } from '../versions/versions.service';
import {
  ACTIVE_STATUSES,
  findDeployment,
  findLatestDeployment,
  insertDeployment,
  insertDeploymentEvent,
  listDeploymentEventsAfter,
  setWebsiteLiveUrl,
  updateDeployment,
  type DeploymentRow,
} from './deployments.repository';
import {
  DeploymentFailure,
  type DeployFile,
  type DeployTarget,
  type DeploymentProvider,
  type InProgressStatus,
  type ReportProgress,
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
  /** The versions to deploy, read through the versions module's service. */
  versions: Pick<VersionsService, 'forDeployment' | 'forUpload'>;
  /** Pause after each status so people can follow the deployment modal; 0 in tests. */
  stepDelayMs: number;
  concurrency: number;
  onError: (error: unknown, context: string) => void;
  /** Told how each run ended and how long it took (the metrics). */
  finished?: (provider: string, outcome: DeploymentStatus, seconds: number) => void;
}

/** A deployment stored with its version, to be handed to a worker once that commits. */
export interface PreparedDeployment {
  row: DeploymentRow;
  event: DeploymentEvent;
}

const MAX_ATTEMPTS = 3;

/** Files stored before their type was recorded get it from their name. */
const withContentType = <File extends DeployFile>(file: File): File => ({
  ...file,
  contentType: file.contentType || contentTypeFor(file.path),
});

/**
 * Deployments with the spec's statuses: each change is stored, numbered as an event (so the
 * stream can replay after Last-Event-ID) and published to every web process.
 */
export function createDeploymentService(deps: DeploymentServiceDeps) {
  const { db, bus, queue, provider, versions } = deps;

  async function store(tx: DbOrTx, row: DeploymentRow): Promise<DeploymentEvent> {
    const info = toStatusInfo(row);
    const type = streamTypeFor(info.status);
    const event = await insertDeploymentEvent(tx, {
      websiteId: row.websiteId,
      deploymentId: row.id,
      type,
      payload: { type, ...info },
    });
    return { id: event.id, type, ...info };
  }

  async function record(row: DeploymentRow): Promise<void> {
    await bus.publish(deploymentChannel(row.websiteId), await store(db, row));
  }

  /** The spec's message for a status, followed by what the provider added. */
  async function setStatus(id: string, status: DeploymentStatus, detail?: string) {
    const message = DEPLOYMENT_STATUS_MESSAGES[status];
    const row = await updateDeployment(db, id, {
      status,
      message: detail ? `${message} ${detail}` : message,
    });
    if (row) await record(row);
    return row;
  }

  /** The deployment's version as its provider reads it (`forDeployment` or `forUpload`). */
  async function targetOf<File extends DeployFile>(
    claimed: DeploymentRow,
    read: (
      websiteId: string,
      number: number,
    ) => Promise<{ slug: string; files: File[] } | undefined>,
  ): Promise<DeployTarget<File>> {
    const { websiteId, versionNumber, serviceId } = claimed;
    const version = await read(websiteId, versionNumber);
    if (!version) throw new DeploymentFailure('error', 'The website no longer exists');
    const files = version.files.map(withContentType);
    return { websiteId, slug: version.slug, versionNumber, files, serviceId };
  }

  async function deployTo(claimed: DeploymentRow, report: ReportProgress) {
    if (provider.reads === 'bytes') {
      return provider.deploy(await targetOf(claimed, versions.forUpload), report);
    }
    return provider.deploy(await targetOf(claimed, versions.forDeployment), report);
  }

  /** Runs a deployment whose lease this worker holds (jobs/workers.ts). */
  async function run(id: string): Promise<void> {
    const claimed = await findDeployment(db, id);
    if (!claimed) return;
    const started = performance.now();
    const finished = (outcome: DeploymentStatus) =>
      deps.finished?.(provider.name, outcome, (performance.now() - started) / 1000);
    try {
      const result = await deployTo(claimed, async (status: InProgressStatus, detail?: string) => {
        await setStatus(id, status, detail);
        if (deps.stepDelayMs > 0) await new Promise((r) => setTimeout(r, deps.stepDelayMs));
      });
      // The website's live URL and the deployment's final status change together.
      const live = await db.transaction(async (tx) => {
        await setWebsiteLiveUrl(tx, claimed.websiteId, result.liveUrl);
        return updateDeployment(tx, id, {
          status: 'live',
          message: DEPLOYMENT_STATUS_MESSAGES.live,
          ...result,
        });
      });
      if (live) await record(live);
      finished('live');
    } catch (error: unknown) {
      const failure =
        error instanceof DeploymentFailure
          ? error
          : new DeploymentFailure('error', DEPLOYMENT_STATUS_MESSAGES.error, { cause: error });
      if (!(error instanceof DeploymentFailure)) deps.onError(error, 'deployment');
      await setStatus(id, failure.status, failure.detail);
      finished(failure.status);
    }
  }

  /** A deployment whose worker died and won't come back: it ends as an error. */
  async function abandon(id: string): Promise<void> {
    const row = await findDeployment(db, id);
    if (
      row &&
      !DEPLOYMENT_STATUSES[DeploymentStatusSchema.safeParse(row.status).data ?? 'error'].final
    ) {
      await setStatus(id, 'error');
    }
  }

  return {
    /**
     * Inside the transaction that stores a version: its deployment (status initializing), so a
     * crash after that commit still leaves the deployment for the sweeper to carry out.
     */
    async prepare(
      tx: DbOrTx,
      websiteId: string,
      versionNumber: number,
    ): Promise<PreparedDeployment> {
      const previous = await findLatestDeployment(tx, websiteId);
      const row = await insertDeployment(tx, {
        websiteId,
        versionNumber,
        provider: provider.name,
        status: 'initializing',
        message: DEPLOYMENT_STATUS_MESSAGES.initializing,
        serviceId: previous?.serviceId ?? null,
        serviceName: previous?.serviceName ?? null,
      });
      return { row, event: await store(tx, row) };
    },

    /** After that transaction: tells the stream, and hands the deployment to a worker. */
    async dispatch(prepared: PreparedDeployment): Promise<void> {
      await bus.publish(deploymentChannel(prepared.row.websiteId), prepared.event);
      await queue.send(QUEUES.deploy, prepared.row.id);
    },

    /** The deployment job kind the workers run. */
    jobKind: {
      queue: QUEUES.deploy,
      concurrency: deps.concurrency,
      lease: defineLease(db, {
        table: deploymentsTable,
        pending: inArray(deploymentsTable.status, ACTIVE_STATUSES),
      }),
      maxAttempts: MAX_ATTEMPTS,
      run,
      abandon,
    } satisfies LeasedJobKind,

    latest: (websiteId: string) => findLatestDeployment(db, websiteId),

    /** What a reconnecting stream missed (SSE `Last-Event-ID`). */
    eventsAfter: (websiteId: string, afterId: number) =>
      listDeploymentEventsAfter(db, websiteId, afterId),
  };
}

export type DeploymentService = ReturnType<typeof createDeploymentService>;
