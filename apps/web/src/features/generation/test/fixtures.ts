import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import type { DeploymentStatus } from '@zappy/contract/deployment-statuses';
import type { ProgressMessage } from '@zappy/contract/generation';
import { LIVE_URL, WEBSITE_ID } from '../../../test/website';

export const SESSION_ID = '5b3c6c4e-2f3a-4c1d-9e8f-0a1b2c3d4e5f';

/** The spec's table, as the server reports it (percent and final with each status). */
const TABLE: Record<DeploymentStatus, [number, boolean]> = {
  initializing: [10, false],
  build_in_progress: [50, false],
  deploy_in_progress: [80, false],
  live: [100, true],
  build_failed: [100, true],
  deploy_failed: [100, true],
  canceled: [100, true],
  error: [100, true],
  timeout: [90, false],
};

export function deployment(
  status: DeploymentStatus,
  overrides: Partial<DeploymentStatusInfo> = {},
): DeploymentStatusInfo {
  const [percent, finalStatus] = TABLE[status];
  return {
    status,
    percent,
    message: `server says ${status}`,
    serviceId: 'local',
    serviceName: 'golden-crumb',
    liveUrl: status === 'live' ? LIVE_URL : null,
    timestamp: '2025-05-01T10:00:05.000Z',
    finalStatus,
    versionNumber: 1,
    ...overrides,
  };
}

export function progressMessage(overrides: Partial<ProgressMessage> = {}): ProgressMessage {
  return {
    type: 'progress',
    sessionId: SESSION_ID,
    websiteId: WEBSITE_ID,
    step: 'generating_images',
    progress: 45,
    message: 'Creating images',
    details: { description: 'Painting a warm hero image' },
    timing: {
      startTime: '2025-05-01T10:00:00.000Z',
      totalDurationFormatted: '00:02',
      stepTimes: {},
    },
    ...overrides,
  };
}
