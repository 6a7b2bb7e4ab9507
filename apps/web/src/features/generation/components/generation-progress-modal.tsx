import { AlertTriangle, Clock, Hash } from 'lucide-react';
import { PROGRESS_ID_DISPLAY_LENGTH } from '@zappy/contract/constants';
import type { ProgressMessage } from '@zappy/contract/generation';
import type { GenerationStep } from '@zappy/contract/generation-steps';
import { GENERATION_MESSAGES } from '@zappy/contract/messages';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { cn } from '../../../lib/cn';
import { useElapsed } from '../hooks/use-elapsed';
import { formatElapsed } from '../lib/format-elapsed';
import { describeStages } from '../lib/stages';
import { ConnectionLost } from './connection-lost';
import { ProgressBar } from './progress-bar';
import { STATE_TEXT, StatusIcon } from './status-icon';

export interface GenerationProgressModalProps {
  open: boolean;
  websiteId: string | null;
  progress: ProgressMessage | null;
  failedStep: GenerationStep | null;
  startedAt: number | null;
  onClose: () => void;
  /** The server stopped answering; the socket is retrying. */
  isConnectionLost?: boolean;
  /** Defaults to 'Building your website'; a regeneration says so. */
  title?: string | undefined;
}

/**
 * The first of the wizard's two overlays (spec section 2): the six grouped stages with their
 * steps, the progress, the message and description, a mm:ss timer and the website id cut to 8
 * characters. It cannot be dismissed while the job runs; a failure says so and can be closed.
 */
export function GenerationProgressModal({
  open,
  websiteId,
  progress,
  failedStep,
  startedAt,
  onClose,
  isConnectionLost = false,
  title = 'Building your website',
}: GenerationProgressModalProps) {
  const isFailed = progress?.type === 'error';
  const isCompleted = progress?.type === 'completed';
  const elapsed = useElapsed(startedAt, open && !isFailed && !isCompleted);
  const stages = describeStages(progress?.step ?? null, failedStep);
  const percent = progress?.progress ?? 0;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={isFailed ? 'Generation stopped' : title}
      size="lg"
      isDismissDisabled={!isFailed}
    >
      <dl className="-mt-2 mb-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
        <div className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-slate-500" />
          <dt className="sr-only">Elapsed time</dt>
          <dd>
            <time className="font-mono font-semibold text-slate-900 tabular-nums">
              {formatElapsed(elapsed)}
            </time>
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Hash aria-hidden="true" className="size-4 text-slate-500" />
          <dt>Website ID</dt>
          <dd className="font-mono font-semibold text-slate-900">
            {websiteId ? websiteId.slice(0, PROGRESS_ID_DISPLAY_LENGTH) : 'assigning…'}
          </dd>
        </div>
      </dl>

      <ConnectionLost isLost={isConnectionLost && !isFailed && !isCompleted} />
      {isFailed ? (
        <div
          role="alert"
          className="mb-5 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <p>{GENERATION_MESSAGES.failed}</p>
        </div>
      ) : (
        <div className="mb-6">
          <div className="mb-2 flex items-baseline justify-between gap-4">
            <p aria-live="polite" className="font-semibold text-slate-900">
              {progress?.message ?? 'Starting generation…'}
            </p>
            <span className="text-sm font-bold text-indigo-700 tabular-nums">{percent}%</span>
          </div>
          <ProgressBar label="Generation progress" percent={percent} />
          <p className="mt-2 min-h-5 text-sm text-slate-700">
            {progress?.details.description ?? 'Connecting to the generator…'}
          </p>
        </div>
      )}

      <ol aria-label="Generation stages" className="grid gap-3 sm:grid-cols-2">
        {stages.map((stage) => (
          <li
            key={stage.label}
            aria-current={stage.state === 'active' ? 'step' : undefined}
            className={cn(
              'rounded-xl border p-3 transition-colors',
              stage.state === 'active' &&
                'border-indigo-300 bg-indigo-50/70 ring-1 ring-indigo-200',
              stage.state === 'done' && 'border-emerald-200 bg-emerald-50/60',
              stage.state === 'failed' && 'border-red-200 bg-red-50',
              stage.state === 'pending' && 'border-slate-200 bg-white',
            )}
          >
            <div className="flex items-center gap-3">
              <StatusIcon state={stage.state} />
              <span
                className={cn(
                  'font-semibold',
                  stage.state === 'pending' ? 'text-slate-600' : 'text-slate-900',
                )}
              >
                {stage.label}
              </span>
              <span className="sr-only">({STATE_TEXT[stage.state]})</span>
            </div>
            <ul className="mt-2 space-y-1 pl-10">
              {stage.steps.map((item) => (
                <li
                  key={item.step}
                  className={cn(
                    'flex items-center gap-2 text-xs',
                    item.state === 'pending' ? 'text-slate-600' : 'text-slate-800',
                    item.state === 'active' && 'font-semibold text-indigo-800',
                  )}
                >
                  <StatusIcon state={item.state} size="sm" />
                  {item.label}
                  <span className="sr-only">({STATE_TEXT[item.state]})</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      {isFailed ? (
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
