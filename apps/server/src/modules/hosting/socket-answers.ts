import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { readSimpleRequest, type SimpleRequest } from './simple-request';

/**
 * A complete answer as bytes: its status line and headers (each line ending in CRLF, without
 * the blank line that ends them) and its body. `Date` and the keep-alive lines are added when
 * it is sent.
 */
export interface WireAnswer {
  head: Buffer;
  body?: Buffer;
}

/**
 * Answers the simple requests (simple-request.ts) that `answerOf` has bytes for, straight on the
 * connection (at once, or once it has loaded them: the connection reads nothing more meanwhile),
 * and hands the connection to the HTTP server's own parser, for good, at the first request it
 * has none for: another method, a body, a partial read, a file that is not there. Node's
 * parser then reads the rest from that very byte, so the two never read one message, and every
 * answer leaves in the order its request came. Per request this skips Node's request and
 * response objects, its header handling and its events: the difference between half and
 * two-thirds of nginx's rate when both use every core (docs/decisions/046-hosted-files-from-the-socket.md).
 *
 * Connections it holds follow the server's `keepAliveTimeout`, pause while the client does not
 * read, and are ended by `closeIdleConnections()` / `closeAllConnections()` (which `close()`
 * calls) like the server's own.
 */
export function answerFromSockets(
  server: Server,
  answerOf: (request: SimpleRequest) => WireAnswer | Promise<WireAnswer | undefined> | undefined,
): void {
  // Node's own connection listener, which sets its parser on a socket: called at hand-over.
  const parseWithNode = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  // The connections answered here so far: how to let go of each, and whether it waits for a load.
  const held = new Map<Socket, { release: () => void; loading: boolean }>();
  let closing = false;
  const tails = sendingTails(server);

  function handOver(socket: Socket, unread: Buffer | undefined): void {
    for (const listener of parseWithNode) listener.call(server, socket);
    if (unread) socket.unshift(unread);
  }

  /** Ends a held connection once what was written to it has gone; nothing more is read. */
  function endHeld(socket: Socket): void {
    held.get(socket)?.release();
    socket.on('error', () => socket.destroy());
    socket.end(() => socket.destroy());
  }

  function hold(socket: Socket): void {
    const onTimeout = () => socket.destroy();
    const onError = () => socket.destroy();
    const onEnd = () => socket.end();
    const resume = () => socket.resume();
    const onData = (chunk: Buffer) => {
      answerFrom(chunk, 0);
    };
    const state = {
      loading: false,
      release: () => {
        socket.off('data', onData);
        socket.off('timeout', onTimeout);
        socket.off('end', onEnd);
        socket.off('drain', resume);
        socket.off('error', onError);
        socket.setTimeout(0);
        held.delete(socket);
      },
    };
    const stillHeld = () => !socket.destroyed && held.has(socket);

    /** Answers the requests in `chunk` from `start` on, in turn, waiting for any that loads. */
    function answerFrom(chunk: Buffer, start: number): void {
      let at = start;
      while (at < chunk.length) {
        const read = readSimpleRequest(chunk, at);
        const answer = read && answerOf(read.request);
        if (!read || !answer) break;
        if (answer instanceof Promise) {
          // Nothing more is read until this answer is written.
          socket.pause();
          state.loading = true;
          const from = at;
          answer.then(
            (loaded) => {
              state.loading = false;
              if (!stillHeld()) return;
              if (!loaded) {
                handOverFrom(chunk, from);
                return;
              }
              send(socket, loaded, read.request, tails());
              if (closing || read.request.close) endHeld(socket);
              else answerFrom(chunk, read.end);
            },
            () => {
              state.loading = false;
              if (stillHeld()) handOverFrom(chunk, from);
            },
          );
          return;
        }
        send(socket, answer, read.request, tails());
        if (read.request.close) {
          // Whatever follows a request that closes the connection is not read, as by Node.
          endHeld(socket);
          return;
        }
        at = read.end;
        if (socket.writableNeedDrain && at < chunk.length) {
          // Many requests in one read from a client that does not read its answers: the rest
          // wait until it does, so what is queued for it stays about one answer.
          socket.pause();
          socket.once('drain', () => {
            if (stillHeld()) answerFrom(chunk, at);
          });
          return;
        }
      }
      if (at < chunk.length) handOverFrom(chunk, at);
      else if (socket.writableNeedDrain) {
        // A client that sends and does not read gets no more read from it until it does.
        socket.pause();
        socket.once('drain', resume);
      } else if (socket.isPaused()) resume();
    }

    /** Hands the connection to Node from the request at `at` on. */
    function handOverFrom(chunk: Buffer, at: number): void {
      state.release();
      handOver(socket, at === 0 ? chunk : chunk.subarray(at));
      // A socket paused for a load reads again, now through Node's parser.
      socket.resume();
    }

    held.set(socket, state);
    socket.setTimeout(server.keepAliveTimeout, onTimeout);
    socket.on('data', onData);
    socket.on('error', onError);
    socket.on('end', onEnd);
    socket.once('close', () => held.delete(socket));
  }

  server.on('connection', (socket: Socket) => {
    if (closing) handOver(socket, undefined);
    else hold(socket);
  });

  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    closing = true;
    // A held connection is idle unless it waits for a load: that one ends once answered.
    for (const [socket, { loading }] of held) if (!loading) endHeld(socket);
    closeIdle();
  };
  const closeAll = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    closing = true;
    for (const socket of held.keys()) socket.destroy();
    closeAll();
  };
}

interface Tails {
  keepAlive: Buffer;
  close: Buffer;
}

/** Writes one answer, its head ended as the connection goes on or closes; a HEAD's without body. */
function send(socket: Socket, answer: WireAnswer, request: SimpleRequest, tails: Tails): void {
  socket.cork();
  socket.write(answer.head);
  socket.write(request.close ? tails.close : tails.keepAlive);
  if (answer.body && request.method !== 'HEAD') socket.write(answer.body);
  socket.uncork();
}

/**
 * The lines an answer ends its head with, as Node's server writes them (`Date` to the second,
 * made once a second), for a connection that goes on and for one that closes, each with the
 * blank line after them.
 */
function sendingTails(server: Server): () => Tails {
  let tails: Tails = { keepAlive: Buffer.alloc(0), close: Buffer.alloc(0) };
  let until = 0;
  return () => {
    const now = Date.now();
    if (now >= until) {
      until = now - (now % 1000) + 1000;
      const date = `Date: ${new Date(now).toUTCString()}\r\n`;
      const keepAlive = Math.floor(server.keepAliveTimeout / 1000);
      tails = {
        keepAlive: Buffer.from(
          `${date}Connection: keep-alive\r\nKeep-Alive: timeout=${keepAlive}\r\n\r\n`,
          'latin1',
        ),
        close: Buffer.from(`${date}Connection: close\r\n\r\n`, 'latin1'),
      };
    }
    return tails;
  };
}
