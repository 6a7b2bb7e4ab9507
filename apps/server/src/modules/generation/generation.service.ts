import { randomBytes, randomUUID } from 'node:crypto';
import type { GenerateRequest, GenerateResponse } from '@zappy/contract/generation';
import { RequirementsSchema, type Requirements } from '@zappy/contract/requirements';
import type { Db } from '../../db/client';
import { QUEUES, type JobQueue } from '../../jobs/queue';
import type { WizardCaller, WizardService } from '../wizard/wizard.service';
import { AppError } from '../../lib/app-error';
import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import { findOwnedWebsite, insertWebsite, updateWebsite } from '../websites/websites.repository';
import {
  findActiveJobForWebsite,
  findLatestJobForSession,
  insertJob,
} from './generation.repository';
import { SiteBriefSchema } from '../websites/site-brief';
import type { JobInput } from './generation.worker';
import { toProgressMessage } from './progress';

/** A readable, unique host-name label: `golden-crumb-bakery-k3x9q2`. */
export function slugFor(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  const suffix = randomBytes(4).readUInt32BE().toString(36).padStart(6, '0').slice(0, 6);
  return `${base || 'site'}-${suffix}`;
}

const BRIEF_FIELDS = RequirementsSchema.shape;

/**
 * What `requirements` in a generate request says: brief fields ("businessName", "specialties",
 * the session's own requirements sent back) replace the session's, read as the owner's edits;
 * anything else is extra direction, read like a message. A brief sent back is never read as
 * text: its quoted prices and lists would come back as service cards of their own.
 */
function directionFrom(
  requirements: GenerateRequest['requirements'],
  session: Requirements,
): { requirements: Requirements; improvements?: string } {
  if (requirements === undefined) return { requirements: session };
  if (typeof requirements === 'string')
    return { requirements: session, ...(requirements ? { improvements: requirements } : {}) };
  const fields = Object.keys(requirements).filter((key) => key in BRIEF_FIELDS);
  const brief = RequirementsSchema.partial().safeParse(
    Object.fromEntries(fields.map((key) => [key, requirements[key]])),
  );
  const edits = brief.success
    ? Object.fromEntries(fields.map((key) => [key, (brief.data as Record<string, unknown>)[key]]))
    : {};
  const text = Object.entries(requirements)
    .filter(([key]) => !(key in BRIEF_FIELDS) || !brief.success)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n')
    .slice(0, 5000);
  return {
    requirements: RequirementsSchema.parse({ ...session, ...edits }),
    ...(text ? { improvements: text } : {}),
  };
}

/** Starting generations: a website and a job, stored, then handed to a worker. */
export function createGenerationService(deps: { db: Db; queue: JobQueue; wizard: WizardService }) {
  const { db, queue, wizard } = deps;
  return {
    /** What a late or reconnecting progress subscriber is shown first. */
    async latestProgress(sessionId: string) {
      const job = await findLatestJobForSession(db, sessionId);
      return job && toProgressMessage(job);
    },

    async start(
      caller: WizardCaller & { userId: string },
      request: GenerateRequest,
    ): Promise<GenerateResponse> {
      const session = await wizard.requireReadySession(caller, request.sessionId);
      // A second click while the first generation is still running gets the same website.
      const existing = await findLatestJobForSession(db, session.sessionId);
      if (existing && (existing.status === 'queued' || existing.status === 'running')) {
        return {
          status: 'generating',
          websiteId: existing.websiteId,
          sessionId: session.sessionId,
        };
      }
      const direction = directionFrom(request.requirements, session.requirements);
      const name = direction.requirements.businessName?.trim() || 'My website';
      const input: JobInput = {
        requirements: direction.requirements,
        improvements: direction.improvements,
        seed: session.seed,
        reason: 'Generated from the wizard',
        ...(session.images ? { images: session.images } : {}),
      };
      const job = await db.transaction(async (tx) => {
        const website = await insertWebsite(tx, {
          userId: caller.userId,
          sessionId: session.sessionId,
          name,
          industry: direction.requirements.industry ?? '',
          slug: slugFor(name),
        });
        return insertJob(tx, {
          websiteId: website.id,
          userId: caller.userId,
          sessionId: session.sessionId,
          kind: 'generate',
          input,
          message: 'Waiting for a worker',
        });
      });
      await queue.send(QUEUES.generate, job.id);
      return { status: 'generating', websiteId: job.websiteId, sessionId: session.sessionId };
    },

    /**
     * A new version of an existing website from its brief (`websites.brief`, written with its
     * last generated version) plus the owner's improvements; the worker adds the owner's edits
     * since that version. Progress goes out under the
     * website's wizard session id, like the first generation.
     */
    async regenerate(
      userId: string,
      websiteId: string,
      improvements: string,
    ): Promise<{ websiteId: string; sessionId: string }> {
      const website = await findOwnedWebsite(db, websiteId, userId);
      if (!website) throw new AppError(404, WEBSITE_MESSAGES.notFound);
      const active = await findActiveJobForWebsite(db, websiteId);
      if (active) return { websiteId, sessionId: active.sessionId };
      const brief = SiteBriefSchema.safeParse(website.brief);
      if (!brief.success) {
        throw new AppError(409, 'This website has no finished version to start from yet');
      }
      const base = brief.data;
      const input: JobInput = {
        // The brief already holds what earlier feedback said; only this feedback is new.
        requirements: base.requirements,
        improvements: improvements || undefined,
        // A new seed, so a regeneration is a fresh take and not the same site again.
        seed: (base.seed * 31 + (website.currentVersion ?? 0) + 1) % 2_147_483_647,
        reason: improvements ? `Regenerated: ${improvements.slice(0, 200)}` : 'Regenerated',
      };
      const job = await db.transaction(async (tx) => {
        await updateWebsite(tx, websiteId, { status: 'generating' });
        return insertJob(tx, {
          websiteId,
          userId,
          // A site whose wizard conversation is gone gets a progress channel of its own.
          sessionId: website.sessionId ?? randomUUID(),
          kind: 'regenerate',
          input,
          message: 'Waiting for a worker',
        });
      });
      await queue.send(QUEUES.generate, job.id);
      return { websiteId, sessionId: job.sessionId };
    },
  };
}

export type GenerationService = ReturnType<typeof createGenerationService>;
