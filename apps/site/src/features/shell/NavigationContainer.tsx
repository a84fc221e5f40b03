import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { buildNavigation, gameListPath } from '@lobby/core';
import { Navigation, type VendorMenuEntry } from '@lobby/ui';
import { LaunchLayer, useLaunch } from '../games/launch';
import { useVendors } from '../vendors/useVendors';
import { gameTypeLabel } from './gameTypeLabels';
import { RouterLink } from './RouterLink';

/** The header's game navigation: one entry per game type with vendors (core's buildNavigation). */
export function NavigationContainer({ activeHref }: { activeHref: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const vendors = useVendors();
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
  const launch = useLaunch();
  // A type entry without a page of its own (cockfight, LOTT, ELOTT) launches its first game instead
  // of following its link; a click that asks for a new tab still follows it.
  const onNavigate = (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    const entry = entries.find(
      (e) => e.action.kind !== 'navigate' && gameListPath(e.gameType) === href,
    );
    if (
      !entry ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    launch({
      kind: 'category',
      gameType: entry.gameType,
      firstVendor: entry.vendors[0]?.code ?? null,
    });
  };
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
