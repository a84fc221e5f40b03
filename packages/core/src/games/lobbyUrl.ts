import { GAME_CLASSIFICATIONS, isLobbyMode, isMinBetOption } from './lobbyOptions';
import type { GameClassification } from './lobbyOptions';
import { DEFAULT_LOBBY_VIEW } from './lobbyState';
import type { LobbyView } from './lobbyState';

/**
 * The lobby's tab, filters and page in the address (`/rng?vendor=PG&name=gold&page=2`), so back,
 * forward and a shared link bring the same list back. Defaults are left out. Anything the address
 * says that the lobby cannot use is ignored, value by value: a bad page keeps the tab and filters.
 */

/** Search parameter names. `vendor` is also what the navigation's vendor links write. */
export const LOBBY_PARAMS = {
  mode: 'tab',
  vendor: 'vendor',
  classification: 'class',
  name: 'name',
  minBet: 'minBet',
  page: 'page',
} as const;

/** The longest name search the game list accepts. */
export const GAME_NAME_MAX_LENGTH = 100;
/** The highest page the game list accepts. */
export const LOBBY_MAX_PAGE = 100_000;

const VENDOR_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;
// The amounts as the spec writes them: "0.05", "0.1", "0.75".
const AMOUNT = /^\d{1,6}(\.\d{1,2})?$/;

export interface LobbyParamsOptions {
  /** The classifications on offer (see classificationOptions). @default every classification */
  classifications?: readonly GameClassification[];
}

function minBetParam(minorUnits: number): string {
  return String(minorUnits / 100);
}

function parseMinBet(value: string | null): number | null {
  if (value === null || !AMOUNT.test(value)) return null;
  const minorUnits = Math.round(Number(value) * 100);
  return isMinBetOption(minorUnits) ? minorUnits : null;
}

function parseName(value: string | null): string {
  const name = value?.trim() ?? '';
  return name.length <= GAME_NAME_MAX_LENGTH ? name : '';
}

function parsePage(value: string | null): number {
  if (value === null || !PAGE_NUMBER.test(value)) return 1;
  const page = Number(value);
  return page <= LOBBY_MAX_PAGE ? page : 1;
}

/** The view an address describes; every missing or unusable value takes its default. */
export function lobbyViewFromParams(
  params: URLSearchParams | string,
  { classifications = GAME_CLASSIFICATIONS }: LobbyParamsOptions = {},
): LobbyView {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const mode = search.get(LOBBY_PARAMS.mode);
  const vendor = search.get(LOBBY_PARAMS.vendor);
  const classification = search.get(LOBBY_PARAMS.classification);
  return {
    mode: isLobbyMode(mode) ? mode : DEFAULT_LOBBY_VIEW.mode,
    vendor: vendor !== null && VENDOR_CODE.test(vendor) ? vendor : null,
    classification: (classifications as readonly (string | null)[]).includes(classification)
      ? (classification as GameClassification)
      : null,
    name: parseName(search.get(LOBBY_PARAMS.name)),
    minBet: parseMinBet(search.get(LOBBY_PARAMS.minBet)),
    page: parsePage(search.get(LOBBY_PARAMS.page)),
  };
}

/**
 * The address parameters of a view. Parameters of `base` that are not the lobby's are kept
 * (a campaign tag, a brand preview); the lobby's own are rewritten.
 */
export function lobbyViewToParams(
  view: LobbyView,
  base?: URLSearchParams | string,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(LOBBY_PARAMS)) params.delete(name);
  if (view.mode !== DEFAULT_LOBBY_VIEW.mode) params.set(LOBBY_PARAMS.mode, view.mode);
  if (view.vendor !== null) params.set(LOBBY_PARAMS.vendor, view.vendor);
  if (view.classification !== null) params.set(LOBBY_PARAMS.classification, view.classification);
  if (view.name !== '') params.set(LOBBY_PARAMS.name, view.name);
  if (view.minBet !== null) params.set(LOBBY_PARAMS.minBet, minBetParam(view.minBet));
  if (view.page > 1) params.set(LOBBY_PARAMS.page, String(view.page));
  return params;
}
