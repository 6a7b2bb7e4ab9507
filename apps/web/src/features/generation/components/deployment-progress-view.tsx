import type { ComponentProps, ReactNode } from 'react';
import { AlertTriangle, CheckCircle2, Hourglass } from 'lucide-react';
import { type DeploymentStatusInfo } from '@zappy/contract/deployment';
import {
  DEPLOYMENT_STATUS_MESSAGES,
  DEPLOYMENT_STATUSES,
  type DeploymentStatus,
} from '@zappy/contract/deployment-statuses';
import { cn } from '../../../lib/cn';
import { ProgressBar } from './progress-bar';

const STATUS_LABELS: Record<DeploymentStatus, string> = {
  initializing: 'Initializing',
  build_in_progress: 'Building',
  deploy_in_progress: 'Deploying',
  live: 'Live',
  build_failed: 'Build failed',
  deploy_failed: 'Deploy failed',
  canceled: 'Canceled',
  error: 'Error',
  timeout: 'Still working',
};

type Tone = NonNullable<ComponentProps<typeof ProgressBar>['tone']>;

const hourglass = (
  <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
);

/** Each tone's status badge, message box and the icon in it. */
const TONES: Record<Tone, { badge: string; box: string; icon: ReactNode }> = {
  danger: {
    badge: 'bg-red-100 text-red-900',
    box: 'border border-red-200 bg-red-50 text-red-900',
    icon: <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />,
  },
  success: {
    badge: 'bg-emerald-100 text-emerald-900',
    box: 'border border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />,
  },
  warning: {
    badge: 'bg-amber-100 text-amber-900',
    box: 'border border-amber-200 bg-amber-50 text-amber-950',
    icon: hourglass,
  },
  brand: {
    badge: 'bg-indigo-100 text-indigo-900',
    box: 'bg-slate-50 text-slate-800',
    icon: hourglass,
  },
};

export function isDeploymentFailure(status: DeploymentStatus): boolean {
  return DEPLOYMENT_STATUSES[status].final && status !== 'live';
}

/**
 * A deployment's status, its percentage from the spec's table (section 4) and its message.
 * Before the first status is stored the deployment is shown as initializing.
 */
export function DeploymentProgressView({ info }: { info: DeploymentStatusInfo | null }) {
  const status = info?.status ?? 'initializing';
  const { percent } = DEPLOYMENT_STATUSES[status];
  const message = DEPLOYMENT_STATUS_MESSAGES[status];
  const isFailure = isDeploymentFailure(status);
  const tone: Tone = isFailure
    ? 'danger'
    : status === 'live'
      ? 'success'
      : status === 'timeout'
        ? 'warning'
        : 'brand';
  // The server may add detail to the catalogue's text (e.g. which file failed).
  const detail = info && info.message !== message ? info.message : null;

  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-4">
        <p className="text-sm font-medium text-slate-700">
          Status:{' '}
          <span
            className={cn(
              'ml-1 inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
              TONES[tone].badge,
            )}
          >
            {STATUS_LABELS[status]}
          </span>
        </p>
        <span className="text-sm font-bold text-slate-900 tabular-nums">{percent}%</span>
      </div>
      <ProgressBar label="Deployment progress" percent={percent} tone={tone} />
      <div
        role={isFailure ? 'alert' : 'status'}
        className={cn('mt-4 flex gap-3 rounded-xl p-4 text-sm', TONES[tone].box)}
      >
        {TONES[tone].icon}
        <div>
          <p className="font-semibold">{message}</p>
          {detail ? <p className="mt-1">{detail}</p> : null}
        </div>
      </div>
    </div>
  );
}
