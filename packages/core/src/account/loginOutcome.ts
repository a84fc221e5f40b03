/**
 * What follows a successful login (doc 1 §4 Login, §6, §9). Pure: the site passes the facts and
 * carries out the answer (open the forced-change dialog, load the member, go to /agentHome, or
 * end the session it just received). Whether the password must change first is the server's
 * decision (ADR 022): it holds the session to the change, and says so in the login answer.
 */
import { isAgentCode, isTrialAccount } from '../shell/access';
import { pathKey } from '../shell/path';

/** The well-known default password the spec treats as insecure: digits one to six in order. */
export const INSECURE_DEFAULT_PASSWORD = '123456';

/** Paths where a login is an agent-page login: the agent join page and the agents' home. */
export const AGENT_PAGE_PATHS = ['/join', '/agentHome'] as const;

const AGENT_PAGES = new Set<string>(AGENT_PAGE_PATHS.map((p) => p.toLowerCase()));

export interface LoginOutcomeInput {
  /** The login answer's flag: the server refuses every member call until the password changes. */
  mustChangePassword: boolean;
  /** The login answer's flag: the password has expired (the change's reason, else the default). */
  passwordExpired: boolean;
  /** The account-type code of the user who logged in. */
  isAgent: number;
  /** Where the login happened (path, query and hash allowed). */
  pathname: string;
}

export type ForcedChangeReason = 'defaultPassword' | 'expiredPassword';

export type LoginOutcome =
  | { kind: 'forcedChange'; reason: ForcedChangeReason }
  /** An agent-page login by an account that is not an agent: the session is ended again. */
  | { kind: 'notAgent' }
  | { kind: 'loggedIn'; next: '/agentHome' | null };

export function isAgentPage(pathname: string): boolean {
  return AGENT_PAGES.has(pathKey(pathname));
}

/**
 * The forced change comes first: a member the server holds to a password change (the default
 * password, or an expired one where the brand enforces expiry) changes it before anything else,
 * wherever they logged in.
 */
export function loginOutcome(input: LoginOutcomeInput): LoginOutcome {
  if (input.mustChangePassword) {
    return {
      kind: 'forcedChange',
      reason: input.passwordExpired ? 'expiredPassword' : 'defaultPassword',
    };
  }
  if (!isAgentPage(input.pathname)) return { kind: 'loggedIn', next: null };
  // A trial account is on the spec's agent-code list but is not a real account (see access.ts).
  if (!isAgentCode(input.isAgent) || isTrialAccount(input.isAgent)) return { kind: 'notAgent' };
  return { kind: 'loggedIn', next: '/agentHome' };
}
