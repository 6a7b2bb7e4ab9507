import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client';
import { startEarlyRequests, takeEarlyResponse } from './early-requests';

const answer = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('early requests', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn((path: string) => answer({ path }));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'zappy_signed_in=1; path=/';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.cookie = 'zappy_signed_in=; max-age=0; path=/';
    for (const path of ['/api/auth/status', '/api/website/user']) void takeEarlyResponse(path);
  });

  it('asks for the session and the dashboard’s data as soon as the entry runs', () => {
    startEarlyRequests('/dashboard/');
    const paths = fetchMock.mock.calls.map(([path]) => path as string);
    expect(paths).toEqual([
      '/api/auth/status',
      '/api/website/user',
      expect.stringMatching(/^\/api\/website\/stats\?tz=/),
    ]);
    void takeEarlyResponse(paths[2] ?? '');
  });

  it('asks nothing when no session may exist', () => {
    document.cookie = 'zappy_signed_in=; max-age=0; path=/';
    startEarlyRequests('/dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers the app’s first matching GET once, then the app asks itself', async () => {
    startEarlyRequests('/wizard');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await apiRequest('/api/auth/status')).toEqual({ path: '/api/auth/status' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiRequest('/api/auth/status');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('lets a stale answer go: after ten seconds the app asks afresh', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    startEarlyRequests('/');
    now.mockReturnValue(12_000);
    expect(takeEarlyResponse('/api/auth/status')).toBeUndefined();
    await apiRequest('/api/auth/status');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
