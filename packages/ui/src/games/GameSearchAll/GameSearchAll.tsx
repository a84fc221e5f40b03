import { useId, useMemo, useState } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import {
  NO_GAME_FILTERS,
  createGameFilter,
  hasGameFilters,
  type GameClassification,
  type GameFilters,
} from '@lobby/core';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/TextInput';
import type { GameTile } from '../GameCard';
import {
  MinBetField,
  VendorField,
  useClassificationLabel,
  type LobbyVendorOption,
} from '../LobbyFilters';
import { StyledFilters, StyledLabel } from '../LobbyFilters/LobbyFilters.styles';
import { VirtualGameGrid } from '../VirtualGameGrid';
import {
  StyledCount,
  StyledNameField,
  StyledPill,
  StyledPills,
  StyledPillsLabel,
  StyledSearchAll,
} from './GameSearchAll.styles';

/** A card's game plus what the filters read: the vendor code, classification and minimum bet. */
export interface SearchableGameTile extends GameTile {
  /** The vendor code the vendor filter matches (GameTile's `vendor` is the display name). */
  vassalage: string;
  classification: GameClassification;
  /** Minor units. */
  minBet: number;
}

export interface GameSearchAllProps<G extends SearchableGameTile = SearchableGameTile> {
  /** Every game of the type (GAME_index), in the order to list them. */
  games: readonly G[];
  /** The vendor filter's choices. */
  vendors: readonly LobbyVendorOption[];
  /** The category pills (core's `classificationOptions(languages)`). */
  classifications: readonly GameClassification[];
  /** The filters applied; the view is controlled. */
  filters: GameFilters;
  /** Called with the whole new filters on every change; the name as typed, untrimmed. */
  onFiltersChange: (filters: GameFilters) => void;
  /** Keep it stable (useCallback): the grid's rows re-render only when their props change. */
  onLaunch: (game: G) => void;
  /** Without it, cards show no favourite toggle. Keep it stable too. */
  onToggleFavourite?: (game: G) => void;
  /** Cards without thumbnails (nothing is downloaded), in shorter rows. @default false */
  lowData?: boolean;
  /** The grid's accessible name ("All slots games"), translated by the caller. */
  label: string;
  /** Amounts offered, in minor units. @default MIN_BET_OPTIONS (0.01, 0.05, 0.1, 0.5, 0.75) */
  minBetOptions?: readonly number[];
  /** Written before the amounts. @default '' */
  currencySymbol?: string;
  /** The grid's height, as a CSS length. @default '70vh' */
  height?: string;
  className?: string;
}

interface NameFieldProps {
  name: string;
  onNameChange: (name: string) => void;
}

/**
 * Filters while typing. The field keeps what was typed (spaces included, so "golden b" can be
 * typed); it starts over only when the name applied changes to something else than the text
 * typed, trimmed — "Clear filters", or the caller's own reset.
 */
function NameField({ name, onNameChange }: NameFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(name);
  const [applied, setApplied] = useState(name);
  if (name !== applied) {
    setApplied(name);
    if (name.trim() !== draft.trim()) setDraft(name);
  }
  return (
    <StyledNameField role="search">
      <StyledLabel htmlFor={id}>{t`Game name`}</StyledLabel>
      <TextInput
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          onNameChange(event.target.value);
        }}
      />
    </StyledNameField>
  );
}

interface CategoryPillsProps {
  classifications: readonly GameClassification[];
  classification: GameClassification | null;
  onClassificationChange: (classification: GameClassification | null) => void;
}

/** "All categories" and one pill per classification; the pressed one is the filter. */
function CategoryPills({
  classifications,
  classification,
  onClassificationChange,
}: CategoryPillsProps) {
  const { t } = useLingui();
  const labelId = useId();
  const classificationLabel = useClassificationLabel();
  const choose = (next: GameClassification | null) => {
    if (next !== classification) onClassificationChange(next);
  };
  return (
    <StyledPills role="group" aria-labelledby={labelId}>
      <StyledPillsLabel id={labelId}>{t`Category`}</StyledPillsLabel>
      <StyledPill aria-pressed={classification === null} onClick={() => choose(null)}>
        {t`All categories`}
      </StyledPill>
      {classifications.map((code) => (
        <StyledPill key={code} aria-pressed={classification === code} onClick={() => choose(code)}>
          {classificationLabel(code)}
        </StyledPill>
      ))}
    </StyledPills>
  );
}

/**
 * Every game of a type in one virtual grid, filtered on the client as the player chooses: vendor,
 * minimum bet, a name typed (filtered on each key), and category pills. The filters mean what the
 * server's game list makes of them (core's createGameFilter), the names are folded once per list,
 * and the grid starts again from the top for each new result. A status line announces the number
 * of games found; when none is, the grid's empty state offers to clear the filters.
 */
export function GameSearchAll<G extends SearchableGameTile>({
  games,
  vendors,
  classifications,
  filters,
  onFiltersChange,
  onLaunch,
  onToggleFavourite,
  lowData = false,
  label,
  minBetOptions,
  currencySymbol,
  height,
  className,
}: GameSearchAllProps<G>) {
  const { t } = useLingui();
  const { vendor, classification, name, minBet } = filters;
  const filter = useMemo(() => createGameFilter(games), [games]);
  const found = useMemo(
    () => filter({ vendor, classification, name, minBet }),
    [filter, vendor, classification, name, minBet],
  );
  const change = (patch: Partial<GameFilters>) => onFiltersChange({ ...filters, ...patch });
  const count = found.length;
  // A new result starts at the top, with the first card in the tab order; the grid keeps its
  // elements and writes the new games over them.
  const resultKey = JSON.stringify([vendor, classification, name.trim(), minBet]);

  return (
    <StyledSearchAll className={className}>
      <StyledFilters>
        <VendorField
          vendors={vendors}
          vendor={vendor}
          onVendorChange={(next) => change({ vendor: next })}
        />
        <MinBetField
          minBet={minBet}
          onMinBetChange={(next) => change({ minBet: next })}
          minBetOptions={minBetOptions}
          currencySymbol={currencySymbol}
        />
        <NameField name={name} onNameChange={(next) => change({ name: next })} />
      </StyledFilters>
      <CategoryPills
        classifications={classifications}
        classification={classification}
        onClassificationChange={(next) => change({ classification: next })}
      />
      <StyledCount role="status">
        <Plural value={count} one="# game" other="# games" />
      </StyledCount>
      <VirtualGameGrid
        listKey={resultKey}
        games={found}
        label={label}
        onLaunch={onLaunch}
        lowData={lowData}
        {...(onToggleFavourite && { onToggleFavourite })}
        {...(height !== undefined && { height })}
        emptyAction={
          hasGameFilters(filters) && (
            <Button variant="secondary" onClick={() => onFiltersChange(NO_GAME_FILTERS)}>
              {t`Clear filters`}
            </Button>
          )
        }
      />
    </StyledSearchAll>
  );
}
GameSearchAll.displayName = 'GameSearchAll';
