import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Withdrawal } from '@lobby/api';
import { WithdrawalConfirmation, WithdrawalForm } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import {
  addPayeeAtom,
  confirmWithdrawalAtom,
  createWithdrawalAtom,
  removePayeeAtom,
} from './money.actions';
import { depositMethodsQuery, payeesQuery, walletsQuery, withdrawalsQuery } from './money.queries';
import { PageLoad } from './PageLoad';
import { SetPaymentPassword } from './SetPaymentPassword';
import { useCurrencyProps } from './useCurrencyProps';
import { useMoneyAction } from './useMoneyAction';
import { StyledList, StyledSection } from './MemberCentrePage.styles';

/**
 * Increase withdrawal (withdraw): payees, the amount within the limits and the balance, and the
 * payment password (set here first when the member has none); below, the member's withdrawals,
 * where a disbursed one asks whether the money arrived (doc 2 §4.5).
 */
export function WithdrawalPage() {
  const { t } = useLingui();
  const settings = useQuery(depositMethodsQuery);
  const payees = useQuery(payeesQuery);
  const wallets = useQuery(walletsQuery);
  const withdrawals = useQuery(withdrawalsQuery(1));
  const create = useMoneyAction(createWithdrawalAtom);
  const addPayee = useMoneyAction(addPayeeAtom);
  const removePayee = useMoneyAction(removePayeeAtom);
  const [settingPassword, setSettingPassword] = useState(false);
  const listHeading = useId();
  const money = useCurrencyProps();

  return (
    <PageLoad result={settings}>
      {({ withdraw, hasPaymentPassword }) => (
        <>
          {settingPassword ? (
            <SetPaymentPassword onSet={() => setSettingPassword(false)} />
          ) : (
            <WithdrawalForm
              payees={(payees.data ?? []).map((payee) => ({
                id: String(payee.id),
                bankName: payee.bankName,
                accountName: payee.accountName,
                accountNumber: payee.maskedAccountNumber,
              }))}
              balance={wallets.data?.balance ?? 0}
              min={withdraw.min}
              max={withdraw.max}
              {...money}
              hasPaymentPassword={hasPaymentPassword}
              onSetPaymentPassword={() => setSettingPassword(true)}
              onAddPayee={(payee) => addPayee.run(payee)}
              payeeError={addPayee.error ?? removePayee.error}
              onRemovePayee={(id) => void removePayee.run(Number(id)).catch(() => undefined)}
              onSubmit={({ payeeId, amount, paymentPassword }) =>
                create.run({ payeeId: Number(payeeId), amount, paymentPassword })
              }
              error={create.error}
            />
          )}
          <StyledSection aria-labelledby={listHeading}>
            <h2 id={listHeading}>{t`Your withdrawals`}</h2>
            <PageLoad result={withdrawals}>
              {(page) =>
                page.list.length === 0 ? (
                  <p>{t`No withdrawals yet.`}</p>
                ) : (
                  <StyledList>
                    {page.list.map((withdrawal) => (
                      <li key={withdrawal.id}>
                        <WithdrawalAnswer withdrawal={withdrawal} money={money} />
                      </li>
                    ))}
                  </StyledList>
                )
              }
            </PageLoad>
          </StyledSection>
        </>
      )}
    </PageLoad>
  );
}

function WithdrawalAnswer({
  withdrawal,
  money,
}: {
  withdrawal: Withdrawal;
  money: { currency?: string };
}) {
  const { i18n } = useLingui();
  const confirm = useMoneyAction(confirmWithdrawalAtom);
  return (
    <WithdrawalConfirmation
      withdrawal={{
        id: String(withdrawal.id),
        amount: withdrawal.amount,
        status: withdrawal.status,
        createdAt: i18n.date(new Date(withdrawal.createdAt), {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
      }}
      {...money}
      autoReceiveMinutes={withdrawal.confirmMinutes}
      onReceived={() => confirm.run({ id: withdrawal.id, received: true })}
      onNotReceived={({ comment, images }) =>
        confirm.run({ id: withdrawal.id, received: false, comment, images })
      }
      error={confirm.error}
    />
  );
}
