import { DEPLOYMENT_STREAM_RETRY_MS } from '@zappy/contract/constants';
import type { DeploymentStatusInfo } from '@zappy/contract/deployment';
import type { DeploymentStreamType } from '@zappy/contract/deployment-statuses';
import { SseParser } from '../lib/sse-parser';

/** One message of `GET /api/website/{id}/deployment/stream`. */
export interface DeploymentStreamMessage {
  type: DeploymentStreamType;
  /** The deployment's status; `connected` carries none before the first deployment exists. */
  info: DeploymentStatusInfo | null;
}

const STREAM_TYPES: readonly string[] = [
  'connected',
  'status_update',
  'deployment_complete',
  'error',
  'timeout',
];

function readStreamMessage(data: string): DeploymentStreamMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('type' in parsed)) return null;
  const { type } = parsed;
  if (typeof type !== 'string' || !STREAM_TYPES.includes(type)) return null;
  const hasStatus = 'status' in parsed && typeof parsed.status === 'string';
  return {
    type: type as DeploymentStreamType,
    // The server builds each event from the contract's DeploymentStatusInfo.
    info: hasStatus ? (parsed as unknown as DeploymentStatusInfo) : null,
  };
}

export interface DeploymentStreamOptions {
  websiteId: string;
  onMessage: (message: DeploymentStreamMessage) => void;
  /** The stream cannot be read (401, 403 or 404); it is not retried. */
  onFatalError?: (status: number) => void;
  /** Told `false` when the server cannot be reached (a retry follows), `true` once it answers. */
  onConnectionChange?: (isConnected: boolean) => void;
  fetchImpl?: typeof fetch;
  retryMs?: number;
}

export interface DeploymentStream {
  close: () => void;
}

/**
 * Reads the deployment stream with `fetch`, which carries the session cookie and, unlike
 * EventSource, shows the response status (a 401, 403 or 404 ends the stream instead of
 * reconnecting forever). After an error or a dropped connection it reconnects after 5 s, or the
 * server's `retry:`, sending `Last-Event-ID` so the server replays what was missed. A final
 * status ends the stream.
 */
export function openDeploymentStream({
  websiteId,
  onMessage,
  onFatalError,
  onConnectionChange,
  fetchImpl = (input, init) => fetch(input, init),
  retryMs = DEPLOYMENT_STREAM_RETRY_MS,
}: DeploymentStreamOptions): DeploymentStream {
  const parser = new SseParser();
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let isStopped = false;

  // A function, not the variable: callbacks flip it while a read is awaited.
  const hasStopped = () => isStopped;

  const stop = () => {
    isStopped = true;
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    controller?.abort();
  };

  const scheduleRetry = () => {
    if (isStopped) return;
    retryTimer = setTimeout(() => void connect(), parser.retry ?? retryMs);
  };

  const handle = (data: string) => {
    const message = readStreamMessage(data);
    if (!message) return;
    onMessage(message);
    if (message.info?.finalStatus) stop();
  };

  async function connect() {
    retryTimer = null;
    if (isStopped) return;
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (parser.lastEventId !== '') headers['Last-Event-ID'] = parser.lastEventId;
    try {
      const response = await fetchImpl(
        `/api/website/${encodeURIComponent(websiteId)}/deployment/stream`,
        { headers, signal: controller.signal, credentials: 'same-origin', cache: 'no-store' },
      );
      if ([401, 403, 404].includes(response.status)) {
        stop();
        onFatalError?.(response.status);
        return;
      }
      if (!response.ok || !response.body) {
        onConnectionChange?.(false);
        scheduleRetry();
        return;
      }
      onConnectionChange?.(true);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || hasStopped()) break;
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          handle(event.data);
          if (hasStopped()) break;
        }
      }
      if (hasStopped()) await reader.cancel().catch(() => undefined);
      scheduleRetry();
    } catch {
      // A network error or our own abort: retry unless the stream was closed on purpose.
      if (!hasStopped()) onConnectionChange?.(false);
      scheduleRetry();
    }
  }

  void connect();
  return { close: stop };
}
