import { generateSite, type LookWish, type PhotoContext, type RecipeStep } from '@zappy/ai/recipe';
import type { Brain } from '@zappy/ai/brain';
import { GENERATION_STEPS, STEP_MESSAGES, STEP_PROGRESS } from '@zappy/contract/generation-steps';
import { GENERATION_MESSAGES } from '@zappy/contract/messages';
import { rebaseOnEdits } from '@zappy/site-model/rebase';
import type { SiteModel } from '@zappy/site-model/schema';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { generationJobs } from '../../db/schema';
import { defineLease, type LeasedJobKind } from '../../jobs/leased-job';
import { QUEUES } from '../../jobs/queue';
import type { EventBus } from '../../lib/event-bus';
import type { Photos, PhotoRun } from '../photos/photos.service';
import {
  WizardImageChoiceSchema,
  type PlacedWizardImages,
  type WizardImages,
} from '../wizard/wizard-images.service';
import type { SitePublisher, SiteUrlOf } from '../versions/site-publisher';
import type { VersionsService } from '../versions/versions.service';
import {
  briefWithEdits,
  findEditBase,
  SiteBriefSchema,
  type EditBase,
  type SiteBrief,
} from '../websites/site-brief';
import { findWebsiteById, updateWebsite } from '../websites/websites.repository';
import { findJob, pendingJobs, updateJob, type JobRow } from './generation.repository';
import {
  endTiming,
  JobTimingSchema,
  progressChannel,
  startStep,
  toProgressMessage,
} from './progress';

/**
 * What a job was asked to do, snapshotted when it was queued so a re-run does the same:
 * `improvements` is this job's feedback only.
 */
export const JobInputSchema = SiteBriefSchema.omit({ generated: true }).extend({
  reason: z.string(),
  /** The photos the owner picked or gave in the wizard's image step (decision 032). */
  images: WizardImageChoiceSchema.optional(),
});
export type JobInput = z.infer<typeof JobInputSchema>;

export interface GenerationWorkerDeps {
  db: Db;
  brain: Brain;
  bus: EventBus;
  versions: Pick<VersionsService, 'find'>;
  publisher: Pick<SitePublisher, 'publishSite'>;
  /** The address the site is rendered for, as the publisher renders it. */
  siteUrl: SiteUrlOf;
  /**
   * Photos and generated images for the images (`PHOTO_PROVIDER`, `IMAGE_PROVIDER`); without
   * either, illustrations.
   */
  photos: Pick<Photos, 'isOn' | 'place' | 'store'>;
  /** The wizard's chosen photos, placed before the photo service is asked for the rest. */
  wizardImages: Pick<WizardImages, 'place' | 'keep'>;
  /** Pause after each step so people can follow the progress modals; 0 in tests and benchmarks. */
  stepDelayMs: number;
  concurrency: number;
  onError: (error: unknown, context: string) => void;
  /** Told how each run ended and how long it took (the metrics). */
  finished?: (outcome: 'completed' | 'error', seconds: number) => void;
}

type WorkStep = RecipeStep | 'finalizing';
const MAX_ATTEMPTS = 3;

const stepBefore = (step: WorkStep) =>
  GENERATION_STEPS[GENERATION_STEPS.indexOf(step) - 1] ?? 'queued';

/**
 * A regenerated site keeps the images its owner gave or chose (uploads, and photos picked in the
 * wizard or found from the chat), whole, credit included, in every slot the new plan still has:
 * a fresh take on the words and layout is not a reason to lose them.
 */
function keepOwnersImages(previous: SiteModel, next: SiteModel): SiteModel {
  const mine = new Map(
    previous.images
      .filter((image) => image.source === 'upload' || image.chosen === true)
      .map((image) => [image.dataSlot, image]),
  );
  if (mine.size === 0) return next;
  return {
    ...next,
    images: next.images.map((image) => {
      const kept = mine.get(image.dataSlot);
      // The new plan's id and slot: its sections name the image by them.
      return kept ? { ...kept, id: image.id, dataSlot: image.dataSlot } : image;
    }),
  };
}

