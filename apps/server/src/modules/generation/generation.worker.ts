import { createHash } from 'node:crypto';
import type { Brain } from '@zappy/ai/brain';
import { GENERATION_MESSAGES } from '@zappy/contract/messages';
import { RequirementsSchema } from '@zappy/contract/requirements';
import { z } from 'zod';
import { upsertBlobs } from '../../db/blobs';
import type { Db } from '../../db/client';
import { contentTypeFor } from '../../lib/content-type';
import type { EventBus } from '../../lib/event-bus';
import type { SiteRepositories } from '../../lib/site-repository';
import type { SiteUrls } from '../../lib/site-urls';
import type { DeploymentService } from '../deployments/deployments.service';
import {
  findWebsiteById,
  insertVersionWithFiles,
  updateWebsite,
} from '../websites/websites.repository';
import { beat, claimJob, findJob, updateJob, type JobRow } from './generation.repository';
import {
  PIPELINE_STEPS,
  runPipeline,
  STEP_MESSAGES,
  STEP_PROGRESS,
  type PipelineStep,
} from './pipeline';
import {
  endTiming,
  JobTimingSchema,
  progressChannel,
  startStep,
  toProgressMessage,
} from './progress';

/** What a job was asked to do, snapshotted when it was queued so a re-run does the same. */
export const JobInputSchema = z.object({
  requirements: RequirementsSchema,
  improvements: z.string().optional(),
  seed: z.number().int(),
  reason: z.string(),
});
export type JobInput = z.infer<typeof JobInputSchema>;

export interface GenerationWorkerDeps {
  db: Db;
  brain: Brain;
  bus: EventBus;
  repositories: SiteRepositories;
  siteUrls: SiteUrls;
  deployments: DeploymentService;
  /** Pause after each step so people can follow the progress modals; 0 in tests and benchmarks. */
  stepDelayMs: number;
  heartbeatMs: number;
  staleAfterMs: number;
  onError: (error: unknown, context: string) => void;
}

const stepBefore = (step: PipelineStep) =>
  PIPELINE_STEPS[PIPELINE_STEPS.indexOf(step) - 1] ?? 'queued';

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Runs generation jobs: the pipeline, then one transaction that stores the version with its
 * files and marks the website and job completed, then the site's git commit and its deployment.
 * Nothing of a website is written before that transaction, so a crash leaves nothing half-made.
 */
export function createGenerationWorker(deps: GenerationWorkerDeps) {
  const { db, bus } = deps;

  async function publish(job: JobRow | undefined): Promise<void> {
    if (job) await bus.publish(progressChannel(job.sessionId), toProgressMessage(job));
  }

  async function fail(job: JobRow, error: unknown): Promise<void> {
    deps.onError(error, `generation job ${job.id}`);
    const current = await findJob(db, job.id);
    const timing = JobTimingSchema.parse(current?.timing ?? {});
    const updated = await updateJob(db, job.id, {
      status: 'error',
      step: 'error',
      message: GENERATION_MESSAGES.failed,
      description: error instanceof Error ? error.message.slice(0, 500) : 'Unknown error',
      error: error instanceof Error ? error.message.slice(0, 2000) : String(error),
      timing: endTiming(timing, current?.step ?? 'error', new Date()),
    });
    const website = await findWebsiteById(db, job.websiteId);
    if (website && website.currentVersion === null) {
      await updateWebsite(db, website.id, { status: 'error' });
    } else if (website) {
      await updateWebsite(db, website.id, { status: 'completed' });
    }
    await publish(updated);
  }

  // Jobs this process is running: a slow heartbeat (a busy event loop) must not make the sweeper
  // hand one of them to another worker, or abandon it.
  const running = new Set<string>();

  return {
    isRunning: (id: string) => running.has(id),

    async run(id: string): Promise<void> {
      const job = await claimJob(db, id, new Date(Date.now() - deps.staleAfterMs));
      if (!job) return;
      running.add(id);
      const heartbeat = setInterval(() => {
        beat(db, id).catch((error: unknown) => {
          deps.onError(error, 'generation heartbeat');
        });
      }, deps.heartbeatMs);
      try {
        const input = JobInputSchema.parse(job.input);
        const website = await findWebsiteById(db, job.websiteId);
        if (!website) throw new Error('The website was deleted while it was being generated');
        let timing = JobTimingSchema.parse({});

        const result = await runPipeline(
          {
            requirements: input.requirements,
            improvements: input.improvements,
            seed: input.seed,
            siteUrl: deps.siteUrls.urlFor(website.slug),
          },
          deps.brain,
          async (step, description) => {
            timing = startStep(timing, stepBefore(step), new Date());
            await publish(
              await updateJob(db, id, {
                step,
                progress: STEP_PROGRESS[step],
                message: STEP_MESSAGES[step],
                description,
                timing,
              }),
            );
            if (deps.stepDelayMs > 0) await new Promise((r) => setTimeout(r, deps.stepDelayMs));
          },
        );

        const files = [...result.files].map(([path, data]) => ({
          path,
          sha256: sha256(data),
          contentType: contentTypeFor(path),
          data: Buffer.from(data),
        }));
        const version = await db.transaction(async (tx) => {
          await upsertBlobs(tx, files);
          const saved = await insertVersionWithFiles(tx, {
            websiteId: website.id,
            model: result.model,
            reason: input.reason,
            files,
          });
          await updateWebsite(tx, website.id, {
            status: 'completed',
            currentVersion: saved.number,
            name: result.model.business.companyName,
            industry: result.model.business.industry,
          });
          await updateJob(tx, id, {
            status: 'completed',
            step: 'completed',
            progress: 100,
            message: 'Website generated successfully!',
            aiReport: result.aiReport,
            description: `Version ${saved.number} of ${result.model.business.companyName} is ready`,
            timing: endTiming(timing, 'finalizing', new Date()),
          });
          return saved;
        });
        // Finalizing, in order: the version's commit in the site's repository, its deployment,
        // and only then "completed", so whoever reacts to it finds the whole version in place.
        await deps.repositories
          .commitVersion(website.id, {
            files: result.files,
            message: `Version ${version.number}: ${input.reason}`,
            date: version.createdAt,
          })
          .catch((error: unknown) => {
            deps.onError(error, `git commit of ${website.id}`);
          });
        await deps.deployments.start(website.id, version.number);
        await publish(await findJob(db, id));
      } catch (error: unknown) {
        await fail(job, error);
      } finally {
        clearInterval(heartbeat);
        running.delete(id);
      }
    },

    /** A job that was interrupted too often ends as an error rather than looping. */
    async abandon(id: string): Promise<void> {
      const job = await findJob(db, id);
      if (job && (job.status === 'queued' || job.status === 'running')) {
        await fail(job, new Error('Generation was interrupted. Please try again.'));
      }
    },
  };
}

export type GenerationWorker = ReturnType<typeof createGenerationWorker>;
