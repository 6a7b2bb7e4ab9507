/** A version's file as a deployment sees it: its name, hash and type. */
export interface DeployFile {
  path: string;
  sha256: string;
  contentType: string;
}

/** A file with its bytes, for a provider that uploads them elsewhere. */
export interface UploadFile extends DeployFile {
  data: Buffer;
}

export interface DeployTarget<File extends DeployFile = DeployFile> {
  websiteId: string;
  slug: string;
  versionNumber: number;
  files: readonly File[];
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

/**
 * A deployment that ended badly, with the spec's status for it. The owner is told the spec's
 * message for that status, followed by `detail` when the provider knows what they can do about
 * it (a plan limit, a rate limit); `message` is for the logs.
 */
export class DeploymentFailure extends Error {
  readonly detail: string | undefined;

  constructor(
    readonly status: FailedStatus,
    message: string,
    options?: { cause?: unknown; detail?: string },
  ) {
    super(message, options);
    this.name = 'DeploymentFailure';
    this.detail = options?.detail;
  }
}

/** An owner's domains as a provider that serves them is told: the address and the others. */
export interface ProviderDomains {
  primary: string | null;
  aliases: string[];
}

/** The provider did not take the domains: `refused` them (taken there), or could not be asked. */
export class DomainHostingError extends Error {
  constructor(
    readonly refused: boolean,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DomainHostingError';
  }
}

/**
 * A provider that serves owners' domains itself (Netlify): told which domains a deployed site
 * has. Zappy's own hosting needs nothing of the kind (it reads them from the database).
 */
export interface DomainHosting {
  /** The host a subdomain's CNAME points to, for the site the provider calls `serviceName`. */
  cnameTarget(serviceName: string): string;
  /** Sets all of the site's domains at once; an empty set takes them all off. */
  setDomains(serviceId: string, domains: ProviderDomains): Promise<void>;
}

interface ProviderBase {
  /** DEPLOY_PROVIDER's value for it: what deployments record and the website API names. */
  readonly name: 'local' | 'netlify' | 'vercel';
  /** Takes the site down (the hosted URL answers 404 afterwards). */
  remove(websiteId: string, serviceId: string | null): Promise<void>;
  /** Present when the provider serves owners' domains itself. */
  readonly domains?: DomainHosting;
}

/** A provider that serves the stored files itself: it needs their names, not their bytes. */
export interface NamesProvider extends ProviderBase {
  readonly reads: 'names';
  deploy(target: DeployTarget, report: ReportProgress): Promise<DeployResult>;
}

/** A provider that uploads every file elsewhere. */
export interface BytesProvider extends ProviderBase {
  readonly reads: 'bytes';
  deploy(target: DeployTarget<UploadFile>, report: ReportProgress): Promise<DeployResult>;
}

/**
 * Where sites are published. `deploy` either returns where the site is live or throws a
 * DeploymentFailure; until it returns, the previous version stays live.
 */
export type DeploymentProvider = NamesProvider | BytesProvider;
