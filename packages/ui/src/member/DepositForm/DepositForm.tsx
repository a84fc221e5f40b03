import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@lobby/core';
import { Button } from '../../components/Button';
import { Money } from '../../components/Money';
import { QRCode } from '../../components/QRCode';
import { Radio, RadioGroup } from '../../components/Radio';
import { Form } from '../../fields/Form';
import { TextField } from '../../fields/TextField';
import { FormError } from '../../account/shared/FormError';
import { amountText, parseAmount } from '../shared/amount';
import { BusyStatus } from '../shared/BusyStatus';
import { StyledActions, StyledFacts, StyledHeading, StyledText } from '../shared/shared.styles';
import { usePending } from '../shared/usePending';
import { useAmountCheck } from '../shared/useAmountCheck';
import {
  StyledDepositForm,
  StyledMethods,
  StyledPresets,
  StyledPresetsLabel,
  StyledQr,
} from './DepositForm.styles';

export type DepositMethodKind = 'bank' | 'ewallet' | 'qr';

export interface DepositMethod {
  id: string;
  kind: DepositMethodKind;
  /** The channel's name ("BDO", "GCash"). */
  name: string;
  /** Least deposit, minor units. */
  min: number;
  /** Most deposit, minor units. */
  max: number;
  /** For a QR method: the text its code carries, shown as a code to scan. */
  qrPayload?: string;
  /** Amounts this method offers as buttons, minor units. @default the form's `presets` */
  presets?: readonly number[];
}

export interface DepositRequest {
  methodId: string;
  /** Integer minor units within the method's limits. */
  amount: number;
}

/** A deposit after it was sent: waiting for the operator, or credited. */
export interface DepositStatus {
  state: 'pending' | 'credited' | 'failed';
  depositId: string;
  /** Minor units. */
  amount: number;
  methodId: string;
  /** The QR code to pay with, when the method gives one per deposit. */
  qrPayload?: string;
}

export interface DepositFormProps {
  methods: readonly DepositMethod[];
  /** Amounts offered as buttons, minor units. @default [] */
  presets?: readonly number[];
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** @default the first method */
  defaultMethodId?: string;
  /** Sends the deposit; a promise keeps the form busy until it settles. */
  onSubmit: (request: DepositRequest) => unknown;
  /** A request the caller runs. @default false */
  busy?: boolean;
  /** The server's answer to the last request. */
  error?: string | null | undefined;
  /** A sent deposit: shows its pending or credited view instead of the form. */
  status?: DepositStatus | null | undefined;
  /** From the pending or credited view back to a fresh form. */
  onNewDeposit?: () => void;
}

function useKindLabel() {
  const { t } = useLingui();
  return (kind: DepositMethodKind) =>
    kind === 'bank' ? t`Bank transfer` : kind === 'ewallet' ? t`E-wallet` : t`QR code`;
}

/**
 * A deposit: the payment methods as cards with their limits, preset amounts, and an amount checked
 * against the chosen method's limits. Once sent, the same place shows the deposit waiting for the
 * operator (announced) and then credited.
 */
export function DepositForm({
  methods,
  presets = [],
  currency = 'P',
  defaultMethodId,
  onSubmit,
  busy = false,
  error,
  status,
  onNewDeposit,
}: DepositFormProps) {
  const { t } = useLingui();
  const kindLabel = useKindLabel();
  const headingId = useId();
  const errorId = useId();
  const checkAmount = useAmountCheck();
  const [methodId, setMethodId] = useState(defaultMethodId ?? methods[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const { pending, run } = usePending(onSubmit, busy);
  const method = methods.find((m) => m.id === methodId);
  const offered = method?.presets ?? presets;
  const money = (minor: number) => formatMoney(minor, { symbol: currency });

  const submit = () => {
    const parsed = parseAmount(amount);
    if (method && parsed.ok) run({ methodId: method.id, amount: parsed.minor });
  };

  const statusMethod = status && methods.find((m) => m.id === status.methodId);

  return (
    <StyledDepositForm aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Deposit`}</StyledHeading>
      {/* The live region stays mounted, so the pending and credited news is read out. */}
      <div role="status">
        {status?.state === 'pending' && (
          <StyledText>{t`Waiting for the operator to credit your deposit.`}</StyledText>
        )}
        {status?.state === 'credited' && (
          <StyledText>
            {t`Deposit arrival: ${money(status.amount)} has been credited to your wallet.`}
          </StyledText>
        )}
        {status?.state === 'failed' && (
          <StyledText>
            {t`Deposit failed: ${money(status.amount)} could not be credited. Nothing was taken from your wallet.`}
          </StyledText>
        )}
      </div>
      {status ? (
        <>
          <StyledFacts>
            <dt>{t`Deposit ID`}</dt>
            <dd>{status.depositId}</dd>
            <dt>{t`Amount`}</dt>
            <dd>
              <Money amount={status.amount} currency={currency} />
            </dd>
            <dt>{t`Method`}</dt>
            <dd>{statusMethod ? statusMethod.name : status.methodId}</dd>
          </StyledFacts>
          {status.state === 'pending' && status.qrPayload && (
            <StyledQr>
              <QRCode value={status.qrPayload} label={t`QR code to pay this deposit`} size={176} />
            </StyledQr>
          )}
          {onNewDeposit && (
            <StyledActions>
              <Button variant="secondary" onClick={onNewDeposit}>
                {t`Make another deposit`}
              </Button>
            </StyledActions>
          )}
        </>
      ) : (
        <Form
          aria-labelledby={headingId}
          aria-describedby={error ? errorId : undefined}
          onValidSubmit={submit}
        >
          <StyledMethods>
            <RadioGroup
              legend={t`Payment method`}
              name="method"
              value={methodId}
              onValueChange={setMethodId}
            >
              {methods.map((m) => (
                <Radio
                  key={m.id}
                  value={m.id}
                  label={m.name}
                  description={`${kindLabel(m.kind)} · ${t`Limits ${money(m.min)} – ${money(m.max)}`}`}
                />
              ))}
            </RadioGroup>
          </StyledMethods>
          {method?.qrPayload && (
            <StyledQr>
              <QRCode
                value={method.qrPayload}
                label={t`QR code to pay with ${method.name}`}
                size={176}
              />
            </StyledQr>
          )}
          {offered.length > 0 && (
            <div role="group" aria-labelledby={`${headingId}-presets`}>
              <StyledPresetsLabel
                id={`${headingId}-presets`}
              >{t`Quick amounts`}</StyledPresetsLabel>
              <StyledPresets>
                {offered.map((preset) => (
                  <Button
                    key={preset}
                    variant="secondary"
                    size="sm"
                    aria-pressed={amount === amountText(preset)}
                    onClick={() => setAmount(amountText(preset))}
                  >
                    <Money amount={preset} currency={currency} />
                  </Button>
                ))}
              </StyledPresets>
            </div>
          )}
          <TextField
            name="amount"
            label={t`Amount`}
            required
            inputMode="decimal"
            autoComplete="off"
            hint={method ? t`Limits ${money(method.min)} – ${money(method.max)}` : undefined}
            value={amount}
            onValueChange={setAmount}
            validate={(text) => checkAmount(text, { min: method?.min, max: method?.max, currency })}
          />
          <FormError error={error} id={errorId} />
          <Button type="submit" loading={pending} disabled={!method}>
            {t`Deposit`}
          </Button>
          <BusyStatus busy={pending} />
        </Form>
      )}
    </StyledDepositForm>
  );
}
DepositForm.displayName = 'DepositForm';
