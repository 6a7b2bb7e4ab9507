// For the end-to-end tests: a real DNS server (UDP) and SMTP server on loopback, as an owner's DNS
// host and mail relay, with a small HTTP API to publish TXT and CNAME records (what the owner
// does at their DNS host) and to read the mail received.
// Run: npx tsx apps/server/test/mail-dns-server.ts
import http from 'node:http';
import { startDns, startSmtp } from './mail-servers';

const PORTS = { dns: 3110, smtp: 3111, control: 3112 };

const dns = await startDns({ port: PORTS.dns });
const smtp = await startSmtp({ port: PORTS.smtp });

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

const control = http.createServer((request, response) => {
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'GET' && request.url === '/health') {
    send(200, { ok: true });
  } else if (request.method === 'GET' && request.url === '/mail') {
    send(
      200,
      smtp.received.map((mail) => ({
        mailFrom: mail.mailFrom,
        rcptTo: mail.rcptTo,
        raw: mail.raw.toString('utf8'),
      })),
    );
  } else if (request.method === 'POST' && request.url === '/dns') {
    readJson(request)
      .then((body) => {
        const {
          name,
          value,
          type = 'TXT',
        } = body as { name: string; value: string; type?: 'TXT' | 'CNAME' };
        const owner = name.toLowerCase();
        if (type === 'CNAME') dns.hosts.set(owner, { cname: value.toLowerCase() });
        // As DNS hosts store long TXT values: strings of at most 255 bytes.
        else dns.zone.set(owner, [value.match(/.{1,255}/g) ?? []]);
        send(200, { ok: true });
      })
      .catch(() => {
        send(400, { error: 'Expected {"name", "value", "type"?}' });
      });
  } else {
    send(404, { error: 'Not found' });
  }
});
control.listen(PORTS.control, '127.0.0.1');
console.log(`DNS on 127.0.0.1:${PORTS.dns}, SMTP on ${PORTS.smtp}, control on ${PORTS.control}`);
