import type { WebSocketLike } from '../api/progress-socket';

/** A WebSocket stand-in the test drives by hand. */
export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }

  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(payload: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(payload) }));
  }

  /** The server or the network drops the connection. */
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

/** For code that creates its socket itself: it opens on the next microtask, as a browser's does. */
export class SelfOpeningWebSocket extends FakeWebSocket {
  constructor(url: string) {
    super(url);
    queueMicrotask(() => {
      this.open();
    });
  }
}
