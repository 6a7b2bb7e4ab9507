import { randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { createScramVerifier, startScramExchange, type ScramExchange } from './scram';

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const AUTH_SASL = 10;
const AUTH_SASL_CONTINUE = 11;
const AUTH_SASL_FINAL = 12;
/** PostgreSQL's own bound on what it reads before authentication (MAX_STARTUP_PACKET_LENGTH). */
const MAX_UNAUTHENTICATED_BYTES = 10_000;

/** Messages that end a unit of work: after these, another connection may have its turn. */
const UNIT_ENDS = new Set(['S', 'Q']);

export interface PgliteServer {
  port: number;
  /** Generated at start; only the app's own connection string carries it. */
  password: string;
  close(): Promise<void>;
}

interface Unit {
  connection: number;
  /** Runs with the database to itself. Never throws: a failure is handled where it happened. */
  run(): Promise<void>;
}

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

function authentication(code: number, data = ''): Buffer {
  const body = Buffer.alloc(4 + Buffer.byteLength(data));
  body.writeInt32BE(code);
  body.write(data, 4);
  return message('R', body);
}

function fatal(code: string, text: string): Buffer {
  return message('E', Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`));
}

const ROLLBACK = message('Q', Buffer.from('ROLLBACK\0'));

/** The SASL data of a SASLInitialResponse ('p': mechanism, length, data), if well formed. */
function saslInitialData(body: Buffer): string | undefined {
  const end = body.indexOf(0);
  if (end < 0 || body.toString('utf8', 0, end) !== 'SCRAM-SHA-256') return undefined;
  if (body.length < end + 5) return undefined;
  const length = body.readInt32BE(end + 1);
  if (length < 0 || body.length < end + 5 + length) return undefined;
  return body.toString('utf8', end + 5, end + 5 + length);
}

/** Splits a byte stream into protocol messages, copying a large message only once. */
class MessageReader {
  private chunks: Buffer[] = [];
  private length = 0;

  get buffered(): number {
    return this.length;
  }

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  /**
   * The next whole message, `undefined` until it has arrived, `null` if its length is impossible.
   * Startup-phase messages have no type byte before their length.
   */
  next(typed: boolean): Buffer | undefined | null {
    const header = typed ? 5 : 4;
    if (this.length < header) return undefined;
    if ((this.chunks[0]?.length ?? 0) < header) this.merge();
    const first = this.chunks[0] ?? Buffer.alloc(0);
    const declared = first.readInt32BE(typed ? 1 : 0);
    if (declared < 4) return null;
    const size = declared + (typed ? 1 : 0);
    if (this.length < size) return undefined;
    if (first.length < size) this.merge();
    const all = this.chunks[0] ?? Buffer.alloc(0);
    const rest = all.subarray(size);
    this.chunks = rest.length > 0 ? [rest, ...this.chunks.slice(1)] : this.chunks.slice(1);
    this.length -= size;
    return all.subarray(0, size);
  }

  private merge(): void {
    this.chunks = [Buffer.concat(this.chunks, this.length)];
  }
}

/**
 * Serves an embedded PGlite over the PostgreSQL wire protocol on 127.0.0.1, for any number of
 * `pg` clients (the app's pool and the job queue), which authenticate with SCRAM-SHA-256 and a
 * password generated here.
 *
 * PGlite is one backend, so the connections take turns. A turn is a whole unit of work — the
 * Parse/Bind/Describe/Execute messages up to Sync, or one simple Query — because the backend's
 * unnamed statement is shared: interleaving two clients' Parse and Bind would run one client's
 * parameters against the other's SQL. While a connection is inside a transaction, only it gets
 * turns; a connection that goes away inside one is rolled back.
 * (docs/decisions/005-embedded-database-server.md)
 */
export async function startPgliteServer(db: PGlite): Promise<PgliteServer> {
  const password = randomBytes(32).toString('hex');
  const verifier = createScramVerifier(password);
  const queue: Unit[] = [];
  /** How to close each open connection, by its number. */
  const connections = new Map<number, () => void>();
  let transactionOwner: number | null = null;
  let running = false;
  let idle = Promise.resolve();
  let nextConnection = 1;

  /** Runs one unit's messages; false when PGlite threw instead of answering. */
  async function execute(
    connection: number,
    data: Uint8Array,
    send: (data: Uint8Array) => void,
  ): Promise<boolean> {
    try {
      await db.execProtocolRawStream(data, { onRawData: send });
      transactionOwner = db.isInTransaction() ? connection : null;
      return true;
    } catch {
      return false;
    }
  }

  async function drain(): Promise<void> {
    running = true;
    for (;;) {
      const index =
        transactionOwner === null ? 0 : queue.findIndex((u) => u.connection === transactionOwner);
      const unit = index >= 0 ? queue.splice(index, 1)[0] : undefined;
      if (!unit) break;
      await db.runExclusive(() => unit.run());
    }
    running = false;
  }

  function schedule(unit: Unit): void {
    queue.push(unit);
    if (!running) idle = drain();
  }

  function handle(socket: Socket): void {
    const connection = nextConnection++;
    const reader = new MessageReader();
    let phase: 'startup' | 'sasl-first' | 'sasl-final' | 'ready' | 'closed' = 'startup';
    let startup = Buffer.alloc(0);
    let exchange: ScramExchange | undefined;
    let pending: Buffer[] = [];

    // PGlite hands over a view of its own memory, which it reuses for the next output: copy it.
    const send = (data: Uint8Array) => {
      if (socket.writable && data.length > 0) socket.write(Buffer.from(data));
    };
    const refuse = (code: string, text: string) => {
      phase = 'closed';
      socket.end(fatal(code, text));
    };
    const authenticationFailed = () => {
      refuse('28P01', 'password authentication failed');
    };
    const submit = (data: Buffer) => {
      schedule({
        connection,
        run: async () => {
          // PGlite threw rather than answered (it is closing, or its backend failed): the client
          // holds half an answer, so it is disconnected, as when a PostgreSQL backend dies.
          if (!(await execute(connection, data, send))) socket.destroy();
        },
      });
    };

    const receiveStartup = (msg: Buffer) => {
      const code = msg.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSS_REQUEST) {
        socket.write('N');
      } else if (code === CANCEL_REQUEST) {
        phase = 'closed';
        socket.end();
      } else if (code === PROTOCOL_3) {
        startup = Buffer.from(msg);
        phase = 'sasl-first';
        socket.write(authentication(AUTH_SASL, 'SCRAM-SHA-256\0\0'));
      } else {
        refuse('08P01', 'unsupported frontend protocol');
      }
    };

    const receiveSasl = (msg: Buffer) => {
      const body = msg[0] === 'p'.charCodeAt(0) ? msg.subarray(5) : undefined;
      if (phase === 'sasl-first') {
        const clientFirst = body && saslInitialData(body);
        exchange =
          clientFirst === undefined ? undefined : startScramExchange(verifier, clientFirst);
        if (!exchange) {
          authenticationFailed();
          return;
        }
        phase = 'sasl-final';
        socket.write(authentication(AUTH_SASL_CONTINUE, exchange.serverFirst));
        return;
      }
      const serverFinal = body && exchange?.finish(body.toString('utf8'));
      if (serverFinal === undefined) {
        authenticationFailed();
        return;
      }
      phase = 'ready';
      socket.write(authentication(AUTH_SASL_FINAL, serverFinal));
      // PGlite answers the startup message itself: AuthenticationOk, parameters, ReadyForQuery.
      submit(startup);
    };

    const receive = (msg: Buffer) => {
      const type = String.fromCharCode(msg[0] ?? 0);
      if (type === 'X') {
        phase = 'closed';
        socket.end();
        return;
      }
      pending.push(msg);
      if (UNIT_ENDS.has(type)) {
        submit(Buffer.concat(pending));
        pending = [];
      }
    };

    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      reader.push(chunk);
      while (phase !== 'closed') {
        if (phase !== 'ready' && reader.buffered > MAX_UNAUTHENTICATED_BYTES) {
          authenticationFailed();
          return;
        }
        const msg = reader.next(phase !== 'startup');
        if (msg === undefined) return;
        if (msg === null) {
          refuse('08P01', 'invalid message length');
          return;
        }
        if (phase === 'startup') receiveStartup(msg);
        else if (phase === 'ready') receive(msg);
        else receiveSasl(msg);
      }
    });

    const forget = () => {
      if (!connections.delete(connection)) return;
      phase = 'closed';
      for (let i = queue.length - 1; i >= 0; i -= 1) {
        if (queue[i]?.connection === connection) queue.splice(i, 1);
      }
      // A client that vanished mid-transaction must not leave the database locked to it. If even
      // the rollback fails, the database is released anyway rather than wait for a client that
      // is gone.
      schedule({
        connection,
        run: async () => {
          if (transactionOwner !== connection) return;
          if (!(await execute(connection, ROLLBACK, () => undefined))) transactionOwner = null;
        },
      });
    };
    connections.set(connection, () => {
      socket.destroy();
      forget();
    });
    socket.on('close', forget);
    socket.on('error', forget);
  }

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');

  return {
    port: address.port,
    password,
    async close() {
      for (const close of connections.values()) close();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
      await idle;
    },
  };
}
