// Real DNS and SMTP servers on loopback for email and domain tests: a dns2 server answering
// TXT, CNAME, A and AAAA questions from zones the test edits, and an smtp-server that keeps what
// it receives (or refuses it).
import { Resolver } from 'node:dns/promises';
import type { AddressInfo } from 'node:net';
import { createServer as createDnsServer, Packet, type DnsServer } from 'dns2';
import { SMTPServer } from 'smtp-server';

type Answer = ReturnType<typeof Packet.createResponseFromRequest>['answers'][number];

/** A name's address records, or its CNAME (which, as in DNS, excludes every other record). */
export type HostRecords = { cname: string } | { a?: string[]; aaaa?: string[] };

/** How many CNAMEs the server follows within its zone, as a recursive resolver would. */
const MAX_CHAIN = 8;

/**
 * A DNS server on loopback answering from zones the test edits as it goes: `zone` holds TXT
 * records by name, `hosts` CNAME, A and AAAA records. A question about a CNAME's name for an
 * address gets the chain and the target's addresses, as a recursive resolver answers; a name in
 * neither zone is NXDOMAIN.
 */
export async function startDns(options: { port?: number } = {}) {
  const zone = new Map<string, string[][]>();
  const hosts = new Map<string, HostRecords>();

  function answer(name: string, type: number): Answer[] | undefined {
    const answers: Answer[] = [];
    const add = (owner: string, rrtype: number, data: Record<string, unknown>) => {
      const base = { name: owner, type: rrtype, class: Packet.CLASS.IN, ttl: 1 };
      answers.push({ ...base, ...data } as unknown as Answer);
    };
    if (type === Packet.TYPE.TXT) {
      const records = zone.get(name);
      if (!records) return hosts.has(name) ? [] : undefined;
      for (const data of records) add(name, Packet.TYPE.TXT, { data });
      return answers;
    }
    let current = name;
    for (let hop = 0; hop <= MAX_CHAIN; hop += 1) {
      const records = hosts.get(current);
      if (!records) return hop === 0 && !zone.has(name) ? undefined : answers;
      if ('cname' in records) {
        add(current, Packet.TYPE.CNAME, { domain: records.cname });
        if (type === Packet.TYPE.CNAME) return answers;
        current = records.cname.toLowerCase();
        continue;
      }
      const addresses =
        type === Packet.TYPE.A ? records.a : type === Packet.TYPE.AAAA ? records.aaaa : undefined;
      for (const address of addresses ?? []) add(current, type, { address });
      return answers;
    }
    return answers;
  }

  const server: DnsServer = createDnsServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const answers = question && answer(question.name.toLowerCase(), question.type);
      if (answers) response.answers.push(...answers);
      else response.header.rcode = 3; // NXDOMAIN
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port: options.port ?? 0, address: '127.0.0.1' } });
  const port = addresses.udp?.port;
  if (!port) throw new Error('the DNS server has no UDP port');
  return {
    zone,
    hosts,
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
