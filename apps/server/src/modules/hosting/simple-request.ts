/**
 * A plain GET or HEAD as browsers, crawlers and proxies send it for a page or a file: what the
 * socket path (socket-answers.ts) may answer without Node's HTTP parser. Only the three headers
 * the site server reads are kept, and whether the connection ends after the answer (HTTP/1.1's
 * `Connection: close`, as nginx sends to the app, or HTTP/1.0 without `keep-alive`).
 */
export interface SimpleRequest {
  method: 'GET' | 'HEAD';
  url: string;
  headers: { host: string; 'accept-encoding'?: string; 'if-none-match'?: string };
  close: boolean;
}

type KeptHeader = keyof SimpleRequest['headers'];

/** At most this many header lines: anything longer is left to Node's parser and its limits. */
const MAX_HEADER_LINES = 64;

/** A table of the bytes a part of the request may hold. */
function byteTable(allowed: string): Uint8Array {
  const table = new Uint8Array(256);
  for (const char of allowed) table[char.charCodeAt(0)] = 1;
  return table;
}
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index)).join('');
const ALPHANUMERIC = `${range(0x30, 0x39)}${range(0x41, 0x5a)}${range(0x61, 0x7a)}`;
/** An origin-form target: RFC 3986 characters only (no space, quote, backslash, brace, …). */
const TARGET = byteTable(`${ALPHANUMERIC}-._~!$&'()*+,;=:@/?%`);
/** A header name: an RFC 9110 token. */
const TOKEN = byteTable(`${ALPHANUMERIC}!#$%&'*+-.^_\`|~`);
/** A header value: visible ASCII, spaces and tabs (no other control byte, nothing above 0x7e). */
const VALUE = byteTable(`\t${range(0x20, 0x7e)}`);

const SPACE = 0x20;
const TAB = 0x09;
const CR = 0x0d;
const LF = 0x0a;
const COLON = 0x3a;
const SLASH = 0x2f;
const VERSIONS = [
  { bytes: Buffer.from(' HTTP/1.1\r\n', 'latin1'), keepsAlive: true },
  { bytes: Buffer.from(' HTTP/1.0\r\n', 'latin1'), keepsAlive: false },
];
const HEAD_END = Buffer.from('\r\n\r\n', 'latin1');
const METHODS = [
  { method: 'GET', bytes: Buffer.from('GET ', 'latin1') },
  { method: 'HEAD', bytes: Buffer.from('HEAD ', 'latin1') },
] as const;

/**
 * The headers a simple request is read for. A request naming one that changes how the message
 * is framed or what the connection becomes (a body, an upgrade, a `100-continue`) is Node's to
 * read: that is what keeps two parsers from ever reading one message differently.
 */
const NAMED = new Map<string, KeptHeader | 'connection' | 'left to Node'>([
  ['host', 'host'],
  ['accept-encoding', 'accept-encoding'],
  ['if-none-match', 'if-none-match'],
  ['connection', 'connection'],
  ...[
    'content-length',
    'transfer-encoding',
    'upgrade',
    'expect',
    'http2-settings',
    'te',
    'trailer',
  ].map((name) => [name, 'left to Node'] as const),
]);
// Only a name of one of these lengths is turned into a string: the rest are skipped unread.
const NAMED_LENGTHS = new Set([...NAMED.keys()].map((name) => name.length));

const startsWith = (bytes: Buffer, at: number, expected: Buffer) =>
  bytes.length >= at + expected.length &&
  bytes.compare(expected, 0, expected.length, at, at + expected.length) === 0;

/**
 * The simple request that starts at `start` in `bytes`, and where it ends; undefined when the
 * bytes there are not one whole simple request (incomplete, another method or version, a body,
 * a repeated header, a byte out of place…). Stricter than HTTP on purpose: whatever it refuses,
 * Node's parser reads instead. One pass over the bytes, with strings made only for the target
 * and the headers it keeps (it runs for every request of the hot path).
 */
export function readSimpleRequest(
  bytes: Buffer,
  start: number,
): { request: SimpleRequest; end: number } | undefined {
  const headEnd = bytes.indexOf(HEAD_END, start);
  if (headEnd < 0) return undefined;
  const method = METHODS.find((candidate) => startsWith(bytes, start, candidate.bytes));
  if (!method) return undefined;
  let at = start + method.bytes.length;
  const targetStart = at;
  if (bytes[at] !== SLASH) return undefined;
  while (TARGET[bytes[at] ?? 0]) at += 1;
  const version = VERSIONS.find((candidate) => startsWith(bytes, at, candidate.bytes));
  if (!version) return undefined;
  const url = bytes.toString('latin1', targetStart, at);
  at += version.bytes.length;

  const headers: Partial<SimpleRequest['headers']> = {};
  let connection: 'keep-alive' | 'close' | undefined;
  let lines = 0;
  // Each header line ends in CRLF; the last one's is where the blank line begins (headEnd).
  while (at < headEnd + 2) {
    lines += 1;
    if (lines > MAX_HEADER_LINES) return undefined;
    const nameStart = at;
    while (TOKEN[bytes[at] ?? 0]) at += 1;
    const nameEnd = at;
    if (nameEnd === nameStart || bytes[at] !== COLON) return undefined;
    at += 1;
    while (bytes[at] === SPACE || bytes[at] === TAB) at += 1;
    const valueStart = at;
    while (VALUE[bytes[at] ?? 0]) at += 1;
    // A CR or LF alone (a bare line break, an obs-fold) or any other byte ends the value here.
    if (bytes[at] !== CR || bytes[at + 1] !== LF) return undefined;
    let valueEnd = at;
    while (
      valueEnd > valueStart &&
      (bytes[valueEnd - 1] === SPACE || bytes[valueEnd - 1] === TAB)
    ) {
      valueEnd -= 1;
    }
    at += 2;
    if (!NAMED_LENGTHS.has(nameEnd - nameStart)) continue;
    const named = NAMED.get(bytes.toString('latin1', nameStart, nameEnd).toLowerCase());
    if (named === undefined) continue;
    if (named === 'left to Node') return undefined;
    const value = bytes.toString('latin1', valueStart, valueEnd);
    if (named === 'connection') {
      // One `Connection`, naming only keep-alive or close: any other option is Node's to honour.
      const option = value.toLowerCase();
      if (connection || (option !== 'keep-alive' && option !== 'close')) return undefined;
      connection = option;
    } else {
      if (headers[named] !== undefined) return undefined;
      headers[named] = value;
    }
  }
  const { host } = headers;
  if (!host) return undefined;
  return {
    request: {
      method: method.method,
      url,
      headers: { ...headers, host },
      close: connection ? connection === 'close' : !version.keepsAlive,
    },
    end: headEnd + HEAD_END.length,
  };
}
