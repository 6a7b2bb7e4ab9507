import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Which protocol the fake provider speaks. */
export type ModelsProtocol = 'openai' | 'openai-list-only' | 'anthropic' | 'ollama';

/** One request the fake provider saw. */
export type SeenModelsRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
};

export type FakeModelsServer = {
  baseUrl: string;
  requests: SeenModelsRequest[];
  close: () => Promise<void>;
};

type Options = {
  protocol: ModelsProtocol;
  /** The models it serves, as it lists them (Ollama: `name:tag`). */
  models: readonly string[];
  /** The API key it accepts; requests without it are answered 401. */
  apiKey?: string;
  /** Never answers (to test the deadline). */
  silent?: boolean;
};

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function isAuthorized(req: IncomingMessage, options: Options): boolean {
  if (options.apiKey === undefined) return true;
  return options.protocol === 'anthropic'
    ? req.headers['x-api-key'] === options.apiKey
    : req.headers.authorization === `Bearer ${options.apiKey}`;
}

/** OpenAI: `GET /v1/models/{id}` and `GET /v1/models`; vLLM and llama.cpp only the list. */
function answerOpenAi(res: ServerResponse, path: string, options: Options): void {
  if (path === '/v1/models') {
    send(res, 200, { object: 'list', data: options.models.map((id) => ({ id, object: 'model' })) });
    return;
  }
  const id = decodeURIComponent(path.replace(/^\/v1\/models\//, ''));
  if (
    options.protocol === 'openai' &&
    path.startsWith('/v1/models/') &&
    options.models.includes(id)
  ) {
    send(res, 200, { id, object: 'model', created: 1, owned_by: 'system' });
    return;
  }
  send(res, 404, {
    error: { message: `The model '${id}' does not exist`, code: 'model_not_found' },
  });
}

/** Anthropic: `GET /v1/models/{id}`, which also needs the `anthropic-version` header. */
function answerAnthropic(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  options: Options,
) {
  if (req.headers['anthropic-version'] !== '2023-06-01') {
    send(res, 400, { type: 'error', error: { type: 'invalid_request_error' } });
    return;
  }
  const id = decodeURIComponent(path.replace(/^\/v1\/models\//, ''));
  if (options.models.includes(id))
    send(res, 200, { type: 'model', id, display_name: id, created_at: '2026-10-07T00:00:00Z' });
  else
    send(res, 404, { type: 'error', error: { type: 'not_found_error', message: `model: ${id}` } });
}

/** Ollama: `GET /api/tags`, the pulled models. */
function answerOllama(res: ServerResponse, path: string, options: Options): void {
  if (path !== '/api/tags') {
    send(res, 404, { error: 'not found' });
    return;
  }
  send(res, 200, {
    models: options.models.map((name) => ({
      name,
      model: name,
      size: 1,
      digest: 'x',
      details: {},
    })),
  });
}

/**
 * A real HTTP server on 127.0.0.1 (port 0) that answers the models endpoint of one provider's
 * protocol the way the provider does: a model it serves, one it does not, a wrong key.
 */
export async function startFakeModelsServer(options: Options): Promise<FakeModelsServer> {
  const requests: SeenModelsRequest[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push({ method: req.method ?? 'GET', path, headers: req.headers });
    if (options.silent) return;
    if (!isAuthorized(req, options)) {
      send(res, 401, { error: { message: 'Incorrect API key provided' } });
      return;
    }
    if (options.protocol === 'anthropic') answerAnthropic(req, res, path, options);
    else if (options.protocol === 'ollama') answerOllama(res, path, options);
    else answerOpenAi(res, path, options);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** An address nothing listens on: a port that was just free. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return `http://127.0.0.1:${port}`;
}
