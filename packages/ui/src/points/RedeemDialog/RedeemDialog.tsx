import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormError } from '../../account/shared/FormError';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Form } from '../../fields/Form';
import { PasswordField } from '../../fields/PasswordField';
import { TextField } from '../../fields/TextField';
import { BusyStatus } from '../../member/shared/BusyStatus';
import { useReturnFocus } from '../../primitives/useReturnFocus';
import { StyledActions, StyledFacts } from '../../member/shared/shared.styles';
import { usePending } from '../../member/shared/usePending';
import { usePinCheck } from '../../member/shared/usePinCheck';
import { formatPoints } from '../shared/labels';
import type { MallItemData } from '../shared/types';
import { StyledRedeemForm } from './RedeemDialog.styles';

/** The most of one item a redeem takes (the server's bound too). */
export const MAX_REDEEM_QUANTITY = 99;

export interface RedeemRequest {
  itemId: number;
  quantity: number;
  /** 6 digits, exactly as typed. */
  paymentPassword: string;
}

export interface RedeemDialogProps {
  /** The item being redeemed; null: the dialog is closed. */
  item: MallItemData | null;
  /** The member's points. */
  points: number;
  /** Closes the dialog (Cancel, Escape, the close button). */
  onClose: () => void;
  /** Redeems; a promise keeps the dialog busy until it settles. */
  onSubmit: (request: RedeemRequest) => unknown;
  /** A request the caller runs. @default false */
  busy?: boolean;
  /** The server's answer to the last redeem, shown in place. */
  error?: string | null | undefined;
}

/**
 * Redeem a mall item (doc 2 §7): how many, what it costs in total, and the payment password that
 * confirms it. The quantity is held to the stock and to the member's points at its field; the
 * server's refusal (a wrong password, the last one gone meanwhile) shows under the form, which
 * keeps what was typed.
 */
export function RedeemDialog({
  item,
  points,
  onClose,
  onSubmit,
  busy = false,
  error,
}: RedeemDialogProps) {
  const { t } = useLingui();
  // Opened by an item's button, not a trigger: focus goes back to that button when it closes.
  const onOpenAutoFocus = useReturnFocus(item !== null, { focusFirstField: true });
  return (
    <Dialog
      open={item !== null}
      onOpenAutoFocus={onOpenAutoFocus}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={item ? t`Redeem ${item.name}` : t`Redeem`}
      width={420}
    >
      {/* Keyed by the item: another item starts with a fresh form. */}
      {item && (
        <RedeemForm
          key={item.id}
          item={item}
          points={points}
          onClose={onClose}
          onSubmit={onSubmit}
          busy={busy}
          error={error}
        />
      )}
    </Dialog>
  );
}
RedeemDialog.displayName = 'RedeemDialog';

function RedeemForm({
  item,
  points,
  onClose,
  onSubmit,
  busy,
  error,
}: Omit<RedeemDialogProps, 'item'> & { item: MallItemData; busy: boolean }) {
  const { t } = useLingui();
  const errorId = useId();
  const checkPin = usePinCheck();
  const [quantity, setQuantity] = useState('1');
  const [paymentPassword, setPaymentPassword] = useState('');
  const { pending, run } = usePending(onSubmit, busy);

  const parse = (text: string) => (/^[1-9]\d{0,2}$/.test(text.trim()) ? Number(text.trim()) : null);
  const count = parse(quantity);
  const total = count === null ? null : item.cost * count;
  const most = Math.min(item.stock, MAX_REDEEM_QUANTITY);

  const checkQuantity = (text: string): string | null => {
    const n = parse(text);
    const mostText = formatPoints(most);
    if (n === null || n > most) return t`Enter a whole number from 1 to ${mostText}`;
    if (n * item.cost > points) {
      const need = formatPoints(n * item.cost);
      const have = formatPoints(points);
      return t`That takes ${need} points; you have ${have}.`;
    }
    return null;
  };

  return (
    <StyledRedeemForm>
      <Form
        aria-label={t`Redeem ${item.name}`}
        aria-describedby={error ? errorId : undefined}
        onValidSubmit={() => {
          if (count !== null) run({ itemId: item.id, quantity: count, paymentPassword });
        }}
      >
        <TextField
          name="quantity"
          label={t`Quantity`}
          required
          inputMode="numeric"
          autoComplete="off"
          hint={t`${formatPoints(item.cost)} points each`}
          value={quantity}
          onValueChange={setQuantity}
          validate={checkQuantity}
        />
        <StyledFacts>
          <dt>{t`Total`}</dt>
          <dd>{total === null ? '—' : t`${formatPoints(total)} points`}</dd>
          <dt>{t`Your points`}</dt>
          <dd>{formatPoints(points)}</dd>
        </StyledFacts>
        <PasswordField
          name="paymentPassword"
          label={t`Payment password`}
          required
          hint={t`6 digits`}
          value={paymentPassword}
          onValueChange={setPaymentPassword}
          validate={checkPin}
        />
        <FormError error={error} id={errorId} />
        <StyledActions>
          <Button type="submit" loading={pending}>
            {t`Redeem`}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t`Cancel`}
          </Button>
        </StyledActions>
        <BusyStatus busy={pending} />
      </Form>
    </StyledRedeemForm>
  );
}
