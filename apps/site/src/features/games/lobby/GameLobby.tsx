import { useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { GameType } from '@lobby/api';
import {
  LOBBY_PARAMS,
  categoryVendors,
  classificationOptions,
  hasSpecialLogo,
  pathKey,
  vendorAction,
} from '@lobby/core';
import { switchableLocales } from '@lobby/i18n';
import { Button, Checkbox, EmptyState, VendorMenu, type VendorMenuEntry } from '@lobby/ui';
import { useAtom } from '../../../state/jotai';
import { gameTypeLabel } from '../../shell/gameTypeLabels';
import { useVendors } from '../../vendors/useVendors';
import { useLaunch } from '../launch';
import { lowDataAtom } from '../lowData.atoms';
import {
  StyledHeading,
  StyledToolbar,
  StyledVendorMenuSlot,
  StyledViews,
} from './GameLobby.styles';
import { PagedLobby } from './PagedLobby';
import { SearchAllLobby } from './SearchAllLobby';

// Bingo is offered only where the TY language is (doc 2 §9): the site's switchable languages.
const CLASSIFICATIONS = classificationOptions(switchableLocales.map((locale) => locale.code));

/** The address parameter of the all-in-one view (`?view=all`); the paged list is the default. */
const VIEW_PARAM = 'view';
const SEARCH_ALL = 'all';

export interface GameLobbyProps {
  /** The type listed: the route's (`/rng` -> RNG) or the `games` parameter upper-cased. */
  gameType: GameType;
  /** Shown under the vendors, above the games (issue 27: hot matches, PVP rooms). */
  extras?: ReactNode;
}

/**
 * A category page (doc 2 §2.1): the category's vendors, then its games either as the spec's paged
 * list or, beyond the spec, every game in one scrollable grid; with or without pictures.
 */
export function GameLobby({ gameType, extras }: GameLobbyProps) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const allVendors = useVendors();
  const [lowData, setLowData] = useAtom(lowDataAtom);
  const launch = useLaunch();

  const label = gameTypeLabel(i18n, gameType);
  const vendors = useMemo(
    () => (allVendors ? categoryVendors(allVendors, gameType) : []),
    [allVendors, gameType],
  );
  const menuVendors: VendorMenuEntry[] = useMemo(
    () =>
      vendors.map((vendor) => ({
        vassalage: vendor.vassalage,
        name: vendor.name,
        logo: vendor.logo,
        isHot: vendor.isHot,
        gameType,
        // The sports vendors' entries draw BTI's special logo, as the header does (doc 1 §2).
        specialLogo: hasSpecialLogo(vendor.vassalage),
      })),
    [vendors, gameType],
  );
  const searchAll = params.get(VIEW_PARAM) === SEARCH_ALL;
  const chosenVendor = params.get(LOBBY_PARAMS.vendor);

  const onSelectVendor = (entry: VendorMenuEntry) => {
    const action = vendorAction(gameType, entry.vassalage);
    // A vendor listed on this very page filters it: the list starts again from its first page, the
    // other filters kept (doc 2 §4.1). Others (FB sports, lottery) go their own way.
    if (action.kind === 'navigate' && pathKey(action.to) === pathKey(location.pathname)) {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(LOBBY_PARAMS.vendor, entry.vassalage);
        next.delete(LOBBY_PARAMS.page);
        next.delete(LOBBY_PARAMS.mode);
        return next;
      });
      return;
    }
    const vendor = vendors.find((v) => v.vassalage === entry.vassalage);
    if (vendor) launch({ kind: 'vendor', vendor });
  };

  const showView = (all: boolean) => {
    if (all === searchAll) return;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(LOBBY_PARAMS.page);
      next.delete(LOBBY_PARAMS.mode);
      if (all) next.set(VIEW_PARAM, SEARCH_ALL);
      else next.delete(VIEW_PARAM);
      return next;
    });
  };

  if (allVendors !== null && vendors.length === 0) {
    // A category exists only with at least one vendor (doc 2 §2.1).
    return (
      <EmptyState
        titleAs="h2"
        title={t`There are no games of this kind here.`}
        action={<Button onClick={() => void navigate('/')}>{t`Go to the home page`}</Button>}
      />
    );
  }

  const view = { gameType, label, vendors, classifications: CLASSIFICATIONS, lowData };
  return (
    <>
      <StyledHeading>{label}</StyledHeading>
      {/* The vendors' row keeps its place while they load: the filters under it never move. */}
      {allVendors === null && <StyledVendorMenuSlot />}
      {menuVendors.length > 0 && (
        <VendorMenu
          vendors={menuVendors}
          label={t`${label} vendors`}
          selected={chosenVendor}
          onSelectVendor={onSelectVendor}
        />
      )}
      {extras}
      <StyledToolbar>
        <StyledViews role="group" aria-label={t`How to list the games`}>
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={!searchAll}
            onClick={() => showView(false)}
          >
            {t`12 a page`}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={searchAll}
            onClick={() => showView(true)}
          >
            {t`All in one list`}
          </Button>
        </StyledViews>
        <Checkbox
          label={t`Low data: no pictures`}
          checked={lowData}
          onChange={(event) => setLowData(event.target.checked)}
        />
      </StyledToolbar>
      {searchAll ? <SearchAllLobby {...view} /> : <PagedLobby {...view} />}
    </>
  );
}
