import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { matchRoute, pathKey } from '@lobby/core';
import { BottomNav, type BottomNavPlace } from '@lobby/ui';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { accountDialogAtom } from '../account/dialogs.atoms';
import { sessionAtom } from '../session/session.atoms';
import { RouterLink } from './RouterLink';
import { siteMenuOpenAtom } from './shell.atoms';

/** The bottom bar's "Games": the slots, the lobby every brand has (the chips list the others). */
const GAMES_PATH = '/rng';
/** The search of every game of the first category (the lobby's all-in-one list). */
const SEARCH_PATH = '/rng?view=all';

/**
 * A phone's bottom bar: home, the games, a search of every game, promotions, and the account (a
 * visitor logs in; a member's account is in the menu, with sign-out).
 */
export function BottomNavContainer() {
  const { t } = useLingui();
  const location = useLocation();
  const loggedIn = useAtomValue(sessionAtom) !== null;
  const openDialog = useSetAtom(accountDialogAtom);
  const openMenu = useSetAtom(siteMenuOpenAtom);
  const here = pathKey(location.pathname);
  const current: BottomNavPlace | null =
    here === '/'
      ? 'home'
      : here === pathKey('/promotions')
        ? 'promotions'
        : new URLSearchParams(location.search).get('view') === 'all'
          ? 'search'
          : matchRoute(location.pathname)?.gameType
            ? 'games'
            : null;
  return (
    <BottomNav
      current={current}
      linkComponent={RouterLink}
      items={[
        { place: 'home', label: t`Home`, href: '/' },
        { place: 'games', label: t`Games`, href: GAMES_PATH },
        { place: 'search', label: t`Search`, href: SEARCH_PATH },
        { place: 'promotions', label: t`Promotions`, href: '/promotions' },
        {
          place: 'account',
          label: t`Account`,
          onSelect: () => (loggedIn ? openMenu(true) : openDialog({ kind: 'login' })),
        },
      ]}
    />
  );
}
