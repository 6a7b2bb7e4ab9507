import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  DeploymentFailure,
  type BytesProvider,
  type DeployTarget,
  type ReportProgress,
  type UploadFile,
} from './provider';

/** Vercel's deployment, as `POST /v13/deployments` and `GET /v13/deployments/{id}` answer it. */
const DeploymentSchema = z.looseObject({
  id: z.string(),
  url: z.string().nullish(),
  projectId: z.string().nullish(),
  readyState: z.string().nullish(),
  /** The production domains the deployment is given, once `aliasAssigned`. */
  alias: z.array(z.string()).nullish(),
  aliasAssigned: z.union([z.boolean(), z.number()]).nullish(),
  aliasError: z.looseObject({ message: z.string().nullish() }).nullish(),
  errorMessage: z.string().nullish(),
});
type VercelDeployment = z.infer<typeof DeploymentSchema>;

/** Vercel's error answer: https://vercel.com/docs/rest-api/errors */
const ErrorBodySchema = z.looseObject({
  error: z.looseObject({
    code: z.string().nullish(),
    message: z.string().nullish(),
    /** With `missing_files`: the SHA-1 digests Vercel does not have. */
    missing: z.array(z.string()).nullish(),
    /** With `rate_limited`: when the limit resets, in seconds since the epoch. */
    limit: z.looseObject({ reset: z.number().nullish() }).nullish(),
  }),
});

export interface VercelOptions {
  token: string;
  /** `https://api.vercel.com`, or a local server speaking the same protocol in tests. */
  apiUrl: string;
  /** Every call is made for this team (`?teamId=`) instead of the token owner's account. */
  teamId?: string | undefined;
  /**
   * A deployment not live by then is canceled and ends as an error; halfway there it is
   * reported as `timeout` (it may still complete).
   */
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
  pollIntervalMs?: number;
  /** One request that takes longer than this is given up (a hung connection never ends). */
  requestTimeoutMs?: number;
}

const REDACTED = '[redacted]';
/** Creating a deployment again after uploading what Vercel said it lacks, at most this often. */
const MISSING_FILES_RETRIES = 2;
const MAX_PROJECT_NAME = 100;

/** A project name Vercel accepts: lowercase letters, digits, `.`, `_`, `-`, never `---`. */
export function vercelProjectName(slug: string): string {
  return `zappy-${slug}`
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/-{3,}/g, '-')
    .slice(0, MAX_PROJECT_NAME)
    .replace(/-+$/, '');
}

/** A JSON request, or a file's upload by its SHA-1. */
type RequestBody =
  { json: unknown; query?: Record<string, string> } | { file: Buffer; sha: string };

/** An error answer, keeping only what Zappy reads of it, the token taken out. */
class VercelHttpError extends Error {
  constructor(
    readonly status: number,
    readonly answer: {
      code?: string | null | undefined;
      said?: string | undefined;
      missing?: string[] | null | undefined;
      resetsAt?: number | null | undefined;
    },
    message: string,
  ) {
    super(message);
    this.name = 'VercelHttpError';
  }
}

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest('hex');
const isLive = (deployment: VercelDeployment) =>
  deployment.readyState === 'READY' && Boolean(deployment.aliasAssigned);

/**
 * Vercel's deployment API for a static site: every file is uploaded by its SHA-1
 * (`POST /v2/files`), then a production deployment of the site's project names them
 * (`POST /v13/deployments`, no framework, so no build), and is polled until Vercel has built it
 * and moved the production domain to it. Until then, and whenever it fails, the production
 * domain keeps serving the previous deployment. Each site is one Vercel project, named after
 * its slug, so every version is a new deployment of the same project.
 * https://vercel.com/docs/rest-api/deployments/create-a-new-deployment
 */
