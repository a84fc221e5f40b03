import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Mode } from '@lobby/theme';
import { StyledGroup, StyledLabel, StyledOption, StyledOptions } from './ThemeSwitch.styles';

export interface ThemeSwitchProps {
  mode: Mode;
  onModeChange: (mode: Mode) => void;
}

/** Light / dark choice as two toggle buttons in a named group (each announces pressed or not). */
export function ThemeSwitch({ mode, onModeChange }: ThemeSwitchProps) {
  const { t } = useLingui();
  const labelId = useId();
  const options: { value: Mode; label: string }[] = [
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
  ];
  return (
    <StyledGroup role="group" aria-labelledby={labelId}>
      <StyledLabel id={labelId}>{t`Theme`}</StyledLabel>
      <StyledOptions>
        {options.map((option) => (
          <StyledOption
            key={option.value}
            aria-pressed={mode === option.value}
            onClick={() => {
              if (mode !== option.value) onModeChange(option.value);
            }}
          >
            {option.label}
          </StyledOption>
        ))}
      </StyledOptions>
    </StyledGroup>
  );
}
ThemeSwitch.displayName = 'ThemeSwitch';
