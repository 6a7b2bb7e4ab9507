import type { AiHealth, AiStatus } from '@zappy/contract/health';
import {
  anthropicBaseUrl,
  modelIdOf,
  ollamaApiUrl,
  openAiBaseUrl,
  type LlmProvider,
  type LlmSettings,
} from './client';

/** A check waits this long at most (or the step timeout, when shorter): health must stay fast. */
const CHECK_TIMEOUT_MS = 3_000;
/** How long an answer is reused, so a polled health endpoint does not hammer the provider. */
export const CHECK_CACHE_MS = 60_000;
// The API version Anthropic's models endpoint is documented with (and the AI SDK sends).
const ANTHROPIC_VERSION = '2023-06-01';

type Probe = { status: Exclude<AiStatus, 'offline'>; detail?: string };
type JsonResponse = { status: number; body: unknown };
type GetJson = (url: string, headers: Record<string, string>) => Promise<JsonResponse>;

const OK: Probe = { status: 'ok' };

/** What an HTTP status says about the provider, when it does not say the model is unknown. */
function probeOf(response: JsonResponse): Probe {
  if (response.status >= 200 && response.status < 300) return OK;
  const detail = `HTTP ${response.status}`;
  return response.status === 401 || response.status === 403
    ? { status: 'unauthorized', detail }
    : { status: 'unreachable', detail };
}

/** The ids listed under `list` in a models response (OpenAI's `data[].id`, Ollama's `models[].name`). */
function listedIds(body: unknown, list: string, key: string): string[] | undefined {
  const items =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[list] : undefined;
  if (!Array.isArray(items)) return undefined;
  return items.flatMap((item: unknown) => {
    const id =
      typeof item === 'object' && item !== null
        ? (item as Record<string, unknown>)[key]
        : undefined;
    return typeof id === 'string' ? [id] : [];
  });
}

/**
 * A models list's answer: the model is listed or not; a 2xx without a list, or a 404, means the
 * address serves no such API.
 */
function probeList(
  response: JsonResponse,
  ids: string[] | undefined,
  isListed: (ids: string[]) => boolean,
): Probe {
  if (response.status === 200 && ids) return isListed(ids) ? OK : { status: 'unknown_model' };
  const probe = probeOf(response);
  return probe.status === 'ok' || response.status === 404
    ? { status: 'unreachable', detail: `no model list at that address (HTTP ${response.status})` }
    : probe;
}

const bearer = (settings: LlmSettings): Record<string, string> =>
  settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {};

/**
 * OpenAI answers `GET /models/{id}`; servers such as vLLM and llama.cpp only list their models,
 * so a 404 there is settled by the list.
 */
async function probeOpenAi(settings: LlmSettings, model: string, get: GetJson): Promise<Probe> {
  const base = openAiBaseUrl(settings);
  const one = await get(`${base}/models/${encodeURIComponent(model)}`, bearer(settings));
  if (one.status !== 404) return probeOf(one);
  const all = await get(`${base}/models`, bearer(settings));
  return probeList(all, listedIds(all.body, 'data', 'id'), (ids) => ids.includes(model));
}

async function probeAnthropic(settings: LlmSettings, model: string, get: GetJson): Promise<Probe> {
  const response = await get(`${anthropicBaseUrl(settings)}/models/${encodeURIComponent(model)}`, {
    'anthropic-version': ANTHROPIC_VERSION,
    ...(settings.apiKey ? { 'x-api-key': settings.apiKey } : {}),
  });
  return response.status === 404 ? { status: 'unknown_model' } : probeOf(response);
}

/** Ollama names a model without a tag `:latest`, and lists it either way depending on its version. */
const withTag = (name: string) => (/:[^/]*$/.test(name) ? name : `${name}:latest`);

async function probeOllama(settings: LlmSettings, model: string, get: GetJson): Promise<Probe> {
  const response = await get(`${ollamaApiUrl(settings)}/tags`, bearer(settings));
  return probeList(response, listedIds(response.body, 'models', 'name'), (names) =>
    names.map(withTag).includes(withTag(model)),
  );
}

const PROBES: Record<
  LlmProvider,
  (settings: LlmSettings, model: string, get: GetJson) => Promise<Probe>
> = { openai: probeOpenAi, anthropic: probeAnthropic, ollama: probeOllama };

/** A GET whose JSON body is read (null when it is not JSON) within the check's one deadline. */
function getJsonWith(fetch: typeof globalThis.fetch, signal: AbortSignal): GetJson {
  return async (url, headers) => {
    const response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal,
    });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: response.status, body: null };
    }
  };
}

/** Why a request got no answer: the socket error's code (ECONNREFUSED…), or the deadline. */
function networkDetail(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return 'no answer';
  if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause: unknown = error.cause;
  const code =
    typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
  return typeof code === 'string' ? code : error.message.slice(0, 200);
}

const SERVER_NAMES: Record<LlmProvider, string> = {
  openai: 'The OpenAI-compatible server',
  anthropic: 'Anthropic',
  ollama: 'The Ollama server',
};

// Messages are served by the public health endpoint: they name the provider and the model, never
// the address or the key.
function messageFor(provider: LlmProvider, model: string, probe: Probe): string {
  const server = SERVER_NAMES[provider];
  const fallback = 'the offline engine answers every step until this is fixed.';
  switch (probe.status) {
    case 'ok':
      return `${server} answers and serves the model "${model}".`;
    case 'unknown_model':
      return provider === 'ollama'
        ? `${server} does not have the model "${model}" (run "ollama pull ${model}" there); ${fallback}`
        : `${server} does not serve the model "${model}"; ${fallback}`;
    case 'unauthorized':
      return `${server} refused the API key (${probe.detail ?? 'no key'}); ${fallback}`;
    case 'unreachable':
      return `${server} cannot be used (${probe.detail ?? 'no answer'}); ${fallback}`;
  }
}

/**
 * Asks the configured provider, with one cheap request (its models endpoint), whether it answers
 * and serves the model. Never throws, and answers within 3 s (or the step timeout if shorter).
 *
 * @example
 * await checkLlm({ provider: 'ollama', model: 'qwen3' });
 * // { engine: 'ollama', model: 'qwen3', status: 'unknown_model', message: 'The Ollama server does not have…' }
 */
export async function checkLlm(settings: LlmSettings): Promise<AiHealth> {
  const model = modelIdOf(settings);
  const timeoutMs = Math.min(CHECK_TIMEOUT_MS, settings.timeoutMs ?? CHECK_TIMEOUT_MS);
  const get = getJsonWith(settings.fetch ?? globalThis.fetch, AbortSignal.timeout(timeoutMs));
  let probe: Probe;
  try {
    probe = await PROBES[settings.provider](settings, model, get);
  } catch (error: unknown) {
    probe = { status: 'unreachable', detail: networkDetail(error, timeoutMs) };
  }
  return {
    engine: settings.provider,
    model,
    status: probe.status,
    message: messageFor(settings.provider, model, probe),
  };
}

/**
 * `checkLlm` whose answer is reused for `CHECK_CACHE_MS`; callers in that time (concurrent ones
 * included) share one request.
 */
export function cachedCheckLlm(settings: LlmSettings, now: () => number): () => Promise<AiHealth> {
  let last: { at: number; health: Promise<AiHealth> } | undefined;
  return () => {
    if (!last || now() - last.at >= CHECK_CACHE_MS)
      last = { at: now(), health: checkLlm(settings) };
    return last.health;
  };
}
