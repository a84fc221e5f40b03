import { afterEach, describe, expect, test } from 'vitest';
import { passwordMemory } from './passwordMemory';

afterEach(() => passwordMemory.clear());

describe('passwordMemory', () => {
  test('gives the password back once, then holds nothing', () => {
    passwordMemory.hold(' Exactly typed ');
    expect(passwordMemory.has()).toBe(true);
    expect(passwordMemory.take()).toBe(' Exactly typed ');
    expect(passwordMemory.take()).toBeNull();
    expect(passwordMemory.has()).toBe(false);
  });

  test('drops the password when the page is hidden', () => {
    passwordMemory.hold('secret');
    window.dispatchEvent(new Event('pagehide'));
    expect(passwordMemory.has()).toBe(false);
  });

  test('is never written to any storage', () => {
    passwordMemory.hold('canary-password-1');
    const everything = [
      ...Object.keys(window.localStorage).map((k) => window.localStorage.getItem(k)),
      ...Object.keys(window.sessionStorage).map((k) => window.sessionStorage.getItem(k)),
      document.cookie,
    ].join(' ');
    expect(everything).not.toContain('canary-password-1');
  });
});
