import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake LLM server saw: the protocol, the JSON body and the schema asked for. */
export type SeenRequest = {
  protocol: 'openai' | 'ollama';
  body: Record<string, unknown>;
  schema: Record<string, unknown> | undefined;
  system: string;
  user: string;
  at: number;
};

/** What the server answers: a JSON value (sent as the message content), raw text, or an HTTP error. */
export type FakeAnswer = {
  json?: unknown;
  text?: string;
  status?: number;
  delayMs?: number;
  usage?: [number, number];
};

export type FakeLlmServer = {
  baseUrl: string;
  requests: SeenRequest[];
  close: () => Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      resolve(data);
    });
    req.on('error', reject);
  });
}

type Message = { role?: string; content?: unknown };
const textOf = (m: Message | undefined): string =>
  typeof m?.content === 'string'
    ? m.content
    : Array.isArray(m?.content)
      ? JSON.stringify(m.content)
      : '';

/**
 * A real HTTP server on 127.0.0.1 (port 0) speaking the OpenAI chat-completions protocol at
 * `/v1/chat/completions` and Ollama's at `/api/chat`. `respond` decides each answer.
 */
export async function startFakeLlmServer(
  respond: (request: SeenRequest, index: number) => FakeAnswer,
): Promise<FakeLlmServer> {
  const requests: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      const protocol = req.url?.startsWith('/api/chat') ? 'ollama' : 'openai';
      const messages = (body['messages'] ?? []) as Message[];
      const responseFormat = body['response_format'] as
        { json_schema?: { schema?: Record<string, unknown> } } | undefined;
      const schema =
        protocol === 'openai'
          ? responseFormat?.json_schema?.schema
          : (body['format'] as Record<string, unknown> | undefined);
      const seen: SeenRequest = {
        protocol,
        body,
        schema,
        system: textOf(messages.find((m) => m.role === 'system')),
        user: messages
          .filter((m) => m.role === 'user')
          .map(textOf)
          .join('\n'),
        at: Date.now(),
      };
      requests.push(seen);
      const answer = respond(seen, requests.length - 1);
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
      if (res.destroyed) return;
      if (answer.status && answer.status >= 400) {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'upstream failure' } }));
        return;
      }
      const content = answer.text ?? JSON.stringify(answer.json);
      const [input, output] = answer.usage ?? [120, 80];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          protocol === 'openai'
            ? {
                id: `chatcmpl-${requests.length}`,
                object: 'chat.completion',
                created: Math.floor(Date.now() / 1000),
                model: String(body['model']),
                choices: [
                  { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' },
                ],
                usage: {
                  prompt_tokens: input,
                  completion_tokens: output,
                  total_tokens: input + output,
                },
              }
            : {
                model: String(body['model']),
                created_at: new Date().toISOString(),
                message: { role: 'assistant', content },
                done: true,
                done_reason: 'stop',
                prompt_eval_count: input,
                eval_count: output,
              },
        ),
      );
    })();
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

const has = (schema: Record<string, unknown> | undefined, key: string): boolean =>
  typeof schema?.['properties'] === 'object' &&
  schema['properties'] !== null &&
  key in schema['properties'];

/**
 * A valid structured answer for whichever Brain step the schema belongs to, written from the
 * brief in the prompt (so tests can check the copy came from the "model").
 */
export function validAnswerFor(request: SeenRequest): unknown {
  const s = request.schema;
  if (has(s, 'acknowledgement')) {
    return {
      acknowledgement: 'Lovely, thanks for the details.',
      businessName: null,
      industry: 'bakery',
      city: null,
      email: null,
      phone: null,
      website: null,
      services: ['Rye bread'],
      audience: 'Early risers',
      callToAction: null,
      style: null,
      highlights: [],
    };
  }
  if (has(s, 'tagline')) {
    return {
      tagline: 'LLM: bread with patience',
      style: 'elegant',
      tone: 'warm and friendly',
      primaryColor: '#8a4b1f',
      accentColor: '#e0a458',
      sections: ['hero', 'services', 'about', 'faq', 'contact', 'footer'],
    };
  }
  if (has(s, 'heading')) {
    const section = /Write the "(\w+)" section/.exec(request.system)?.[1] ?? 'section';
    return {
      heading: `LLM ${section} heading`,
      intro: `LLM ${section} intro for the brief.`,
      items: [
        { title: 'LLM item one', text: 'First item text.' },
        { title: 'LLM item two', text: 'Second item text.' },
      ],
      actionLabel: section === 'hero' ? 'Order now' : null,
    };
  }
  if (has(s, 'suggestions'))
    return { suggestions: ['LLM suggestion'], questions: ['LLM question?'] };
  if (has(s, 'primaryColor')) {
    return {
      reply: 'Making it green.',
      primaryColor: '#2f7a3e',
      style: null,
      headline: null,
      email: null,
      phone: null,
      addSection: null,
      removeSection: null,
    };
  }
  return {};
}

/**
 * A model that overreaches: every customization answer removes the site's contact section,
 * whatever was asked. The edit-request corpus runs through it to show the engine's comparison
 * of a patch with the request refuses what nobody asked for.
 */
export function overreachingLlm(): Promise<FakeLlmServer> {
  return startFakeLlmServer(() => ({
    json: {
      reply: 'Done.',
      edits: [{ op: 'removeSection', sectionId: 'contact' }],
      widget: null,
      photoSearch: null,
      readyToApply: true,
    },
  }));
}
