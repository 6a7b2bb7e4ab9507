import { EventEmitter } from 'node:events';
import pg from 'pg';

export type EventHandler = (payload: unknown) => void;

/**
 * Published in process when a dropped connection to the other processes is back: what they sent
 * meanwhile is lost, so whoever keeps state by their messages starts afresh.
 */
export const BUS_RECONNECTED_CHANNEL = 'bus:reconnected';

/**
 * Publish/subscribe between processes: a worker publishes progress, whichever web process holds
 * the browser's socket delivers it. On PostgreSQL this is LISTEN/NOTIFY; the embedded database
 * runs in one process, so an in-process emitter is the same thing there.
 */
export interface EventBus {
  publish(channel: string, payload: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, handler: EventHandler): () => void;
  close(): Promise<void>;
}

export function createMemoryEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(channel, payload) {
      emitter.emit(channel, payload);
      return Promise.resolve();
    },
    subscribe(channel, handler) {
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

// NOTIFY payloads are limited to 8000 bytes; ours are small progress messages.
const NOTIFY_CHANNEL = 'zappy_events';

/**
 * One dedicated connection LISTENs on a single PostgreSQL channel; messages carry their logical
 * channel, and are fanned out in process. Reconnects if the connection drops.
 */
export async function createPostgresEventBus(
  connect: () => Promise<pg.Client>,
  onError: (error: unknown) => void,
): Promise<EventBus> {
  const local = createMemoryEventBus();
  let client: pg.Client | undefined;
  let closed = false;

  async function listen(): Promise<void> {
    const next = await connect();
    next.on('notification', (message) => {
      if (!message.payload) return;
      try {
        const { channel, payload } = JSON.parse(message.payload) as {
          channel: string;
          payload: unknown;
        };
        void local.publish(channel, payload);
      } catch (error: unknown) {
        onError(error);
      }
    });
    next.on('error', (error) => {
      onError(error);
      if (!closed) setTimeout(() => void listen().catch(onError), 1000);
    });
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    const isReconnect = client !== undefined;
    client = next;
    if (isReconnect) void local.publish(BUS_RECONNECTED_CHANNEL, null);
  }
  await listen();

  return {
    async publish(channel, payload) {
      if (!client) throw new Error('event bus is not connected');
      await client.query('SELECT pg_notify($1, $2)', [
        NOTIFY_CHANNEL,
        JSON.stringify({ channel, payload }),
      ]);
    },
    subscribe: (channel, handler) => local.subscribe(channel, handler),
    async close() {
      closed = true;
      await local.close();
      await client?.end();
    },
  };
}

/**
 * The bus between the processes sharing a database: LISTEN/NOTIFY on a PostgreSQL server; the
 * embedded database serves one process, where an in-process emitter is all there is.
 */
export async function openEventBus(
  databaseUrl: string | undefined,
  onError: (error: unknown) => void,
): Promise<EventBus> {
  if (!databaseUrl) return createMemoryEventBus();
  return createPostgresEventBus(async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return client;
  }, onError);
}
