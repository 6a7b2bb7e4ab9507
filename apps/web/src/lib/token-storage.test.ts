import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@zappy/contract/constants';
import { getToken, hasToken, removeToken, setToken } from './token-storage';

describe('token storage', () => {
  it('keeps the token in the zappy_auth_token cookie and removes it again', () => {
    expect(hasToken()).toBe(false);
    setToken('abc.def');
    expect(getToken()).toBe('abc.def');
    expect(document.cookie).toContain(`${AUTH_COOKIE_NAME}=abc.def`);
    removeToken();
    expect(getToken()).toBeNull();
  });

  it('survives characters that cookies cannot hold raw', () => {
    setToken('a;b=c d');
    expect(getToken()).toBe('a;b=c d');
  });
});
