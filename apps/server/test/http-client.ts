import { request, type IncomingHttpHeaders, type RequestOptions } from 'node:http';
import { sensibleAnswer } from '@zappy/fixtures/wizard-answers';
import type { Widget } from '@zappy/contract/widgets';

/** JSON API calls to a running Zappy process. */
export function createApiClient(baseUrl: string, token?: string) {
  // The caller names the response type it expects (the contract's), as the web client does.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  return async function api<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T }> {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: (text ? JSON.parse(text) : null) as T };
  };
}

/** GET a hosted site's page: same server, the site's own Host header (fetch can't set it). */
export async function getSite(
  baseUrl: string,
  host: string,
  path = '/',
): Promise<{ status: number; body: string }> {
  const target = new URL(path, baseUrl);
  const { status, body } = await sendHttp({
    hostname: target.hostname,
    port: target.port,
    path: target.pathname,
    headers: { host },
  });
  return { status, body };
}

/**
 * One request over a real connection (Node's fetch drops the Host header; node:http keeps it),
 * writing `chunks` as its body. With `isCutOffExpected`, a server that stops reading an oversized
 * body before it is all written (EPIPE, ECONNRESET) is not an error.
 */
export function sendHttp(
  options: RequestOptions,
  { chunks = [], isCutOffExpected = false }: { chunks?: string[]; isCutOffExpected?: boolean } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!isCutOffExpected || (error.code !== 'EPIPE' && error.code !== 'ECONNRESET')) {
        reject(error);
      }
    });
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** A local account on a running Zappy, and a client that calls the API as that owner. */
export async function signInOver(baseUrl: string, name: string, email: string): Promise<ApiClient> {
  const { status, json } = await createApiClient(baseUrl)<{ token: string }>(
    'POST',
    '/api/auth/local/register',
    { name, email, password: 'correct horse battery staple' },
  );
  if (status !== 200) throw new Error(`registering ${email} failed with ${status}`);
  return createApiClient(baseUrl, json.token);
}

export interface WizardTurn {
  sessionId?: string;
  widget: Widget | null;
  readyToGenerate: boolean;
}

/**
 * Runs the wizard from a first message to "ready", answering each widget sensibly, through
 * `post` (a real HTTP client, or `app.inject`). Answers the wizard session's id.
 */
export async function runWizardToReady(
  post: (path: string, body: unknown) => Promise<WizardTurn>,
  initialPrompt: string,
): Promise<string> {
  let turn = await post('/api/wizard/conversation/start', { initialPrompt });
  const sessionId = turn.sessionId ?? '';
  for (let i = 0; i < 8 && !turn.readyToGenerate; i += 1) {
    const input = turn.widget
      ? sensibleAnswer(turn.widget)
      : { type: 'text' as const, text: 'Yes' };
    turn = await post(
      '/api/wizard/conversation/continue',
      input.type === 'widget_response'
        ? { sessionId, messageType: 'widget_response', message: input.response }
        : { sessionId, messageType: 'text', message: input.text },
    );
  }
  if (!turn.readyToGenerate) throw new Error('the wizard did not become ready');
  return sessionId;
}

/** The wizard to "ready" over HTTP, as the owner `api` calls as. */
export const readyWizardOver = (api: ApiClient, initialPrompt: string) =>
  runWizardToReady(
    async (path, body) => (await api<WizardTurn>('POST', path, body)).json,
    initialPrompt,
  );
