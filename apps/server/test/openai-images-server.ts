import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pixelBomb, sendImage, testJpeg } from './test-images';

/**
 * A local HTTP server speaking OpenAI's images API as documented
 * (https://platform.openai.com/docs/api-reference/images/create):
 * `POST /v1/images/generations` with a bearer key and JSON `{ model, prompt, n, size }`,
 * answering `{ created, data: [{ b64_json }] }` as gpt-image-1 does, or `data: [{ url }]` as
 * DALL·E does (the image then served here); 401 `invalid_api_key`, 429 `rate_limit_exceeded`.
 * Generation N (1-based, counted since `reset`) can be made to misbehave.
 */
export type GenerationBehaviour =
  | 'b64'
  | 'url'
  | 'unauthorized'
  | 'rate-limited'
  | 'slow'
  | 'not-an-image'
  | 'huge-bytes'
  | 'huge-pixels';

export interface OpenAiImagesTestServer {
  url: string;
  apiKey: string;
  /** How generation N is answered; `answer` when not listed. */
  generations: Map<number, GenerationBehaviour>;
  /** How every generation not listed is answered. */
  answer: GenerationBehaviour;
  slowMs: number;
  /** Every generation request's JSON body and Authorization header, in order. */
  requests: { body: Record<string, unknown>; authorization: string | undefined }[];
  reset(): void;
  close(): Promise<void>;
}

const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
};

export async function startOpenAiImagesServer(): Promise<OpenAiImagesTestServer> {
  const jpeg = await testJpeg();
  const bomb = await pixelBomb(30_000);
  let base = '';
  const state: Omit<OpenAiImagesTestServer, 'url' | 'close' | 'reset'> = {
    apiKey: 'sk-images-test',
    generations: new Map(),
    answer: 'b64',
    slowMs: 2000,
    requests: [],
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, message: string) => {
    json(res, status, { error: { message, type: code, param: null, code } });
  };
  const image = (b64: Buffer) => ({
    created: 1_700_000_000,
    data: [{ b64_json: b64.toString('base64') }],
  });
  // Encoded once: building megabytes of base64 per request would outlast a test's time-out.
  const huge = JSON.stringify(image(Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024)])));

  async function generate(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    state.requests.push({ body, authorization: req.headers.authorization });
    const n = state.requests.length;
    const behaviour = state.generations.get(n) ?? state.answer;
    if (req.headers.authorization !== `Bearer ${state.apiKey}` || behaviour === 'unauthorized') {
      error(res, 401, 'invalid_api_key', 'Incorrect API key provided.');
    } else if (behaviour === 'rate-limited') {
      error(res, 429, 'rate_limit_exceeded', 'Rate limit reached for images per minute.');
    } else if (behaviour === 'slow') {
      setTimeout(() => {
        if (!res.destroyed) json(res, 200, image(jpeg));
      }, state.slowMs);
    } else if (behaviour === 'url') {
      json(res, 200, { created: 1_700_000_000, data: [{ url: `${base}/files/${n}.jpeg` }] });
    } else if (behaviour === 'not-an-image') {
      json(res, 200, image(Buffer.from('<html>not an image</html>')));
    } else if (behaviour === 'huge-bytes') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(huge);
    } else if (behaviour === 'huge-pixels') {
      json(res, 200, image(bomb));
    } else {
      json(res, 200, image(jpeg));
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://openai.test');
    if (req.method === 'POST' && url.pathname === '/v1/images/generations') {
      void generate(req, res);
      return;
    }
    if (req.method === 'GET' && /^\/files\/\d+\.jpeg$/.test(url.pathname)) {
      sendImage(res, 'ok', { jpeg, bomb, slowMs: state.slowMs });
      return;
    }
    error(res, 404, 'not_found', 'Not found');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    url: base,
    reset() {
      state.generations.clear();
      state.answer = 'b64';
      state.requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  });
}
