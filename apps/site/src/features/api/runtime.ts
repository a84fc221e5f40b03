// Everything that talks to the network (ky, the endpoint schemas), in one chunk loaded after the
// first paint: the shell renders while it arrives (QUALITY.md, initial JS budget).
import { createApiClient, type ApiClient } from '@lobby/api';
import { API_BASE_URL } from '../../config/site';
import type { ApiSettings } from './client';

export {
  GAME_TYPES,
  SERVER_CODES,
  broadcastSessionEnd,
  changePassword,
  checkAffiliate,
  completeLoginVerification,
  fetchBotCheck,
  forgotPasswordByEmail,
  getBanners,
  getCaptcha,
  getCountries,
  getCustomerService,
  getHelpCenter,
  getMemberInfo,
  getNotices,
  getPermission,
  getRegisterSetting,
  getSystemStatus,
  getVendors,
  getWalletBalance,
  login,
  loginFreeplay,
  loginVerificationOf,
  logout,
  register,
  registerByMobile,
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
  });
}
