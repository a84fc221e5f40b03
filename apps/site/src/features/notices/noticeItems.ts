import type { Notice } from '@lobby/api';
import type { NoticeItem } from '@lobby/ui';

/** A notice as ui's items: the date formatted for the reader's locale (the raw text if unparsable). */
export function noticeItems(notices: readonly Notice[], locale: string): NoticeItem[] {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return notices.map((notice) => {
    const time = Date.parse(notice.createdAt);
    return {
      id: notice.id,
      title: notice.title,
      content: notice.content,
      date: Number.isNaN(time) ? notice.createdAt : format.format(time),
    };
  });
}
