import { describe, expect, test } from 'vitest';
import { chatRoomUrl } from './chatRoomUrl';

const SITE = 'https://www.aurora.example';

describe('chatRoomUrl', () => {
  test("the operator's room on its own host", () => {
    expect(chatRoomUrl(' https://chat.aurora.example/room?x=1 ', SITE)).toBe(
      'https://chat.aurora.example/room?x=1',
    );
    expect(chatRoomUrl('http://127.0.0.1:4175/chatroom?brand=aurora', SITE)).toBe(
      'http://127.0.0.1:4175/chatroom?brand=aurora',
    );
  });

  test.each([
    ['none', undefined],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<h1>x</h1>'],
    ["the site's own origin", 'https://www.aurora.example/chat'],
    ['credentials', 'https://user:pass@chat.aurora.example/'],
    ['not an address', 'chat room'],
  ])('nothing for %s', (_, url) => {
    expect(chatRoomUrl(url, SITE)).toBeNull();
  });
});
