import type { Notice } from '@lobby/api';
import type { NoticeItem } from '@lobby/ui';

/**
 * A notice as ui's items. With a locale, the date is formatted for it (the raw text if
 * unparsable); without one the items carry no date, for views that show titles only: building a
 * locale's date formatter costs tens of milliseconds on a phone, too much for the first render.
 */
export function noticeItems(notices: readonly Notice[], locale?: string): NoticeItem[] {
  const format =
    locale === undefined ? null : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return notices.map((notice) => {
    const item: NoticeItem = { id: notice.id, title: notice.title, content: notice.content };
    if (format === null) return item;
    const time = Date.parse(notice.createdAt);
    return { ...item, date: Number.isNaN(time) ? notice.createdAt : format.format(time) };
  });
}
