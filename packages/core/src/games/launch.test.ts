import { describe, expect, test } from 'vitest';
import { lobbyLaunchTarget } from './launch';
import type { LobbyLaunchInput, LobbyLaunchTarget } from './launch';

describe('lobbyLaunchTarget', () => {
  test.each<[string, LobbyLaunchInput, LobbyLaunchTarget]>([
    [
      'a lottery game opens /lottery with gameCode, vendor and playType',
      {
        kind: 'game',
        game: { gameType: 'LOTTERY', vendor: 'TCG_SEA', gameCode: 'VN5', defaultPlayType: 'BIG' },
      },
      { kind: 'navigate', to: '/lottery?gameCode=VN5&vendor=TCG_SEA&playType=BIG' },
    ],
    [
      'each lottery vendor does (ELOTT, through accountTypeName and code)',
      { kind: 'game', game: { gameType: 'ELOTT', accountTypeName: 'ELOTT', code: 'E1' } },
      { kind: 'navigate', to: '/lottery?gameCode=E1&vendor=ELOTT' },
    ],
    [
      'a Vietnamese lottery game',
      { kind: 'game', game: { gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' } },
      { kind: 'navigate', to: '/lottery?vendor=TCG_LOTTO_VN' },
    ],
    [
      'a game flagged VASSALAGE opens the sub-game list',
      { kind: 'game', game: { gameType: 'RNG', vassalage: 'PG', isGame: 'VASSALAGE' } },
      { kind: 'subGames', vendor: 'PG' },
    ],
    [
      'an FB sports game opens /fbsports',
      { kind: 'game', game: { gameType: 'SPORTS', vassalage: 'FB', gameCode: 'FB1' } },
      { kind: 'navigate', to: '/fbsports' },
    ],
    [
      'a slot game launches into the iframe page',
      { kind: 'game', game: { gameType: 'rng', vassalage: 'PG', gameCode: 'gold' } },
      { kind: 'launch', gameType: 'RNG', vendor: 'PG', gameCode: 'gold', page: '/game' },
    ],
    [
      'another sports vendor’s game launches generically',
      { kind: 'game', game: { gameType: 'SPORTS', vassalage: 'SABA', gameCode: 'S' } },
      { kind: 'launch', gameType: 'SPORTS', vendor: 'SABA', gameCode: 'S', page: '/game' },
    ],
    [
      'a slot vendor tile opens /rng with the vendor',
      { kind: 'vendor', vendor: { gameType: 'RNG', vassalage: 'PG' } },
      { kind: 'navigate', to: '/rng?vendor=PG' },
    ],
    [
      'the cockfight vendor (a SPORTS vendor by data) launches its first game',
      { kind: 'vendor', vendor: { gameType: 'SPORTS', vassalage: 'DS88' } },
      { kind: 'launchFirstGame', gameType: 'COCKFIGHT', vendor: 'DS88' },
    ],
    [
      'an esports vendor opens the esports page',
      { kind: 'vendor', vendor: { gameType: 'SPORTS', vassalage: 'IMES' } },
      { kind: 'navigate', to: '/esports?vendor=IMES' },
    ],
    [
      'the FB sports vendor tile',
      { kind: 'vendor', vendor: { gameType: 'SPORTS', vassalage: 'FB' } },
      { kind: 'navigate', to: '/fbsports' },
    ],
    [
      'a lottery vendor tile',
      { kind: 'vendor', vendor: { gameType: 'LOTTERY', vassalage: 'TCG_SEA' } },
      { kind: 'navigate', to: '/lottery?vendor=TCG_SEA' },
    ],
    [
      'the brand’s own cockfight codes',
      {
        kind: 'vendor',
        vendor: { gameType: 'SPORTS', vassalage: 'CF' },
        codes: { cockfightCodes: ['CF'] },
      },
      { kind: 'launchFirstGame', gameType: 'COCKFIGHT', vendor: 'CF' },
    ],
    [
      'the LOTT category launches its first game directly',
      { kind: 'category', gameType: 'LOTT', firstVendor: 'LOTT' },
      { kind: 'launchFirstGame', gameType: 'LOTT', vendor: null },
    ],
    [
      'the ELOTT category too',
      { kind: 'category', gameType: 'elott', firstVendor: null },
      { kind: 'launchFirstGame', gameType: 'ELOTT', vendor: null },
    ],
    [
      'the cockfight category launches its vendor’s first game',
      { kind: 'category', gameType: 'COCKFIGHT', firstVendor: 'DS88' },
      { kind: 'launchFirstGame', gameType: 'COCKFIGHT', vendor: 'DS88' },
    ],
    [
      'the slots category opens its page',
      { kind: 'category', gameType: 'RNG', firstVendor: 'PG' },
      { kind: 'navigate', to: '/rng' },
    ],
  ])('%s', (_, input, target) => {
    expect(lobbyLaunchTarget(input)).toEqual(target);
  });
});
