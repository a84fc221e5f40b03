import { useEffect, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LOTTERY_FAVOURITES_KEY_PREFIX, POPULAR_GAMES_COUNT } from '@lobby/core';
import { Button, EmptyState, GameGrid, LotteryDraws, LotteryMenu } from '@lobby/ui';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { errorMessage } from '../api/errorMessages';
import { useLaunch } from '../games/launch/useLaunch';
import { localeAtom } from '../preferences/atoms';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { loadVendorsAtom, vendorsAtom } from '../vendors/atoms';
import {
  loadLotteryMenusAtom,
  loadPopularLotteryGamesAtom,
  loadVnDrawsAtom,
  lotteryFavouriteIdsAtom,
  lotteryFavouritesChangedAtom,
  lotteryPrizeModeAtom,
  toggleLotteryFavouriteAtom,
} from './atoms';
import {
  chosenLotteryGame,
  lotteryMenuGroups,
  menuGameLaunch,
  popularGameLaunch,
  popularLotteryTiles,
  type LotteryMenuEntry,
  type PopularLotteryTile,
} from './lotteryTiles';
import { useRequest, type RequestState } from '../api/useRequest';
import { StyledLotteryPage, StyledSection, StyledSectionHeader } from './VnLotteryPage.styles';

/** The address parameter naming the game whose draws are shown (its game code). */
const LOTTERY_GAME_PARAM = 'game';

const failureOf = (...states: RequestState<unknown>[]) => {
  const failed = states.find((state) => state.status === 'failed');
  return failed?.status === 'failed' ? failed : null;
};

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
  const vendors = useAtomValue(vendorsAtom);
  const prizeMode = useAtomValue(lotteryPrizeModeAtom);
  const favouriteIds = useAtomValue(lotteryFavouriteIdsAtom);
  const loadVendors = useSetAtom(loadVendorsAtom);
  const loadMenus = useSetAtom(loadLotteryMenusAtom);
  const loadPopular = useSetAtom(loadPopularLotteryGamesAtom);
  const loadDraws = useSetAtom(loadVnDrawsAtom);
  const toggleFavourite = useSetAtom(toggleLotteryFavouriteAtom);
  const launch = useLaunch();
  const headingId = useId();
  useFavouritesFromOtherTabs();

  // The prize mode comes from the vendors; the menus and popular games depend on it. Their names
  // are in the player's language, so a language change loads them again.
  const vendorsCall = useRequest('vendors', () => loadVendors());
  const modeKey = prizeMode === null ? null : `${prizeMode}:${locale.code}`;
  const menusCall = useRequest(modeKey, (signal) => loadMenus(prizeMode!, signal));
  const popularCall = useRequest(modeKey, (signal) => loadPopular(prizeMode!, signal));

  const menus = menusCall.state.status === 'done' ? menusCall.state.value : null;
  const groups = useMemo(
    () => (menus === null ? [] : lotteryMenuGroups(menus, favouriteIds)),
    [menus, favouriteIds],
  );
  const chosen = chosenLotteryGame(groups, params.get(LOTTERY_GAME_PARAM));
  const drawsCall = useRequest(chosen?.game.gameCode ?? null, (signal) =>
    loadDraws(chosen!.game.gameCode, signal),
  );

  const popular = popularCall.state.status === 'done' ? popularCall.state.value : null;
  const tiles = useMemo(
    () => (popular === null ? [] : popularLotteryTiles(popular, vendors, favouriteIds)),
    [popular, vendors, favouriteIds],
  );

  const menuFailure = failureOf(vendorsCall.state, menusCall.state);
  const retryMenus = vendorsCall.state.status === 'failed' ? vendorsCall.retry : menusCall.retry;
  const popularFailure = failureOf(vendorsCall.state, popularCall.state);
  const retryPopular =
    vendorsCall.state.status === 'failed' ? vendorsCall.retry : popularCall.retry;
  const drawsFailure = failureOf(drawsCall.state);
  // Without menus there is no game to show the draws of.
  const showDraws = menuFailure === null && (menus === null || chosen !== null);

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
          loading={menuFailure === null && menus === null}
          failed={menuFailure !== null}
          {...(menuFailure && { failureMessage: errorMessage(i18n, menuFailure.error) })}
          onRetry={retryMenus}
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
            draws={drawsCall.state.status === 'done' ? drawsCall.state.value : []}
            loading={drawsCall.state.status === 'loading'}
            failed={drawsFailure !== null}
            {...(drawsFailure && { failureMessage: errorMessage(i18n, drawsFailure.error) })}
            onRetry={drawsCall.retry}
          />
        </StyledSection>
      )}
      <StyledSection aria-labelledby={`${headingId}-popular`}>
        <h2 id={`${headingId}-popular`}>{t`Popular lottery games`}</h2>
        {popularFailure ? (
          <EmptyState
            title={t`Popular games could not be loaded`}
            description={errorMessage(i18n, popularFailure.error)}
            action={<Button onClick={retryPopular}>{t`Retry`}</Button>}
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
