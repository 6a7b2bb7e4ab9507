import { describe, expect, it } from 'vitest';
import { readSimpleRequest } from './simple-request';

const read = (text: string, start = 0) => readSimpleRequest(Buffer.from(text, 'latin1'), start);

const BROWSER = [
  'GET /about/?ref=home HTTP/1.1',
  'Host: bakery.sites.example',
  'Connection: keep-alive',
  'sec-ch-ua: "Chromium";v="131", "Not_A Brand";v="24"',
  'Upgrade-Insecure-Requests: 1',
  'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko)',
  'Accept: text/html,application/xhtml+xml,*/*;q=0.8',
  'Accept-Encoding: gzip, deflate, br, zstd',
  'If-None-Match: "abc"',
  'Cookie: a=b',
].join('\r\n');

describe('a simple request', () => {
  it('reads what a browser sends for a page: method, target and the three headers it keeps', () => {
    const text = `${BROWSER}\r\n\r\n`;
    expect(read(text)).toEqual({
      request: {
        method: 'GET',
        url: '/about/?ref=home',
        headers: {
          host: 'bakery.sites.example',
          'accept-encoding': 'gzip, deflate, br, zstd',
          'if-none-match': '"abc"',
        },
        close: false,
      },
      end: text.length,
    });
  });

  it('reads pipelined requests one after another, HEAD too, names in any case', () => {
    const first = 'HEAD / HTTP/1.1\r\nhOsT:  a.example  \r\n\r\n';
    const second = 'GET /styles.css HTTP/1.1\r\nHOST: a.example\r\n\r\n';
    const bytes = first + second;
    expect(read(bytes)).toMatchObject({
      request: { method: 'HEAD', url: '/', headers: { host: 'a.example' } },
      end: first.length,
    });
    expect(read(bytes, first.length)).toMatchObject({
      request: { method: 'GET', url: '/styles.css' },
      end: bytes.length,
    });
  });

  it.each([
    ['HTTP/1.1', '', false],
    ['HTTP/1.1', 'Connection: close\r\n', true],
    ['HTTP/1.1', 'Connection: Keep-Alive\r\n', false],
    ['HTTP/1.0', '', true],
    ['HTTP/1.0', 'Connection: keep-alive\r\n', false],
  ])('reads whether an %s request with "%s" closes the connection', (version, line, close) => {
    expect(read(`GET / ${version}\r\nHost: a.example\r\n${line}\r\n`)?.request.close).toBe(close);
  });

  it.each([
    ['an incomplete head', 'GET / HTTP/1.1\r\nHost: a.example\r\n'],
    ['another method', 'POST / HTTP/1.1\r\nHost: a.example\r\n\r\n'],
    ['a lower-case method', 'get / HTTP/1.1\r\nHost: a.example\r\n\r\n'],
    ['HTTP/1.2', 'GET / HTTP/1.2\r\nHost: a.example\r\n\r\n'],
    ['HTTP/2.0', 'GET / HTTP/2.0\r\nHost: a.example\r\n\r\n'],
    ['an absolute target', 'GET http://a.example/ HTTP/1.1\r\nHost: a.example\r\n\r\n'],
    ['a space too many', 'GET  / HTTP/1.1\r\nHost: a.example\r\n\r\n'],
    ['a quote in the target', 'GET /"x HTTP/1.1\r\nHost: a.example\r\n\r\n'],
    ['no Host', 'GET / HTTP/1.1\r\nAccept: */*\r\n\r\n'],
    ['two Hosts', 'GET / HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n'],
    [
      'two Accept-Encodings',
      'GET / HTTP/1.1\r\nHost: a\r\nAccept-Encoding: br\r\nAccept-Encoding: gzip\r\n\r\n',
    ],
    ['a Content-Length', 'GET / HTTP/1.1\r\nHost: a.example\r\nContent-Length: 0\r\n\r\n'],
    [
      'a Transfer-Encoding',
      'GET / HTTP/1.1\r\nHost: a.example\r\nTransfer-Encoding: chunked\r\n\r\n',
    ],
    ['an Upgrade', 'GET / HTTP/1.1\r\nHost: a.example\r\nUpgrade: websocket\r\n\r\n'],
    ['an Expect', 'GET / HTTP/1.1\r\nHost: a.example\r\nExpect: 100-continue\r\n\r\n'],
    [
      'another Connection option',
      'GET / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive, Upgrade\r\n\r\n',
    ],
    [
      'two Connections',
      'GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\nConnection: close\r\n\r\n',
    ],
    ['a bare LF', 'GET / HTTP/1.1\nHost: a.example\r\n\r\n'],
    ['a bare LF in a header', 'GET / HTTP/1.1\r\nHost: a.example\nX: y\r\n\r\n'],
    ['a bare CR in a header', 'GET / HTTP/1.1\r\nHost: a.example\rX: y\r\n\r\n'],
    ['a folded header', 'GET / HTTP/1.1\r\nHost: a.example\r\nX: y\r\n z\r\n\r\n'],
    ['a space before the colon', 'GET / HTTP/1.1\r\nHost : a.example\r\n\r\n'],
    ['a byte above 0x7e', 'GET / HTTP/1.1\r\nHost: a.example\r\nX: caf\xe9\r\n\r\n'],
    ['a NUL', 'GET / HTTP/1.1\r\nHost: a.example\r\nX: a\x00b\r\n\r\n'],
    ['a leading blank line', '\r\nGET / HTTP/1.1\r\nHost: a.example\r\n\r\n'],
    ['too many header lines', `GET / HTTP/1.1\r\nHost: a\r\n${'X: y\r\n'.repeat(64)}\r\n`],
  ])('leaves %s to Node', (_reason, text) => {
    expect(read(text)).toBeUndefined();
  });
});