export function createVercelProvider(options: VercelOptions): BytesProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const requestTimeoutMs = options.requestTimeoutMs ?? 60_000;
  const api = options.apiUrl.replace(/\/+$/, '');
  const { token } = options;

  /** Vercel's texts are shown to the owner and stored: none may carry the token. */
  const redact = (text: string) => text.split(token).join(REDACTED);

  async function call(method: string, path: string, body?: RequestBody): Promise<unknown> {
    const url = new URL(`${api}${path}`);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    let payload: string | Buffer | undefined;
    if (body && 'json' in body) {
      for (const [name, value] of Object.entries(body.query ?? {})) {
        url.searchParams.set(name, value);
      }
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers['content-type'] = 'application/octet-stream';
      headers['content-length'] = String(body.file.length);
      headers['x-vercel-digest'] = body.sha;
      payload = body.file;
    }
    if (options.teamId) url.searchParams.set('teamId', options.teamId);
    let res: Response;
    let text: string;
    try {
      res = await fetchImpl(url, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      text = await res.text();
    } catch (error: unknown) {
      throw new DeploymentFailure('error', `Vercel could not be reached (${method} ${path})`, {
        cause: error,
        detail: 'Vercel could not be reached.',
      });
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    // An answer that is not JSON (a proxy's error page) is an error whatever its status.
    if (res.ok && (parsed !== undefined || !text)) return parsed;
    const error = ErrorBodySchema.safeParse(parsed).data?.error;
    const said = redact(error?.message ?? text.slice(0, 300));
    throw new VercelHttpError(
      res.status,
      {
        code: error?.code,
        said: error?.message ? said : undefined,
        missing: error?.missing,
        resetsAt: error?.limit?.reset,
      },
      `Vercel answered ${res.status} to ${method} ${path}: ${said}`,
    );
  }

  async function upload(files: readonly { data: Buffer; sha: string }[]) {
    for (const file of files) await call('POST', '/v2/files', { file: file.data, sha: file.sha });
  }

  /** Creates the deployment, uploading again whatever Vercel answers it still lacks. */
  async function createDeployment(target: DeployTarget<UploadFile>, name: string) {
    const files = target.files.map((file) => ({
      file: file.path,
      sha: sha1(file.data),
      size: file.data.length,
      data: file.data,
    }));
    const bySha = new Map(files.map((file) => [file.sha, file]));
    await upload([...bySha.values()]);
    const request = {
      json: {
        name,
        files: files.map(({ file, sha, size }) => ({ file, sha, size })),
        projectSettings: { framework: null },
        target: 'production',
      },
      // Identical files would otherwise get an older deployment back, which is not what the
      // production domain serves if a later version went live since.
      query: { forceNew: '1' },
    };
    for (let retry = 0; ; retry += 1) {
      try {
        return DeploymentSchema.parse(await call('POST', '/v13/deployments', request));
      } catch (error: unknown) {
        const missing = error instanceof VercelHttpError && error.answer.code === 'missing_files';
        if (!missing || retry === MISSING_FILES_RETRIES) throw error;
        await upload(
          (error.answer.missing ?? []).flatMap((sha) => {
            const file = bySha.get(sha);
            return file ? [file] : [];
          }),
        );
      }
    }
  }

  const getDeployment = async (id: string) =>
    DeploymentSchema.parse(await call('GET', `/v13/deployments/${encodeURIComponent(id)}`));

  /**
   * Past the time-out: the deployment is canceled, so it can't take the production domain
   * later while the owner is told it failed. One that went live meanwhile is kept.
   */
  async function giveUp(deployment: VercelDeployment): Promise<VercelDeployment> {
    const seconds = Math.ceil(options.timeoutMs / 1000);
    try {
      await call('PATCH', `/v12/deployments/${encodeURIComponent(deployment.id)}/cancel`);
    } catch (error: unknown) {
      const latest = await getDeployment(deployment.id);
      if (isLive(latest)) return latest;
      throw error;
    }
    throw new DeploymentFailure('error', `Vercel deployment ${deployment.id} timed out`, {
      detail: `Vercel did not finish within ${seconds} seconds, so the deployment was canceled; the previous version stays live.`,
    });
  }

  async function waitUntilLive(
    created: VercelDeployment,
    started: number,
    report: ReportProgress,
  ): Promise<VercelDeployment> {
    let deployment = created;
    let reportedPublishing = false;
    let reportedSlow = false;
    for (;;) {
      const state = deployment.readyState;
      if (state === 'ERROR') {
        throw new DeploymentFailure('build_failed', `Vercel deployment ${deployment.id} failed`, {
          detail: redact(deployment.errorMessage ?? 'Vercel could not build the site.'),
        });
      }
      if (state === 'CANCELED') {
        throw new DeploymentFailure('canceled', `Vercel deployment ${deployment.id} was canceled`);
      }
      if (state === 'READY' && deployment.aliasError) {
        throw new DeploymentFailure(
          'deploy_failed',
          `Vercel deployment ${deployment.id} got no domain`,
          {
            detail: redact(
              deployment.aliasError.message ?? 'Vercel could not give it its production domain.',
            ),
          },
        );
      }
      // Built; Vercel is moving the production domain to it. After a `timeout` (90%) report
      // the percentage would go back, so that one stands until the end.
      if ((state === 'READY' || state === 'DEPLOYING') && !reportedPublishing && !reportedSlow) {
        reportedPublishing = true;
        await report('deploy_in_progress', 'Vercel is moving the production domain to it.');
      }
      if (isLive(deployment)) return deployment;
      const waited = Date.now() - started;
      if (waited > options.timeoutMs) return giveUp(deployment);
      if (waited > options.timeoutMs / 2 && !reportedSlow) {
        reportedSlow = true;
        await report('timeout');
      }
      await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
      deployment = await getDeployment(deployment.id);
    }
  }

  /** What an error answer means for the owner, in the spec's terms. */
  function failureFor(error: VercelHttpError): DeploymentFailure {
    const { status, answer } = error;
    const said = answer.said ? ` Vercel says: ${answer.said}` : '';
    let detail: string;
    if (status === 401 || status === 403) {
      detail = `Vercel refused this server's access token (HTTP ${status}).`;
    } else if (status === 402) {
      detail = `The Vercel account's plan limit is reached (HTTP 402).${said}`;
    } else if (status === 429) {
      const until = answer.resetsAt
        ? ` until ${new Date(answer.resetsAt * 1000).toISOString()}`
        : '';
      detail = `Vercel's rate limit is reached${until} (HTTP 429).${said}`;
    } else if (answer.code === 'missing_files') {
      detail = `Vercel still lacked ${answer.missing?.length ?? 'some'} files after they were uploaded again.`;
    } else {
      detail = `Vercel answered HTTP ${status}.${said}`;
    }
    return new DeploymentFailure('deploy_failed', error.message, { cause: error, detail });
  }

  return {
    name: 'vercel',
    reads: 'bytes',
    async deploy(target, report) {
      const started = Date.now();
      const name = vercelProjectName(target.slug);
      try {
        await report('build_in_progress', `Uploading ${target.files.length} files to Vercel.`);
        const created = await createDeployment(target, name);
        const live = await waitUntilLive(created, started, report);
        const domain = live.alias?.[0] ?? live.url;
        return {
          serviceId: live.projectId ?? name,
          serviceName: name,
          liveUrl: domain ? `https://${domain}` : '',
        };
      } catch (error: unknown) {
        if (error instanceof VercelHttpError) throw failureFor(error);
        throw error;
      }
    },
    async remove(_websiteId, serviceId) {
      if (!serviceId) return;
      try {
        await call('DELETE', `/v9/projects/${encodeURIComponent(serviceId)}`);
      } catch (error: unknown) {
        if (!(error instanceof VercelHttpError && error.status === 404)) throw error;
      }
    },
  };
}
