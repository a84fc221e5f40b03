// The public API of @lobby/api: explicit named exports only (no barrels of `export *`).

export { envelopeSchema } from './envelope';
export type { Envelope } from './envelope';
export { ApiError, ERROR_MESSAGE_KEYS, errorMessageKey, isApiError } from './errors';
export type { ApiErrorKind, ApiFailure, ApiFailureOf, ErrorMessageKey } from './errors';
export { paths } from './paths';
export type { ApiPath, PathName } from './paths';
export {
  DEFAULT_LANGUAGE,
  DEFAULT_TIMEOUT_MS,
  MAX_RETRY_AFTER_MS,
  callUrl,
  createApiClient,
  parseRetryAfter,
} from './client';
export type { ApiCall, ApiClient, ApiClientConfig, HttpMethod, QueryValue } from './client';
export { callHeaders, prefetchedResponses } from './prefetch';
export type { CallHeaderValues, PrefetchedCall, PrefetchedLookup } from './prefetch';
export {
  SESSION_CHANNEL,
  broadcastSessionEnd,
  sessionTag,
  subscribeSessionExpiry,
} from './session-expiry';
export type { SessionEndReason, SessionExpiryOptions } from './session-expiry';
export {
  ENCRYPTION_HEADER,
  EnvelopeError,
  KEY_ID_HEADER,
  generateEncryptionKeyPair,
  importPublicKey,
  openEnvelope,
  readEnvelopeKeyId,
  sealEnvelope,
  sealedBodySchema,
} from './crypto/envelope';
export type {
  EncryptionKeyPair,
  EnvelopeErrorReason,
  OpenedEnvelope,
  PublicEncryptionKey,
  SealedBody,
} from './crypto/envelope';
export {
  base64Schema,
  base64UrlSchema,
  binaryFlagSchema,
  botCheckSchema,
  emptyValueSchema,
  intParam,
  languageCodeSchema,
  minorUnitsSchema,
  nonNegativeIntSchema,
  nonNegativeMinorUnitsSchema,
  pageSchema,
  pagingQueryEntries,
  passwordSchema,
  positiveIntSchema,
} from './schemas/common';
export {
  ENCRYPTION_ALGORITHM,
  SYSTEM_STATUS,
  countryListResponseSchema,
  countryListSchema,
  countrySchema,
  customerServiceResponseSchema,
  customerServiceSchema,
  domainRouteResponseSchema,
  domainRouteSchema,
  encryptionKeyResponseSchema,
  encryptionKeySchema,
  fieldRuleSchema,
  helpCenterResponseSchema,
  helpCenterSchema,
  nonceResponseSchema,
  nonceSchema,
  permissionQuerySchema,
  permissionResponseSchema,
  permissionSchema,
  registerSettingResponseSchema,
  registerSettingSchema,
  resourceEntrySchema,
  systemStatusResponseSchema,
  systemStatusSchema,
  whitelabelNodeSchema,
  whitelabelResponseSchema,
  whitelabelSchema,
} from './schemas/system';
export type {
  Country,
  CustomerService,
  DomainRoute,
  EncryptionKey,
  FieldRule,
  HelpCenter,
  Nonce,
  Permission,
  PermissionQuery,
  RegisterSetting,
  ResourceEntry,
  SystemStatus,
  WhitelabelNode,
} from './schemas/system';
export {
  BANNER_LINKAGE_TYPES,
  NOTICE_TYPES,
  bannerListResponseSchema,
  bannerListSchema,
  bannerQuerySchema,
  bannerSchema,
  inboxUnreadResponseSchema,
  inboxUnreadSchema,
  noticeListResponseSchema,
  noticeListSchema,
  noticeQuerySchema,
  noticeSchema,
} from './schemas/notice';
export type {
  Banner,
  BannerQuery,
  InboxUnread,
  Notice,
  NoticeList,
  NoticeQuery,
  NoticeType,
} from './schemas/notice';
export {
  GAME_CLASSIFICATIONS,
  GAME_INDEX_COLUMNS,
  GAME_INDEX_ID_PLACEHOLDER,
  GAME_TYPES,
  POPULAR_GAMES_DEFAULT_COUNT,
  POPULAR_GAMES_MAX_COUNT,
  VENDOR_LAUNCH_MODES,
  encodeGameIndex,
  favouriteIdsResponseSchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouriteRequestSchema,
  gameArrayResponseSchema,
  gameArraySchema,
  gameHotQuerySchema,
  gameIndexQuerySchema,
  gameIndexResponseSchema,
  gameIndexSchema,
  gameIndexWireSchema,
  gameLaunchRequestSchema,
  gameLaunchResponseSchema,
  gameLaunchSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  gameListSchema,
  gamePopularQuerySchema,
  gameSchema,
  gameTypeSchema,
  vendorListResponseSchema,
  vendorListSchema,
  vendorQuerySchema,
  vendorSchema,
} from './schemas/games';
export type {
  FavouriteListQuery,
  FavouriteRequest,
  Game,
  GameClassification,
  GameHotQuery,
  GameIndexColumn,
  GameIndexEntry,
  GameIndexQuery,
  GameIndexWire,
  GameLaunch,
  GameLaunchRequest,
  GameList,
  GameListQuery,
  GameType,
  PopularGamesQuery,
  Vendor,
  VendorLaunchMode,
  VendorQuery,
} from './schemas/games';
export {
  LOTTERY_PRIZE_MODES,
  VN_DRAW_NUMBER_COUNT,
  VN_LOTTERY_ACCOUNT_TYPE,
  VN_NUMBERS_MAX_COUNT,
  VN_PRIZE_TIERS,
  lotteryDrawListSchema,
  lotteryDrawSchema,
  lotteryGameSchema,
  lotteryMenuListSchema,
  lotteryMenuSchema,
  lotteryMenusQuerySchema,
  lotteryMenusResponseSchema,
  lotteryPrizeModeSchema,
  vnNumbersQuerySchema,
  vnNumbersResponseSchema,
} from './schemas/lottery';
export type {
  LotteryDraw,
  LotteryGame,
  LotteryMenu,
  LotteryMenusQuery,
  LotteryPrizeMode,
  VnNumbersQuery,
  VnPrizeTier,
} from './schemas/lottery';
export {
  SERVER_CODES,
  captchaResponseSchema,
  captchaSchema,
  freeplayRequestSchema,
  freeplayResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginResultSchema,
  logoutResponseSchema,
  sessionUserSchema,
  smsNoLoginRequestSchema,
  smsRegisterRequestSchema,
  smsSentResponseSchema,
  smsSentSchema,
} from './schemas/session';
export type {
  FreeplayRequest,
  LoginRequest,
  LoginResult,
  SessionUser,
  SmsNoLoginRequest,
  SmsRegisterRequest,
  SmsSent,
} from './schemas/session';
export {
  affiliateQuerySchema,
  affiliateResponseSchema,
  bindRequestSchema,
  bindTargetSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  forgotPasswordEmailRequestSchema,
  forgotPasswordEmailResponseSchema,
  languageRequestSchema,
  languageResponseSchema,
  memberInfoResponseSchema,
  memberInfoSchema,
  registerRequestSchema,
  registerResponseSchema,
  setPasswordBySmsRequestSchema,
  setPasswordBySmsResponseSchema,
} from './schemas/member';
export type {
  AffiliateQuery,
  BindRequest,
  BindTarget,
  ChangePasswordRequest,
  ForgotPasswordEmailRequest,
  LanguageRequest,
  MemberInfo,
  RegisterRequest,
  SetPasswordBySmsRequest,
} from './schemas/member';
export { walletBalanceResponseSchema, walletBalanceSchema } from './schemas/wallet';
export type { WalletBalance } from './schemas/wallet';
export {
  DEPOSIT_METHOD_KINDS,
  DEPOSIT_STATUSES,
  MAIN_WALLET,
  MAX_PAYEES,
  MONEY_CODES,
  MONEY_MAX_PAGE_SIZE,
  MONEY_PAGE_SIZE,
  PROOF_COMMENT_MAX,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WITHDRAWAL_STATUSES,
  amountSchema,
  depositCreateRequestSchema,
  depositListQuerySchema,
  depositListResponseSchema,
  depositListSchema,
  depositMethodSchema,
  depositMethodsResponseSchema,
  depositMethodsSchema,
  depositResponseSchema,
  depositSchema,
  loginHistoryResponseSchema,
  loginHistorySchema,
  loginRecordSchema,
  payeeAddRequestSchema,
  payeeListResponseSchema,
  payeeListSchema,
  payeeRemoveRequestSchema,
  payeeRemoveResponseSchema,
  payeeResponseSchema,
  payeeSchema,
  paymentPasswordRequestSchema,
  paymentPasswordResponseSchema,
  paymentPasswordSchema,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionListSchema,
  transactionSchema,
  uplineTransferRequestSchema,
  uplineTransferResponseSchema,
  uplineTransferSchema,
  vendorWalletSchema,
  walletListResponseSchema,
  walletListSchema,
  walletTransferRequestSchema,
  walletTransferResponseSchema,
  withdrawCreateRequestSchema,
  withdrawLimitsSchema,
  withdrawListQuerySchema,
  withdrawListResponseSchema,
  withdrawListSchema,
  withdrawReceivedRequestSchema,
  withdrawalResponseSchema,
  withdrawalSchema,
} from './schemas/money';
export type {
  Deposit,
  DepositCreateRequest,
  DepositList,
  DepositMethod,
  DepositMethodKind,
  DepositMethods,
  DepositStatus,
  LoginRecord,
  MoneyCode,
  MoneyPageQuery,
  Payee,
  PayeeAddRequest,
  PayeeRemoveRequest,
  PaymentPasswordRequest,
  Transaction,
  TransactionList,
  TransactionListQuery,
  TransactionType,
  UplineTransfer,
  UplineTransferRequest,
  VendorWallet,
  WalletList,
  WalletTransferRequest,
  WithdrawCreateRequest,
  WithdrawLimits,
  WithdrawList,
  WithdrawNotReceivedRequest,
  WithdrawReceivedRequest,
  Withdrawal,
  WithdrawalStatus,
} from './schemas/money';
export {
  ACTIVITY_STATUSES,
  promotionClaimRequestSchema,
  promotionClaimResponseSchema,
  promotionListResponseSchema,
  promotionListSchema,
  promotionSchema,
} from './schemas/promotions';
export type { ActivityStatus, Promotion, PromotionClaimRequest } from './schemas/promotions';
export {
  REDEEM_STATUSES,
  pointsBalanceResponseSchema,
  pointsBalanceSchema,
  pointsConvertRequestSchema,
  pointsConvertResponseSchema,
  pointsConvertedSchema,
  pointsRedeemRequestSchema,
  pointsRedeemResponseSchema,
  redeemEntrySchema,
  redeemListQuerySchema,
  redeemListResponseSchema,
  redeemListSchema,
} from './schemas/points';
export type {
  PointsBalance,
  PointsConvertRequest,
  PointsConverted,
  PointsRedeemRequest,
  RedeemEntry,
  RedeemList,
  RedeemListQuery,
} from './schemas/points';
export {
  CONTRACT_TYPES,
  SALARY_PERIODS,
  contractListResponseSchema,
  contractListSchema,
  contractSchema,
} from './schemas/agent';
export type { Contract } from './schemas/agent';
export type { CallOptions } from './endpoints/options';
export {
  assertSystemAvailable,
  getCountries,
  getCustomerService,
  getDomainRoute,
  getEncryptionKey,
  getHelpCenter,
  getNonce,
  getPermission,
  getRegisterSetting,
  getSystemStatus,
  getWhitelabel,
} from './endpoints/system';
export { getBanners, getInboxUnread, getNotices } from './endpoints/notice';
export {
  addFavourite,
  getAllGames,
  getFavouriteGames,
  getFavouriteIds,
  getGames,
  getHotGames,
  getPopularGames,
  getVendors,
  launchGame,
  removeFavourite,
} from './endpoints/games';
export { getLotteryMenus, getVnNumbers } from './endpoints/lottery';
export {
  getCaptcha,
  login,
  loginFreeplay,
  logout,
  sendLoginSms,
  sendRegisterSms,
} from './endpoints/session';
export {
  bindContact,
  changePassword,
  checkAffiliate,
  forgotPasswordByEmail,
  getMemberInfo,
  register,
  registerByMobile,
  sendBindCode,
  setLanguage,
  setPasswordBySms,
} from './endpoints/member';
export { getWalletBalance } from './endpoints/wallet';
export {
  addPayee,
  confirmWithdrawalNotReceived,
  confirmWithdrawalReceived,
  createDeposit,
  createWithdrawal,
  getDepositMethods,
  getDeposits,
  getLoginHistory,
  getPayees,
  getTransactions,
  getWallets,
  getWithdrawals,
  removePayee,
  setPaymentPassword,
  transferBetweenWallets,
  transferToUpline,
} from './endpoints/money';
// the member's records: betting record, profit and loss, bonus details, player rank
export {
  PROFIT_MAX_DAYS,
  betListQuerySchema,
  betListResponseSchema,
  betListSchema,
  betOutcomeSchema,
  betRecordSchema,
  betTotalsSchema,
  bonusListQuerySchema,
  bonusListResponseSchema,
  bonusListSchema,
  bonusRecordSchema,
  playerLevelSchema,
  playerRankResponseSchema,
  playerRankSchema,
  profitQuerySchema,
  profitResponseSchema,
  profitRowSchema,
  profitSchema,
} from './schemas/records';
export type {
  BetList,
  BetListQuery,
  BetOutcome,
  BetRecord,
  BetTotals,
  BonusList,
  BonusListQuery,
  BonusRecord,
  PlayerLevel,
  PlayerRank,
  Profit,
  ProfitQuery,
  ProfitRow,
  RecordRangeQuery,
} from './schemas/records';
export { getBets, getBonuses, getPlayerRank, getProfit } from './endpoints/records';
// --- member centre II: messages (inbox) and invite friends (referral) ---
export {
  INBOX_PAGE_SIZE,
  MESSAGE_KINDS,
  MONEY_MESSAGE_KINDS,
  inboxListQuerySchema,
  inboxListResponseSchema,
  inboxListSchema,
  inboxMessageRequestSchema,
  inboxReadAllResponseSchema,
  inboxReadAllSchema,
  messageResponseSchema,
  messageSchema,
} from './schemas/inbox';
export type {
  InboxList,
  InboxListQuery,
  InboxMessageRequest,
  InboxReadAll,
  Message,
  MessageKind,
} from './schemas/inbox';
export {
  referralFriendSchema,
  referralInfoResponseSchema,
  referralInfoSchema,
} from './schemas/referral';
export type { ReferralFriend, ReferralInfo } from './schemas/referral';
export {
  deleteMessage,
  getMessages,
  getReferralInfo,
  readAllMessages,
  readMessage,
} from './endpoints/inbox';
export {
  LAUNCH_CODES,
  LOTTERY_VIEWS,
  lotteryLaunchRequestSchema,
  lotteryLaunchResponseSchema,
  recentGamesQuerySchema,
  recentGamesResponseSchema,
} from './schemas/launch';
export type { LotteryLaunchRequest, LotteryView, RecentGamesQuery } from './schemas/launch';
export { getRecentGames, launchLottery } from './endpoints/launch';
export type { RecentGamesRequest } from './endpoints/launch';
export { claimPromotion, getPromotions } from './endpoints/promotions';
export { convertPoints, getPointsBalance, getRedeemList, redeemPoints } from './endpoints/points';
export { getContracts } from './endpoints/agent';
export {
  WINNERS_DEFAULT_COUNT,
  WINNERS_MAX_COUNT,
  winnerListResponseSchema,
  winnerListSchema,
  winnerRankQuerySchema,
  winnerSchema,
} from './schemas/winners';
export type { Winner, WinnerRankQuery } from './schemas/winners';
export { getWinners } from './endpoints/winners';
export {
  LOGIN_VERIFICATION_METHODS,
  loginVerificationSchema,
  smsForgotRequestSchema,
  verificationRequestSchema,
  verificationResponseSchema,
  verificationSendRequestSchema,
  verificationSendResponseSchema,
} from './schemas/session';
export type {
  LoginVerification,
  LoginVerificationMethod,
  SmsForgotRequest,
  VerificationRequest,
  VerificationSendRequest,
} from './schemas/session';
export {
  completeLoginVerification,
  loginVerificationOf,
  sendForgotSms,
  sendLoginVerificationCode,
} from './endpoints/session';
export {
  MAX_BOT_CHECK_DIFFICULTY,
  botChallengeResponseSchema,
  botChallengeSchema,
  botCheckProofSchema,
} from './schemas/botCheck';
export type { BotChallenge, BotCheckProof } from './schemas/botCheck';
export { botChallengeInput, leadingZeroBits, solveBotChallenge } from './crypto/proofOfWork';
export type { SolveOptions } from './crypto/proofOfWork';
export { fetchBotCheck, getBotChallenge } from './endpoints/botCheck';
export { gameMessageSchema, parseGameMessage } from './schemas/gameMessage';
export type { GameMessage } from './schemas/gameMessage';
// member centre II: rewards, missions, the manual rebate
export {
  CLAIM_CODES,
  MISSION_STATUSES,
  claimRequestSchema,
  rebateClaimRequestSchema,
} from './schemas/claims';
export type {
  ClaimCode,
  ClaimCounts,
  ClaimResult,
  Leaderboard,
  LeaderboardEntry,
  Mission,
  MissionList,
  MissionStatus,
  RebateClaimRecord,
  RebateLine,
  RebateSummary,
  Reward,
  RewardList,
} from './schemas/claims';
export {
  claimMission,
  claimRebate,
  claimReward,
  getClaimCounts,
  getLeaderboard,
  getMissions,
  getRebate,
  getRewards,
} from './endpoints/claims';
