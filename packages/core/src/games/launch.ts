import { launchTarget, typeAction, vendorAction } from '../shell/navigation';
import type { CategoryCodes, LaunchItem, NavVendor } from '../shell/navigation';
import { matchRoute } from '../shell/routes';
import { vendorCategory } from './categories';

/**
 * Where a launch from the lobby goes (doc 2 §2.1), for the three things a player can launch: a
 * game card, a vendor tile and a category entry. The rules themselves live with the navigation
 * (launchTarget, vendorAction, typeAction); this puts them behind one question and adds what a
 * game card needs on top: FB's sports page and the iframe page of the generic launch.
 *
 * Every launch needs login first (doc 2 §5): guard it with guardProtectedAction before following.
 */

/** The iframe page a generic launch opens; the launch address comes from the launchGame call. */
export const GAME_PAGE_PATH = '/game';

export type LobbyLaunchInput =
  | { kind: 'game'; game: LaunchItem }
  /** A vendor tile; its category follows the esports and cockfight split. */
  | { kind: 'vendor'; vendor: NavVendor; codes?: CategoryCodes }
  /** A category entry, with its first vendor (cockfight launches that vendor's first game). */
  | { kind: 'category'; gameType: string; firstVendor: string | null };

export type LobbyLaunchTarget =
  /** isGame VASSALAGE: the popup list of the vendor's sub-games. */
  | { kind: 'subGames'; vendor: string | null }
  /** A page: /lottery with gameCode, vendor and playType; /fbsports; /rng?vendor=... */
  | { kind: 'navigate'; to: string }
  /** LOTT and ELOTT categories, and cockfight: the first game, with no page of its own. */
  | { kind: 'launchFirstGame'; gameType: string; vendor: string | null }
  /** The generic launch: the launchGame call, then its address in the iframe page. */
  | {
      kind: 'launch';
      gameType: string;
      vendor: string | null;
      gameCode: string | null;
      page: typeof GAME_PAGE_PATH;
    };

/** A vendor whose games live on a page of their own (FB sports): that page, else null. */
function vendorPage(gameType: string, vendor: string): string | null {
  const action = vendorAction(gameType, vendor);
  if (action.kind !== 'navigate') return null;
  return matchRoute(action.to)?.group === 'fbSports' ? action.to : null;
}

function gameTarget(game: LaunchItem): LobbyLaunchTarget {
  const target = launchTarget(game);
  if (target.kind !== 'launch') return target;
  const page = target.vendor === null ? null : vendorPage(target.gameType, target.vendor);
  if (page !== null) return { kind: 'navigate', to: page };
  return { ...target, page: GAME_PAGE_PATH };
}

/**
 * `{ kind: 'game', game: { gameType: 'LOTTERY', vendor: 'TCG_SEA', gameCode: 'VN5', ... } }` ->
 * `/lottery?gameCode=VN5&vendor=TCG_SEA&playType=...`; a slot vendor tile -> `/rng?vendor=PG`
 * (the page reads the vendor from the address, so a reload or a shared link keeps it).
 */
export function lobbyLaunchTarget(input: LobbyLaunchInput): LobbyLaunchTarget {
  switch (input.kind) {
    case 'game':
      return gameTarget(input.game);
    case 'vendor': {
      const { vendor, codes } = input;
      const category = vendorCategory(vendor, codes) ?? vendor.gameType.toUpperCase();
      return vendorAction(category, vendor.vassalage);
    }
    case 'category':
      return typeAction(input.gameType, input.firstVendor);
  }
}
