import { PaymentPasswordForm } from '@lobby/ui';
import { setPaymentPasswordAtom } from './money.actions';
import { useMoneyAction } from './useMoneyAction';

/** Sets the first payment password, where a withdrawal or a transfer needs one; `onSet` after. */
export function SetPaymentPassword({ onSet }: { onSet: () => void }) {
  const setPassword = useMoneyAction(setPaymentPasswordAtom);
  return (
    <PaymentPasswordForm
      mode="set"
      onSubmit={async ({ newPassword }) => {
        await setPassword.run({ password: newPassword });
        onSet();
      }}
      error={setPassword.error}
    />
  );
}
