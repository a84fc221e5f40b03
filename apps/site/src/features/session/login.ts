import type { LoginRequest, LoginResult } from '@lobby/api';
import { atom } from '../../state/jotai';
import { apiAtom } from '../api/client';

/** The login call (encrypted by the api package). The session itself lands with account access. */
export const loginAtom = atom(
  null,
  async (get, _set, request: LoginRequest): Promise<LoginResult> => {
    const { api, client } = await get(apiAtom);
    return api.login(client, request);
  },
);
