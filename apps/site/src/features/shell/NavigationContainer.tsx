import { useNavigate } from 'react-router';
import { Navigation, type VendorMenuEntry } from '@lobby/ui';
import { gameListPath } from '@lobby/core';
import { LaunchLayer, useLaunch } from '../games/launch';
import { RouterLink } from './RouterLink';
import { useGameTypes } from './useGameTypes';

/** The header's game navigation: one entry per game type with vendors (core's buildNavigation). */
export function NavigationContainer({ activeHref }: { activeHref: string }) {
  const navigate = useNavigate();
  const launch = useLaunch();
  const { entries, gameTypes, onNavigate } = useGameTypes();
  const menuVendors: VendorMenuEntry[] = entries.flatMap((entry) =>
    entry.vendors.map((item) => ({
      vassalage: item.code,
      name: item.vendor.name,
      logo: item.vendor.logo,
      isHot: item.hot ? 1 : 0,
      gameType: entry.gameType,
      specialLogo: item.specialLogo,
    })),
  );
  return (
    <>
      <Navigation
        gameTypes={gameTypes}
        vendors={menuVendors}
        activeHref={activeHref}
        homeHref="/"
        promotionsHref="/promotions"
        linkComponent={RouterLink}
        onNavigate={onNavigate}
        onSelectVendor={(vendor) => {
          const entry = entries.find((e) => e.gameType === vendor.gameType);
          const item = entry?.vendors.find((v) => v.code === vendor.vassalage);
          if (item) launch({ kind: 'vendor', vendor: item.vendor });
        }}
        onMore={(type) => void navigate(gameListPath(type))}
      />
      {/* Every screen that launches games shows the navigation: the launch layer lives with it. */}
      <LaunchLayer />
    </>
  );
}
