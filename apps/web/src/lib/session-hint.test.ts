import { describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE_NAME } from '@zappy/contract/constants';
import { clearSessionHint, hasSessionHint } from './session-hint';

describe('session hint', () => {
  it('reads the zappy_signed_in cookie the server sets and expires it again', () => {
    expect(hasSessionHint()).toBe(false);
    document.cookie = `${SIGNED_IN_COOKIE_NAME}=1; path=/`;
    expect(hasSessionHint()).toBe(true);
    clearSessionHint();
    expect(hasSessionHint()).toBe(false);
    expect(document.cookie).not.toContain(SIGNED_IN_COOKIE_NAME);
  });

  it('is not fooled by another cookie whose name ends the same or by an empty value', () => {
    document.cookie = `not_${SIGNED_IN_COOKIE_NAME}=1; path=/`;
    expect(hasSessionHint()).toBe(false);
    document.cookie = `${SIGNED_IN_COOKIE_NAME}=; path=/`;
    expect(hasSessionHint()).toBe(false);
  });
});
