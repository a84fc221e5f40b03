import './theme/styled';

export { ThemeRoot, ThemeScope } from './theme/ThemeRoot';
export type { ThemeRootProps } from './theme/ThemeRoot';
export { useThemeScope } from './theme/ThemeContext';
export type { Direction, ThemeScopeValue } from './theme/ThemeContext';
export { VisuallyHidden } from './primitives/VisuallyHidden';
export { useNearViewport } from './primitives/useNearViewport';
export { afterNextPaint, nextPaint, onIdle, settleInTurns } from './primitives/idle';
export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { Dialog, DialogClose } from './components/Dialog';
export type { DialogProps } from './components/Dialog';
export { Tabs } from './components/Tabs';
export type {
  TabsContentProps,
  TabsListProps,
  TabsRootProps,
  TabsTriggerProps,
} from './components/Tabs';
export { ThemeSwitch } from './shell/ThemeSwitch';
export type { ThemeSwitchProps } from './shell/ThemeSwitch';
export { LanguageSwitch } from './shell/LanguageSwitch';
export type { LanguageOption, LanguageSwitchProps } from './shell/LanguageSwitch';
export { DropdownMenu } from './components/DropdownMenu';
export type {
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuLabelProps,
  DropdownMenuLinkItemProps,
  DropdownMenuRootProps,
  DropdownMenuTriggerProps,
} from './components/DropdownMenu';
export { Popover, PopoverClose } from './components/Popover';
export type { PopoverProps } from './components/Popover';
export { Tooltip } from './components/Tooltip';
export type { TooltipProps } from './components/Tooltip';
export { Pagination, Pager } from './components/Pagination';
export type { PagerProps, PaginationProps } from './components/Pagination';
export { Marquee, usePrefersReducedMotion } from './components/Marquee';
export type { MarqueeProps } from './components/Marquee';
export { Carousel } from './components/Carousel';
export type { CarouselProps, CarouselSlide } from './components/Carousel';
export { Countdown } from './components/Countdown';
export type { CountdownProps } from './components/Countdown';
export { QRCode } from './components/QRCode';
export type { QRCodeProps } from './components/QRCode';
export { Money } from './components/Money';
export type { MoneyProps } from './components/Money';
export { EmptyState } from './components/EmptyState';
export type { EmptyStateProps } from './components/EmptyState';
export { DataTable, sortRows } from './components/DataTable';
export type {
  DataTableColumn,
  DataTableLayout,
  DataTableProps,
  DataTableSort,
  SortDirection,
  SortValue,
} from './components/DataTable';
export { DateRangePicker } from './components/DateRangePicker';
export type {
  DateRange,
  DateRangePickerProps,
  DateRangePreset,
} from './components/DateRangePicker';
export { IconButton } from './components/IconButton';
export type { IconButtonProps } from './components/IconButton';
export { TextInput } from './components/TextInput';
export type { FieldSize, TextInputProps } from './components/TextInput';
export { Select } from './components/Select';
export type { SelectProps } from './components/Select';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { Radio, RadioGroup } from './components/Radio';
export type { RadioGroupProps, RadioProps } from './components/Radio';
export { ConfirmDialog } from './components/ConfirmDialog';
export type { ConfirmDialogProps } from './components/ConfirmDialog';
export { AlertDialog } from './components/AlertDialog';
export type { AlertDialogProps } from './components/AlertDialog';
export { ToastProvider, useToast } from './components/Toast';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './components/Toast';
export { Badge, badgeText } from './components/Badge';
export type { BadgeProps } from './components/Badge';
export { StatusBadge } from './components/StatusBadge';
export type { StatusBadgeProps, StatusTone } from './components/StatusBadge';
export { Avatar, initialsOf } from './components/Avatar';
export type { AvatarProps, AvatarSize } from './components/Avatar';
export { Spinner } from './components/Spinner';
export type { SpinnerProps, SpinnerSize } from './components/Spinner';
export { LoaderOverlay } from './components/LoaderOverlay';
export type { LoaderOverlayProps } from './components/LoaderOverlay';
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps, SkeletonVariant } from './components/Skeleton';
export { Field, useFieldValidation, useHintText } from './fields/Field';
export type {
  FieldBaseProps,
  FieldControlProps,
  FieldError,
  FieldProps,
  FieldValidation,
  FieldValidationOptions,
} from './fields/Field';
export { Form, useForm } from './fields/Form';
export type { FormContextValue, FormFieldEntry, FormProps, FormValue } from './fields/Form';
export { TextField } from './fields/TextField';
export type { TextFieldProps } from './fields/TextField';
export { PasswordField } from './fields/PasswordField';
export type { PasswordFieldProps } from './fields/PasswordField';
export { flagEmoji, PhoneField, PICKER_CLOSE_DELAY_MS } from './fields/PhoneField';
export type { PhoneCountry, PhoneFieldProps } from './fields/PhoneField';
export { SMS_SEND_THROTTLE_MS, SmsCodeField } from './fields/SmsCodeField';
export type { SmsCodeFieldProps } from './fields/SmsCodeField';
export { CAPTCHA_REFRESH_THROTTLE_MS, CaptchaField } from './fields/CaptchaField';
export type { CaptchaFieldProps } from './fields/CaptchaField';
export { DateField } from './fields/DateField';
export type { DateFieldProps } from './fields/DateField';
export { CheckboxField } from './fields/CheckboxField';
export type { CheckboxFieldProps } from './fields/CheckboxField';
export { COUNTER_ANNOUNCE_DELAY_MS, TextAreaField } from './fields/TextAreaField';
export type { TextAreaFieldProps } from './fields/TextAreaField';
export { ImageUploadField } from './fields/ImageUploadField';
export type { ImageUploadFieldProps } from './fields/ImageUploadField';
export { JackpotCounter } from './shell/JackpotCounter';
export type { JackpotCounterProps } from './shell/JackpotCounter';
export { BalanceDisplay } from './shell/BalanceDisplay';
export type { BalanceDisplayProps } from './shell/BalanceDisplay';
export { AccountMenu } from './shell/AccountMenu';
export type { AccountMenuProps, ClubLabel } from './shell/AccountMenu';
export { AccountBar } from './shell/AccountBar';
export type { AccountBarProps } from './shell/AccountBar';
export { AppDownloadMenu } from './shell/AppDownloadMenu';
export type { AppDownloadMenuProps, AppDownloadPlatform } from './shell/AppDownloadMenu';
export { CompactLoginForm } from './shell/CompactLoginForm';
export type {
  CompactLoginFormProps,
  CompactLoginValues,
  LoginMode,
  LoginPhone,
} from './shell/CompactLoginForm';
export { VendorMenu } from './shell/VendorMenu';
export type { VendorMenuEntry, VendorMenuProps } from './shell/VendorMenu';
export { VENDOR_MENU_HEIGHT } from './shell/VendorMenu';
export { NAV_MAX_VENDORS, Navigation } from './shell/Navigation';
export type {
  NavigationGameType,
  NavigationLinkComponent,
  NavigationLinkProps,
  NavigationProps,
} from './shell/Navigation';
export { HeaderTopBar } from './shell/HeaderTopBar';
export type { HeaderTopBarProps } from './shell/HeaderTopBar';
export { SiteHeader } from './shell/SiteHeader';
export type { SiteHeaderProps } from './shell/SiteHeader';
export { PHONE, WIDE } from './primitives/breakpoints';
export { CategoryChips } from './shell/CategoryChips';
export type { CategoryChip, CategoryChipsProps } from './shell/CategoryChips';
export { BOTTOM_NAV_HEIGHT, BottomNav } from './shell/BottomNav';
export type { BottomNavItem, BottomNavPlace, BottomNavProps } from './shell/BottomNav';
export { SiteMenu, SiteMenuButton } from './shell/SiteMenu';
export type { SiteMenuButtonProps, SiteMenuProps } from './shell/SiteMenu';
export {
  SafeHtml,
  SAFE_HTML_TAGS,
  sanitizeHtml,
  TRUSTED_TYPES_POLICY_NAME,
} from './shell/SafeHtml';
export type { SafeHtmlProps } from './shell/SafeHtml';
export { NoticeBar } from './shell/NoticeBar';
export type { NoticeBarProps } from './shell/NoticeBar';
export { WinnersTicker } from './shell/WinnersTicker';
export type { WinnerEntry, WinnersTickerProps } from './shell/WinnersTicker';
export { NoticeDialog } from './shell/NoticeDialog';
export type { NoticeDialogProps, NoticeItem } from './shell/NoticeDialog';
// header details (issue 29): the help and chat-room modals the header owns.
export { HelpDialog } from './shell/HelpDialog';
export type { HelpDialogProps, HelpSection } from './shell/HelpDialog';
export { ChatRoomDialog, CHAT_ROOM_SANDBOX } from './shell/ChatRoomDialog';
export type { ChatRoomDialogProps } from './shell/ChatRoomDialog';
export { NOTICE_PAGE_SIZE, NoticeBoard } from './shell/NoticeBoard';
export type { NoticeBoardProps } from './shell/NoticeBoard';
export { BANNER_AUTOPLAY_MS, BannerCarousel, bannerLink } from './shell/BannerCarousel';
export type { BannerCarouselProps, BannerItem, BannerLink } from './shell/BannerCarousel';
export { isSafeSocialUrl, SIDE_BAR_GUTTER, SideBar } from './shell/SideBar';
export type { SideBarProps, SocialLinks } from './shell/SideBar';
export { routeLinkClick, SiteFooter } from './shell/SiteFooter';
export type {
  AppDownloads,
  FooterLicence,
  FooterLink,
  NavigateHandler,
  SiteFooterProps,
} from './shell/SiteFooter';
export {
  stripVendors,
  VENDOR_STRIP_GAP_PX,
  VENDOR_STRIP_SPEED_MS,
  VENDOR_STRIP_VISIBLE,
  VendorStrip,
} from './shell/VendorStrip';
export type { VendorLogo, VendorStripProps } from './shell/VendorStrip';
export { Snow, SNOW_MAX_FLAKES, snowFlakes } from './shell/Snow';
export type { SnowProps } from './shell/Snow';
export { formatEndTime, SystemPage } from './shell/SystemPage';
export type { SystemPageKind, SystemPageProps } from './shell/SystemPage';
export { ErrorPage } from './shell/ErrorPage';
export type { ErrorPageKind, ErrorPageProps } from './shell/ErrorPage';
export { LoginForm } from './account/LoginForm';
export type {
  LoginCaptcha,
  LoginFormProps,
  LoginLayout,
  LoginValues,
  SocialProvider,
} from './account/LoginForm';
export { LoginDialog } from './account/LoginDialog';
export type { LoginDialogProps } from './account/LoginDialog';
export { REGISTER_FIELD_NAMES, RegisterDialog, registerRulesOf } from './account/RegisterDialog';
export type {
  RegisterCodeRequest,
  RegisterDialogProps,
  RegisterFieldName,
  RegisterMethod,
  RegisterRules,
  RegisterValues,
} from './account/RegisterDialog';
export { ForgotPasswordDialog } from './account/ForgotPasswordDialog';
export type {
  ForgotPasswordDialogProps,
  ForgotPasswordMethod,
  ForgotPasswordValues,
} from './account/ForgotPasswordDialog';
export { ForcedChangeDialog } from './account/ForcedChangeDialog';
export type {
  ForcedChangeDialogProps,
  ForcedChangeReason,
  ForcedChangeValues,
} from './account/ForcedChangeDialog';
export { VerificationDialog } from './account/VerificationDialog';
export type {
  CodeVerificationMethod,
  VerificationDialogProps,
  VerificationMethod,
  VerificationValues,
} from './account/VerificationDialog';
export { DemoBadge } from './account/DemoBadge';
export type { DemoBadgeProps } from './account/DemoBadge';
export { MemberCentre, useMemberCentreLabel } from './member/MemberCentre';
export { BindContactForm } from './member/BindContactForm';
export type {
  BindContactFormProps,
  BindTarget as BindContactTarget,
} from './member/BindContactForm';
export { UplineTransferForm } from './member/UplineTransferForm';
export type { UplineTransfer, UplineTransferFormProps } from './member/UplineTransferForm';
export type { MemberCentreCounts, MemberCentreProps } from './member/MemberCentre';
export {
  GAME_CARD_BORDER_PX,
  GAME_CARD_INFO_HEIGHT_PX,
  GAME_CARD_THUMB_RATIO,
  GameCard,
  THUMBNAIL_ATTEMPTS,
  THUMBNAIL_RETRY_MS,
  THUMBNAIL_VISIBLE_THRESHOLD,
} from './games/GameCard';
export type { GameCardProps, GameTile, ThumbnailStatus } from './games/GameCard';
export { GameRow } from './games/GameRow';
export type { GameRowProps } from './games/GameRow';
export { GameGrid } from './games/GameGrid';
export type { GameGridProps } from './games/GameGrid';
export { VirtualGameGrid } from './games/VirtualGameGrid';
export type { VirtualGameGridProps } from './games/VirtualGameGrid';
export { GameSearchAll } from './games/GameSearchAll';
export type { GameSearchAllProps, SearchableGameTile } from './games/GameSearchAll';
export { LobbyFilters } from './games/LobbyFilters';
export type { LobbyFiltersProps, LobbyVendorOption } from './games/LobbyFilters';
export { SubGamePopup } from './games/SubGamePopup';
export type { SubGamePopupProps } from './games/SubGamePopup';
export { drawInterval, favouriteLotteryGames, LotteryMenu } from './games/LotteryMenu';
export type {
  DrawInterval,
  DrawIntervalUnit,
  LotteryMenuGame,
  LotteryMenuGroup,
  LotteryMenuProps,
} from './games/LotteryMenu';
export {
  LotteryDraws,
  prizeTiers,
  tierColumns,
  VN_PRIZE_NUMBER_COUNT,
  VN_PRIZE_TIERS,
} from './games/LotteryDraws';
export type {
  LotteryDrawResult,
  LotteryDrawsProps,
  PrizeTier,
  TierNumbers,
} from './games/LotteryDraws';
export { GAME_FRAME_ALLOW, GAME_FRAME_SANDBOX, GameFrame } from './games/GameFrame';
export type { GameFrameProps } from './games/GameFrame';
export { WalletCard } from './member/WalletCard';
export type { VendorWallet, WalletCardProps, WalletTransfer } from './member/WalletCard';
export { DepositForm } from './member/DepositForm';
export type {
  DepositFormProps,
  DepositMethod,
  DepositMethodKind,
  DepositRequest,
  DepositStatus,
} from './member/DepositForm';
export { WithdrawalForm } from './member/WithdrawalForm';
export type {
  NewPayee,
  Payee,
  WithdrawalFormProps,
  WithdrawalRequest,
} from './member/WithdrawalForm';
export { PaymentPasswordForm } from './member/PaymentPasswordForm';
export type { PaymentPasswordFormProps, PaymentPasswordValues } from './member/PaymentPasswordForm';
export {
  PROOF_COMMENT_MAX,
  WithdrawalConfirmation,
  WithdrawalList,
  WithdrawalStatusBadge,
} from './member/WithdrawalConfirmation';
export type {
  NotReceivedProof,
  Withdrawal,
  WithdrawalConfirmationProps,
  WithdrawalListProps,
  WithdrawalStatus,
  WithdrawalStatusBadgeProps,
} from './member/WithdrawalConfirmation';
// --- member centre II: messages and invite friends ---
export { INBOX_MESSAGE_KINDS, MessageList, useMessageText } from './member/MessageList';
export type { InboxMessage, InboxMessageKind, MessageListProps } from './member/MessageList';
export { ReferralPanel } from './member/ReferralPanel';
export type { ReferralFriendRow, ReferralPanelProps } from './member/ReferralPanel';
export { TransactionTable, useTransactionTypeLabel } from './member/TransactionTable';
export type {
  Transaction,
  TransactionFilter,
  TransactionStatus,
  TransactionTableProps,
  TransactionType,
} from './member/TransactionTable';
// member centre II: records and rank
export { BetRecordTable } from './member/BetRecordTable';
export { ProfitTable } from './member/ProfitTable';
export { BonusTable, useBonusSourceLabel } from './member/BonusTable';
export type { BonusFilter, BonusRecord, BonusTableProps } from './member/BonusTable';
export { PlayerRankCard } from './member/PlayerRankCard';
export type { PlayerLevel as PlayerRankLevel, PlayerRankCardProps } from './member/PlayerRankCard';
export type {
  ProfitRange,
  ProfitRow as ProfitTableRow,
  ProfitTableProps,
  ProfitTotals,
} from './member/ProfitTable';
export type {
  BetOutcome,
  BetRecord,
  BetRecordFilter,
  BetRecordOption,
  BetRecordTableProps,
  BetTotals,
} from './member/BetRecordTable';
export { SecurityCentre } from './member/SecurityCentre';
export type { LoginRecord, SecurityCentreProps, SecurityProfile } from './member/SecurityCentre';
// member centre II: rewards, missions, the manual rebate
export { RewardCentre } from './member/RewardCentre';
export type { RewardCentreProps, RewardItem, RewardTab } from './member/RewardCentre';
export { MissionBoard } from './member/MissionBoard';
export type {
  LeaderboardRow,
  MissionBoardProps,
  MissionItem,
  MissionStatus,
} from './member/MissionBoard';
export { RebatePanel } from './member/RebatePanel';
export type { RebateClaimItem, RebateLineItem, RebatePanelProps } from './member/RebatePanel';
// agent centre: records
export { TeamBetTable } from './agent/TeamBetTable';
export type {
  TeamBet,
  TeamBetFilter,
  TeamBetTableProps,
  TeamBetTotals,
} from './agent/TeamBetTable';
export { UserProfitTable } from './agent/UserProfitTable';
export type {
  UserProfitRange,
  UserProfitRow,
  UserProfitTableProps,
  UserProfitTotals,
} from './agent/UserProfitTable';
export { IncomeTable } from './agent/IncomeTable';
export type { IncomeRange, IncomeRow, IncomeTableProps, IncomeTotals } from './agent/IncomeTable';
export { DownlineTransactionTable } from './agent/DownlineTransactionTable';
export type {
  DownlineTransaction,
  DownlineTransactionFilter,
  DownlineTransactionTableProps,
} from './agent/DownlineTransactionTable';
export { AgentAnnouncements } from './agent/AgentAnnouncements';
export type { AgentAnnouncement, AgentAnnouncementsProps } from './agent/AgentAnnouncements';
export {
  AGENT_APPLICATION_CONTACT_MAX,
  AGENT_APPLICATION_MESSAGE_MAX,
  AGENT_APPLICATION_NAME_MAX,
  AgentApplicationForm,
  AgentApplicationStatus,
} from './agent/AgentApplicationForm';
export type {
  AgentApplication,
  AgentApplicationFormProps,
  AgentApplicationRecord,
  AgentApplicationState,
  AgentApplicationStatusProps,
} from './agent/AgentApplicationForm';
// agent centre: contracts
export { ContractTierTable } from './agent/ContractTierTable';
export type { ContractTierTableProps } from './agent/ContractTierTable';
export { ContractComparison } from './agent/ContractComparison';
export type { ContractComparisonProps } from './agent/ContractComparison';
export { PayoutHistory } from './agent/PayoutHistory';
export type { PayoutHistoryProps } from './agent/PayoutHistory';
export { ContractList } from './agent/ContractList';
export type { ContractListProps, ContractScope } from './agent/ContractList';
export { ContractOfferCard } from './agent/ContractOfferCard';
export type { ContractOfferCardProps, OfferAnswer } from './agent/ContractOfferCard';
export { ContractOfferForm } from './agent/ContractOfferForm';
export type {
  ContractOffer,
  ContractOfferFormProps,
  ContractOfferMember,
} from './agent/ContractOfferForm';
export { formatRate, parseRate } from './agent/shared/rate';
export { useContractWords } from './agent/shared/words';
export type {
  Contract,
  ContractEndReason,
  ContractPayout,
  ContractPreview,
  EndedDownlineContract,
  PeriodPay,
  PreviewPeriod,
} from './agent/shared/types';
// agent centre: team
export { AgentCentre, useAgentCentreLabel } from './agent/AgentCentre';
export type { AgentCentreProps } from './agent/AgentCentre';
export { TEAM_OVERVIEW_PERIODS, TeamOverview } from './agent/TeamOverview';
export { DownlineTree } from './agent/DownlineTree';
export type { DownlineMember, DownlineTreeProps } from './agent/DownlineTree';
export { DownlineDetail } from './agent/DownlineDetail';
export type {
  DownlineDetailProps,
  DownlineDetailTransfer,
  DownlineMemberDetail,
  GivenContract,
} from './agent/DownlineDetail';
export { DownlineTransferForm } from './agent/DownlineTransferForm';
export { OpenDownlineForm } from './agent/OpenDownlineForm';
export type { NewDownline, OpenDownlineFormProps } from './agent/OpenDownlineForm';
export { PromotionLink } from './agent/PromotionLink';
export type { PromotionLinkProps } from './agent/PromotionLink';
export type { DownlineTransfer, DownlineTransferFormProps } from './agent/DownlineTransferForm';
export type {
  TeamOverviewFigures,
  TeamOverviewPeriod,
  TeamOverviewProps,
} from './agent/TeamOverview';
// player protection (issue 30)
export { LimitsPanel } from './protection/LimitsPanel';
export type { LimitsPanelProps } from './protection/LimitsPanel';
export { SessionSettings } from './protection/SessionSettings';
export type { SessionSettingsProps } from './protection/SessionSettings';
export { BreakPanel } from './protection/BreakPanel';
export type { BreakPanelProps } from './protection/BreakPanel';
export { RealityCheckDialog } from './protection/RealityCheckDialog';
export type { RealityCheckDialogProps } from './protection/RealityCheckDialog';
export { ProtectionBadge } from './protection/ProtectionBadge';
export type { ProtectionBadgeProps } from './protection/ProtectionBadge';
export { ResponsibleGamingIntro } from './protection/ResponsibleGamingIntro';
export type { ResponsibleGamingIntroProps } from './protection/ResponsibleGamingIntro';
export type {
  HelpLink,
  MoneyLimitView,
  PendingLimitView,
  SessionLimitView,
} from './protection/shared/types';
// promotions and activities (issue 27)
export {
  APPLICATION_COMMENT_MAX,
  ApplicationForm,
  PromotionCard,
  PromotionDetail,
  PromotionStatusBadge,
} from './promotions';
export type {
  ApplicationFormProps,
  PromotionApplication,
  PromotionCardProps,
  PromotionDetailProps,
  PromotionStatus,
  PromotionStatusBadgeProps,
  PromotionSummary,
} from './promotions';

