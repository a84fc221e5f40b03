// Everything that talks to the network (ky, the endpoint schemas), in one chunk loaded after the
// first paint: the shell renders while it arrives (docs/quality.md, initial JS budget). The one module
// of the site that imports endpoint functions (a lint rule): queries and actions are given them.
import { createApiClient, type ApiClient, type PrefetchedLookup } from '@lobby/api';
import { API_BASE_URL } from '../config/site';

/** What every call sends: merchant = the brand code, the active locale code, the token if any. */
export interface ApiSettings {
  merchant: string;
  language: string;
  token: string | null;
}

export {
  GAME_TYPES,
  SERVER_CODES,
  addFavourite,
  addPayee,
  bindContact,
  broadcastSessionEnd,
  changePassword,
  checkAffiliate,
  completeLoginVerification,
  confirmWithdrawalNotReceived,
  confirmWithdrawalReceived,
  createDeposit,
  createWithdrawal,
  fetchBotCheck,
  forgotPasswordByEmail,
  getAllGames,
  getBanners,
  getCaptcha,
  getCountries,
  getCustomerService,
  // document 1 rows (issue 29): the domain check
  getDomainRoute,
  getDepositMethods,
  getDeposits,
  getFavouriteGames,
  getFavouriteIds,
  getGames,
  getHelpCenter,
  getHotGames,
  getLoginHistory,
  getLotteryMenus,
  getMemberInfo,
  getNotices,
  getPayees,
  getPermission,
  getPopularGames,
  getRecentGames,
  getRegisterSetting,
  getSystemStatus,
  getTransactions,
  getVendors,
  getVnNumbers,
  getWalletBalance,
  getWallets,
  getWinners,
  getWithdrawals,
  launchGame,
  launchLottery,
  login,
  loginFreeplay,
  loginVerificationOf,
  logout,
  register,
  registerByMobile,
  removeFavourite,
  removePayee,
  sendBindCode,
  sendForgotSms,
  sendLoginSms,
  sendLoginVerificationCode,
  sendRegisterSms,
  setLanguage,
  setPasswordBySms,
  setPaymentPassword,
  subscribeSessionExpiry,
  transferBetweenWallets,
  transferToUpline,
} from '@lobby/api';
// member centre II: rewards, missions, the manual rebate
export {
  claimMission,
  claimRebate,
  claimReward,
  getClaimCounts,
  getLeaderboard,
  getMissions,
  getRebate,
  getRewards,
} from '@lobby/api';

// promotion mechanics (issue 27): red envelope, prize wheel, golden egg, sign-in calendar
export {
  getCalendar,
  getEgg,
  getRedEnvelope,
  getWheel,
  openRedEnvelope,
  signInToday,
  smashEgg,
  spinWheel,
} from '@lobby/api';
// free spins (issue 27)
export { claimFreeSpins, getFreeSpins } from '@lobby/api';

// member centre II: records and rank
export { getBets, getBonuses, getPlayerRank, getProfit } from '@lobby/api';
// member centre II: the member's messages and invite friends
export {
  deleteMessage,
  getInboxUnread,
  getMessages,
  getReferralInfo,
  readAllMessages,
  readMessage,
} from '@lobby/api';

// agent centre: the team, its reports and the agent application
export {
  applyForAgent,
  createDownlineMember,
  getAgentAnnouncements,
  getAgentApplication,
  getAgentMember,
  getAgentOverview,
  getAgentPromotion,
  getDownline,
  getTeamBets,
  getTeamTransactions,
  getUserProfitLoss,
  transferToDownline,
} from '@lobby/api';
// agent centre: contracts
export {
  getAgentIncome,
  getContractFlags,
  getContractPayouts,
  getContractPreview,
  getContracts,
  offerContract,
  respondToContract,
  terminateContract,
} from '@lobby/api';
// player protection (issue 30): limits, the reality check's figures, breaks
export {
  getProtectionStatus,
  getSessionFigures,
  setProtectionLimit,
  setRealityCheck,
  setSessionLimit,
  takeBreak,
} from '@lobby/api';
// points mall (issue 27)
export {
  convertPoints,
  getMallItems,
  getPointsBalance,
  getPointsConfig,
  getPointsDetail,
  getRedeemList,
  redeemPoints,
} from '@lobby/api';

// promotions and activities (issue 27)
export {
  applyToPromotion,
  claimPromotion,
  getPromotion,
  getPromotionCount,
  getPromotions,
  joinPromotion,
} from '@lobby/api';
// VIP club and feedback (issue 27)
export { getVipLevels, getVipProgress, sendFeedback } from '@lobby/api';
// sports hot matches and PVP rooms (issue 27)
export { getHotMatches, getPvpRooms } from '@lobby/api';

/** A client for these settings; `prefetched` answers its first calls from the boot script's. */
export function createClient(
  { merchant, language, token }: ApiSettings,
  prefetched: PrefetchedLookup,
): ApiClient {
  return createApiClient({
    ...(API_BASE_URL === '' ? {} : { baseUrl: API_BASE_URL }),
    merchant,
    language: () => language,
    getToken: () => token,
    prefetched,
  });
}
