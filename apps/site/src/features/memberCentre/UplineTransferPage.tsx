import { useState } from 'react';
import { UplineTransferForm } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { memberQuery } from '../account/member.queries';
import { transferToUplineAtom } from './money.actions';
import { depositMethodsQuery, walletsQuery } from './money.queries';
import { PageLoad } from './PageLoad';
import { SetPaymentPassword } from './SetPaymentPassword';
import { useMoneyAction } from './useMoneyAction';

/** Transfer to upline (transferUpline): money from the main wallet to the member's agent. */
export function UplineTransferPage() {
  const member = useQuery(memberQuery);
  const settings = useQuery(depositMethodsQuery);
  const wallets = useQuery(walletsQuery);
  const transfer = useMoneyAction(transferToUplineAtom);
  const [settingPassword, setSettingPassword] = useState(false);
  const [sent, setSent] = useState<number | null>(null);

  return (
    <PageLoad result={member}>
      {(info) => (
        <PageLoad result={settings}>
          {({ hasPaymentPassword }) =>
            settingPassword ? (
              <SetPaymentPassword onSet={() => setSettingPassword(false)} />
            ) : (
              <UplineTransferForm
                upline={info.upline ?? null}
                balance={wallets.data?.balance ?? info.balance}
                {...(info.currencySymbol ? { currency: info.currencySymbol } : {})}
                hasPaymentPassword={hasPaymentPassword}
                onSetPaymentPassword={() => setSettingPassword(true)}
                onSubmit={async (request) => {
                  setSent(null);
                  await transfer.run(request);
                  setSent(request.amount);
                }}
                error={transfer.error}
                sent={sent}
              />
            )
          }
        </PageLoad>
      )}
    </PageLoad>
  );
}
