// Real DNS and SMTP servers on loopback for email tests: a dns2 server answering TXT questions
// from a zone the test edits, and an smtp-server that keeps what it receives (or refuses it).
import { Resolver } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import { createServer as createDnsServer, Packet, type DnsServer } from 'dns2';
import { SMTPServer } from 'smtp-server';

type Answer = ReturnType<typeof Packet.createResponseFromRequest>['answers'][number];

/** A DNS server on loopback answering TXT questions from a zone the test edits as it goes. */
export async function startDns(options: { port?: number } = {}) {
  const zone = new Map<string, string[][]>();
  const server: DnsServer = createDnsServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const records = question ? zone.get(question.name.toLowerCase()) : undefined;
      if (!question || !records) {
        response.header.rcode = 3; // NXDOMAIN
      } else if (question.type === Packet.TYPE.TXT) {
        for (const data of records) {
          const answer = { name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN };
          response.answers.push({ ...answer, ttl: 1, data } as unknown as Answer);
        }
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: options.port ?? 0, address: '127.0.0.1' } });
  const port = addresses.udp?.port;
  if (!port) throw new Error('the DNS server has no UDP port');
  return {
    zone,
    address: `127.0.0.1:${port}`,
    /** What mailauth calls: the same answers as node's dns.resolve, from this server. */
    resolve: (name: string, rrtype: string) => {
      const resolver = new Resolver({ timeout: 2000, tries: 1 });
      resolver.setServers([`127.0.0.1:${port}`]);
      return resolver.resolve(name, rrtype) as Promise<string[][] | string[]>;
    },
    close: () => server.close(),
  };
}

export interface Received {
  raw: Buffer;
  mailFrom: string;
  rcptTo: string[];
}

/** An SMTP server on loopback that keeps what it receives, or refuses every sender. */
export async function startSmtp(options: { refuse?: boolean; port?: number } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!options.refuse) {
        callback();
        return;
      }
      callback(Object.assign(new Error('Sender refused (test)'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          raw: Buffer.concat(chunks),
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
