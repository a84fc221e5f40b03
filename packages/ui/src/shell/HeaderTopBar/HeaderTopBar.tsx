import type { ReactNode } from 'react';
import {
  StyledAccount,
  StyledCompactAccount,
  StyledRow,
  StyledTools,
  StyledTopBar,
} from './HeaderTopBar.styles';

export interface HeaderTopBarProps {
  /** The language switch (LanguageSwitch). */
  language?: ReactNode;
  /** The app-download QR dropdown (AppDownloadMenu). */
  appDownload?: ReactNode;
  /** Further tools after those two (a ThemeSwitch). */
  tools?: ReactNode;
  /** The compact login form when logged out (a member's account bar is in the header's main row). */
  account?: ReactNode;
  /**
   * Shown instead of `account` on a narrow bar (a "Log in" button that opens the login dialog).
   * Without it, `account` moves to a row of its own.
   */
  compactAccount?: ReactNode;
}

/**
 * The header's top bar: the tools (language, app download) at the start, the login form or the
 * account bar at the end. The reading order is the tab order. On a narrow bar the account part
 * takes its own row, or gives way to `compactAccount`.
 */
export function HeaderTopBar({
  language,
  appDownload,
  tools,
  account,
  compactAccount,
}: HeaderTopBarProps) {
  const hasTools = language != null || appDownload != null || tools != null;
  return (
    <StyledTopBar>
      <StyledRow>
        {hasTools && (
          <StyledTools>
            {language}
            {appDownload}
            {tools}
          </StyledTools>
        )}
        {account != null && (
          <StyledAccount data-replaced={compactAccount != null || undefined}>
            {account}
          </StyledAccount>
        )}
        {compactAccount != null && <StyledCompactAccount>{compactAccount}</StyledCompactAccount>}
      </StyledRow>
    </StyledTopBar>
  );
}
HeaderTopBar.displayName = 'HeaderTopBar';
