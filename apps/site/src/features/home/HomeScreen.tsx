import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { buildNavigation, gameListPath } from '@lobby/core';
import { useAtomValue } from '../../state/jotai';
import { apiGameType } from '../games/launch/gameQuery';
import { lottoPrizeMode } from '../games/launch/lottoPrizeMode';
import { popularLotteryGamesQuery } from '../lottery/lottery.queries';
import { brandAtom } from '../brand/brand.atoms';
import { localeAtom } from '../preferences/preferences.atoms';
import { gameTypeLabel } from '../shell/gameTypeLabels';
import { useVendors } from '../vendors/useVendors';
import { categoryRowQuery } from './home.queries';
import { HomeGameRow } from './HomeGameRow';
import { StyledHome } from './HomeScreen.styles';
import { WinnersTickerContainer } from './WinnersTickerContainer';

/**
 * What a player expects under the banner: the latest wins, the popular games, then a row per game
 * category the brand has (its vendors decide, as for the navigation), each with "See all". Rows
 * ask for their games as they come near the viewport.
 */
export function HomeScreen() {
  const { t, i18n } = useLingui();
  const locale = useAtomValue(localeAtom);
  const vendors = useVendors();

  // The spec's popular list ranks the lottery games of the brand's prize mode (doc 2 §7, §9).
  const lotteryType = useAtomValue(brandAtom).lotteryType;
  const popularQuery =
    vendors === null
      ? null
      : popularLotteryGamesQuery(lottoPrizeMode(vendors, lotteryType), locale.code);
  const hasLottery = vendors?.some((vendor) => vendor.gameType.toUpperCase() === 'LOTTERY');
  const categories = useMemo(
    () =>
      buildNavigation({ vendors: vendors ?? [] }).flatMap(({ gameType }) => {
        const type = apiGameType(gameType);
        return type === null ? [] : [{ type, href: gameListPath(gameType) }];
      }),
    [vendors],
  );

  return (
    <StyledHome aria-busy={vendors === null || undefined}>
      <WinnersTickerContainer />
      {hasLottery !== false && (
        <HomeGameRow title={t`Popular lottery games`} query={popularQuery} favourites="lottery" />
      )}
      {categories.map(({ type, href }) => (
        <HomeGameRow
          key={type}
          title={gameTypeLabel(i18n, type)}
          query={categoryRowQuery(type)}
          seeAllHref={href}
          favourites="server"
        />
      ))}
    </StyledHome>
  );
}
