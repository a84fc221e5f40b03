import { SERVER_CODES } from '@lobby/api';
import { hashPassword } from '../auth/password';
import type { Database } from '../db';
import { checkFieldRule, checkNewPassword } from '../account/fieldRules';
import { ApiError } from '../http/envelope';
import { setRebateBp, setUplineOf } from '../store/agentTeam';
import { getRegisterRules } from '../store/content';
import type { FieldRule } from '../store/content';
import { findMemberByAccount, insertMember, isUniqueViolation } from '../store/members';
import type { Member } from '../store/members';
import { ownRebateBp } from './team';

/** A sub-agent the agent opens is of type 2 (doc 1 §9's agent types; 1 is the top agent). */
export const SUB_AGENT_TYPE = 2;

// A brand without a user-name rule still gets the floor registration would apply.
const ANY_USERNAME: FieldRule = {
  enabled: true,
  required: true,
  minLength: 4,
  maxLength: 16,
  acceptedPattern: '*',
  patternId: 0,
};

/**
 * Opens a direct downline account (doc 2 §4.6 Account): the brand's registration rules for the
 * user name and password, a free account name, and a rebate no higher than the agent's own.
 */
export async function createDownlineMember(
  db: Database,
  agent: Member,
  request: { account: string; password: string; isAgent: boolean; rebateBp: number },
  now: number,
): Promise<{ id: number; account: string }> {
  const merchant = agent.merchant;
  const account = request.account.trim();
  const rule = getRegisterRules(db, merchant).username ?? ANY_USERNAME;
  checkFieldRule('account', { ...rule, enabled: true, required: true }, account);
  checkNewPassword(db, merchant, 'password', request.password);
  const own = ownRebateBp(db, agent);
  if (request.rebateBp > own) {
    throw new ApiError(
      400,
      `The rebate may not be above your own (${(own / 100).toFixed(2)}%)`,
      SERVER_CODES.rebateAboveOwn,
    );
  }
  if (findMemberByAccount(db, merchant, account)) {
    throw new ApiError(400, 'This user name is already taken', SERVER_CODES.usernameTaken);
  }
  const passwordHash = await hashPassword(request.password);
  try {
    const id = db.transaction(() => {
      const made = insertMember(db, {
        merchant,
        account,
        passwordHash,
        nickname: account,
        type: request.isAgent ? SUB_AGENT_TYPE : 0,
        passwordChangedAt: now,
        createdAt: now,
        registerMethod: 'AGENT',
      });
      setUplineOf(db, made, agent.id);
      setRebateBp(db, made, request.rebateBp);
      return made;
    });
    return { id, account };
  } catch (error) {
    // Two openings racing for the same name: the database decides.
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError(400, 'This user name is already taken', SERVER_CODES.usernameTaken);
  }
}
