import { PROGRESS_SOCKET_RECONNECT_MS } from '@zappy/contract/constants';
import type { ProgressClientMessage, ProgressMessage } from '@zappy/contract/generation';

/** The part of the browser's WebSocket this client uses, so tests can inject a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
}

const OPEN = 1;
const MESSAGE_TYPES: readonly string[] = ['progress', 'completed', 'error'];

export function progressSocketUrl(location: Location = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws/progress`;
}

/**
 * The server validates what it sends; this only makes sure the message is one of ours
 * (it also answers malformed requests with `{type: 'error', message}` and no session id).
 */
function readProgressMessage(raw: unknown, sessionId: string): ProgressMessage | null {
  if (typeof raw !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  if (!('type' in parsed) || !('sessionId' in parsed)) return null;
  if (typeof parsed.type !== 'string' || !MESSAGE_TYPES.includes(parsed.type)) return null;
  if (parsed.sessionId !== sessionId) return null;
  return parsed as ProgressMessage;
}

export interface ProgressSocketOptions {
  sessionId: string;
  onMessage: (message: ProgressMessage) => void;
  /** Told `false` when the connection drops and a retry is scheduled, `true` once it is open. */
  onConnectionChange?: (isConnected: boolean) => void;
  url?: string;
  createSocket?: (url: string) => WebSocketLike;
  reconnectMs?: number;
}

export interface ProgressSocket {
  close: () => void;
}

/**
 * `WS /api/ws/progress` (spec section 7): subscribes to one wizard session. A dropped connection
 * is opened again after 3 s unless the generation ended in error (or completed: nothing more
 * will come). On every (re)subscribe the server first replays the latest stored state.
 */
export function connectProgressSocket({
  sessionId,
  onMessage,
  onConnectionChange,
  url = progressSocketUrl(),
  createSocket = (address) => new WebSocket(address),
  reconnectMs = PROGRESS_SOCKET_RECONNECT_MS,
}: ProgressSocketOptions): ProgressSocket {
  let socket: WebSocketLike | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let isClosedByClient = false;
  let isInError = false;
  let isCompleted = false;

  const send = (message: ProgressClientMessage) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const stop = () => {
    isClosedByClient = true;
    if (reconnectTimer !== null) clearTimeout(reconnectTimer);
    reconnectTimer = null;
    send({ type: 'unsubscribe', sessionId });
    socket?.close();
  };

  const connect = () => {
    reconnectTimer = null;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      onConnectionChange?.(true);
      send({ type: 'subscribe', sessionId });
    };
    current.onmessage = (event) => {
      const message = readProgressMessage(event.data, sessionId);
      if (!message) return;
      if (message.type === 'error') isInError = true;
      if (message.type === 'completed') isCompleted = true;
      onMessage(message);
      if (isCompleted || isInError) stop();
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      if (isClosedByClient || isInError || isCompleted) return;
      onConnectionChange?.(false);
      reconnectTimer = setTimeout(connect, reconnectMs);
    };
    // A failed connection also fires close, which schedules the retry.
    current.onerror = null;
  };

  connect();
  return { close: stop };
}
