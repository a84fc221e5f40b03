import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Field } from '../Field/Field';
import { StyledInput } from '../Field/Field.styles';
import type { FieldBaseProps } from '../Field/types';
import { useControllable } from '../Field/useControllable';
import { useFieldValidation } from '../Field/useFieldValidation';
import { flagEmoji } from './flag';
import {
  StyledChevron,
  StyledCountryButton,
  StyledDial,
  StyledEmpty,
  StyledList,
  StyledOption,
  StyledPicker,
  StyledPopup,
  StyledRow,
  StyledSearch,
} from './PhoneField.styles';

/** A country the picker offers (the server's country list). */
export interface PhoneCountry {
  /** ISO 3166 alpha-2 code, e.g. `PH`; the flag comes from it. */
  countryCode: string;
  /** Dial code without the plus, e.g. `63`. */
  countryDialingCode: string;
  /** The country's name, in the page's language. */
  name: string;
}

/** The spec's country dropdown closes 200 ms after it loses focus. */
export const PICKER_CLOSE_DELAY_MS = 200;

export interface PhoneFieldProps extends FieldBaseProps {
  /** The countries to choose from, in the order shown. */
  countries: readonly PhoneCountry[];
  /** Controlled country (its `countryCode`). */
  country?: string;
  /** @default the first country */
  defaultCountry?: string;
  onCountryChange?: (country: PhoneCountry) => void;
  /** Controlled number, without the dial code. */
  value?: string;
  /** @default '' */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** @default 'tel-national' */
  autoComplete?: string;
}

function matchesQuery(country: PhoneCountry, query: string): boolean {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return true;
  return (
    country.name.toLowerCase().includes(q) ||
    country.countryCode.toLowerCase() === q ||
    country.countryDialingCode.startsWith(q)
  );
}

/**
 * A phone number with a country dial-code picker. The picker is a button that opens a search box
 * (a combobox) over a listbox of countries: arrows move, Enter picks, Escape closes, and it closes
 * 200 ms after focus leaves it.
 */
export function PhoneField({
  name,
  label,
  rule,
  required,
  hint,
  error: externalError,
  validate,
  onRuleProblem,
  disabled = false,
  id,
  countries,
  country: countryProp,
  defaultCountry,
  onCountryChange,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  autoComplete = 'tel-national',
}: PhoneFieldProps) {
  const { t } = useLingui();
  const generated = useId();
  const controlId = id ?? generated;
  const listId = `${controlId}-countries`;
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const [value, setValue] = useControllable(valueProp, defaultValue, onValueChange);
  const [countryCode, setCountryCode] = useControllable<string>(
    countryProp,
    defaultCountry ?? countries[0]?.countryCode ?? '',
    (code) => {
      const picked = countries.find((c) => c.countryCode === code);
      if (picked) onCountryChange?.(picked);
    },
  );
  const selected = countries.find((c) => c.countryCode === countryCode) ?? countries[0];

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const filtered = countries.filter((c) => matchesQuery(c, query));
  const activeCountry = filtered[Math.min(active, filtered.length - 1)];
  const optionId = (c: PhoneCountry) => `${listId}-${c.countryCode}`;

  const validation = useFieldValidation({
    name,
    rule,
    required,
    validate,
    onRuleProblem,
    value,
    focus: () => input.current?.focus(),
    element: () => input.current,
  });

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);
  const activeId = activeCountry ? optionId(activeCountry) : undefined;
  useEffect(() => {
    if (open && activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeId]);

  const openPicker = () => {
    clearTimeout(closeTimer.current);
    setQuery('');
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c === selected),
      ),
    );
    setOpen(true);
  };
  const closePicker = (refocus: boolean) => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const pick = (c: PhoneCountry) => {
    setCountryCode(c.countryCode);
    closePicker(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openPicker();
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => (i >= last ? 0 : i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => (i <= 0 ? last : i - 1));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(last);
        break;
      case 'Enter':
        // Never submits the surrounding form: Enter here means "this country".
        event.preventDefault();
        if (activeCountry) pick(activeCountry);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closePicker(true);
        break;
      default:
        break;
    }
  };

  // Focus leaving the picker (button, search, list) closes it after the spec's delay; coming
  // back inside in time (a click on an option) keeps it open.
  const onPickerBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.currentTarget.contains(event.relatedTarget)) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), PICKER_CLOSE_DELAY_MS);
  };
  const onPickerFocus = () => clearTimeout(closeTimer.current);

  const dial = selected ? `+${selected.countryDialingCode}` : '';
  const selectedName = selected?.name ?? '';

  return (
    <Field
      label={label}
      required={required ?? rule?.required ?? false}
      hint={hint}
      error={externalError ?? validation.error}
      id={controlId}
    >
      {(control) => (
        <StyledRow>
          <StyledPicker onBlur={onPickerBlur} onFocus={onPickerFocus}>
            <StyledCountryButton
              ref={button}
              aria-label={t`Country code: ${selectedName} ${dial}`}
              aria-haspopup="listbox"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              disabled={disabled}
              onClick={() => (open ? closePicker(false) : openPicker())}
              onKeyDown={onButtonKeyDown}
            >
              <span aria-hidden="true">{selected ? flagEmoji(selected.countryCode) : ''}</span>
              <span dir="ltr">{dial}</span>
              <StyledChevron>▾</StyledChevron>
            </StyledCountryButton>
            {open && (
              <StyledPopup>
                <StyledSearch
                  ref={search}
                  type="search"
                  role="combobox"
                  aria-label={t`Search countries`}
                  aria-expanded="true"
                  aria-controls={listId}
                  aria-autocomplete="list"
                  aria-activedescendant={activeId}
                  autoComplete="off"
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setActive(0);
                  }}
                  onKeyDown={onSearchKeyDown}
                />
                <StyledList id={listId} role="listbox" aria-label={t`Countries`}>
                  {filtered.map((c) => (
                    <StyledOption
                      key={c.countryCode}
                      id={optionId(c)}
                      role="option"
                      aria-selected={c === selected}
                      data-active={c === activeCountry}
                      // Keeps focus in the search box, so the click does not start the blur close.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => pick(c)}
                    >
                      <span aria-hidden="true">{flagEmoji(c.countryCode)}</span>
                      <span>{c.name}</span>
                      <StyledDial dir="ltr">+{c.countryDialingCode}</StyledDial>
                    </StyledOption>
                  ))}
                </StyledList>
                {filtered.length === 0 && (
                  <StyledEmpty role="status">{t`No country found`}</StyledEmpty>
                )}
              </StyledPopup>
            )}
          </StyledPicker>
          <StyledInput
            {...control}
            ref={input}
            name={name}
            type="tel"
            inputMode="tel"
            value={value}
            disabled={disabled}
            autoComplete={autoComplete}
            onChange={(event) => setValue(event.target.value)}
            onBlur={validation.onBlur}
          />
        </StyledRow>
      )}
    </Field>
  );
}
PhoneField.displayName = 'PhoneField';
