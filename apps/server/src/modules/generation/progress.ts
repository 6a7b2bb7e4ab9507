import { GenerationStepSchema, type ProgressMessage } from '@zappy/contract/generation';
import { type GenerationStep } from '@zappy/contract/generation-steps';
import { z } from 'zod';
import type { JobRow } from './generation.repository';

/** What a job row keeps about time, in `timing` (JSON). */
export const JobTimingSchema = z.object({
  startTime: z.string().optional(),
  stepStartedAt: z.string().optional(),
  stepTimes: z.record(z.string(), z.object({ duration: z.number() })).default({}),
  endTime: z.string().optional(),
});
export type JobTiming = z.infer<typeof JobTimingSchema>;

/** `mm:ss`, as the progress modal's timer shows it. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The timing after `step` starts at `at`: the previous step's duration is recorded. */
export function startStep(timing: JobTiming, previous: string, at: Date): JobTiming {
  const stepTimes = { ...timing.stepTimes };
  if (timing.stepStartedAt) {
    stepTimes[previous] = { duration: at.getTime() - Date.parse(timing.stepStartedAt) };
  }
  return {
    ...timing,
    startTime: timing.startTime ?? at.toISOString(),
    stepStartedAt: at.toISOString(),
    stepTimes,
  };
}

export function endTiming(timing: JobTiming, lastStep: string, at: Date): JobTiming {
  return {
    ...startStep(timing, lastStep, at),
    stepStartedAt: undefined,
    endTime: at.toISOString(),
  };
}

/** A job as the progress socket sends it (spec section 3, "Generation progress"). */
export function toProgressMessage(job: JobRow, now: Date = new Date()): ProgressMessage {
  const timing = JobTimingSchema.parse(job.timing);
  const start = timing.startTime ? Date.parse(timing.startTime) : job.createdAt.getTime();
  const end = timing.endTime ? Date.parse(timing.endTime) : now.getTime();
  const type =
    job.status === 'completed' ? 'completed' : job.status === 'error' ? 'error' : 'progress';
  const step: GenerationStep =
    type === 'progress' ? (GenerationStepSchema.safeParse(job.step).data ?? 'initializing') : type;
  return {
    type,
    sessionId: job.sessionId,
    websiteId: job.websiteId,
    step,
    progress: job.progress,
    message: job.message,
    details: { description: job.description },
    timing: {
      startTime: new Date(start).toISOString(),
      totalDurationFormatted: formatDuration(end - start),
      stepTimes: timing.stepTimes,
    },
  };
}

export const progressChannel = (sessionId: string) => `progress:${sessionId}`;
