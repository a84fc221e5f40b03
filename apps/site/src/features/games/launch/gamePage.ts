import { GAME_PAGE_PATH, type LobbyLaunchInput } from '@lobby/core';

/** The game the iframe page starts: what its address carries (never a token or a ticket). */
export interface GamePageQuery {
  gameType: string;
  vendor: string;
  gameCode: string;
  /** The game's name for the heading and the frame's title; empty when the address lacks it. */
  name: string;
}

/** `/game?gameType=RNG&vendor=PG&gameCode=fortune&name=Fortune`: a reload or a shared link relaunches it. */
export function gamePagePath({ gameType, vendor, gameCode, name }: GamePageQuery): string {
  const params = new URLSearchParams({ gameType, vendor, gameCode });
  if (name !== '') params.set('name', name);
  return `${GAME_PAGE_PATH}?${params.toString()}`;
}

/** The game an address names, or null when it lacks the type, the vendor or the code. */
export function readGamePageQuery(params: URLSearchParams): GamePageQuery | null {
  const gameType = params.get('gameType')?.trim().toUpperCase() ?? '';
  const vendor = params.get('vendor')?.trim() ?? '';
  const gameCode = params.get('gameCode')?.trim() ?? '';
  if (gameType === '' || vendor === '' || gameCode === '') return null;
  return { gameType, vendor, gameCode, name: params.get('name')?.trim() ?? '' };
}

/** The name a launched game carries (a lobby card passes the whole game); empty when none. */
export function launchName(input: LobbyLaunchInput): string {
  if (input.kind !== 'game') return '';
  const name: unknown = (input.game as { name?: unknown }).name;
  return typeof name === 'string' ? name.trim() : '';
}
