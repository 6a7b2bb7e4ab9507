export interface DeployFile {
  path: string;
  sha256: string;
  contentType: string;
  data: Buffer;
}

export interface DeployTarget {
  websiteId: string;
  slug: string;
  versionNumber: number;
  files: readonly DeployFile[];
  /** The provider's id of this site from an earlier deployment, if any. */
  serviceId: string | null;
}

export interface DeployResult {
  serviceId: string;
  serviceName: string;
  liveUrl: string;
}

export type InProgressStatus = 'build_in_progress' | 'deploy_in_progress' | 'timeout';
export type FailedStatus = 'build_failed' | 'deploy_failed' | 'canceled' | 'error';

/** Moves the deployment to an in-progress status (and tells the owner). */
export type ReportProgress = (status: InProgressStatus, detail?: string) => Promise<void>;

/** A deployment that ended badly, with the spec's status for it. */
export class DeploymentFailure extends Error {
  constructor(
    readonly status: FailedStatus,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DeploymentFailure';
  }
}

/**
 * Where sites are published. `deploy` either returns where the site is live or throws a
 * DeploymentFailure; until it returns, the previous version stays live.
 */
export interface DeploymentProvider {
  readonly name: string;
  deploy(target: DeployTarget, report: ReportProgress): Promise<DeployResult>;
  /** Takes the site down (the hosted URL answers 404 afterwards). */
  remove(websiteId: string, serviceId: string | null): Promise<void>;
}
