import { useId, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MIN_BET_OPTIONS, formatMoney, type GameClassification } from '@lobby/core';
import { Select } from '../../components/Select';
import { StyledField, StyledLabel } from './LobbyFilters.styles';

// The filter fields the paged lobby and the search-all view share, so both name and offer the
// same choices.

export interface LobbyVendorOption {
  /** The vendor code (vassalage). */
  code: string;
  /** The vendor's display name. */
  name: string;
}

/** The classifications' display names. */
export function useClassificationLabel(): (code: GameClassification) => string {
  const { t } = useLingui();
  const labels: Record<GameClassification, string> = {
    SC: t`Slots`,
    VP: t`Video poker`,
    TG: t`Table games`,
    AC: t`Arcade`,
    JP: t`Jackpot`,
    BG: t`Bingo`,
  };
  return (code) => labels[code];
}

export interface VendorFieldProps {
  vendors: readonly LobbyVendorOption[];
  /** The chosen vendor code; null for every vendor. */
  vendor: string | null;
  onVendorChange: (vendor: string | null) => void;
}

/** "Vendor": every vendor first, then each by name. */
export function VendorField({ vendors, vendor, onVendorChange }: VendorFieldProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{t`Vendor`}</StyledLabel>
      <Select
        id={id}
        value={vendor ?? ''}
        onChange={(event) => onVendorChange(event.target.value || null)}
      >
        <option value="">{t`All vendors`}</option>
        {vendors.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </Select>
    </StyledField>
  );
}
VendorField.displayName = 'LobbyFilters.VendorField';

export interface MinBetFieldProps {
  /** Minor units; null for every minimum bet. */
  minBet: number | null;
  onMinBetChange: (minBet: number | null) => void;
  /** Amounts offered, in minor units. @default MIN_BET_OPTIONS (0.01, 0.05, 0.1, 0.5, 0.75) */
  minBetOptions?: readonly number[] | undefined;
  /** Written before the amounts. @default '' */
  currencySymbol?: string | undefined;
}

/** "Minimum bet": any, then each amount offered. */
export function MinBetField({
  minBet,
  onMinBetChange,
  minBetOptions = MIN_BET_OPTIONS,
  currencySymbol = '',
}: MinBetFieldProps) {
  const { t } = useLingui();
  const id = useId();
  // The filters around it render on every key typed in a name search; the amounts do not change.
  const labels = useMemo(
    () => minBetOptions.map((units) => formatMoney(units, { symbol: currencySymbol })),
    [minBetOptions, currencySymbol],
  );
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{t`Minimum bet`}</StyledLabel>
      <Select
        id={id}
        value={minBet === null ? '' : String(minBet)}
        onChange={(event) => {
          const amount = minBetOptions.find((units) => String(units) === event.target.value);
          onMinBetChange(amount ?? null);
        }}
      >
        <option value="">{t`Any minimum bet`}</option>
        {minBetOptions.map((units, index) => (
          <option key={units} value={String(units)}>
            {labels[index]}
          </option>
        ))}
      </Select>
    </StyledField>
  );
}
MinBetField.displayName = 'LobbyFilters.MinBetField';
