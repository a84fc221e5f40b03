import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { WinnerBoard, type WinnerBoardEntry } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery } from '../../data/useQuery';
import { StyledPage } from '../../pages/Page.styles';
import { useAtomValue } from '../../state/jotai';
import { localeAtom } from '../preferences/preferences.atoms';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { winnerBoardQuery } from './winners.queries';

/** /winners (issue 27): the winner rank list as its own page; the home page's ticker leads here. */
export function WinnersPage() {
  useDeferredMessages();
  const { i18n } = useLingui();
  const { code } = useAtomValue(localeAtom);
  const board = useQuery(winnerBoardQuery(code), { keepPrevious: true });
  const winners: WinnerBoardEntry[] = useMemo(
    () =>
      (board.data ?? []).map((win) => ({
        id: win.id,
        player: win.player,
        game: win.gameName,
        amount: win.amount,
        wonAt: win.wonAt,
      })),
    [board.data],
  );
  return (
    <StyledPage>
      <WinnerBoard
        winners={winners}
        loading={board.data === undefined && !board.failed}
        error={board.failed ? errorMessage(i18n, board.error) : null}
        onRetry={() => void board.refetch()}
      />
    </StyledPage>
  );
}
