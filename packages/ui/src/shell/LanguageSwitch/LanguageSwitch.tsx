import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StyledField, StyledLabel, StyledSelect } from './LanguageSwitch.styles';

export interface LanguageOption {
  /** The site's language code (`MY`, `AR`, ...). */
  code: string;
  /** BCP 47 tag, so each name is read in its own language. */
  tag: string;
  /** The language's name in that language. */
  nativeName: string;
}

export interface LanguageSwitchProps {
  languages: readonly LanguageOption[];
  value: string;
  onValueChange: (code: string) => void;
  /** While a catalog loads. @default false */
  disabled?: boolean;
}

/** Every language by its own name, in a native select: keyboard and screen readers for free. */
export function LanguageSwitch({
  languages,
  value,
  onValueChange,
  disabled = false,
}: LanguageSwitchProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{t`Language`}</StyledLabel>
      <StyledSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code} lang={language.tag}>
            {language.nativeName}
          </option>
        ))}
      </StyledSelect>
    </StyledField>
  );
}
LanguageSwitch.displayName = 'LanguageSwitch';
