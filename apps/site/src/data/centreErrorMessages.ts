import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN } from '@lobby/core';

/**
 * Server failure codes only the member and agent centres meet (money, claims, the agent's team and
 * contracts). Their words are in the deferred catalog (lingui.config.ts), which both centres load
 * before they render, so the first paint's catalog does not carry them. errorMessages.ts reads
 * them with the shell's codes; a code any other screen can meet belongs there instead.
 */
export const CENTRE_CODE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  PAYMENT_PASSWORD_NOT_SET: msg`Set a payment password first.`,
  PAYMENT_PASSWORD_WRONG: msg`The payment password is wrong.`,
  OLD_PAYMENT_PASSWORD_REQUIRED: msg`Enter your current payment password.`,
  PAYMENT_PASSWORD_LOCKED: msg`The payment password is locked after too many wrong tries. Please try again later.`,
  NO_UPLINE: msg`Your account has no upline to transfer to.`,
  TOO_MANY_PAYEES: msg`You have the most payees allowed. Remove one first.`,
  PAYEE_EXISTS: msg`This bank account is already a payee.`,
  INVALID_PROOF: msg`The proof is not valid: up to 3 PNG or JPG images of 5 MB each, and a comment of up to 140 characters.`,
  // Claims: rewards, missions, the manual rebate (the api's CLAIM_CODES); the page refreshes its list
  ALREADY_CLAIMED: msg`This has been claimed already. The list is up to date now.`,
  REWARD_EXPIRED: msg`This reward has expired and can no longer be claimed.`,
  MISSION_INCOMPLETE: msg`This mission is not complete yet. Keep playing to reach the target.`,
  NOTHING_TO_CLAIM: msg`There is no rebate to claim yet. Place a bet and try again.`,
  // Promotion mechanics (the api's MECHANIC_CODES); the panel shows the state the server now holds
  ENVELOPE_TAKEN: msg`You have opened today's red envelope already. The next one opens tomorrow.`,
  NO_SPINS: msg`You have no spins left. Every deposit of 100.00 earns a spin.`,
  NO_TICKETS: msg`You have no tickets left. Every 500.00 of valid bets earns a ticket.`,
  SIGNED_IN_TODAY: msg`You have signed in today already. Come back tomorrow to keep your streak.`,
  // Free spins (issue 27, MECHANIC_CODES): the panel shows the spins the server now holds
  FREE_SPINS_CLAIMED: msg`You have claimed these free spins already. Play them in the game.`,
  NO_FREE_SPINS: msg`You have no free spins left on this game. Further rounds are paid ones.`,
  // The agent centre (doc 1 §6, doc 2 §4.6, §6); the page refreshes its lists after a refusal
  NOT_IN_TEAM: msg`This member is not in your team. Please refresh.`,
  REBATE_ABOVE_OWN: msg`The rebate cannot be higher than your own.`,
  ALREADY_AGENT: msg`Your account is already an agent account.`,
  APPLICATION_PENDING: msg`Your application is waiting for a decision already.`,
  NOT_DIRECT_AGENT: msg`Contracts can be offered only to agents directly below you.`,
  NO_OWN_CONTRACT: msg`You can offer only a kind of contract you hold yourself.`,
  RATE_ABOVE_OWN: msg`A rate cannot be higher than your own contract's top rate.`,
  BAD_TIERS: msg`Check the tiers: thresholds must rise and rates must not fall.`,
  BAD_PERIOD: msg`This period is not available for this kind of contract.`,
  NOT_YOURS: msg`This contract is not yours to change.`,
  NOT_PENDING: msg`This offer has been answered or withdrawn already. The list is up to date now.`,
  CONFIRM_REQUIRED: msg`Accepting ends contracts you gave your downline at a higher rate. Confirm to go on.`,
  // Promotions and activities (issue 27, the api's PROMOTION_CODES); the page asks the promotion again
  INVALID_APPLICATION: msg`The application is not valid: a comment of up to 140 characters, and up to 3 PNG or JPG images of 5 MB each.`,
  PROMOTION_CLOSED: msg`This promotion is not running now.`,
  PROMOTION_ALREADY_ENTERED: msg`You have taken part in this promotion already. The page is up to date now.`,
  PROMOTION_WRONG_ACTION: msg`This promotion does not take that action. Please refresh the page.`,
  // The points mall (issue 27, the api's POINTS_CODES); the page refreshes points and items after one
  NOT_ENOUGH_POINTS: msg`You do not have enough points for this. Earn more by playing or depositing.`,
  OUT_OF_STOCK: msg`This item is out of stock now. The list is up to date.`,
  // Feedback (issue 27; doc 2 §8's "feedback content required" and "content between {0} and {1}")
  FEEDBACK_CONTENT_REQUIRED: msg`Please write your feedback first.`,
  FEEDBACK_CONTENT_LENGTH: msg`Please write between ${FEEDBACK_CONTENT_MIN} and ${FEEDBACK_CONTENT_MAX} characters.`,
};