/**
 * Runs generation jobs: the site recipe (`@zappy/ai/recipe`), reporting each step as it starts,
 * then `publishSite` with the recipe's model, whose transaction also marks the website and the
 * job completed. Nothing of a website is written before that transaction, so a crash leaves
 * nothing half-made.
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

  /**
   * How a regeneration's new model becomes the one to publish: re-based on the owner's edits
   * since the last generation, keeping the images they gave or chose. A first generation has nothing.
   */
  function rebaseFor(base: EditBase) {
    const { current, generated } = base;
    if (!current) return undefined;
    return (next: SiteModel, wish: LookWish) =>
      keepOwnersImages(current, rebaseOnEdits({ generated, current, next, wish }));
  }

  async function run(id: string): Promise<void> {
    const job = await findJob(db, id);
    if (!job) return;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const input = JobInputSchema.parse(job.input);
      const website = await findWebsiteById(db, job.websiteId);
      if (!website) throw new Error('The website was deleted while it was being generated');
      let timing = JobTimingSchema.parse({});
      const report = async (step: WorkStep, description: string) => {
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
      };

      const brief = SiteBriefSchema.safeParse(website.brief);
      const previous = brief.success ? brief.data : undefined;
      const base = await findEditBase(deps.versions, website, previous?.generated);
      // Filled by the recipe's images step: the wizard's chosen photos, then the photo service's
      // and the image generator's.
      const photoRuns: PhotoRun[] = [];
      const chosenRuns: PlacedWizardImages[] = [];
      const chosen = input.images;
      const placePhotos = async (model: SiteModel, context: PhotoContext) => {
        let next = model;
        if (chosen) {
          const placed = await deps.wizardImages.place(job.sessionId, next, chosen);
          chosenRuns.push(placed);
          next = placed.model;
        }
        if (deps.photos.isOn) {
          const run = await deps.photos.place(next, context, chosenRuns.at(-1)?.photoIds);
          photoRuns.push(run);
          next = run.model;
        }
        return next;
      };
      const site = await generateSite(deps.brain, briefWithEdits(input.requirements, base), {
        seed: input.seed,
        improvements: input.improvements,
        siteUrl: await deps.siteUrl(website.id, website.slug),
        rebase: rebaseFor(base),
        photos: deps.photos.isOn || chosen ? placePhotos : undefined,
        onStep: report,
      });
      const photoRun = photoRuns.at(-1);
      const chosenRun = chosenRuns.at(-1);
      const files =
        photoRun || chosenRun
          ? new Map([...(chosenRun?.files ?? []), ...(photoRun?.files ?? [])])
          : undefined;
      const failed = photoRun?.fallbacks.filter((fallback) => fallback.reason !== 'no_results');
      if (failed?.length) {
        // The site is made all the same; the operator learns which source failed which image
        // (it then took the next source's image, or the illustration).
        const slots = failed.map((f) => `${f.slot} (${f.provider}: ${f.reason})`);
        deps.onError(
          new Error(`image sources failed for ${slots.join(', ')}`),
          `photos for generation job ${id}`,
        );
      }
      await report('finalizing', 'Saving this version and its history');
      const { companyName, industry } = site.model.business;
      await deps.publisher.publishSite({
        websiteId: website.id,
        model: site.model,
        reason: input.reason,
        files,
        alongside: async (tx, version) => {
          if (chosenRun) await deps.wizardImages.keep(tx, website.id, chosenRun);
          if (photoRun) await deps.photos.store(tx, website.id, photoRun);
          const improvements = [previous?.improvements, input.improvements]
            .filter(Boolean)
            .join('\n\n');
          await updateWebsite(tx, website.id, {
            name: companyName,
            industry,
            brief: {
              requirements: site.brief,
              improvements: improvements || undefined,
              seed: input.seed,
              generated: site.generated,
            } satisfies SiteBrief,
          });
          await updateJob(tx, id, {
            status: 'completed',
            step: 'completed',
            progress: 100,
            message: 'Website generated successfully!',
            aiReport: site.aiReport,
            fidelity: {
              ...site.fidelity,
              versionNumber: version.number,
              ...(photoRun ? { photoFallbacks: photoRun.fallbacks } : {}),
            },
            description: `Version ${version.number} of ${companyName} is ready`,
            timing: endTiming(timing, 'finalizing', new Date()),
          });
        },
      });
      // "completed" goes out last, so whoever reacts to it finds the whole version in place.
      await publish(await findJob(db, id));
      deps.finished?.('completed', seconds());
    } catch (error: unknown) {
      await fail(job, error);
      deps.finished?.('error', seconds());
    }
  }

  /** A job that was interrupted too often ends as an error rather than looping. */
  async function abandon(id: string): Promise<void> {
    const job = await findJob(db, id);
    if (job && (job.status === 'queued' || job.status === 'running')) {
      await fail(job, new Error('Generation was interrupted. Please try again.'));
    }
  }

  return {
    /** The generation job kind the workers run. */
    jobKind: {
      queue: QUEUES.generate,
      concurrency: deps.concurrency,
      lease: defineLease(db, {
        table: generationJobs,
        pending: pendingJobs,
        onClaim: { status: 'running' },
      }),
      maxAttempts: MAX_ATTEMPTS,
      run,
      abandon,
    } satisfies LeasedJobKind,
  };
}

export type GenerationWorker = ReturnType<typeof createGenerationWorker>;
