import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatMoney } from '@lobby/core';
import { formatInstant } from '../../data/formatInstant';

// The player-protection refusals of the error catalogue (issue 30) that show only where the
// deferred catalog is loaded (the member centre, the responsible-gaming page, the game screens):
// their words are in it, not in the shell's catalog the first visit fetches.

/** The refusal's own text when its value is missing; each with a way on. */
export const PROTECTION_CODE_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  LIMIT_REACHED: msg`This would go over one of your limits. Try a smaller amount, or wait until the limit resets.`,
  SESSION_LIMIT_REACHED: msg`You have reached your session time limit. Please log in again to go on.`,
  INVALID_LIMIT: msg`This limit is not valid: enter an amount above zero, or pick one of the choices offered.`,
  TOOL_NOT_OFFERED: msg`This tool is not offered on this site. Please contact customer service.`,
};

/** A limit's name, by kind and period, as the refusal names it (LIMIT_REACHED's value). */
const LIMIT_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  'deposit.day': msg`daily deposit limit`,
  'deposit.week': msg`weekly deposit limit`,
  'deposit.month': msg`monthly deposit limit`,
  'loss.day': msg`daily loss limit`,
  'loss.week': msg`weekly loss limit`,
  'loss.month': msg`monthly loss limit`,
  'wager.day': msg`daily wager limit`,
  'wager.week': msg`weekly wager limit`,
  'wager.month': msg`monthly wager limit`,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A limit refusal that says which limit, how much and when it resets, or the session-time limit
 * that says how long (the contract's failure values): null when the value is not there, so the
 * code's plain text shows instead.
 */
export function protectionRefusalMessage(i18n: I18n, code: string, value: unknown): string | null {
  if (!isRecord(value)) return null;
  if (code === 'LIMIT_REACHED') {
    const name = LIMIT_NAMES[`${String(value.kind)}.${String(value.period)}`];
    const { amount, resetsAt } = value;
    if (!name || typeof amount !== 'number' || typeof resetsAt !== 'string') return null;
    const limit = i18n._(name);
    const money = formatMoney(amount, { symbol: '' });
    const time = formatInstant(i18n.locale, resetsAt);
    return i18n._(
      msg`This would go over your ${limit} of ${money}. The limit resets on ${time}; until then, try a smaller amount.`,
    );
  }
  if (code === 'SESSION_LIMIT_REACHED') {
    const { minutes } = value;
    if (typeof minutes !== 'number') return null;
    return i18n._(
      msg`You have reached your session time limit of ${minutes} minutes, so you have been logged out. Log in again to start a new session.`,
    );
  }
  return null;
}
