import { beforeEach, describe, expect, it } from 'vitest';
import { hasSessionHint } from '../../lib/session-hint';
import { jsonResponse, mockFetch, testUser } from '../../test/helpers';
import { getFirstName, useAuthStore } from './auth-store';

const signedInStatus = { authenticated: true, user: testUser };

/** What the server sets beside its HttpOnly session cookie. */
const setHint = () => {
  document.cookie = 'zappy_signed_in=1; path=/';
};

describe('auth store', () => {
  beforeEach(() => {
    useAuthStore.setState(useAuthStore.getInitialState(), true);
  });

  it('starts loading, and without the session hint ends loading signed out without asking the server', async () => {
    const fetchMock = mockFetch(() => jsonResponse(signedInStatus));
    expect(useAuthStore.getState().loading).toBe(true);
    await useAuthStore.getState().initialize();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({
      loading: false,
      isAuthenticated: false,
      user: null,
    });
  });

  it('with the session hint checks the status and signs in when the server says so', async () => {
    setHint();
    const fetchMock = mockFetch(() => jsonResponse(signedInStatus));
    await useAuthStore.getState().initialize();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/status');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
    expect(useAuthStore.getState()).toMatchObject({
      loading: false,
      isAuthenticated: true,
      user: testUser,
      error: null,
    });
  });

  it('clears the hint when the server reports signed out', async () => {
    setHint();
    mockFetch(() => jsonResponse({ authenticated: false, user: null }));
    await useAuthStore.getState().initialize();
    expect(hasSessionHint()).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, loading: false });
  });

  it('clears the hint when the status check answers 401, without redirecting', async () => {
    setHint();
    mockFetch(() => jsonResponse({ error: 'Invalid session' }, 401));
    await useAuthStore.getState().checkStatus();
    expect(hasSessionHint()).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      error: 'Invalid session',
    });
  });

  it('keeps the hint when the server cannot be reached', async () => {
    setHint();
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await useAuthStore.getState().checkStatus();
    expect(hasSessionHint()).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, loading: false });
  });

  it('login rechecks the status (the server has set the cookie) even before the hint shows', async () => {
    const fetchMock = mockFetch(() => jsonResponse(signedInStatus));
    await expect(useAuthStore.getState().login()).resolves.toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/status');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('login answers false when the server says signed out', async () => {
    mockFetch(() => jsonResponse({ authenticated: false, user: null }));
    await expect(useAuthStore.getState().login()).resolves.toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('logout revokes on the server, clears the hint and signs out even if the call fails', async () => {
    setHint();
    useAuthStore.setState({ user: testUser, isAuthenticated: true, loading: false });
    const fetchMock = mockFetch(() => jsonResponse({ error: 'down' }, 500));
    await useAuthStore.getState().logout();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(hasSessionHint()).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('account deletion clears the hint on success and keeps the session on failure', async () => {
    setHint();
    useAuthStore.setState({ user: testUser, isAuthenticated: true, loading: false });
    mockFetch(() => jsonResponse({ error: 'nope' }, 500));
    await expect(useAuthStore.getState().deleteAccount()).rejects.toThrow('nope');
    expect(hasSessionHint()).toBe(true);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);

    const fetchMock = mockFetch(() => jsonResponse({ success: true }));
    await useAuthStore.getState().deleteAccount();
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(hasSessionHint()).toBe(false);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('shows the first word of the name', () => {
    expect(getFirstName({ name: '  Dana   Levi ' })).toBe('Dana');
    expect(getFirstName({ name: 'Cher' })).toBe('Cher');
  });
});
