import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';

/**
 * A local HTTP server speaking the part of Vercel's REST API a static deployment uses: file
 * uploads checked against their SHA-1 (`POST /v2/files`), deployments that answer
 * `missing_files` for what was not uploaded (`POST /v13/deployments`), deployments that go
 * QUEUED → BUILDING → READY as they are polled (`GET /v13/deployments/{id}`), cancelling
 * (`PATCH /v12/deployments/{id}/cancel`) and project deletion (`DELETE /v9/projects/{idOrName}`).
 * Errors have Vercel's shape, `{ error: { code, message } }`. Nothing real can run here, so tests
 * talk to this instead of api.vercel.com.
 */
export type VercelBehaviour =
  | 'ok'
  /** Every call answers 401. */
  | 'unauthorized'
  /** Creating a deployment answers 402: the plan's limit. */
  | 'payment-required'
  /** Creating a deployment answers 429 with the limit's reset time. */
  | 'rate-limited'
  /** The deployment's build fails: readyState ERROR. */
  | 'build-error'
  /** Someone cancels it on Vercel: readyState CANCELED. */
  | 'canceled'
  /** It builds for ever (until canceled). */
  | 'slow';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, `?` included, or ''. */
  search: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** For an upload: whether its body's SHA-1 and length matched its headers. */
  digestMatched?: boolean;
}

interface VercelProject {
  id: string;
  name: string;
  production?: string;
}

interface StoredDeployment {
  id: string;
  name: string;
  projectId: string;
  files: { file: string; sha: string; size: number }[];
  readyState: string;
  polls: number;
}

export interface VercelTestServer {
  url: string;
  token: string;
  behaviour: VercelBehaviour;
  /** The next this many uploads answer 200 but are not kept, as if Vercel had lost them. */
  loseUploads: number;
  /** Error messages quote the Authorization header they got (a careless API, for redaction tests). */
  echoToken: boolean;
  /** Every file kept, by SHA-1. */
  files: Map<string, Buffer>;
  /** Projects by id, with the deployment their production domain serves. */
  projects: Map<string, VercelProject>;
  deployments: Map<string, StoredDeployment>;
  requests: RecordedRequest[];
  /** A file as a project's production domain serves it now, if any. */
  liveFile(projectName: string, path: string): string | undefined;
  close(): Promise<void>;
}

/** Polls a `slow` deployment never leaves BUILDING; others are READY on the second poll. */
const POLLS_TO_READY = 2;