// promotion mechanics (issue 27): red envelope, prize wheel, golden egg, sign-in calendar
export { RedEnvelope } from './promotions/mechanics/RedEnvelope';
export type { RedEnvelopeProps } from './promotions/mechanics/RedEnvelope';
export { PrizeWheel, SPIN_MS } from './promotions/mechanics/PrizeWheel';
export type { PrizeWheelProps, WheelLanding } from './promotions/mechanics/PrizeWheel';
export { GoldenEgg } from './promotions/mechanics/GoldenEgg';
export type { EggResult, GoldenEggProps } from './promotions/mechanics/GoldenEgg';
export { SignInCalendar } from './promotions/mechanics/SignInCalendar';
export type { SignInCalendarProps } from './promotions/mechanics/SignInCalendar';
// free spins (issue 27)
export { FreeSpins } from './promotions/mechanics/FreeSpins';
export type { FreeSpinsGameTile, FreeSpinsProps } from './promotions/mechanics/FreeSpins';
// points mall (issue 27)
export {
  ConvertForm,
  MAX_REDEEM_QUANTITY,
  MallItem,
  PointsHistory,
  PointsSummary,
  RedeemDialog,
  creditFor,
  formatPoints,
  useEarnTypeLabel,
} from './points';
export type {
  ConvertFormProps,
  ConvertRequest,
  HistoryList,
  MallItemData,
  MallItemProps,
  PointsConversion,
  PointsEarnType,
  PointsHistoryProps,
  PointsHistoryTab,
  PointsRecord,
  PointsSummaryProps,
  RedeemDialogProps,
  RedeemRecord,
  RedeemRequest,
  RedeemStatus,
} from './points';
// VIP club, feedback and the winner board (issue 27)
export { VipLevelTable } from './vip/VipLevelTable';
export type { VipLevelEntry, VipLevelTableProps } from './vip/VipLevelTable';
export { VipProgress } from './vip/VipProgress';
export type { VipProgressProps, VipStanding } from './vip/VipProgress';
export { FeedbackForm } from './vip/FeedbackForm';
export type { Feedback, FeedbackFormProps } from './vip/FeedbackForm';
export { WinnerBoard } from './vip/WinnerBoard';
export type { WinnerBoardEntry, WinnerBoardProps } from './vip/WinnerBoard';
// sports hot matches and PVP rooms (issue 27)
export { HotMatches } from './games/HotMatches';
export type { HotMatchEntry, HotMatchesProps } from './games/HotMatches';
export { PvpRoomList } from './games/PvpRoomList';
export type { PvpRoomEntry, PvpRoomListProps } from './games/PvpRoomList';
