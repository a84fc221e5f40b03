// Everything that talks to the network (ky, the endpoint schemas), in one chunk loaded after the
// first paint: the shell renders while it arrives (QUALITY.md, initial JS budget).
import { createApiClient, type ApiClient } from '@lobby/api';
import { API_BASE_URL } from '../../config/site';
import type { ApiSettings } from './client';

export {
  GAME_TYPES,
  getBanners,
  getCustomerService,
  getHelpCenter,
  getNotices,
  getPermission,
  getSystemStatus,
  getVendors,
  login,
  setLanguage,
} from '@lobby/api';

export function createClient({ merchant, language, token }: ApiSettings): ApiClient {
  return createApiClient({
    ...(API_BASE_URL === '' ? {} : { baseUrl: API_BASE_URL }),
    merchant,
    language: () => language,
    getToken: () => token,
  });
}
