import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DIALOG_GENERIC_WIDTH, formatMoney } from '@lobby/core';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Money } from '../../components/Money';
import { StyledFacts } from '../../member/shared/shared.styles';
import { SignedMoney } from '../../member/shared/SignedMoney';
import { routeLinkClick, type NavigateHandler } from '../../shell/SiteFooter/linkNavigation';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatElapsed } from '../shared/formatWhen';
import { StyledActions, StyledHistoryLink, StyledRealityCheck } from './RealityCheckDialog.styles';

export interface RealityCheckDialogProps {
  /** Shown while true; only the caller closes it (after Continue or Log out). */
  open: boolean;
  /** Time since the session started (the server's start), milliseconds. */
  elapsedMs: number;
  /** Wins minus stakes since the session started, minor units: negative is a loss. */
  net: number;
  /** Stakes since the session started, minor units. */
  wagered: number;
  /** Play on: the caller closes the dialog and restarts the interval. */
  onContinue: () => void;
  /** Ends the session. */
  onLogout: () => void;
  /** The member's betting or account history. */
  historyHref: string;
  /** Routes a plain click on the history link (ui has no router). */
  onNavigate?: NavigateHandler | undefined;
  /** Currency symbol. @default 'P' */
  currency?: string;
}

/**
 * The reality check: how long this session has lasted, the net win or loss and the amount staked
 * since it started, from the server's figures. An alert dialog that needs an answer: it never
 * closes by itself, and neither Escape nor a click outside dismisses it. Focus starts on Continue.
 */
export function RealityCheckDialog({
  open,
  elapsedMs,
  net,
  wagered,
  onContinue,
  onLogout,
  historyHref,
  onNavigate,
  currency = 'P',
}: RealityCheckDialogProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const continueRef = useRef<HTMLButtonElement>(null);
  const played = formatElapsed(elapsedMs, lang);
  const amount = formatMoney(Math.abs(net), { symbol: currency });
  const position =
    net < 0 ? t`You are ${amount} down.` : net > 0 ? t`You are ${amount} up.` : t`You are even.`;
  return (
    <Dialog
      open={open}
      title={t`Reality check`}
      description={
        <>
          {t`You have been playing for ${played}.`} {position}
        </>
      }
      role="alertdialog"
      width={DIALOG_GENERIC_WIDTH}
      height={0}
      clickToClose={false}
      closeOnEscape={false}
      hideCloseButton
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        continueRef.current?.focus();
      }}
    >
      <StyledRealityCheck>
        <StyledFacts>
          <dt>{t`Session time`}</dt>
          <dd>{played}</dd>
          <dt>{t`Net win or loss`}</dt>
          <dd>
            <SignedMoney amount={net} currency={currency} />
          </dd>
          <dt>{t`Wagered`}</dt>
          <dd>
            <Money amount={wagered} currency={currency} />
          </dd>
        </StyledFacts>
        <StyledActions>
          <Button ref={continueRef} onClick={onContinue}>
            {t`Continue`}
          </Button>
          <Button variant="secondary" onClick={onLogout}>
            {t`Log out`}
          </Button>
        </StyledActions>
        <StyledHistoryLink
          href={historyHref}
          onClick={(event) => routeLinkClick(event, historyHref, onNavigate)}
        >
          {t`See my history`}
        </StyledHistoryLink>
      </StyledRealityCheck>
    </Dialog>
  );
}
RealityCheckDialog.displayName = 'RealityCheckDialog';
