import type { HelpCenter } from '@lobby/api';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';

/** Fetches the help centre (its sections are HTML: render them only through SafeHtml). */
export const loadHelpCenterAtom = atom(
  null,
  async (get, _set, signal?: AbortSignal): Promise<HelpCenter> => {
    const { api, client } = await get(apiAtom);
    return api.getHelpCenter(client, signal ? { signal } : undefined);
  },
);
