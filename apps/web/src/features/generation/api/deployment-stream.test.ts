import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deployment } from '../test/fixtures';
import { WEBSITE_ID } from '../../../test/website';
import { openDeploymentStream, type DeploymentStreamMessage } from './deployment-stream';

function streamOf(text: string, status = 200) {
  return new Response(new TextEncoder().encode(text), {
    status,
    headers: { 'Content-Type': 'text/event-stream' },
  });
}

const event = (id: number, payload: object) => `id: ${id}\ndata: ${JSON.stringify(payload)}\n\n`;

describe('deployment stream (spec section 7)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.cookie = 'zappy_signed_in=1; path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the session cookie, no bearer header, and reconnects 5 s after a drop with Last-Event-ID', async () => {
    const responses = [
      streamOf(
        `retry: 5000\n\n${event(1, { type: 'status_update', ...deployment('build_in_progress') })}`,
      ),
      streamOf(event(2, { type: 'deployment_complete', ...deployment('live') })),
    ];
    const fetchImpl = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => {
      const next = responses.shift();
      return next ? Promise.resolve(next) : Promise.reject(new Error('no more'));
    });
    const messages: DeploymentStreamMessage[] = [];
    openDeploymentStream({
      websiteId: WEBSITE_ID,
      onMessage: (message) => messages.push(message),
      fetchImpl,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledOnce();
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe(`/api/website/${WEBSITE_ID}/deployment/stream`);
    expect(init?.headers).toEqual({ Accept: 'text/event-stream' });
    expect(init?.credentials).toBe('same-origin');
    expect(messages.map((m) => m.info?.status)).toEqual(['build_in_progress']);

    await vi.advanceTimersByTimeAsync(4999);
    expect(fetchImpl).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[1]?.[1]?.headers).toMatchObject({ 'Last-Event-ID': '1' });
    expect(messages.map((m) => m.type)).toEqual(['status_update', 'deployment_complete']);

    // Live is final: no more connections.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('retries after 5 s on a network error or a server error', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(streamOf('', 502))
      .mockResolvedValue(streamOf(event(3, { type: 'error', ...deployment('deploy_failed') })));
    const messages: DeploymentStreamMessage[] = [];
    openDeploymentStream({ websiteId: WEBSITE_ID, onMessage: (m) => messages.push(m), fetchImpl });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(messages.map((m) => m.info?.status)).toEqual(['deploy_failed']);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('keeps following after a timeout, which may still complete', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(streamOf(event(5, { type: 'timeout', ...deployment('timeout') })))
      .mockResolvedValue(streamOf(''));
    openDeploymentStream({ websiteId: WEBSITE_ID, onMessage: vi.fn(), fetchImpl });
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('a connected event without a deployment carries no status', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(streamOf(`data: {"type":"connected","websiteId":"${WEBSITE_ID}"}\n\n`));
    const onMessage = vi.fn();
    const stream = openDeploymentStream({ websiteId: WEBSITE_ID, onMessage, fetchImpl });
    await vi.advanceTimersByTimeAsync(0);
    expect(onMessage).toHaveBeenCalledWith({ type: 'connected', info: null });
    stream.close();
  });

  it('stops on 404 and close() cancels the pending retry', async () => {
    const onFatalError = vi.fn();
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(streamOf('', 404));
    openDeploymentStream({ websiteId: WEBSITE_ID, onMessage: vi.fn(), onFatalError, fetchImpl });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(onFatalError).toHaveBeenCalledWith(404);
    expect(fetchImpl).toHaveBeenCalledOnce();

    const dropping = vi.fn<typeof fetch>().mockResolvedValue(streamOf(''));
    const stream = openDeploymentStream({
      websiteId: WEBSITE_ID,
      onMessage: vi.fn(),
      fetchImpl: dropping,
    });
    await vi.advanceTimersByTimeAsync(0);
    stream.close();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(dropping).toHaveBeenCalledOnce();
  });
});
