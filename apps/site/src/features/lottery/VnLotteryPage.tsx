import { useEffect, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { LotteryPrizeMode } from '@lobby/api';
import { LOTTERY_FAVOURITES_KEY_PREFIX, POPULAR_GAMES_COUNT } from '@lobby/core';
import { Button, EmptyState, GameGrid, LotteryDraws, LotteryMenu } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { useQuery, type QueryResult } from '../../data/useQuery';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { useLaunch } from '../games/launch/useLaunch';
import { brandAtom } from '../brand/brand.atoms';
import { localeAtom } from '../preferences/preferences.atoms';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { vendorsQuery } from '../vendors/vendors.queries';
import { lottoPrizeMode } from '../games/launch/lottoPrizeMode';
import { lotteryFavouritesChangedAtom, toggleLotteryFavouriteAtom } from './lottery.actions';
import { lotteryFavouriteIdsAtom } from './lottery.atoms';
import { lotteryMenusQuery, popularLotteryGamesQuery, vnDrawsQuery } from './lottery.queries';
import {
  chosenLotteryGame,
  lotteryMenuGroups,
  menuGameLaunch,
  popularGameLaunch,
  popularLotteryTiles,
  type LotteryMenuEntry,
  type PopularLotteryTile,
} from './lotteryTiles';
import { StyledLotteryPage, StyledSection, StyledSectionHeader } from './VnLotteryPage.styles';

/** The address parameter naming the game whose draws are shown (its game code). */
const LOTTERY_GAME_PARAM = 'game';

/** The first call of `calls` that failed (and is not being asked again), with its retry. */
function failureOf(...calls: QueryResult<unknown>[]) {
  return calls.find((call) => call.failed);
}

/** Reads the lottery favourites again when another tab changes them. */
function useFavouritesFromOtherTabs() {
  const changed = useSetAtom(lotteryFavouritesChangedAtom);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key: the whole storage was cleared.
      if (event.key === null || event.key.startsWith(LOTTERY_FAVOURITES_KEY_PREFIX)) changed();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [changed]);
}

/**
 * /vnlottery (doc 2 §2.1, §3.5): the VN lottery menus of the brand's prize mode, the draws of the
 * chosen game (named in the address, so a reload or the back button keeps it), and the popular
 * lottery games. Each call shows its own failure with a retry; placeholders hold every section's
 * room while it loads. Favourites are the logged-in player's, kept in this browser.
 */
export function VnLotteryPage() {
  // The menu, draws and game cards are lobby units: their messages are in the deferred catalog.
  useDeferredMessages();
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const locale = useAtomValue(localeAtom);
  const favouriteIds = useAtomValue(lotteryFavouriteIdsAtom);
  const toggleFavourite = useSetAtom(toggleLotteryFavouriteAtom);
  const launch = useLaunch();
  const headingId = useId();
  useFavouritesFromOtherTabs();

  // The prize mode comes from the vendors; the menus and popular games depend on it. Their names
  // are in the player's language, which is part of their keys.
  const vendorsCall = useQuery(vendorsQuery(locale.code), { keepPrevious: true });
  const vendors = vendorsCall.data ?? null;
  const lotteryType = useAtomValue(brandAtom).lotteryType;
  const prizeMode: LotteryPrizeMode | null =
    vendors === null ? null : lottoPrizeMode(vendors, lotteryType);
  const menusCall = useQuery(prizeMode && lotteryMenusQuery(prizeMode, locale.code));
  const popularCall = useQuery(prizeMode && popularLotteryGamesQuery(prizeMode, locale.code));
  const menus = menusCall.data ?? null;
  const groups = useMemo(
    () => (menus === null ? [] : lotteryMenuGroups(menus, favouriteIds)),
    [menus, favouriteIds],
  );
  const chosen = chosenLotteryGame(groups, params.get(LOTTERY_GAME_PARAM));
  const drawsCall = useQuery(chosen && vnDrawsQuery(chosen.game.gameCode));
  const popular = popularCall.data ?? null;
  const tiles = useMemo(
    () => (popular === null ? [] : popularLotteryTiles(popular, vendors, favouriteIds)),
    [popular, vendors, favouriteIds],
  );

  const menuFailure = failureOf(vendorsCall, menusCall);
  const popularFailure = failureOf(vendorsCall, popularCall);
  const drawsFailure = failureOf(drawsCall);
  // Without menus there is no game to show the draws of.
  const showDraws = menuFailure === undefined && (menus === null || chosen !== null);

  const choose = (entry: LotteryMenuEntry) => {
    if (entry.game.gameCode === params.get(LOTTERY_GAME_PARAM)) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(LOTTERY_GAME_PARAM, entry.game.gameCode);
      return next;
    });
  };
  const onToggleFavourite =
    favouriteIds === null
      ? undefined
      : (item: LotteryMenuEntry | PopularLotteryTile) => toggleFavourite(item.game.gameId);
  const chosenName = chosen?.name ?? '';

  return (
    <StyledLotteryPage>
      <h1>{t`Vietnamese lottery`}</h1>
      <StyledSection aria-labelledby={`${headingId}-menu`}>
        <h2 id={`${headingId}-menu`}>{t`Lottery games`}</h2>
        <LotteryMenu
          groups={groups}
          selectedId={chosen?.id ?? null}
          onSelect={choose}
          loading={menuFailure === undefined && menus === null}
          failed={menuFailure !== undefined}
          {...(menuFailure && { failureMessage: errorMessage(i18n, menuFailure.error) })}
          onRetry={() => void menuFailure?.refetch()}
          {...(onToggleFavourite && { onToggleFavourite })}
        />
      </StyledSection>
      {showDraws && (
        <StyledSection aria-labelledby={`${headingId}-draws`}>
          <StyledSectionHeader>
            <h2 id={`${headingId}-draws`}>{chosen ? t`Results: ${chosenName}` : t`Results`}</h2>
            {chosen && (
              <Button
                onClick={() => launch(menuGameLaunch(chosen))}
              >{t`Play ${chosenName}`}</Button>
            )}
          </StyledSectionHeader>
          <LotteryDraws
            draws={drawsCall.data ?? []}
            loading={drawsCall.data === undefined && drawsFailure === undefined}
            failed={drawsFailure !== undefined}
            {...(drawsFailure && { failureMessage: errorMessage(i18n, drawsFailure.error) })}
            onRetry={() => void drawsCall.refetch()}
          />
        </StyledSection>
      )}
      <StyledSection aria-labelledby={`${headingId}-popular`}>
        <h2 id={`${headingId}-popular`}>{t`Popular lottery games`}</h2>
        {popularFailure ? (
          <EmptyState
            title={t`Popular games could not be loaded`}
            description={errorMessage(i18n, popularFailure.error)}
            action={<Button onClick={() => void popularFailure.refetch()}>{t`Retry`}</Button>}
          />
        ) : popular !== null && tiles.length === 0 ? (
          <EmptyState
            title={t`No popular games yet`}
            description={t`The most played lottery games show here.`}
          />
        ) : (
          <GameGrid
            games={tiles}
            label={t`Popular lottery games`}
            loading={popular === null}
            pageSize={POPULAR_GAMES_COUNT}
            onLaunch={(tile) => launch(popularGameLaunch(tile))}
            {...(onToggleFavourite && { onToggleFavourite })}
          />
        )}
      </StyledSection>
    </StyledLotteryPage>
  );
}
