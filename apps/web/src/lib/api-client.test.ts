import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/helpers';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';
import { getToken, setToken } from './token-storage';

describe('apiRequest', () => {
  let restoreHandler: (() => void) | undefined;
  afterEach(() => {
    restoreHandler?.();
    restoreHandler = undefined;
  });

  it('sends the stored token as a bearer credential and JSON bodies', async () => {
    setToken('token-1');
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    await expect(apiRequest('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends FormData as it is, leaving its multipart Content-Type to fetch', async () => {
    setToken('token-1');
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    const form = new FormData();
    form.append('imageSlot', 'hero');
    await apiRequest('/api/upload', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    await apiRequest('/api/thing');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it("throws the body's error field", async () => {
    mockFetch(() => jsonResponse({ error: 'Website not found' }, 404));
    const error = await apiRequest('/api/website/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Website not found' });
  });

  it("falls back to 'HTTP error! status: N' without an error field", async () => {
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/x')).rejects.toThrow('HTTP error! status: 502');
  });

  it('clears the token and sends the browser to / on a 401', async () => {
    setToken('expired');
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ error: 'Authentication required' }, 401));
    await expect(apiRequest('/api/website/user')).rejects.toThrow('Authentication required');
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('only clears the token when the caller decides about the 401 itself', async () => {
    setToken('expired');
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ error: 'Authentication required' }, 401));
    await expect(
      apiRequest('/api/auth/status', { redirectOnUnauthorized: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
