// Everything that talks to the network (ky, the endpoint schemas), in one chunk loaded after the
// first paint: the shell renders while it arrives (QUALITY.md, initial JS budget).
import { createApiClient, prefetchedResponses, type ApiClient } from '@lobby/api';
import { API_BASE_URL } from '../../config/site';
import { takePrefetchedCalls, type ApiSettings } from './client';

// Every client of the visit answers from the boot script's calls, each once.
const prefetched = prefetchedResponses(takePrefetchedCalls());

export {
  GAME_TYPES,
  SERVER_CODES,
  addFavourite,
  broadcastSessionEnd,
  changePassword,
  checkAffiliate,
  completeLoginVerification,
  fetchBotCheck,
  forgotPasswordByEmail,
  getAllGames,
  getBanners,
  getCaptcha,
  getCountries,
  getCustomerService,
  getFavouriteGames,
  getFavouriteIds,
  getGames,
  getHelpCenter,
  getHotGames,
  getLotteryMenus,
  getMemberInfo,
  getNotices,
  getPermission,
  getPopularGames,
  getRecentGames,
  getRegisterSetting,
  getSystemStatus,
  getVendors,
  getVnNumbers,
  getWalletBalance,
  login,
  loginFreeplay,
  loginVerificationOf,
  logout,
  register,
  registerByMobile,
  removeFavourite,
  sendForgotSms,
  sendLoginSms,
  sendLoginVerificationCode,
  sendRegisterSms,
  setLanguage,
  setPasswordBySms,
  subscribeSessionExpiry,
} from '@lobby/api';

export function createClient({ merchant, language, token }: ApiSettings): ApiClient {
  return createApiClient({
    ...(API_BASE_URL === '' ? {} : { baseUrl: API_BASE_URL }),
    merchant,
    language: () => language,
    getToken: () => token,
    prefetched,
  });
}
