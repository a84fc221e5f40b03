// Each page's description (`<meta name="description">`), what a search result or a shared link shows
// under the page's title. The build writes them in the default language; they name no brand, since
// one build serves every brand's host. Build-only text: its catalog is `locales/pages`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteDef, ScreenGroup } from '@lobby/core';

const HOME = msg`Slots, live casino, sports, fishing and lottery in one place. Claim the welcome offers and play on your phone or computer.`;
const GAMES = msg`All the games in one place: slots, live casino, fishing, cards and more, from leading studios.`;
const SPORTS = msg`Bet on football, basketball, tennis and more, before the match or live, with fresh odds all day.`;

/** The lobby pages, by the game type they list. */
const BY_GAME_TYPE: Readonly<Record<string, MessageDescriptor>> = {
  RNG: msg`Slot games from leading studios: classic reels, video slots, free spins and progressive jackpots.`,
  LIVE: msg`Live casino with real dealers: baccarat, roulette, blackjack and sic bo, streamed around the clock.`,
  FISH: msg`Fishing games: aim, shoot and catch fish for prizes, on your own or with friends.`,
  PVP: msg`Card games against other players: poker, rummy and more, at tables for every stake.`,
  SPORTS,
  ESPORTS: msg`Esports betting on the biggest games and tournaments, before the match or live.`,
};

/** Every screen group's page; the lobby groups by the type their page lists. */
const BY_GROUP: Readonly<Record<ScreenGroup, MessageDescriptor>> = {
  index: HOME,
  game: GAMES,
  egame: GAMES,
  seamless: GAMES,
  fbSports: SPORTS,
  byIframe: msg`Play the game you chose, with your balance at hand and the lobby one tap away.`,
  lottery: msg`Lottery draws and results: pick your numbers and play the next draw.`,
  vnlottery: msg`Vietnamese lottery: the northern, central and southern draws, with the latest results.`,
  promo: msg`Current promotions: welcome bonuses, cashback, reload offers and free spins, with their terms.`,
  promoDetail: msg`A promotion in full: what you get, how to claim it and its terms.`,
  help: msg`Help centre: answers about your account, deposits and withdrawals, bonuses and responsible gaming.`,
  download: msg`Download the app for iPhone or Android and play wherever you are.`,
  joinus: msg`Become an agent: invite players, build your team and earn commission on their play.`,
  Vip: msg`VIP club: climb the levels to unlock faster withdrawals, higher limits and personal service.`,
  pointMall: msg`Points shop: exchange the points you earn by playing for rewards.`,
};

/** The description of a route's page. */
export function pageDescription(route: Pick<RouteDef, 'group' | 'gameType'>): MessageDescriptor {
  return (
    (route.gameType !== null ? BY_GAME_TYPE[route.gameType] : undefined) ?? BY_GROUP[route.group]
  );
}
