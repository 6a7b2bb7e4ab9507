import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/helpers';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client';
import { hasSessionHint } from './session-hint';

describe('apiRequest', () => {
  let restoreHandler: (() => void) | undefined;
  afterEach(() => {
    restoreHandler?.();
    restoreHandler = undefined;
  });

  it('sends JSON bodies with the session cookie and never an Authorization header', async () => {
    document.cookie = 'zappy_signed_in=1; path=/';
    // A token-like cookie a page script could read must not turn into a bearer credential.
    document.cookie = 'zappy_auth_token=readable-token; path=/';
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    await expect(apiRequest('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends FormData as it is, leaving its multipart Content-Type to fetch', async () => {
    document.cookie = 'zappy_signed_in=1; path=/';
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    const form = new FormData();
    form.append('imageSlot', 'hero');
    await apiRequest('/api/upload', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(init?.headers).not.toHaveProperty('Content-Type');
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

  it('clears the session hint and sends the browser to / on a 401', async () => {
    document.cookie = 'zappy_signed_in=1; path=/';
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ error: 'Authentication required' }, 401));
    await expect(apiRequest('/api/website/user')).rejects.toThrow('Authentication required');
    expect(hasSessionHint()).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('only clears the hint when the caller decides about the 401 itself', async () => {
    document.cookie = 'zappy_signed_in=1; path=/';
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    mockFetch(() => jsonResponse({ error: 'Authentication required' }, 401));
    await expect(
      apiRequest('/api/auth/status', { redirectOnUnauthorized: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(hasSessionHint()).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
