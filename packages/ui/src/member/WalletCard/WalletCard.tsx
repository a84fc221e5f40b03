import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MAIN_WALLET } from '@lobby/core';
import { Button } from '../../components/Button';
import { Money } from '../../components/Money';
import { Select } from '../../components/Select';
import { Field } from '../../fields/Field';
import { Form } from '../../fields/Form';
import { TextField } from '../../fields/TextField';
import { FormError } from '../../account/shared/FormError';
import { amountText, parseAmount } from '../shared/amount';
import { BusyStatus } from '../shared/BusyStatus';
import { StyledHeading, StyledSubheading } from '../shared/shared.styles';
import { usePending } from '../shared/usePending';
import { useAmountCheck } from '../shared/useAmountCheck';
import {
  StyledAmountRow,
  StyledFigure,
  StyledPair,
  StyledTotals,
  StyledWallet,
  StyledWalletCard,
  StyledWallets,
} from './WalletCard.styles';

/** The main wallet's id in a transfer. */

export interface VendorWallet {
  /** The vendor's wallet id, as `onTransfer` reports it. */
  id: string;
  /** The vendor's name ("Evolution"). */
  name: string;
  /** Balance in integer minor units. */
  balance: number;
}

export interface WalletTransfer {
  /** `MAIN_WALLET` (core's) or a vendor wallet's id. */
  from: string;
  /** `MAIN_WALLET` (core's) or a vendor wallet's id. */
  to: string;
  /** Integer minor units, above zero and at most the source's balance. */
  amount: number;
}

export interface WalletCardProps {
  /** The main wallet's balance, minor units. */
  balance: number;
  /** The consolidated balance of every wallet (the server's sumBalance), minor units. */
  sumBalance: number;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** The merchant has a single wallet: no vendor wallets and no moving money. @default true */
  isSingle?: boolean;
  /** The vendor wallets (shown when `isSingle` is false). @default [] */
  wallets?: readonly VendorWallet[];
  /** Fetches the balances again. */
  onRefresh?: () => unknown;
  /** A refresh is running. @default false */
  refreshing?: boolean;
  /** Moves money between wallets; a promise keeps the form busy until it settles. */
  onTransfer?: (transfer: WalletTransfer) => unknown;
  /** A transfer the caller runs. @default false */
  transferring?: boolean;
  /** The server's answer to the last transfer, shown above the button. */
  error?: string | null | undefined;
}

/**
 * The member's wallet: main and consolidated balances with a refresh and, for a merchant with
 * vendor wallets, each vendor's balance and a form that moves money between two wallets.
 */
export function WalletCard({
  balance,
  sumBalance,
  currency = 'P',
  isSingle = true,
  wallets = [],
  onRefresh,
  refreshing = false,
  onTransfer,
  transferring = false,
  error,
}: WalletCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const checkAmount = useAmountCheck();
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(wallets[0]?.id ?? MAIN_WALLET);
  const [amount, setAmount] = useState('');
  const [sameWallet, setSameWallet] = useState(false);
  const { pending, run } = usePending(onTransfer, transferring);

  const balanceOf = (id: string) =>
    id === MAIN_WALLET ? balance : (wallets.find((w) => w.id === id)?.balance ?? 0);
  const options = [
    { id: MAIN_WALLET, name: t`Main wallet` },
    ...wallets.map((w) => ({ id: w.id, name: w.name })),
  ];
  const optionList = options.map((o) => (
    <option key={o.id} value={o.id}>
      {o.name}
    </option>
  ));

  const submit = () => {
    if (from === to) {
      setSameWallet(true);
      return;
    }
    const parsed = parseAmount(amount);
    if (parsed.ok) run({ from, to, amount: parsed.minor });
  };

  return (
    <StyledWalletCard aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`My wallet`}</StyledHeading>
      <StyledTotals>
        <StyledFigure>
          <span>{t`Main wallet`}</span>
          <Money amount={balance} currency={currency} />
        </StyledFigure>
        <StyledFigure>
          <span>{t`Total balance`}</span>
          <Money amount={sumBalance} currency={currency} />
        </StyledFigure>
        {onRefresh && (
          <Button
            variant="secondary"
            size="sm"
            loading={refreshing}
            onClick={() => void onRefresh()}
          >
            {t`Refresh balances`}
          </Button>
        )}
      </StyledTotals>
      {!isSingle && (
        <>
          <StyledSubheading>{t`Vendor wallets`}</StyledSubheading>
          <StyledWallets aria-label={t`Vendor wallets`}>
            {wallets.map((w) => (
              <StyledWallet key={w.id}>
                <span>{w.name}</span>
                <Money amount={w.balance} currency={currency} />
              </StyledWallet>
            ))}
          </StyledWallets>
          {onTransfer && (
            <Form
              aria-label={t`Move money`}
              aria-describedby={error ? errorId : undefined}
              onValidSubmit={submit}
            >
              <StyledSubheading>{t`Move money`}</StyledSubheading>
              <StyledPair>
                <Field label={t`From`}>
                  {(control) => (
                    <Select
                      {...control}
                      name="from"
                      value={from}
                      onChange={(event) => {
                        setFrom(event.target.value);
                        setSameWallet(false);
                      }}
                    >
                      {optionList}
                    </Select>
                  )}
                </Field>
                <Field label={t`To`} error={sameWallet ? t`Choose two different wallets` : null}>
                  {(control) => (
                    <Select
                      {...control}
                      name="to"
                      value={to}
                      onChange={(event) => {
                        setTo(event.target.value);
                        setSameWallet(false);
                      }}
                    >
                      {optionList}
                    </Select>
                  )}
                </Field>
              </StyledPair>
              <StyledAmountRow>
                <TextField
                  name="amount"
                  label={t`Amount`}
                  required
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onValueChange={setAmount}
                  validate={(text) => checkAmount(text, { balance: balanceOf(from), currency })}
                />
                <Button variant="secondary" onClick={() => setAmount(amountText(balanceOf(from)))}>
                  {t`All`}
                </Button>
              </StyledAmountRow>
              <FormError error={error} id={errorId} />
              <Button type="submit" loading={pending}>
                {t`Move`}
              </Button>
              <BusyStatus busy={pending} />
            </Form>
          )}
        </>
      )}
    </StyledWalletCard>
  );
}
WalletCard.displayName = 'WalletCard';
