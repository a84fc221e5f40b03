import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MIN_BET_OPTIONS, isPagedMode, type GameClassification, type LobbyMode } from '@lobby/core';
import { Button } from '../../components/Button';
import { Pager } from '../../components/Pagination';
import { Select } from '../../components/Select';
import { Tabs } from '../../components/Tabs';
import { TextInput } from '../../components/TextInput';
import {
  MinBetField,
  VendorField,
  useClassificationLabel,
  type LobbyVendorOption,
} from './LobbyFilterFields';
import {
  StyledField,
  StyledFilters,
  StyledLabel,
  StyledLobby,
  StyledPanel,
  StyledSearch,
  StyledSearchRow,
} from './LobbyFilters.styles';

export interface LobbyFiltersProps {
  /** The tabs to show, in order (core's `lobbyModes(state)`). */
  modes: readonly LobbyMode[];
  mode: LobbyMode;
  onModeChange: (mode: LobbyMode) => void;
  vendors: readonly LobbyVendorOption[];
  /** The chosen vendor code; null for every vendor. */
  vendor: string | null;
  onVendorChange: (vendor: string | null) => void;
  /** The classifications on offer (core's `classificationOptions(languages)`). */
  classifications: readonly GameClassification[];
  classification: GameClassification | null;
  onClassificationChange: (classification: GameClassification | null) => void;
  /** The name the list is filtered by; the field starts over from it whenever it changes. */
  name: string;
  /** Called with the typed name, trimmed, on Enter or the search button. */
  onNameSearch: (name: string) => void;
  /** Minor units; null for every minimum bet. */
  minBet: number | null;
  onMinBetChange: (minBet: number | null) => void;
  /** Amounts offered, in minor units. @default MIN_BET_OPTIONS (0.01, 0.05, 0.1, 0.5, 0.75) */
  minBetOptions?: readonly number[];
  /** Written before the amounts. @default '' */
  currencySymbol?: string;
  /** The current page, for the all and favourite tabs (the others are not paged). */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The list of the current tab (a GameGrid), shown in the tab's panel above the pager. */
  children?: ReactNode;
  className?: string;
}

function NameSearch({ name, onNameSearch }: Pick<LobbyFiltersProps, 'name' | 'onNameSearch'>) {
  const { t } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(name);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNameSearch(draft.trim());
  };
  return (
    <StyledSearch role="search" onSubmit={submit}>
      <StyledLabel htmlFor={id}>{t`Game name`}</StyledLabel>
      <StyledSearchRow>
        <TextInput
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">{t`Search`}</Button>
      </StyledSearchRow>
    </StyledSearch>
  );
}

/**
 * The game lobby's controls, all controlled by the lobby state (core's lobbyReducer): vendor,
 * classification, name and minimum-bet filters, the all / hot / favourites / recent tabs with the
 * current list in the tab panel, and previous/next paging for the paged tabs.
 */
export function LobbyFilters({
  modes,
  mode,
  onModeChange,
  vendors,
  vendor,
  onVendorChange,
  classifications,
  classification,
  onClassificationChange,
  name,
  onNameSearch,
  minBet,
  onMinBetChange,
  minBetOptions = MIN_BET_OPTIONS,
  currencySymbol = '',
  page,
  totalPages,
  onPageChange,
  children,
  className,
}: LobbyFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  const classificationLabel = useClassificationLabel();
  const tabLabels: Record<LobbyMode, string> = {
    all: t`All`,
    hot: t`Hot`,
    fav: t`Favourites`,
    recent: t`Recent`,
  };
  const classificationId = `${id}-classification`;

  return (
    <StyledLobby className={className}>
      <StyledFilters>
        <VendorField vendors={vendors} vendor={vendor} onVendorChange={onVendorChange} />
        <StyledField>
          <StyledLabel htmlFor={classificationId}>{t`Category`}</StyledLabel>
          <Select
            id={classificationId}
            value={classification ?? ''}
            onChange={(event) => {
              const code = classifications.find((c) => c === event.target.value);
              onClassificationChange(code ?? null);
            }}
          >
            <option value="">{t`All categories`}</option>
            {classifications.map((code) => (
              <option key={code} value={code}>
                {classificationLabel(code)}
              </option>
            ))}
          </Select>
        </StyledField>
        <MinBetField
          minBet={minBet}
          onMinBetChange={onMinBetChange}
          minBetOptions={minBetOptions}
          currencySymbol={currencySymbol}
        />
        {/* Starts over from the applied name whenever it changes (a tab switch clears it). */}
        <NameSearch key={name} name={name} onNameSearch={onNameSearch} />
      </StyledFilters>
      <Tabs.Root
        value={mode}
        onValueChange={(value) => {
          const next = modes.find((m) => m === value);
          if (next) onModeChange(next);
        }}
      >
        <Tabs.List aria-label={t`Game list`}>
          {modes.map((m) => (
            <Tabs.Trigger key={m} value={m}>
              {tabLabels[m]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={mode}>
          <StyledPanel>
            {children}
            {isPagedMode(mode) && totalPages > 1 && (
              <Pager
                aria-label={t`Game pages`}
                page={page}
                totalPages={totalPages}
                onPageChange={onPageChange}
              />
            )}
          </StyledPanel>
        </Tabs.Content>
      </Tabs.Root>
    </StyledLobby>
  );
}
LobbyFilters.displayName = 'LobbyFilters';
