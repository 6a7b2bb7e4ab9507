import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFromSockets } from './socket-answers';

const answerOf = (body: string) => ({
  head: Buffer.from(
    `HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: ${body.length}\r\n`,
  ),
  body: Buffer.from(body),
});
const BIG = 256 * 1024;
const later = <T>(value: T) =>
  new Promise<T>((resolve) => {
    setTimeout(() => {
      resolve(value);
    }, 30);
  });

/**
 * A server whose socket path answers GET/HEAD /held with "held" at once, /loads with "load"
 * once loaded and /gone, once looked for, with nothing; its own handler answers everything else
 * with the method, path and body it read: which of the two answered shows.
 */
async function startServer(
  keepAliveTimeout: number,
): Promise<{ server: Server; port: number; accepted: Socket[] }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = `node ${req.method ?? ''} ${req.url ?? ''} ${Buffer.concat(chunks).toString()}`;
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': body.length });
      res.end(body);
    });
  });
  answerFromSockets(server, (request) => {
    if (request.url === '/held') return answerOf('held');
    if (request.url === '/loads') return later(answerOf('load'));
    if (request.url === '/gone') return later(undefined);
    if (request.url === '/big') return answerOf('b'.repeat(BIG));
    return undefined;
  });
  // The server's side of each connection, to see what is queued on it.
  const accepted: Socket[] = [];
  server.on('connection', (socket: Socket) => accepted.push(socket));
  server.keepAliveTimeout = keepAliveTimeout;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, accepted };
}

