import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';

export const INBOX_MESSAGE_KINDS = [
  'depositCredited',
  'depositFailed',
  'withdrawalApproved',
  'withdrawalRejected',
  'notice',
] as const;
export type InboxMessageKind = (typeof INBOX_MESSAGE_KINDS)[number];

/** A message as the server sends it: a money message by kind and parameters, a notice in words. */
export interface InboxMessage {
  id: number;
  kind: InboxMessageKind;
  /** Money messages: minor units. */
  amount: number | null;
  /** Money messages: the deposit's or withdrawal's number. */
  refId: number | null;
  /** Notices: the operator's title and body, plain text. */
  title: string | null;
  body: string | null;
  /** ISO date-time. */
  createdAt: string;
  read: boolean;
}

/**
 * A message's title and body in the member's language: money messages are written here from their
 * kind (doc 2 §8 notices: deposit arrival, deposit failed, withdrawal approved or rejected); an
 * operator notice keeps its own words. The site's toasts use the same words.
 */
export function useMessageText(currency = 'P'): (
  message: Pick<InboxMessage, 'kind' | 'amount' | 'refId' | 'title' | 'body'>,
) => {
  title: string;
  body: string;
} {
  const { t } = useLingui();
  return (message) => {
    const amount = formatMoney(message.amount ?? 0, { symbol: currency });
    const number = String(message.refId ?? '');
    switch (message.kind) {
      case 'depositCredited':
        return {
          title: t`Deposit arrival`,
          body: t`Your deposit of ${amount} (no. ${number}) has been credited to your wallet.`,
        };
      case 'depositFailed':
        return {
          title: t`Deposit failed`,
          body: t`Your deposit of ${amount} (no. ${number}) could not be credited. Try again, or contact customer service.`,
        };
      case 'withdrawalApproved':
        return {
          title: t`Withdrawal approved`,
          body: t`Your withdrawal of ${amount} (no. ${number}) has been approved and will be paid out soon.`,
        };
      case 'withdrawalRejected':
        return {
          title: t`Withdrawal rejected`,
          body: t`Your withdrawal of ${amount} (no. ${number}) was rejected; the amount is back in your wallet.`,
        };
      case 'notice':
        return { title: message.title ?? '', body: message.body ?? '' };
    }
  };
}
