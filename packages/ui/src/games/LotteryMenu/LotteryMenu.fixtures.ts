// Sample VN lottery menus for stories and tests: the three regional daily draws and a fast group.
import type { LotteryMenuGame, LotteryMenuGroup } from './LotteryMenu';

export interface SampleLotteryGame extends LotteryMenuGame {
  id: number;
  gameCode: string;
}

const game = (id: number, gameCode: string, name: string, drawIntervalMinutes: number) => ({
  id,
  gameCode,
  name,
  drawIntervalMinutes,
});

/** North, Central, South (daily) and Fast (minutes) groups; `favourites` ids are marked. */
export function sampleLotteryMenu(
  favourites: readonly number[] = [],
): LotteryMenuGroup<SampleLotteryGame>[] {
  const groups: LotteryMenuGroup<SampleLotteryGame>[] = [
    {
      code: 'NORTH',
      name: 'North',
      games: [game(101, 'HANOI', 'Hanoi', 1440), game(102, 'HAIPHONG', 'Hai Phong', 1440)],
    },
    {
      code: 'CENTRAL',
      name: 'Central',
      games: [
        game(201, 'DANANG', 'Da Nang', 1440),
        game(202, 'HUE', 'Thua Thien Hue', 1440),
        game(203, 'KHANHHOA', 'Khanh Hoa', 1440),
      ],
    },
    {
      code: 'SOUTH',
      name: 'South',
      games: [
        game(301, 'HCM', 'Ho Chi Minh City', 1440),
        game(302, 'DONGTHAP', 'Dong Thap', 1440),
        game(303, 'CAMAU', 'Ca Mau', 1440),
        game(304, 'BENTRE', 'Ben Tre', 1440),
      ],
    },
    {
      code: 'FAST',
      name: 'Fast',
      games: [
        game(401, 'VN1', 'Fast 1 minute', 1),
        game(402, 'VN5', 'Fast 5 minutes', 5),
        game(403, 'VN90', 'Fast 90 minutes', 90),
        game(404, 'VN120', 'Fast 2 hours', 120),
      ],
    },
  ];
  return groups.map((group) => ({
    ...group,
    games: group.games.map((item) => ({ ...item, favourite: favourites.includes(item.id) })),
  }));
}
