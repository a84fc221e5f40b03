import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormError } from '../../account/shared/FormError';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BusyStatus } from '../../member/shared/BusyStatus';
import { StyledFacts, StyledHeading } from '../../member/shared/shared.styles';
import { useThemeScope } from '../../theme/ThemeContext';
import { ContractComparison } from '../ContractComparison';
import { ContractTierTable } from '../ContractTierTable';
import { formatMoment } from '../shared/formatSpan';
import { formatRate } from '../shared/rate';
import type { Contract, ContractPreview } from '../shared/types';
import { useContractWords } from '../shared/words';
import {
  StyledActions,
  StyledContractOfferCard,
  StyledEndedList,
  StyledOffer,
} from './ContractOfferCard.styles';

export type OfferAnswer = 'accept' | 'reject';

export interface ContractOfferCardProps {
  /** The pending contract offered to me. */
  offer: Contract;
  /** Its what-if (CONTRACT_preview); null while it loads or when it failed. */
  preview: ContractPreview | null;
  /** @default false */
  previewLoading?: boolean;
  previewError?: string | null | undefined;
  onPreviewRetry?: () => void;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /**
   * Accepts the offer. `confirm` is true once the user agreed to end the downline contracts the
   * lower-rate rule ends (the preview's `endsDownline`). A promise keeps the card busy until it
   * settles.
   */
  onAccept: (confirm: boolean) => unknown;
  /** Rejects the offer; a promise keeps the card busy until it settles. */
  onReject: () => unknown;
  /** An answer the caller is sending. @default null */
  busy?: OfferAnswer | null;
  /** The server's answer to the last try. */
  error?: string | null | undefined;
}

/**
 * A contract my upline offers me (doc 2 §4.6): from whom, the kind and period, its tiers, and beside
 * them what it would have paid over the team's last periods against my current contract. Accept
 * asks first when it would end contracts I gave my own downline at a higher rate.
 */
export function ContractOfferCard({
  offer,
  preview,
  previewLoading = false,
  previewError,
  onPreviewRetry,
  currency = 'P',
  onAccept,
  onReject,
  busy = null,
  error,
}: ContractOfferCardProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const words = useContractWords();
  const headingId = useId();
  const errorId = useId();
  const [own, setOwn] = useState<OfferAnswer | null>(null);
  const running = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const sending = own ?? busy;
  const ended = preview?.endsDownline ?? [];

  const kindName = words.kind(offer.kind);
  const from = offer.uplineAccount ?? t`The operator`;

  /** One answer at a time; a promise keeps its button busy. A rejection shows as `error`. */
  const send = async (answer: OfferAnswer, call: () => unknown) => {
    if (running.current || busy) return;
    running.current = true;
    setOwn(answer);
    try {
      await call();
    } finally {
      running.current = false;
      setOwn(null);
    }
  };

  const accept = () => {
    if (ended.length > 0) setConfirming(true);
    else void send('accept', () => onAccept(false)).catch(() => {});
  };

  return (
    <StyledContractOfferCard
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
    >
      <StyledHeading id={headingId}>{t`${kindName} contract offered by ${from}`}</StyledHeading>
      <StyledOffer>
        <div>
          <StyledFacts>
            <dt>{t`Period`}</dt>
            <dd>{words.period(offer.period)}</dd>
            <dt>{t`Top rate`}</dt>
            <dd>{formatRate(offer.topRateBp, lang)}</dd>
            <dt>{t`Offered on`}</dt>
            <dd>{formatMoment(offer.offeredAt, lang)}</dd>
          </StyledFacts>
          <ContractTierTable
            kind={offer.kind}
            period={offer.period}
            tiers={offer.tiers}
            currency={currency}
          />
        </div>
        <ContractComparison
          kind={offer.kind}
          periods={preview?.periods ?? []}
          currency={currency}
          loading={previewLoading}
          error={previewError}
          {...(onPreviewRetry && { onRetry: onPreviewRetry })}
        />
      </StyledOffer>
      <FormError error={error} id={errorId} />
      <StyledActions>
        <Button loading={sending === 'accept'} disabled={sending === 'reject'} onClick={accept}>
          {t`Accept`}
        </Button>
        <Button
          variant="secondary"
          loading={sending === 'reject'}
          disabled={sending === 'accept'}
          onClick={() => void send('reject', onReject).catch(() => {})}
        >
          {t`Reject`}
        </Button>
      </StyledActions>
      <BusyStatus busy={sending !== null} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`End your downline's higher contracts?`}
        message={t`No one below you may earn a higher rate than you. Accepting this ${kindName} contract ends these contracts you gave:`}
        confirmLabel={t`Accept and end them`}
        confirmVariant="danger"
        onConfirm={() => send('accept', () => onAccept(true))}
      >
        <StyledEndedList>
          {ended.map((contract) => (
            <li key={contract.id}>
              {contract.account}: {formatRate(contract.topRateBp, lang)}
            </li>
          ))}
        </StyledEndedList>
      </ConfirmDialog>
    </StyledContractOfferCard>
  );
}
ContractOfferCard.displayName = 'ContractOfferCard';
