import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteServer, type PgliteServer } from './pglite-server';

/** One protocol message as the server sent it. */
interface Reply {
  type: string;
  body: Buffer;
}

function frame(type: string, ...parts: (string | Buffer)[]): Buffer {
  const body = Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)),
  );
  const header = Buffer.alloc(5);
  header.write(type, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

function int(bytes: 2 | 4, value: number): Buffer {
  const buffer = Buffer.alloc(bytes);
  if (bytes === 2) buffer.writeInt16BE(value);
  else buffer.writeInt32BE(value);
  return buffer;
}

function startupMessage(): Buffer {
  const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
  return Buffer.concat([int(4, params.length + 8), int(4, 196608), params]);
}

/** Parse, Bind and Execute of one parameterless statement, without the Sync. */
function statement(sql: string): Buffer {
  return Buffer.concat([
    frame('P', '\0', `${sql}\0`, int(2, 0)),
    frame('B', '\0\0', int(2, 0), int(2, 0), int(2, 0)),
    frame('E', '\0', int(4, 0)),
  ]);
}

const SYNC = frame('S');

/** Reads the server's replies from a socket someone else may have authenticated. */
function replies(socket: Socket) {
  let buffer = Buffer.alloc(0);
  let wake: (() => void) | undefined;
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    wake?.();
  });
  socket.on('close', () => wake?.());
  return {
    /** Every message up to and including the first of `type`; rejects if the socket closes first. */
    async until(type: string): Promise<Reply[]> {
      const received: Reply[] = [];
      for (;;) {
        while (buffer.length >= 5 && buffer.length >= 1 + buffer.readInt32BE(1)) {
          const size = 1 + buffer.readInt32BE(1);
          const reply = {
            type: String.fromCharCode(buffer[0] ?? 0),
            body: buffer.subarray(5, size),
          };
          buffer = buffer.subarray(size);
          received.push(reply);
          if (reply.type === type) return received;
        }
        if (socket.closed) throw new Error(`closed after ${received.map((r) => r.type).join('')}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
  };
}

/** The SQLSTATE of an ErrorResponse body. */
function sqlState(body: Buffer): string | undefined {
  return body
    .toString('utf8')
    .split('\0')
    .find((field) => field.startsWith('C'))
    ?.slice(1);
}

/** The socket under a connected `pg.Client`, to write raw protocol or drop it like a crash. */
function socketOf(client: pg.Client): Socket {
  return (client as unknown as { connection: { stream: Socket } }).connection.stream;
}

describe('embedded database server', () => {
  let pglite: PGlite;
  let server: PgliteServer;
  let url: string;
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  const clients: pg.Client[] = [];

  async function client(connectionString = url): Promise<pg.Client> {
    const c = new pg.Client({ connectionString });
    clients.push(c);
    // A test that drops the socket expects the error; it must not crash the run.
    c.on('error', () => undefined);
    await c.connect();
    return c;
  }

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    pglite = await PGlite.create();
    server = await startPgliteServer(pglite);
    url = `postgres://postgres:${server.password}@127.0.0.1:${server.port}/postgres`;
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.end().catch(() => undefined)));
    // Unhandled rejections surface a turn or two after the work that caused them.
    await delay(50);
    expect(rejections).toEqual([]);
  });

  afterAll(async () => {
    await server.close();
    await pglite.close();
    process.off('unhandledRejection', onRejection);
  });

  describe('authentication', () => {
    it('lets in a client with the password', async () => {
      const c = await client();
      expect((await c.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });

    it('refuses a wrong password with 28P01', async () => {
      const wrong = `postgres://postgres:${'0'.repeat(64)}@127.0.0.1:${server.port}/postgres`;
      await expect(client(wrong)).rejects.toMatchObject({ code: '28P01' });
    });

    it('refuses a client without a password', async () => {
      await expect(
        client(`postgres://postgres@127.0.0.1:${server.port}/postgres`),
      ).rejects.toThrow();
    });

    it('answers a client that skips authentication with 28P01 and closes', async () => {
      const socket = connect(server.port, '127.0.0.1');
      const wire = replies(socket);
      socket.write(startupMessage());
      const [challenge] = await wire.until('R');
      expect(challenge?.body.readInt32BE(0)).toBe(10);
      expect(challenge?.body.toString('utf8', 4)).toBe('SCRAM-SHA-256\0\0');

      socket.write(frame('Q', 'SELECT 1\0'));
      const refusal = (await wire.until('E')).at(-1);
      expect(sqlState(refusal?.body ?? Buffer.alloc(0))).toBe('28P01');
      await new Promise((resolve) => socket.once('close', resolve));
    });
  });

  it('keeps two pools’ interleaved parameterised queries apart', async () => {
    const a = new pg.Pool({ connectionString: url, max: 4 });
    const b = new pg.Pool({ connectionString: url, max: 4 });
    try {
      // Different parameter counts and shapes: a Bind run against the other pool's Parse fails or
      // answers the wrong columns.
      const work = Array.from({ length: 80 }, async (_, i) => {
        if (i % 2 === 0) {
          const { rows } = await a.query('SELECT $1::int AS n, $2::text AS label', [i, `a${i}`]);
          expect(rows).toEqual([{ n: i, label: `a${i}` }]);
        } else {
          const { rows } = await b.query(
            'SELECT $3::text AS label, $1::int * 2 AS doubled, $2::int AS n',
            [i, i, `b${i}`],
          );
          expect(rows).toEqual([{ label: `b${i}`, doubled: i * 2, n: i }]);
        }
      });
      await Promise.all(work);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it('rolls back a client dropped mid-transaction and lets the others go on', async () => {
    const setup = await client();
    await setup.query('CREATE TABLE drafts (text text NOT NULL)');
    const dropped = await client();
    const other = await client();

    await dropped.query('BEGIN');
    await dropped.query('INSERT INTO drafts VALUES ($1)', ['half-written']);
    const waiting = other.query<{ n: number }>('SELECT count(*)::int AS n FROM drafts');
    // The transaction has the database to itself meanwhile.
    const early = await Promise.race([
      waiting.then(() => 'answered'),
      delay(200).then(() => 'waiting'),
    ]);
    expect(early).toBe('waiting');

    socketOf(dropped).destroy();
    expect((await waiting).rows).toEqual([{ n: 0 }]);
    await other.query('INSERT INTO drafts VALUES ($1)', ['kept']);
    expect((await setup.query('SELECT text FROM drafts')).rows).toEqual([{ text: 'kept' }]);
  });

  it('answers an error inside a unit of work and keeps the connection usable', async () => {
    const c = await client();
    const socket = socketOf(c);
    // From here on the test speaks the protocol itself, on the authenticated socket.
    socket.removeAllListeners('data');
    const wire = replies(socket);

    socket.write(Buffer.concat([statement('SELECT 1/0'), statement('SELECT 41'), SYNC]));
    const failed = await wire.until('Z');
    // ParseComplete, then the error (at Bind, where planning folds 1/0); the second statement is
    // skipped up to the Sync, as PostgreSQL does.
    expect(failed.map((r) => r.type).join('')).toBe('1EZ');
    expect(sqlState(failed[1]?.body ?? Buffer.alloc(0))).toBe('22012');

    socket.write(Buffer.concat([statement('SELECT 42'), SYNC]));
    const answered = await wire.until('Z');
    expect(answered.map((r) => r.type).join('')).toBe('12DCZ');
    expect(answered[2]?.body.toString('utf8', 6)).toBe('42');
  });

  it('answers a failing query among pipelined ones and keeps the connection usable', async () => {
    const c = new pg.Client({ connectionString: url, pipeline: true });
    clients.push(c);
    await c.connect();
    const results = await Promise.allSettled([
      c.query('SELECT $1::int AS n', [1]),
      c.query('SELECT 1 / $1::int AS n', [0]),
      c.query('SELECT $1::int AS n', [3]),
    ]);
    expect(
      results.map((r) => (r.status === 'fulfilled' ? r.value.rows : (r.reason as unknown))),
    ).toEqual([[{ n: 1 }], expect.objectContaining({ code: '22012' }), [{ n: 3 }]]);
    expect((await c.query('SELECT $1::text AS t', ['still here'])).rows).toEqual([
      { t: 'still here' },
    ]);
  });

  it('round-trips 8 MB of bytea', async () => {
    const c = await client();
    await c.query('CREATE TABLE blobs (id int PRIMARY KEY, data bytea NOT NULL)');
    const data = randomBytes(8 * 1024 * 1024);
    await c.query('INSERT INTO blobs VALUES (1, $1)', [data]);
    const { rows } = await c.query<{ data: Buffer }>('SELECT data FROM blobs WHERE id = 1');
    expect(rows[0]?.data.equals(data)).toBe(true);
  });

  it('disconnects a client whose unit of work made PGlite throw, and rolls it back', async () => {
    // PGlite throwing instead of answering: as when it is closing, or its backend has failed.
    const faulty = new Proxy(pglite, {
      get(target, key) {
        if (key === 'execProtocolRawStream') {
          return (data: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) =>
            Buffer.from(data).includes('pglite_fault')
              ? Promise.reject(new Error('backend failed'))
              : target.execProtocolRawStream(data, options);
        }
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(target)
          : value;
      },
    });
    const faultyServer = await startPgliteServer(faulty);
    const faultyUrl = `postgres://postgres:${faultyServer.password}@127.0.0.1:${faultyServer.port}/postgres`;
    try {
      const victim = await client(faultyUrl);
      const other = await client(faultyUrl);
      await other.query('CREATE TABLE faults (n int)');
      await victim.query('BEGIN');
      await victim.query('INSERT INTO faults VALUES (1)');

      await expect(victim.query("SELECT 'pglite_fault'")).rejects.toThrow();
      expect((await other.query('SELECT count(*)::int AS n FROM faults')).rows).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all(clients.splice(0).map((c) => c.end().catch(() => undefined)));
      await faultyServer.close();
    }
  });
});
