import type { NoticeList } from '@lobby/api';
import { defineQuery } from '../../data/query';

/** The notices (marquee, notice page, after-login popups), in the player's language. */
export const noticesQuery = (language: string) =>
  defineQuery<NoticeList>({
    key: ['notices', language],
    scope: 'site',
    load: ({ api, client, signal }) => api.getNotices(client, undefined, { signal }),
  });

/** The notices as the logged-in member gets them: the after-login popups (doc 1 §4 Login). */
export const memberNoticesQuery = (language: string) =>
  defineQuery<NoticeList>({
    key: ['notices', 'member', language],
    scope: 'session',
    load: ({ api, client, signal }) => api.getNotices(client, undefined, { signal }),
  });
