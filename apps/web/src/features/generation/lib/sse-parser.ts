/** One dispatched server-sent event. */
export interface SseEvent {
  type: string;
  data: string;
  /** The last event id seen when the event was dispatched (what `Last-Event-ID` would carry). */
  lastEventId: string;
}

/**
 * An incremental parser for the `text/event-stream` format (WHATWG HTML, "Server-sent events").
 * The deployment stream is read with `fetch` (which, unlike `EventSource`, shows the response
 * status) and its chunks are fed here. Chunks may split lines anywhere, including between `\r` and `\n`.
 */
export class SseParser {
  /** The last `id:` value; it survives across events and reconnects. */
  lastEventId = '';
  /** The last valid `retry:` value in milliseconds, or null if the server sent none. */
  retry: number | null = null;

  private buffer = '';
  private dataLines: string[] = [];
  private eventType = '';
  private skipLeadingLineFeed = false;
  private isFirstChunk = true;

  push(chunk: string): SseEvent[] {
    let text = chunk;
    if (this.isFirstChunk && text !== '') {
      // A byte-order mark may open the stream; it is not part of the first field name.
      if (text.startsWith('\uFEFF')) text = text.slice(1);
      this.isFirstChunk = false;
    }
    if (this.skipLeadingLineFeed && text !== '') {
      if (text.startsWith('\n')) text = text.slice(1);
      this.skipLeadingLineFeed = false;
    }
    this.buffer += text;

    const events: SseEvent[] = [];
    let lineStart = 0;
    for (let index = 0; index < this.buffer.length; index += 1) {
      const char = this.buffer[index];
      if (char !== '\n' && char !== '\r') continue;
      const line = this.buffer.slice(lineStart, index);
      if (char === '\r') {
        if (index + 1 < this.buffer.length) {
          if (this.buffer[index + 1] === '\n') index += 1;
        } else {
          // The `\n` of a `\r\n` pair may arrive with the next chunk.
          this.skipLeadingLineFeed = true;
        }
      }
      lineStart = index + 1;
      const event = this.processLine(line);
      if (event) events.push(event);
    }
    this.buffer = this.buffer.slice(lineStart);
    return events;
  }

  private processLine(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);

    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.dataLines.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      default:
        // Unknown fields are ignored, as the standard says.
        break;
    }
    return null;
  }

  private dispatch(): SseEvent | null {
    const hasData = this.dataLines.length > 0;
    const event: SseEvent = {
      type: this.eventType === '' ? 'message' : this.eventType,
      data: this.dataLines.join('\n'),
      lastEventId: this.lastEventId,
    };
    this.dataLines = [];
    this.eventType = '';
    return hasData ? event : null;
  }
}
