import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

/** Messages that end a unit of work: after these, another connection may have its turn. */
const BATCH_ENDS = new Set(['S', 'Q', 'X']);

interface Batch {
  connection: number;
  data: Buffer;
  write: (data: Uint8Array) => void;
  done: () => void;
}

/**
 * Serves an embedded PGlite over the PostgreSQL wire protocol on 127.0.0.1, for any number of
 * `pg` clients (the app's pool and the job queue).
 *
 * PGlite is one backend, so the connections take turns. A turn is a whole unit of work — the
 * Parse/Bind/Describe/Execute messages up to Sync, or one simple Query — because the backend's
 * unnamed statement is shared: interleaving two clients' Parse and Bind would run one client's
 * parameters against the other's SQL. While a connection is inside a transaction, only it gets
 * turns. (docs/decisions/005-embedded-database-server.md)
 */
export async function startPgliteServer(
  db: PGlite,
): Promise<{ port: number; close(): Promise<void> }> {
  const queue: Batch[] = [];
  const sockets = new Set<Socket>();
  let transactionOwner: number | null = null;
  let running = false;
  let nextConnection = 1;

  async function drain(): Promise<void> {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const index =
          transactionOwner === null ? 0 : queue.findIndex((b) => b.connection === transactionOwner);
        const batch = index >= 0 ? queue.splice(index, 1)[0] : undefined;
        if (!batch) break;
        await db.runExclusive(async () => {
          await db.execProtocolRawStream(new Uint8Array(batch.data), { onRawData: batch.write });
        });
        transactionOwner = db.isInTransaction() ? batch.connection : null;
        batch.done();
      }
    } finally {
      running = false;
    }
  }

  function handle(socket: Socket): void {
    const connection = nextConnection++;
    sockets.add(socket);
    socket.setNoDelay(true);
    let buffer = Buffer.alloc(0);
    let started = false;
    let pending: Buffer[] = [];
    let chain = Promise.resolve();

    const write = (data: Uint8Array) => {
      if (data.length > 0 && socket.writable) socket.write(data);
    };
    const submit = (data: Buffer) => {
      chain = chain.then(
        () =>
          new Promise<void>((resolve) => {
            queue.push({ connection, data, write, done: resolve });
            void drain();
          }),
      );
    };

    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (buffer.length < length) return;
          const message = buffer.subarray(0, length);
          buffer = buffer.subarray(length);
          if (code === SSL_REQUEST || code === GSS_REQUEST) {
            socket.write('N');
          } else if (code === CANCEL_REQUEST) {
            socket.end();
            return;
          } else if (code === PROTOCOL_3) {
            started = true;
            submit(Buffer.from(message));
          } else {
            socket.destroy();
            return;
          }
          continue;
        }
        if (buffer.length < 5) return;
        const length = 1 + buffer.readInt32BE(1);
        if (buffer.length < length) return;
        const type = String.fromCharCode(buffer[0] ?? 0);
        pending.push(Buffer.from(buffer.subarray(0, length)));
        buffer = buffer.subarray(length);
        if (type === 'X') {
          pending = [];
          socket.end();
          return;
        }
        if (BATCH_ENDS.has(type)) {
          submit(Buffer.concat(pending));
          pending = [];
        }
      }
    });

    const cleanUp = () => {
      if (!sockets.delete(socket)) return;
      for (let i = queue.length - 1; i >= 0; i -= 1) {
        if (queue[i]?.connection === connection) queue.splice(i, 1)[0]?.done();
      }
      // A client that vanished mid-transaction must not leave the database locked to it.
      chain = chain.then(async () => {
        if (transactionOwner === connection) {
          await db.runExclusive(() => db.exec('ROLLBACK'));
          transactionOwner = null;
          void drain();
        }
      });
    };
    socket.on('close', cleanUp);
    socket.on('error', cleanUp);
  }

  const server: Server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');

  return {
    port: address.port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}
