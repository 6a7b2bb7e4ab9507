import { beforeEach, describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../lib/token-storage';
import { jsonResponse, mockFetch, testUser } from '../../test/helpers';
import { getFirstName, useAuthStore } from './auth-store';

const signedInStatus = { authenticated: true, user: testUser };

describe('auth store', () => {
  beforeEach(() => {
    useAuthStore.setState(useAuthStore.getInitialState(), true);
  });

  it('starts loading, and without a token ends loading signed out without asking the server', async () => {
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

  it('with a token checks the status and signs in when the server says so', async () => {
    setToken('good');
    const fetchMock = mockFetch(() => jsonResponse(signedInStatus));
    await useAuthStore.getState().initialize();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/status');
    expect(useAuthStore.getState()).toMatchObject({
      loading: false,
      isAuthenticated: true,
      user: testUser,
      error: null,
    });
  });

  it('removes the token when the server reports signed out', async () => {
    setToken('stale');
    mockFetch(() => jsonResponse({ authenticated: false, user: null }));
    await useAuthStore.getState().initialize();
    expect(getToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, loading: false });
  });

  it('removes the token when the status check answers 401, without redirecting', async () => {
    setToken('tampered');
    mockFetch(() => jsonResponse({ error: 'Invalid session' }, 401));
    await useAuthStore.getState().checkStatus();
    expect(getToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      error: 'Invalid session',
    });
  });

  it('keeps the token when the server cannot be reached', async () => {
    setToken('good');
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await useAuthStore.getState().checkStatus();
    expect(getToken()).toBe('good');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, loading: false });
  });

  it('login stores the token and rechecks the status with it', async () => {
    const fetchMock = mockFetch(() => jsonResponse(signedInStatus));
    await expect(useAuthStore.getState().login('fresh')).resolves.toBe(true);
    expect(getToken()).toBe('fresh');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer fresh' });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('logout revokes on the server, clears the token and signs out even if the call fails', async () => {
    setToken('good');
    useAuthStore.setState({ user: testUser, isAuthenticated: true, loading: false });
    const fetchMock = mockFetch(() => jsonResponse({ error: 'down' }, 500));
    await useAuthStore.getState().logout();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(getToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthenticated: false });
  });

  it('account deletion clears the token on success and keeps the session on failure', async () => {
    setToken('good');
    useAuthStore.setState({ user: testUser, isAuthenticated: true, loading: false });
    mockFetch(() => jsonResponse({ error: 'nope' }, 500));
    await expect(useAuthStore.getState().deleteAccount()).rejects.toThrow('nope');
    expect(getToken()).toBe('good');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);

    const fetchMock = mockFetch(() => jsonResponse({ success: true }));
    await useAuthStore.getState().deleteAccount();
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(getToken()).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('shows the first word of the name', () => {
    expect(getFirstName({ name: '  Dana   Levi ' })).toBe('Dana');
    expect(getFirstName({ name: 'Cher' })).toBe('Cher');
  });
});
