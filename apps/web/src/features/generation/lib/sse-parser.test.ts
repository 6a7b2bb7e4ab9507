import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('dispatches an event at a blank line and remembers its id', () => {
    const parser = new SseParser();
    expect(parser.push('id: 7\ndata: {"type":"status_update"}\n\n')).toEqual([
      { type: 'message', data: '{"type":"status_update"}', lastEventId: '7' },
    ]);
    expect(parser.lastEventId).toBe('7');
  });

  it('keeps the last id for later events that carry none', () => {
    const parser = new SseParser();
    parser.push('id: 3\ndata: a\n\n');
    expect(parser.push('data: b\n\n')).toEqual([{ type: 'message', data: 'b', lastEventId: '3' }]);
  });

  it('joins multi-line data with newlines', () => {
    const parser = new SseParser();
    expect(parser.push('data: first\ndata: second\ndata:third\n\n')[0]?.data).toBe(
      'first\nsecond\nthird',
    );
  });

  it('ignores comments, unknown fields and blocks without data', () => {
    const parser = new SseParser();
    expect(parser.push(': keepalive\n\nfoo: bar\n\nid: 9\n\n')).toEqual([]);
    // An id-only block still moves the last id.
    expect(parser.lastEventId).toBe('9');
  });

  it('reads retry only when it is all digits', () => {
    const parser = new SseParser();
    parser.push('retry: 5000\n\n');
    expect(parser.retry).toBe(5000);
    parser.push('retry: soon\n\nretry: 12x\n\n');
    expect(parser.retry).toBe(5000);
  });

  it('handles chunks split anywhere, CRLF and CR line ends, and the event field', () => {
    const parser = new SseParser();
    const events = [
      ...parser.push('\uFEFFevent: pi'),
      ...parser.push('ng\r'),
      ...parser.push('\ndata: one\r'),
      ...parser.push('\r'),
      ...parser.push('data: tw'),
      ...parser.push('o\rid: 1\r\n\r\n'),
    ];
    expect(events).toEqual([
      { type: 'ping', data: 'one', lastEventId: '' },
      { type: 'message', data: 'two', lastEventId: '1' },
    ]);
  });

  it('keeps a value without a space after the colon and a field without a colon', () => {
    const parser = new SseParser();
    expect(parser.push('data:  two spaces\ndata\n\n')[0]?.data).toBe(' two spaces\n');
  });

  it('ignores an id that contains NUL', () => {
    const parser = new SseParser();
    parser.push('id: 4\n\nid: 5\0\n\n');
    expect(parser.lastEventId).toBe('4');
  });
});
