import { useState } from 'react';
import type { DepositMethod } from '@lobby/api';
import { DepositForm } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { useAtomValue } from '../../state/jotai';
import { watchedDepositsAtom } from './deposit.atoms';
import { createDepositAtom } from './money.actions';
import { depositMethodsQuery } from './money.queries';
import { PageLoad } from './PageLoad';
import { useCurrencyProps } from './useCurrencyProps';
import { useMoneyAction } from './useMoneyAction';

const unitMethod = (method: DepositMethod) => ({
  id: String(method.id),
  kind: method.kind,
  name: method.name,
  min: method.min,
  max: method.max,
  presets: method.presets,
  ...(method.qrPayload !== undefined && { qrPayload: method.qrPayload }),
});

/**
 * Increase deposit (depositv2): the brand's methods with their limits and amounts offered; a sent
 * deposit shows as pending until the operator credits it, then as arrived (the watch asks).
 */
export function DepositPage() {
  const methods = useQuery(depositMethodsQuery);
  const money = useCurrencyProps();
  const create = useMoneyAction(createDepositAtom);
  const watched = useAtomValue(watchedDepositsAtom);
  // Back on the page, a deposit still pending is the one shown.
  const [shownId, setShownId] = useState<number | null>(
    () => watched.findLast((deposit) => deposit.status === 'pending')?.id ?? null,
  );
  const shown = watched.find((deposit) => deposit.id === shownId) ?? null;

  return (
    <PageLoad result={methods}>
      {(data) => {
        const method = shown ? data.methods.find((m) => m.id === shown.methodId) : undefined;
        return (
          <DepositForm
            methods={data.methods.map(unitMethod)}
            {...money}
            onSubmit={async ({ methodId, amount }) => {
              const deposit = await create.run({ methodId: Number(methodId), amount });
              setShownId(deposit.id);
            }}
            error={create.error}
            status={
              shown && {
                state: shown.status,
                depositId: String(shown.id),
                amount: shown.amount,
                methodId: String(shown.methodId),
                ...(method?.qrPayload !== undefined && { qrPayload: method.qrPayload }),
              }
            }
            onNewDeposit={() => {
              setShownId(null);
              create.clearError();
            }}
          />
        );
      }}
    </PageLoad>
  );
}
