import { describe, expect, it } from 'vitest';
import type { Notice } from '@lobby/api';
import { noticeItems } from './noticeItems';

const notice = (id: number, createdAt: string): Notice => ({
  id,
  title: `Notice ${id}`,
  content: '<p>Body</p>',
  type: 'PL',
  createdAt,
});

describe('noticeItems', () => {
  it('formats each date for the reader’s locale', () => {
    const [item] = noticeItems([notice(1, '2026-05-01T10:00:00Z')], 'en-GB');
    expect(item).toEqual({ id: 1, title: 'Notice 1', content: '<p>Body</p>', date: '1 May 2026' });
  });

  it('keeps a date it cannot parse as the server wrote it', () => {
    expect(noticeItems([notice(2, 'yesterday')], 'en-GB')[0]?.date).toBe('yesterday');
  });

  it('leaves the dates out without a locale, for views that show titles only', () => {
    const [item] = noticeItems([notice(3, '2026-05-01T10:00:00Z')]);
    expect(item).toEqual({ id: 3, title: 'Notice 3', content: '<p>Body</p>' });
  });
});
