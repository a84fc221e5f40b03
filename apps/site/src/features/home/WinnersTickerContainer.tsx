import { useMemo } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { WinnersTicker, type WinnerEntry } from '@lobby/ui';
import { useQuery } from '../../data/useQuery';
import { useAtomValue } from '../../state/jotai';
import { localeAtom } from '../preferences/preferences.atoms';
import { winnersQuery } from './home.queries';

/** The winner rank list as the home page's ticker, in the player's language, with a link to its page. */
export function WinnersTickerContainer() {
  const { t } = useLingui();
  const { code } = useAtomValue(localeAtom);
  const { data, error, fetching, refetch } = useQuery(winnersQuery(code), { keepPrevious: true });
  const winners: WinnerEntry[] = useMemo(
    () =>
      (data ?? []).map((win) => ({
        id: win.id,
        player: win.player,
        game: win.gameName,
        amount: win.amount,
      })),
    [data],
  );
  const failed = data === undefined && error !== undefined && !fetching;
  return (
    <>
      <WinnersTicker
        winners={winners}
        loading={data === undefined && !failed}
        failed={failed}
        onRetry={() => void refetch()}
      />
      {/* issue 27: the winner board has its own page. The link is there from the first render: shown
          once the winners arrived, it pushed every row under it down. */}
      <Link to="/winners">{t`See all big wins`}</Link>
    </>
  );
}
