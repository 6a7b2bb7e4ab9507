import { DEPLOYMENT_MESSAGES } from './messages';

/**
 * The deployment statuses of the spec, without zod, so the web app can show them without
 * loading the schemas.
 */

/** The spec's deployment table (section 4): percent and whether the status is final. */
export const DEPLOYMENT_STATUSES = {
  initializing: { percent: 10, final: false },
  build_in_progress: { percent: 50, final: false },
  deploy_in_progress: { percent: 80, final: false },
  live: { percent: 100, final: true },
  build_failed: { percent: 100, final: true },
  deploy_failed: { percent: 100, final: true },
  canceled: { percent: 100, final: true },
  error: { percent: 100, final: true },
  timeout: { percent: 90, final: false },
} as const;
export type DeploymentStatus = keyof typeof DEPLOYMENT_STATUSES;

/** What each status says to the owner (spec section 8, "Deployment"). */
export const DEPLOYMENT_STATUS_MESSAGES: Record<DeploymentStatus, string> = {
  initializing: 'Preparing your deployment...',
  build_in_progress: 'Building your website...',
  deploy_in_progress: 'Publishing your website...',
  live: 'Your website is live!',
  build_failed: DEPLOYMENT_MESSAGES.buildFailed,
  deploy_failed: DEPLOYMENT_MESSAGES.deployFailed,
  canceled: DEPLOYMENT_MESSAGES.canceled,
  error: DEPLOYMENT_MESSAGES.error,
  timeout: DEPLOYMENT_MESSAGES.timeout,
};

/** Server-sent event types on `GET /api/website/{id}/deployment/stream`. */
export const DEPLOYMENT_STREAM_TYPES = [
  'connected',
  'status_update',
  'deployment_complete',
  'error',
  'timeout',
] as const;
export type DeploymentStreamType = (typeof DEPLOYMENT_STREAM_TYPES)[number];
