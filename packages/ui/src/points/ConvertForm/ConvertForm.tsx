import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { FormError } from '../../account/shared/FormError';
import { Button } from '../../components/Button';
import { Form } from '../../fields/Form';
import { PasswordField } from '../../fields/PasswordField';
import { TextField } from '../../fields/TextField';
import { BusyStatus } from '../../member/shared/BusyStatus';
import { StyledFacts, StyledHeading, StyledText } from '../../member/shared/shared.styles';
import { usePending } from '../../member/shared/usePending';
import { usePinCheck } from '../../member/shared/usePinCheck';
import { formatPoints } from '../shared/labels';
import type { PointsConversion } from '../shared/types';
import { StyledConvertForm } from './ConvertForm.styles';

export interface ConvertRequest {
  points: number;
  /** 6 digits, exactly as typed. */
  paymentPassword: string;
}

export interface ConvertFormProps {
  /** The member's points. */
  points: number;
  /** Points per 1.00. */
  ratio: number;
  /** The fewest points one conversion takes. */
  minConvert: number;
  /** A conversion takes a multiple of this. */
  convertStep: number;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** Converts; a promise keeps the form busy until it settles. */
  onSubmit: (request: ConvertRequest) => unknown;
  /** A request the caller runs. @default false */
  busy?: boolean;
  /** The server's answer to the last conversion, shown in place. */
  error?: string | null | undefined;
  /** The last conversion went through. */
  converted?: PointsConversion | null;
}

/** Minor units `points` pay at `ratio` points per 1.00. */
export function creditFor(points: number, ratio: number): number {
  return Math.floor((points * 100) / ratio);
}

/**
 * Points to wallet money (doc 2 §7) at the merchant's ratio, confirmed with the payment password.
 * The points are held to the minimum, the step and the balance at their field, and the money they
 * pay is shown as they are typed.
 */
export function ConvertForm({
  points,
  ratio,
  minConvert,
  convertStep,
  currency = 'P',
  onSubmit,
  busy = false,
  error,
  converted = null,
}: ConvertFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const checkPin = usePinCheck();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const { pending, run } = usePending(onSubmit, busy);
  const money = (minor: number) => formatMoney(minor, { symbol: currency });

  const parse = (text: string) => {
    const clean = text.trim().replace(/,/g, '');
    return /^[1-9]\d{0,11}$/.test(clean) ? Number(clean) : null;
  };
  const typed = parse(amount);
  const min = formatPoints(minConvert);
  const step = formatPoints(convertStep);

  const checkPoints = (text: string): string | null => {
    const n = parse(text);
    if (n === null || n < minConvert || n % convertStep !== 0) {
      return t`Convert at least ${min} points, in steps of ${step}`;
    }
    if (n > points) {
      const have = formatPoints(points);
      return t`You have ${have} points.`;
    }
    return null;
  };

  return (
    <StyledConvertForm aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Convert points`}</StyledHeading>
      {/* Stays mounted, so the news of a conversion is read out. */}
      <div role="status">
        {converted && (
          <StyledText>
            {t`${formatPoints(converted.points)} points converted: ${money(converted.credited)} added to your wallet.`}
          </StyledText>
        )}
      </div>
      <Form
        aria-label={t`Convert points`}
        aria-describedby={error ? errorId : undefined}
        onValidSubmit={() => {
          if (typed !== null) run({ points: typed, paymentPassword });
        }}
      >
        <TextField
          name="points"
          label={t`Points`}
          required
          inputMode="numeric"
          autoComplete="off"
          hint={t`At least ${min}, in steps of ${step}`}
          value={amount}
          onValueChange={setAmount}
          validate={checkPoints}
        />
        <StyledFacts>
          <dt>{t`You receive`}</dt>
          <dd>{typed === null ? '—' : money(creditFor(typed, ratio))}</dd>
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
        <Button type="submit" loading={pending}>{t`Convert`}</Button>
        <BusyStatus busy={pending} />
      </Form>
    </StyledConvertForm>
  );
}
ConvertForm.displayName = 'ConvertForm';
