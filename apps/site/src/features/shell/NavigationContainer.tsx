import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { buildNavigation, gameListPath, type NavAction } from '@lobby/core';
import { Navigation, type VendorMenuEntry } from '@lobby/ui';
import { useAtomValue } from '../../state/jotai';
import { useProtectedAction } from '../account/useProtectedAction';
import { vendorsAtom } from '../vendors/atoms';
import { gameTypeLabel } from './gameTypeLabels';
import { RouterLink } from './RouterLink';

/** The header's game navigation: one entry per game type with vendors (core's buildNavigation). */
export function NavigationContainer({ activeHref }: { activeHref: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const vendors = useAtomValue(vendorsAtom);
  const entries = useMemo(() => buildNavigation({ vendors: vendors ?? [] }), [vendors]);
  const gameTypes = entries.map((entry) => ({
    type: entry.gameType,
    label: gameTypeLabel(i18n, entry.gameType),
    href: entry.action.kind === 'navigate' ? entry.action.to : gameListPath(entry.gameType),
  }));
  const menuVendors: VendorMenuEntry[] = entries.flatMap((entry) =>
    entry.vendors.map((item) => ({
      vassalage: item.code,
      name: item.vendor.name,
      logo: item.vendor.logo,
      isHot: item.hot ? 1 : 0,
      gameType: entry.gameType,
    })),
  );
  const guard = useProtectedAction();
  const run = (action: NavAction, gameType: string) => {
    if (action.kind === 'navigate') {
      void navigate(action.to);
      return;
    }
    // A launch needs a real account first; the launch itself arrives with the game lobby, until
    // then the type's page opens.
    guard(() => void navigate(gameListPath(gameType)));
  };
  return (
    <Navigation
      gameTypes={gameTypes}
      vendors={menuVendors}
      activeHref={activeHref}
      homeHref="/"
      promotionsHref="/promotions"
      linkComponent={RouterLink}
      onSelectVendor={(vendor) => {
        const entry = entries.find((e) => e.gameType === vendor.gameType);
        const item = entry?.vendors.find((v) => v.code === vendor.vassalage);
        if (item) run(item.action, vendor.gameType);
      }}
      onMore={(type) => void navigate(gameListPath(type))}
    />
  );
}
