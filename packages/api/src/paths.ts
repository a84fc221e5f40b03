/**
 * The one table of the operator's `/wps` paths. The sandbox implements the same table; pointing the
 * site at an operator's backend changes the base URL (`VITE_API_BASE_URL`), never these.
 *
 * Relays follow the operator's `/wps/relay/<SERVICE>_<method>` naming.
 */
export const paths = {
  // system: the shell's start-up calls, no token
  systemStatus: '/wps/system/status',
  systemPermission: '/wps/system/permission',
  systemWhitelabel: '/wps/system/whitelabel',
  systemCountry: '/wps/system/country',
  systemRegisterSetting: '/wps/system/setting/register',
  systemDomainRoute: '/wps/system/domainRoute',
  systemHelpCenter: '/wps/system/helpCenter',
  systemCustomerService: '/wps/system/customerService',
  systemEncryptionKey: '/wps/system/encryptionKey',
  systemNonce: '/wps/system/nonce',
  botChallenge: '/wps/system/botChallenge',

  // session and account access
  sessionLogin: '/wps/session/login',
  sessionFreeplay: '/wps/session/login/freeplay',
  sessionLogout: '/wps/session/logout',
  // a login from an IP the member has not used before: send a code, then complete with it
  sessionVerificationSend: '/wps/session/verification/send',
  sessionVerification: '/wps/session/verification',
  captcha: '/wps/captcha',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  smsForgot: '/wps/verification/sms/forgot',

  // member
  memberInfo: '/wps/member/info',
  memberPassword: '/wps/member/password',
  memberPasswordEmail: '/wps/member/password/email',
  memberPasswordSms: '/wps/member/password/sms',
  memberRegister: '/wps/member/register',
  memberRegisterMobile: '/wps/member/register/mobile',
  memberLanguage: '/wps/member/language',
  memberAffiliate: '/wps/member/affiliate',
  // set (or, with the old one, change) the six-digit payment password; encrypted
  memberPaymentPassword: '/wps/member/paymentPassword',
  memberLoginHistory: '/wps/member/loginHistory',
  // bind a mobile number or an e-mail address: send a code to it, then bind with the code
  memberBindSend: '/wps/member/bind/send',
  memberBind: '/wps/member/bind',

  // notices, banners, inbox
  noticeList: '/wps/relay/NOTICE_list',
  bannerList: '/wps/relay/BANNER_list',
  inboxUnread: '/wps/relay/INBOX_unreadCount',
  // the member's messages (platform information, messageV2): a page, unread first; opening one
  // marks it read; delete one; mark all read (all token, member centre)
  inboxList: '/wps/relay/INBOX_list',
  inboxRead: '/wps/relay/INBOX_read',
  inboxDelete: '/wps/relay/INBOX_delete',
  inboxReadAll: '/wps/relay/INBOX_readAll',
  // invite friends: the member's referral code, the friends who registered with it, what they earned
  referralInfo: '/wps/relay/REFERRAL_info',

  // games
  gameVendors: '/wps/relay/GAME_vendors',
  gameList: '/wps/relay/GAME_list',
  gameHot: '/wps/relay/GAME_hot',
  gameIndex: '/wps/relay/GAME_index',
  gamePopular: '/wps/relay/GAME_popular',
  gameRecent: '/wps/game/recent',
  gameFavouriteIds: '/wps/game/favourite/ids',
  gameFavouriteList: '/wps/game/favourite/list',
  // POST adds, DELETE removes; the body is { nodeId, vendor, gameType } either way
  gameFavourite: '/wps/game/favourite',
  gameLaunch: '/wps/game/launchGame',
  lotteryLaunch: '/wps/game/launchLottery',

  // lottery game menus and draws (under /lgw in the operator's contract)
  lotteryMenus: '/wps/lgw/menus',
  lotteryVnNumbers: '/wps/lgw/vn/numero',

  // wallet
  walletBalance: '/wps/v2/wallets/balance',
  // the main wallet and the vendor wallets; moving money between them
  walletList: '/wps/v2/wallets',
  walletTransfer: '/wps/relay/WALLET_transfer',

  // money in and out (token); withdraw and the upline transfer are encrypted
  depositMethods: '/wps/relay/DEPOSIT_methods',
  depositCreate: '/wps/relay/DEPOSIT_create',
  depositList: '/wps/relay/DEPOSIT_list',
  payeeList: '/wps/relay/PAYEE_list',
  payeeAdd: '/wps/relay/PAYEE_add',
  payeeRemove: '/wps/relay/PAYEE_remove',
  withdrawCreate: '/wps/relay/WITHDRAW_create',
  // received: JSON { id, received: true }; not received: multipart id, comment, images
  withdrawConfirm: '/wps/relay/WITHDRAW_confirm',
  withdrawList: '/wps/relay/WITHDRAW_list',
  transferUpline: '/wps/relay/TRANSFER_upline',
  // the account record: ledger rows and deposits not yet credited
  transactionList: '/wps/relay/TRANSACTION_list',

  // the member's records (token): betting record, profit and loss, bonus details, player rank
  betList: '/wps/relay/BET_list',
  profitSummary: '/wps/relay/PROFIT_summary',
  bonusList: '/wps/relay/BONUS_list',
  playerRank: '/wps/relay/PLAYER_rank',
  // member centre II: rewards, missions, the manual rebate (token; each claim pays once)
  rewardList: '/wps/relay/REWARD_list',
  rewardClaim: '/wps/relay/REWARD_claim',
  missionList: '/wps/relay/MISSION_list',
  missionClaim: '/wps/relay/MISSION_claim',
  missionLeaderboard: '/wps/relay/MISSION_leaderboard',
  rebateSummary: '/wps/relay/REBATE_summary',
  rebateClaim: '/wps/relay/REBATE_claim',
  // what the member centre's red badges count: claimable rewards, missions done and not claimed
  claimCounts: '/wps/relay/CLAIM_counts',

  // promotions: list and detail without a token (statuses are the player's with one); join,
  // apply (multipart) and claim members only; the count the avatar's unclaimed badge adds
  promotionList: '/wps/relay/PROMOTION_list',
  promotionClaim: '/wps/relay/PROMOTION_claim',
  promotionDetail: '/wps/relay/PROMOTION_detail',
  promotionJoin: '/wps/relay/PROMOTION_join',
  promotionApply: '/wps/relay/PROMOTION_apply',
  promotionCount: '/wps/relay/PROMOTION_count',

  // points
  pointsBalance: '/wps/relay/POINTS_balance',
  pointsRedeemList: '/wps/relay/POINTS_redeemList',
  pointsRedeem: '/wps/relay/POINTS_redeem',
  pointsConvert: '/wps/relay/POINTS_convert',
  // points mall (issue 27): the merchant's rules, its items, the member's points ledger
  pointsConfig: '/wps/relay/POINTS_config',
  pointsItems: '/wps/relay/POINTS_items',
  pointsDetail: '/wps/relay/POINTS_detail',

  // agent centre
  agentContracts: '/wps/relay/CONTRACT_list',
  // agent centre: team (agents only, except the application's two: any real member)
  agentOverview: '/wps/relay/AGENT_overview',
  agentAnnouncements: '/wps/relay/AGENT_announcements',
  agentDownline: '/wps/relay/AGENT_downline',
  agentMember: '/wps/relay/AGENT_member',
  agentCreateMember: '/wps/relay/AGENT_createMember',
  agentPromotion: '/wps/relay/AGENT_promotion',
  agentTransfer: '/wps/relay/AGENT_transfer',
  agentTeamBets: '/wps/relay/AGENT_teamBets',
  agentUserProfitLoss: '/wps/relay/AGENT_userProfitLoss',
  agentTransactions: '/wps/relay/AGENT_transactions',
  agentApply: '/wps/relay/AGENT_apply',
  agentApplication: '/wps/relay/AGENT_application',
  // agent centre: contracts (token, agents only): the merchant's switches, contracts offered to
  // and by me, offer / answer / end, the what-if of an offer, payout records, my income
  contractFlags: '/wps/relay/CONTRACT_flags',
  contractList: '/wps/relay/CONTRACT_list',
  contractOffer: '/wps/relay/CONTRACT_offer',
  contractRespond: '/wps/relay/CONTRACT_respond',
  contractTerminate: '/wps/relay/CONTRACT_terminate',
  contractPreview: '/wps/relay/CONTRACT_preview',
  contractPayouts: '/wps/relay/CONTRACT_payouts',
  agentIncome: '/wps/relay/AGENT_income',

  // player protection (token, real members): limits, the session's figures for the reality check,
  // time-out and self-exclusion (issue 30; security checklist RG-04..RG-07)
  protectionStatus: '/wps/relay/PROTECTION_status',
  protectionLimit: '/wps/relay/PROTECTION_limit',
  protectionSessionLimit: '/wps/relay/PROTECTION_sessionLimit',
  protectionRealityCheck: '/wps/relay/PROTECTION_realityCheck',
  protectionSession: '/wps/relay/PROTECTION_session',
  protectionBreak: '/wps/relay/PROTECTION_break',

  // promotion mechanics (issue 27; token, real members, not on a break): a state call and an
  // action call each for the red envelope, the prize wheel, the golden egg, the sign-in calendar
  mechanicEnvelope: '/wps/relay/MECHANIC_envelope',
  mechanicEnvelopeOpen: '/wps/relay/MECHANIC_envelopeOpen',
  mechanicWheel: '/wps/relay/MECHANIC_wheel',
  mechanicWheelSpin: '/wps/relay/MECHANIC_wheelSpin',
  mechanicEgg: '/wps/relay/MECHANIC_egg',
  mechanicEggSmash: '/wps/relay/MECHANIC_eggSmash',
  mechanicCalendar: '/wps/relay/MECHANIC_calendar',
  mechanicSignIn: '/wps/relay/MECHANIC_signIn',
  // free spins (issue 27): the promotion's spins on one slot game (GET ?promotionId=) and the claim
  mechanicFreeSpins: '/wps/relay/MECHANIC_freeSpins',
  mechanicFreeSpinsClaim: '/wps/relay/MECHANIC_freeSpinsClaim',

  // the winner rank list: the latest big wins, names masked (no token)
  winnerRank: '/wps/relay/WINNER_rank',
  // VIP club and feedback (issue 27): the levels (no token), the member's progress (token), and
  // feedback (PUT, no token, doc 2 §6/§7)
  vipLevels: '/wps/relay/VIP_levels',
  vipProgress: '/wps/relay/VIP_progress',
  feedback: '/wps/feedback',
  // sports hot matches (no token) and PVP rooms (GET, query, token; doc 2 §7) (issue 27)
  hotMatches: '/wps/relay/SPORTS_hotMatches',
  pvpRooms: '/wps/relay/PVP_rooms',
} as const;

export type PathName = keyof typeof paths;
export type ApiPath = (typeof paths)[PathName];
