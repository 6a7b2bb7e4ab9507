import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgressMessage } from '@zappy/contract/generation';
import { FakeWebSocket } from '../test/fake-web-socket';
import { connectProgressSocket, progressSocketUrl } from './progress-socket';

const SESSION_ID = '5b3c6c4e-2f3a-4c1d-9e8f-0a1b2c3d4e5f';
const WEBSITE_ID = '9f8e7d6c-5b4a-4321-8fed-cba987654321';

function message(overrides: Partial<ProgressMessage> = {}): ProgressMessage {
  return {
    type: 'progress',
    sessionId: SESSION_ID,
    websiteId: WEBSITE_ID,
    step: 'analyzing',
    progress: 15,
    message: 'Analyzing your requirements',
    details: { description: 'Reading the conversation' },
    timing: {
      startTime: '2025-05-01T10:00:00.000Z',
      totalDurationFormatted: '00:01',
      stepTimes: {},
    },
    ...overrides,
  };
}

function connect(onMessage = vi.fn()) {
  const socket = connectProgressSocket({
    sessionId: SESSION_ID,
    onMessage,
    url: 'ws://zappy.test/api/ws/progress',
    createSocket: (url) => new FakeWebSocket(url),
  });
  return { socket, onMessage };
}

const latest = () => FakeWebSocket.instances.at(-1);

describe('progress socket (spec section 7)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.instances = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds the same-origin address with the page scheme', () => {
    expect(progressSocketUrl({ protocol: 'https:', host: 'zappy.example' } as Location)).toBe(
      'wss://zappy.example/api/ws/progress',
    );
    expect(progressSocketUrl({ protocol: 'http:', host: 'localhost:3107' } as Location)).toBe(
      'ws://localhost:3107/api/ws/progress',
    );
  });

  it('subscribes on open and passes on messages for its session only', () => {
    const { onMessage } = connect();
    latest()?.open();
    expect(latest()?.sent).toEqual([{ type: 'subscribe', sessionId: SESSION_ID }]);
    latest()?.receive(message());
    latest()?.receive({ ...message(), sessionId: 'another-session' });
    latest()?.receive({ type: 'error', message: 'Messages must be JSON' });
    expect(onMessage).toHaveBeenCalledExactlyOnceWith(message());
  });

  it('reconnects 3 s after a drop and subscribes again', () => {
    connect();
    latest()?.open();
    latest()?.drop();
    vi.advanceTimersByTime(2999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    latest()?.open();
    expect(latest()?.sent).toEqual([{ type: 'subscribe', sessionId: SESSION_ID }]);
  });

  it('keeps retrying every 3 s while the server is unreachable', () => {
    connect();
    latest()?.drop();
    vi.advanceTimersByTime(3000);
    latest()?.drop();
    vi.advanceTimersByTime(3000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('does not reconnect after an error message', () => {
    const { onMessage } = connect();
    latest()?.open();
    latest()?.receive(message({ type: 'error', step: 'error', message: 'Generation failed' }));
    expect(onMessage).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('unsubscribes and stops after completion', () => {
    connect();
    const first = latest();
    first?.open();
    first?.receive(message({ type: 'completed', step: 'completed', progress: 100 }));
    expect(first?.sent.at(-1)).toEqual({ type: 'unsubscribe', sessionId: SESSION_ID });
    expect(first?.readyState).toBe(3);
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('close() unsubscribes and cancels a pending reconnect', () => {
    const { socket } = connect();
    latest()?.open();
    latest()?.drop();
    socket.close();
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
