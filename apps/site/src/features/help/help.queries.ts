import type { HelpCenter } from '@lobby/api';
import { defineQuery } from '../../data/query';

/** The help centre in the player's language (its sections are HTML: render them only through SafeHtml). */
export const helpCenterQuery = (language: string) =>
  defineQuery<HelpCenter>({
    key: ['help', language],
    scope: 'site',
    load: ({ api, client, signal }) => api.getHelpCenter(client, { signal }),
  });
