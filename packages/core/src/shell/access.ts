/**
 * Account-type rules (doc 1 §4 Session, §6, §9; doc 2 §5, §6). The member info's `isAgent` field
 * carries a code:
 * - 4 is a trial (free-play) account, not a real account;
 * - 1, 2, 41, 42 show the account centre;
 * - any logged-in code other than 4 shows the member centre;
 * - 1, 2, 4, 41, 42 are listed as the agent codes.
 *
 * The spec's ambiguity: 4 is listed among the agent codes, yet it is the trial account, which is
 * "blocked from member/agent pop-ups" and told to register a real account. Decision: AGENT_CODES
 * keeps the spec's list (a brand rule may read it), but the agent centre is shown only for agent
 * codes that are real accounts, i.e. never for 4. `isAgentCode` answers the list question;
 * `accessFor(...).agentCentre` answers what the header shows.
 */
export const TRIAL_ACCOUNT_CODE = 4;
export const ACCOUNT_CENTRE_CODES = [1, 2, 41, 42] as const;
export const AGENT_CODES = [1, 2, 4, 41, 42] as const;
/** Club rank levels above this go to VIP customer service. */
export const VIP_RANK_THRESHOLD = 4;

const includes = (list: readonly number[], code: number | null | undefined): boolean =>
  typeof code === 'number' && list.includes(code);

export function isTrialAccount(isAgent: number | null | undefined): boolean {
  return isAgent === TRIAL_ACCOUNT_CODE;
}

export function hasAccountCentre(isAgent: number | null | undefined): boolean {
  return includes(ACCOUNT_CENTRE_CODES, isAgent);
}

/** Whether the code is on the spec's agent list (4 included; see the note above). */
export function isAgentCode(isAgent: number | null | undefined): boolean {
  return includes(AGENT_CODES, isAgent);
}

export type CustomerServiceRoute = 'vipService' | 'liveChat';

/** Club rank level above 4 -> VIP customer service; otherwise (or unknown) live chat. */
export function customerServiceRoute(
  clubRankLevel: number | null | undefined,
): CustomerServiceRoute {
  return typeof clubRankLevel === 'number' && clubRankLevel > VIP_RANK_THRESHOLD
    ? 'vipService'
    : 'liveChat';
}

export interface AccessInput {
  loggedIn: boolean;
  /** The member info's account-type code; ignored when logged out. */
  isAgent?: number | null | undefined;
  clubRankLevel?: number | null | undefined;
  /** The site's member-centre flag (the overlay is switched on for the brand). @default true */
  memberCentreEnabled?: boolean | undefined;
}

export interface Access {
  loggedIn: boolean;
  trial: boolean;
  /** The member-centre overlay (My Account) is available. */
  memberCentre: boolean;
  /** Deposit, withdraw and mailbox show only with the member centre. */
  deposit: boolean;
  withdraw: boolean;
  mailbox: boolean;
  accountCentre: boolean;
  /** The drop menu's Agent center entry. */
  agentCentre: boolean;
  /** Unread messages and the consolidated balance show with the member or account centre. */
  unreadMessages: boolean;
  consolidatedBalance: boolean;
  customerService: CustomerServiceRoute;
}

/** The header's visibility rules for one session. */
export function accessFor({
  loggedIn,
  isAgent,
  clubRankLevel,
  memberCentreEnabled = true,
}: AccessInput): Access {
  const trial = loggedIn && isTrialAccount(isAgent);
  const memberCentre = loggedIn && !trial && memberCentreEnabled;
  const accountCentre = loggedIn && hasAccountCentre(isAgent);
  const agentCentre = loggedIn && !trial && isAgentCode(isAgent);
  return {
    loggedIn,
    trial,
    memberCentre,
    deposit: memberCentre,
    withdraw: memberCentre,
    mailbox: memberCentre,
    accountCentre,
    agentCentre,
    unreadMessages: memberCentre || accountCentre,
    consolidatedBalance: memberCentre || accountCentre,
    customerService: loggedIn ? customerServiceRoute(clubRankLevel) : 'liveChat',
  };
}

export interface ProtectedActionInput {
  hasToken: boolean;
  isAgent?: number | null | undefined;
}

/**
 * Launch, favourite, recent, member and agent pop-ups: no token -> the login popup opens and the
 * action stops; a trial account -> "a real account is needed" and the action stops.
 */
export function guardProtectedAction({
  hasToken,
  isAgent,
}: ProtectedActionInput): 'allow' | 'login' | 'realAccountNeeded' {
  if (!hasToken) return 'login';
  if (isTrialAccount(isAgent)) return 'realAccountNeeded';
  return 'allow';
}