/** A raw connection: what it has received so far, and a wait for some text to arrive. */
async function open(port: number) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  return {
    socket,
    received: () => received,
    async until(count: number, text: string) {
      const deadline = Date.now() + 5000;
      while (received.split(text).length - 1 < count) {
        if (Date.now() > deadline) throw new Error(`waited for ${text} in ${received}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

/** The bodies of the answers received, in order (each is 4 bytes or a "node …" line). */
const bodies = (received: string) =>
  received
    .split('HTTP/1.1 ')
    .slice(1)
    .map((answer) => answer.split('\r\n\r\n')[1] ?? '');

const get = (path: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: site.example\r\nAccept-Encoding: gzip\r\n${extra}\r\n`;

describe('answers from the socket', () => {
  const servers: Server[] = [];
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
    }
  });

  async function connection(keepAliveTimeout = 5000) {
    const { server, port, accepted } = await startServer(keepAliveTimeout);
    servers.push(server);
    const client = await open(port);
    sockets.push(client.socket);
    return { server, port, accepted, ...client };
  }

  it('answers held files on a kept-alive connection, with the date and keep-alive lines', async () => {
    const client = await connection();
    client.socket.write(get('/held'));
    await client.until(1, 'held');
    client.socket.write(get('/held'));
    await client.until(2, 'held');
    const answers = client.received().split('HTTP/1.1 ').slice(1);
    expect(answers).toHaveLength(2);
    for (const answer of answers) {
      expect(answer).toMatch(/^200 OK\r\ncontent-type: text\/plain\r\ncontent-length: 4\r\n/);
      expect(answer).toMatch(/\r\nDate: [A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} [\d:]{8} GMT\r\n/);
      expect(answer).toContain('\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\nheld');
    }
  });

  it('sends a HEAD its headers only', async () => {
    const client = await connection();
    client.socket.write(`HEAD /held HTTP/1.1\r\nHost: site.example\r\n\r\n${get('/held')}`);
    await client.until(1, 'held');
    expect(bodies(client.received())).toEqual(['', 'held']);
  });

  it('closes the connection after an answer asked to, reading nothing after it', async () => {
    const client = await connection();
    client.socket.write(get('/held', 'Connection: close\r\n') + get('/held'));
    await once(client.socket, 'close');
    expect(bodies(client.received())).toEqual(['held']);
    expect(client.received()).toContain('\r\nConnection: close\r\n\r\nheld');
    expect(client.received()).not.toContain('Keep-Alive');
  });

  it('hands the connection to Node at the first request it does not hold, answers in order', async () => {
    const client = await connection();
    // Three pipelined requests in one write: held, not held, held.
    client.socket.write(get('/held') + get('/other') + get('/held'));
    await client.until(3, 'HTTP/1.1 200');
    expect(bodies(client.received())).toEqual(['held', 'node GET /other ', 'node GET /held ']);
  });

  it('answers a file once loaded, reading nothing after it meanwhile, in order', async () => {
    const client = await connection();
    client.socket.write(get('/loads') + get('/held'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    client.socket.write(get('/loads') + get('/held'));
    await client.until(2, 'held');
    expect(bodies(client.received())).toEqual(['load', 'held', 'load', 'held']);
  });

  it('hands the connection to Node when a file it looked for is not there', async () => {
    const client = await connection();
    client.socket.write(get('/held') + get('/gone') + get('/held'));
    await client.until(3, 'HTTP/1.1 200');
    expect(bodies(client.received())).toEqual(['held', 'node GET /gone ', 'node GET /held ']);
  });

  it('queues about one answer for a client that pipelines many and reads none', async () => {
    const client = await connection();
    client.socket.pause();
    client.socket.write(get('/big').repeat(100));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [serverSide] = client.accepted;
    expect(serverSide?.writableLength).toBeGreaterThan(0);
    expect(serverSide?.writableLength).toBeLessThanOrEqual(2 * BIG);
    client.socket.resume();
    await client.until(100, 'HTTP/1.1 200');
    await client.until(1, 'b'.repeat(1000) + 'HTTP/1.1 200');
    expect(client.received().length).toBeGreaterThan(100 * BIG);
  });

  it('leaves a request with a body to Node, whole, even split over several packets', async () => {
    const client = await connection();
    client.socket.write(get('/held'));
    await client.until(1, 'held');
    client.socket.write(
      'POST /held HTTP/1.1\r\nHost: site.example\r\nContent-Length: 11\r\n\r\nhello',
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    client.socket.write(' world');
    await client.until(1, 'node POST');
    expect(bodies(client.received())).toEqual(['held', 'node POST /held hello world']);
  });

  it('reads no smuggled request out of a body: Node frames the message', async () => {
    const client = await connection();
    const smuggled = get('/held');
    client.socket.write(
      `GET /held HTTP/1.1\r\nHost: site.example\r\nContent-Length: ${smuggled.length}\r\n\r\n${smuggled}`,
    );
    await client.until(1, 'node GET');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.received().split('HTTP/1.1 ')).toHaveLength(2);
    expect(client.received().endsWith(`\r\n\r\nnode GET /held ${smuggled}`)).toBe(true);
  });

  it('leaves a request that arrives in pieces to Node', async () => {
    const client = await connection();
    client.socket.write('GET /held HTTP/1.1\r\nHost: site.ex');
    await new Promise((resolve) => setTimeout(resolve, 30));
    client.socket.write('ample\r\n\r\n');
    await client.until(1, 'node GET');
    expect(bodies(client.received())).toEqual(['node GET /held ']);
  });

  it('ends an idle connection after the keep-alive timeout', async () => {
    const client = await connection(100);
    client.socket.write(get('/held'));
    await client.until(1, 'held');
    await once(client.socket, 'close');
    expect(bodies(client.received())).toEqual(['held']);
  });

  it('answers a request that waits for a load when the server closes, then ends', async () => {
    const client = await connection();
    client.socket.write(get('/loads'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const closed = once(client.server, 'close');
    client.server.close();
    await closed;
    await once(client.socket, 'close');
    expect(bodies(client.received())).toEqual(['load']);
  });

  it('closes with the server: close() does not wait for a held idle connection', async () => {
    const client = await connection();
    client.socket.write(get('/held'));
    await client.until(1, 'held');
    const closed = once(client.server, 'close');
    client.server.close();
    await closed;
    await once(client.socket, 'close');
    expect(bodies(client.received())).toEqual(['held']);
  });
});
