export {
  DIALOG_GENERIC_WIDTH,
  MODAL_DEFAULT_HEIGHT,
  MODAL_DEFAULT_WIDTH,
  modalSizeToCss,
  resolveModalSize,
} from './modalSize';
export type { ModalSize } from './modalSize';
export {
  decodeHint,
  encodeHint,
  hintKindForPatternId,
  isPatternHint,
  messageHintKinds,
  PATTERN_ID_COUNT,
  patternHint,
  patternHintKinds,
} from './fieldHints';
export type {
  FieldHint,
  HintKind,
  MessageHint,
  MessageHintKind,
  PatternHint,
  PatternHintKind,
} from './fieldHints';
export {
  checkField,
  checkValue,
  codePointLength,
  compileRule,
  MAX_PATTERN_INPUT,
  MAX_PATTERN_LENGTH,
  normalizeValue,
} from './fieldRule';
export type {
  CompileResult,
  CompiledRule,
  FieldKind,
  FieldRule,
  PatternProblemReason,
  RuleProblem,
} from './fieldRule';
export { fieldSchema, formSchema, hintOfIssue, hintsByField, validateForm } from './fieldSchema';
export type {
  FieldSchemaResult,
  FieldValueSchema,
  FormSchema,
  FormSchemaOptions,
  FormSchemaResult,
} from './fieldSchema';
export { isUnsafePattern } from './regexSafety';
export {
  BONUS_SOURCES,
  MAIN_WALLET,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WITHDRAWAL_STATUSES,
  formatMoney,
} from './money';
// member centre II: records
export { PROFIT_MAX_DAYS } from './money';
export type {
  BonusSource,
  FormatMoneyOptions,
  TransactionStatus,
  TransactionType,
  WithdrawalStatus,
} from './money';
export { clampPage, pageRange } from './pagination';
export type { PageItem, PageRangeOptions } from './pagination';
export { countdownRemaining, createThrottle } from './timing';
export type { Throttle } from './timing';
export { checkUpload, IMAGE_UPLOAD_LIMITS, partitionUploads } from './upload';
export type { UploadCandidate, UploadLimits, UploadRejection } from './upload';
export {
  JACKPOT_STEP_MINOR,
  JACKPOT_STEP_MS,
  jackpotAmountAt,
  msUntilNextJackpotStep,
} from './jackpot';
export {
  GAME_LIST_ROUTE,
  ROUTES,
  SCREEN_GROUPS,
  gameListPath,
  gameTypeFromParam,
  matchRoute,
} from './shell/routes';
export type {
  Chrome,
  HeaderMode,
  RouteDef,
  RouteDialog,
  RouteMatch,
  ScreenGroup,
} from './shell/routes';
export { hashOf, pathKey, pathOf } from './shell/path';
// document 1 rows (issue 29)
export { isListedDomain } from './shell/domainCheck';
export {
  BANNER_GROUP_BY_PATH,
  FORGOT_PASSWORD_BANNER_GROUP,
  LOGIN_BANNER_GROUP,
  bannerGroupForPath,
} from './shell/banners';
export type { BannerGroup, PageBannerGroup } from './shell/banners';
export { LOGIN_GUARD_EXCEPTIONS, loginGuard, systemGate } from './shell/guards';
export type { LoginGuardInput, SystemGate, SystemGateInput } from './shell/guards';
export {
  DEFAULT_MEMBER_CENTRE_PAGE,
  MEMBER_CENTRE_COUNTED_PAGES,
  MEMBER_CENTRE_LINKED_PAGES,
  MEMBER_CENTRE_PAGES,
  MEMBER_CENTRE_PARAM,
  memberCentrePageOf,
  withMemberCentrePage,
} from './shell/memberCentre';
export type { MemberCentrePage } from './shell/memberCentre';
export {
  AGENT_CENTRE_PAGES,
  AGENT_CENTRE_PARAM,
  CONTRACT_PAGE_KINDS,
  DEFAULT_AGENT_CENTRE_PAGE,
  agentCentreMenu,
  agentCentrePageOf,
  contractFlagsOf,
  contractKindOfPage,
  withAgentCentrePage,
} from './shell/agentCentre';
export type { AgentCentrePage, ContractFlags } from './shell/agentCentre';
export {
  BASE_BY_KIND,
  CONTRACT_KINDS,
  CONTRACT_KIND_FLAGS,
  CONTRACT_PERIODS,
  CONTRACT_STATUSES,
  MAX_RATE_BP,
  MAX_TIERS,
  PAYOUT_STATUSES,
  PERIODS_BY_KIND,
  REALTIME_SETTLEMENT_MS,
  baseOf,
  contractsEndedByLowerRate,
  payoutFor,
  periodOf,
  previousPeriods,
  tierProblem,
  topRateBp,
} from './agent/contracts';
export type {
  ContractBase,
  ContractKind,
  ContractKindFlag,
  ContractPeriod,
  ContractStatus,
  ContractTier,
  PayoutStatus,
  Payout,
  PeriodSpan,
  TeamFigures,
  TierProblem,
} from './agent/contracts';
export {
  ACCOUNT_CENTRE_CODES,
  AGENT_CODES,
  TRIAL_ACCOUNT_CODE,
  VIP_RANK_THRESHOLD,
  accessFor,
  customerServiceRoute,
  guardProtectedAction,
  hasAccountCentre,
  isAgentCode,
  isTrialAccount,
} from './shell/access';
export type {
  Access,
  AccessInput,
  CustomerServiceRoute,
  ProtectedActionInput,
} from './shell/access';
export {
  DEFAULT_COCKFIGHT_CODES,
  DEFAULT_ESPORTS_CODES,
  LOTTERY_VENDORS,
  NAV_TYPE_ORDER,
  NAV_VENDOR_LIMIT,
  SPECIAL_LOGO_VENDORS,
  hasSpecialLogo,
  VENDOR_MENU_ARROWS_ABOVE,
  buildNavigation,
  isLotteryVendor,
  launchTarget,
  lotteryPath,
  typeAction,
  vendorAction,
  vendorMenuNeedsArrows,
} from './shell/navigation';
export type {
  BuildNavigationInput,
  CategoryCodes,
  LaunchItem,
  LaunchTarget,
  NavAction,
  NavEntry,
  NavVendor,
  NavVendorItem,
} from './shell/navigation';
export { PRIZE_MODES, prizeMode } from './shell/prizeMode';
export type { LotteryMode, PrizeMode, VendorCategory } from './shell/prizeMode';
export {
  CUSTOMER_SERVICE_KEY_LENGTH,
  CUSTOMER_SERVICE_LINK_TYPE,
  VIP_SERVICE_LINK_TYPE,
  customerServicePath,
  decodeCustomerServiceLink,
  encodeCustomerServiceLink,
  isHostAllowed,
  safeCustomerServiceUrl,
} from './shell/customerServiceLink';
export { pickCdn } from './shell/cdn';
export { POPULAR_GAMES_COUNT, languageChangeEffects } from './shell/languageChange';
export type { LanguageChangeEffect } from './shell/languageChange';
export { siteLocaleCodes } from './languages';
export type { SiteLocaleCode } from './languages';
export {
  AGENT_PAGE_PATHS,
  INSECURE_DEFAULT_PASSWORD,
  isAgentPage,
  loginOutcome,
} from './account/loginOutcome';
export type { ForcedChangeReason, LoginOutcome, LoginOutcomeInput } from './account/loginOutcome';
export {
  FALLBACK_SMS_SECONDS,
  SOCIAL_AUTH_SMS_SECONDS,
  offsetCountdownSeconds,
  smsCountdownSeconds,
} from './account/smsCountdown';
export {
  BINGO_LANGUAGE,
  GAME_CLASSIFICATIONS,
  GAME_PAGE_SIZE,
  LOBBY_MODES,
  MIN_BET_OPTIONS,
  availableModes,
  classificationOptions,
  isGameClassification,
  isLobbyMode,
  isMinBetOption,
  isPagedMode,
} from './games/lobbyOptions';
export type { GameClassification, LobbyMode } from './games/lobbyOptions';
export {
  DEFAULT_LOBBY_VIEW,
  hasMorePages,
  initialLobbyState,
  lobbyModes,
  lobbyReducer,
  lobbyView,
  nextLobbyFetch,
  sameLobbyView,
} from './games/lobbyState';
export type {
  LobbyAction,
  LobbyFetch,
  LobbyFilters,
  LobbyInit,
  LobbyState,
  LobbyStatus,
  LobbyView,
} from './games/lobbyState';
export {
  GAME_NAME_MAX_LENGTH,
  LOBBY_MAX_PAGE,
  LOBBY_PARAMS,
  lobbyViewFromParams,
  lobbyViewToParams,
} from './games/lobbyUrl';
export type { LobbyParamsOptions } from './games/lobbyUrl';
export {
  NO_GAME_FILTERS,
  createGameFilter,
  filterGames,
  foldAsciiCase,
  hasGameFilters,
  sameGameFilters,
} from './games/searchAll';
export type { FilterableGame, GameFilters } from './games/searchAll';
export { categoryVendors, hasCategory, vendorCategory } from './games/categories';
export { GAME_PAGE_PATH, lobbyLaunchTarget } from './games/launch';
export type { LobbyLaunchInput, LobbyLaunchTarget } from './games/launch';
export {
  LOTTERY_FAVOURITES_KEY_PREFIX,
  LOTTERY_FAVOURITES_MAX,
  applyFavouriteChange,
  favouriteChange,
  lotteryFavourites,
} from './games/favourites';
export type {
  FavouriteChange,
  FavouriteGame,
  FavouritePayload,
  FavouriteStorage,
  LotteryFavourites,
} from './games/favourites';
export { REGISTER_FIELD_NAMES } from './account/registerFields';
export type { RegisterFieldName } from './account/registerFields';
export {
  BREAK_KINDS,
  BREAK_PERIODS,
  breakEnd,
  EXCLUSION_PERIODS,
  LIMIT_PERIODS,
  LIMIT_TOOL,
  MONEY_LIMIT_KINDS,
  periodEnd,
  periodStart,
  PROTECTION_STATES,
  PROTECTION_TOOLS,
  TIME_OUT_PERIODS,
} from './protection';
export type {
  BreakKind,
  BreakPeriod,
  ExclusionPeriod,
  LimitPeriod,
  MoneyLimitKind,
  ProtectionState,
  ProtectionTool,
  TimeOutPeriod,
} from './protection';
// VIP club and feedback (issue 27)
export {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_KINDS,
  feedbackLength,
  hasVipService,
  VIP_SERVICE_LEVEL,
} from './vip';
export type { FeedbackKind } from './vip';
