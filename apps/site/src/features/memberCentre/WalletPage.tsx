import { WalletCard } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { transferBetweenWalletsAtom } from './money.actions';
import { walletsQuery } from './money.queries';
import { PageLoad } from './PageLoad';
import { useCurrencyProps } from './useCurrencyProps';
import { useMoneyAction } from './useMoneyAction';

/** My wallet (transferFund): the balances, and money moved between the main and vendor wallets. */
export function WalletPage() {
  const wallets = useQuery(walletsQuery);
  const money = useCurrencyProps();
  const transfer = useMoneyAction(transferBetweenWalletsAtom);
  return (
    <PageLoad result={wallets}>
      {(data) => (
        <WalletCard
          balance={data.balance}
          sumBalance={data.sumBalance}
          isSingle={data.isSingle}
          wallets={data.wallets.map((w) => ({ id: w.vendor, name: w.name, balance: w.balance }))}
          {...money}
          refreshing={wallets.fetching}
          onRefresh={() => void wallets.refetch()}
          onTransfer={(move) => transfer.run(move)}
          error={transfer.error}
        />
      )}
    </PageLoad>
  );
}
