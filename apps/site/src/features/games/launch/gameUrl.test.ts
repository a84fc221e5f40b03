import { describe, expect, test } from 'vitest';
import { requireSafeGameUrl, safeGameUrl, UnsafeGameUrlError } from './gameUrl';

describe('safeGameUrl', () => {
  test.each([
    ['https://games.example/play/abc', 'https://games.example/play/abc'],
    ['http://127.0.0.1:4311/play/abc', 'http://127.0.0.1:4311/play/abc'],
  ])('loads %s', (url, expected) => {
    expect(safeGameUrl(url)).toBe(expected);
  });

  test.each([
    'javascript:alert(document.cookie)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:https://games.example/123',
    '/play/relative',
    'not a url',
    '',
  ])('refuses %j', (url) => {
    expect(safeGameUrl(url)).toBeNull();
    expect(() => requireSafeGameUrl(url)).toThrow(UnsafeGameUrlError);
  });
});
