import { afterEach, describe, expect, test } from 'vitest';
import { forgetRememberedUser, readRememberedUser, rememberUser } from './rememberedUser';

afterEach(() => forgetRememberedUser());

describe('remember me', () => {
  test('keeps the user name, and only the user name', () => {
    rememberUser('player one');
    expect(readRememberedUser()).toBe('player one');
    expect(document.cookie).toBe('lobby.rememberedUser=player%20one');
  });

  test('forgets it', () => {
    rememberUser('player1');
    forgetRememberedUser();
    expect(readRememberedUser()).toBeNull();
  });

  test('ignores a cookie it cannot decode', () => {
    document.cookie = 'lobby.rememberedUser=%E0%A4%A; Path=/';
    expect(readRememberedUser()).toBeNull();
  });
});
