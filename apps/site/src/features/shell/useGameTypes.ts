import { useMemo, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { buildNavigation, gameListPath } from '@lobby/core';
import { useLaunch } from '../games/launch';
import { useVendors } from '../vendors/useVendors';
import { gameTypeLabel } from './gameTypeLabels';

/**
 * The game types the merchant has (core's buildNavigation over the vendors), as every part that
 * lists them shows them (the header's navigation, a phone's category chips and menu), and what a
 * click on one does: a type with a page of its own goes there; one without (cockfight, LOTT,
 * ELOTT) launches its first game instead, unless the click asks for a new tab.
 */
export function useGameTypes() {
  const { i18n } = useLingui();
  const vendors = useVendors();
  const launch = useLaunch();
  const entries = useMemo(() => buildNavigation({ vendors: vendors ?? [] }), [vendors]);
  const gameTypes = entries.map((entry) => ({
    type: entry.gameType,
    label: gameTypeLabel(i18n, entry.gameType),
    href: entry.action.kind === 'navigate' ? entry.action.to : gameListPath(entry.gameType),
  }));
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
  return { entries, gameTypes, onNavigate, loaded: vendors !== null };
}