export async function startVercelServer(): Promise<VercelTestServer> {
  let counter = 0;
  const state: Omit<VercelTestServer, 'url' | 'close' | 'liveFile'> = {
    token: 'vercel-test-token-0123456789abcdef',
    behaviour: 'ok',
    loseUploads: 0,
    echoToken: false,
    files: new Map(),
    projects: new Map(),
    deployments: new Map(),
    requests: [],
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const view = (deployment: StoredDeployment) => {
    const ready = deployment.readyState === 'READY';
    return {
      id: deployment.id,
      name: deployment.name,
      projectId: deployment.projectId,
      url: `${deployment.name}-${deployment.id.slice(4)}.vercel.app`,
      readyState: deployment.readyState,
      target: 'production',
      alias: ready ? [`${deployment.name}.vercel.app`] : [],
      aliasAssigned: ready,
      aliasError: null,
      ...(deployment.readyState === 'ERROR'
        ? { errorCode: 'BUILD_FAILED', errorMessage: 'Command "vercel build" exited with 1' }
        : {}),
    };
  };

  /** One poll further: QUEUED → BUILDING → READY, unless the behaviour says otherwise. */
  const advance = (deployment: StoredDeployment) => {
    deployment.polls += 1;
    if (deployment.readyState !== 'QUEUED' && deployment.readyState !== 'BUILDING') return;
    if (deployment.polls < POLLS_TO_READY || state.behaviour === 'slow') {
      deployment.readyState = 'BUILDING';
    } else if (state.behaviour === 'build-error') {
      deployment.readyState = 'ERROR';
    } else if (state.behaviour === 'canceled') {
      deployment.readyState = 'CANCELED';
    } else {
      // Built: the production domain moves to it, as Vercel does for a production target.
      deployment.readyState = 'READY';
      const project = state.projects.get(deployment.projectId);
      if (project) project.production = deployment.id;
    }
  };

  const liveFile = (projectName: string, path: string) => {
    const project = [...state.projects.values()].find((p) => p.name === projectName);
    const deployment = project?.production && state.deployments.get(project.production);
    const sha = deployment && deployment.files.find((file) => file.file === path)?.sha;
    return sha ? state.files.get(sha)?.toString() : undefined;
  };

  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://vercel.test');
      const path = url.pathname;
      const method = req.method ?? '';
      const recorded: RecordedRequest = {
        method,
        path,
        search: url.search,
        headers: req.headers,
        body,
      };
      state.requests.push(recorded);
      const fail = (status: number, code: string, message: string, extra: object = {}) => {
        const quoted = state.echoToken ? ` (${req.headers.authorization ?? ''})` : '';
        json(res, status, { error: { code, message: `${message}${quoted}`, ...extra } });
      };

      if (req.headers.authorization !== `Bearer ${state.token}`) {
        fail(403, 'forbidden', 'Not authorized', { invalidToken: true });
        return;
      }
      if (state.behaviour === 'unauthorized') {
        fail(401, 'unauthorized', 'The token is not valid any more');
        return;
      }
      let match: RegExpExecArray | null;
      if (method === 'POST' && path === '/v2/files') {
        const digest = req.headers['x-vercel-digest'];
        const length = Number(req.headers['content-length']);
        const sha = createHash('sha1').update(body).digest('hex');
        recorded.digestMatched = digest === sha && length === body.length;
        if (!recorded.digestMatched) {
          fail(400, 'bad_request', 'The file does not match its x-vercel-digest');
          return;
        }
        if (state.loseUploads > 0) state.loseUploads -= 1;
        else state.files.set(sha, body);
        json(res, 200, {});
      } else if (method === 'POST' && path === '/v13/deployments') {
        if (state.behaviour === 'payment-required') {
          fail(402, 'payment_required', 'The Hobby plan allows 100 deployments per day');
          return;
        }
        if (state.behaviour === 'rate-limited') {
          const reset = Math.floor(Date.now() / 1000) + 3600;
          fail(429, 'rate_limited', 'The rate limit of 100 exceeded for api-deployments', {
            limit: { remaining: 0, reset, resetMs: reset * 1000, total: 100 },
          });
          return;
        }
        const request = JSON.parse(body.toString()) as {
          name?: string;
          files?: { file: string; sha: string; size: number }[];
          projectSettings?: { framework?: string | null };
          target?: string;
        };
        if (!request.name || !request.files?.length) {
          fail(400, 'bad_request', 'A name and files are required');
          return;
        }
        const missing = [...new Set(request.files.map((file) => file.sha))].filter(
          (sha) => !state.files.has(sha),
        );
        if (missing.length > 0) {
          fail(400, 'missing_files', 'Missing files', { missing });
          return;
        }
        // Deploying under a new name creates its project, as Vercel does.
        let project = [...state.projects.values()].find((p) => p.name === request.name);
        if (!project) {
          project = { id: `prj_${++counter}`, name: request.name };
          state.projects.set(project.id, project);
        }
        const deployment: StoredDeployment = {
          id: `dpl_${++counter}`,
          name: request.name,
          projectId: project.id,
          files: request.files,
          readyState: 'QUEUED',
          polls: 0,
        };
        state.deployments.set(deployment.id, deployment);
        json(res, 200, view(deployment));
      } else if (method === 'GET' && (match = /^\/v13\/deployments\/([^/]+)$/.exec(path))) {
        const deployment = state.deployments.get(decodeURIComponent(match[1] ?? ''));
        if (!deployment) {
          fail(404, 'not_found', 'Deployment not found');
          return;
        }
        advance(deployment);
        json(res, 200, view(deployment));
      } else if (
        method === 'PATCH' &&
        (match = /^\/v12\/deployments\/([^/]+)\/cancel$/.exec(path))
      ) {
        const deployment = state.deployments.get(decodeURIComponent(match[1] ?? ''));
        if (!deployment) {
          fail(404, 'not_found', 'Deployment not found');
          return;
        }
        if (deployment.readyState === 'READY' || deployment.readyState === 'ERROR') {
          fail(400, 'bad_request', 'The deployment is not building');
          return;
        }
        deployment.readyState = 'CANCELED';
        json(res, 200, view(deployment));
      } else if (method === 'DELETE' && (match = /^\/v9\/projects\/([^/]+)$/.exec(path))) {
        const idOrName = decodeURIComponent(match[1] ?? '');
        const project = [...state.projects.values()].find(
          (p) => p.id === idOrName || p.name === idOrName,
        );
        if (!project) {
          fail(404, 'not_found', 'Project not found');
          return;
        }
        state.projects.delete(project.id);
        res.writeHead(204).end();
      } else {
        fail(404, 'not_found', 'The requested path was not found');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    liveFile,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  });
}
