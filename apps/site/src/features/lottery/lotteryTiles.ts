import type { Game, LotteryGame, LotteryMenu, Vendor } from '@lobby/api';
import type { LobbyLaunchInput } from '@lobby/core';
import type { GameTile, LotteryMenuGame, LotteryMenuGroup } from '@lobby/ui';

/** A menu game as the LotteryMenu shows it, keeping what its launch needs. */
export interface LotteryMenuEntry extends LotteryMenuGame {
  id: number;
  game: LotteryGame;
  /** The menu's account type (always TCG_LOTTO_VN): the vendor the launch names. */
  accountType: string;
}

/** A popular lottery game as a card shows it. */
export interface PopularLotteryTile extends GameTile {
  game: Game;
}

/** The menus as the LotteryMenu's groups; favourites marked when the player is logged in. */
export function lotteryMenuGroups(
  menus: readonly LotteryMenu[],
  favourites: ReadonlySet<string> | null,
): LotteryMenuGroup<LotteryMenuEntry>[] {
  return menus.map((menu) => ({
    code: menu.gameGroupCode,
    name: menu.name,
    games: menu.games.map((game) => ({
      id: game.gameId,
      name: game.name,
      drawIntervalMinutes: game.drawIntervalMinutes,
      favourite: favourites?.has(String(game.gameId)) ?? false,
      game,
      accountType: menu.accountType,
    })),
  }));
}

/**
 * The game whose draws are shown: the one the address names (`?game=` is its game code), else
 * the first game of the menus. Null while there is none.
 */
export function chosenLotteryGame(
  groups: readonly LotteryMenuGroup<LotteryMenuEntry>[],
  gameCode: string | null,
): LotteryMenuEntry | null {
  const games = groups.flatMap((group) => group.games);
  return games.find((entry) => entry.game.gameCode === gameCode) ?? games[0] ?? null;
}

/** The popular games as cards: the vendor's display name, and favourites when logged in. */
export function popularLotteryTiles(
  games: readonly Game[],
  vendors: readonly Pick<Vendor, 'vassalage' | 'name'>[] | null,
  favourites: ReadonlySet<string> | null,
): PopularLotteryTile[] {
  const names = new Map((vendors ?? []).map((vendor) => [vendor.vassalage, vendor.name]));
  return games.map((game) => ({
    id: game.gameId,
    name: game.name,
    vendor: names.get(game.vassalage) ?? game.vassalage,
    thumbnail: game.thumbnail || undefined,
    hot: game.isHot === 1,
    favourite: favourites?.has(String(game.gameId)) ?? false,
    game,
  }));
}

/** A menu game's launch: the VN lottery vendor, its code and the play type it opens on. */
export function menuGameLaunch({ game, accountType }: LotteryMenuEntry): LobbyLaunchInput {
  return {
    kind: 'game',
    game: {
      gameType: 'LOTTERY',
      vendor: accountType,
      gameCode: game.gameCode,
      defaultPlayType: game.defaultPlayType,
    },
  };
}

/** A popular game's launch: its own vendor (a lottery vendor opens the lottery page). */
export function popularGameLaunch({ game }: PopularLotteryTile): LobbyLaunchInput {
  return {
    kind: 'game',
    game: {
      gameType: game.gameType,
      vassalage: game.vassalage,
      gameCode: game.gameCode,
      isGame: game.isGame ?? null,
    },
  };
}
