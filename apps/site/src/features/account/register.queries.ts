import type { Country, RegisterSetting } from '@lobby/api';
import { defineQuery } from '../../data/query';

/** The register rules per field (server configuration), asked when a dialog that needs them opens. */
export const registerSettingQuery = defineQuery<RegisterSetting>({
  key: ['register', 'setting'],
  scope: 'site',
  load: ({ api, client, signal }) => api.getRegisterSetting(client, { signal }),
});

/** The dial-code picker's countries. */
export const countriesQuery = defineQuery<readonly Country[]>({
  key: ['countries'],
  scope: 'site',
  load: ({ api, client, signal }) => api.getCountries(client, { signal }),
});
