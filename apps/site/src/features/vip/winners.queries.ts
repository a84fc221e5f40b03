import type { Winner } from '@lobby/api';
import { defineQuery } from '../../data/query';

/**
 * The winner board's page: the most wins the server sends (the home ticker asks for fewer, under
 * its own key), game names in the language. Refreshed when the page is opened again after a minute.
 */
/** The most wins the server sends (the api's WINNERS_MAX_COUNT; a type-only import keeps its code out). */
const WINNER_BOARD_COUNT = 50;

export const winnerBoardQuery = (language: string) =>
  defineQuery<Winner[]>({
    key: ['winners', 'board', language],
    scope: 'site',
    staleTime: 60_000,
    load: ({ api, client, signal }) =>
      api.getWinners(client, { count: WINNER_BOARD_COUNT }, { signal }),
  });
