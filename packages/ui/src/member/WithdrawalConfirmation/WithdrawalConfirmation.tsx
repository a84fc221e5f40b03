import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Money } from '../../components/Money';
import { Form } from '../../fields/Form';
import { ImageUploadField } from '../../fields/ImageUploadField';
import { TextAreaField } from '../../fields/TextAreaField';
import { FormError } from '../../account/shared/FormError';
import { BusyStatus } from '../shared/BusyStatus';
import { StyledActions, StyledMuted, StyledSubheading, StyledText } from '../shared/shared.styles';
import { usePending } from '../shared/usePending';
import {
  StyledNotice,
  StyledSummary,
  StyledWithdrawalConfirmation,
} from './WithdrawalConfirmation.styles';
import { WithdrawalStatusBadge, type WithdrawalStatus } from './WithdrawalStatusBadge';

/** The comment's limit (spec: 140 characters). */
export const PROOF_COMMENT_MAX = 140;

export interface Withdrawal {
  id: string;
  /** Minor units. */
  amount: number;
  status: WithdrawalStatus;
  /** When it was asked for, shown as given (the caller formats it). */
  createdAt?: string;
}

export interface NotReceivedProof {
  /** At most 140 characters, trimmed. */
  comment: string;
  /** 1 to 3 PNG or JPG images, at most 5 MB each. */
  images: File[];
}

export interface WithdrawalConfirmationProps {
  withdrawal: Withdrawal;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** Minutes after disbursement within which the member must answer, else it counts as received. */
  autoReceiveMinutes: number;
  /** The member got the money. */
  onReceived: () => unknown;
  /** The member did not get it: the comment and the images that prove it. */
  onNotReceived: (proof: NotReceivedProof) => unknown;
  /** A request the caller runs. @default false */
  busy?: boolean;
  /** The server's answer to the last request. */
  error?: string | null | undefined;
}

/**
 * A withdrawal with its status. Once disbursed the member answers Received or Not received (with
 * proof); not answering in time counts as received, and a receipt made that way does not refund
 * the deposit.
 */
export function WithdrawalConfirmation({
  withdrawal,
  currency = 'P',
  autoReceiveMinutes,
  onReceived,
  onNotReceived,
  busy = false,
  error,
}: WithdrawalConfirmationProps) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const notReceivedButton = useRef<HTMLButtonElement>(null);
  const [proofOpen, setProofOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const received = usePending(onReceived, busy);
  const proof = usePending(onNotReceived, busy);
  const pending = received.pending || proof.pending;
  const { id, status } = withdrawal;
  const minutes = autoReceiveMinutes;

  const closeProof = () => {
    setProofOpen(false);
    // The button comes back on the next render; focus returns to it then.
    requestAnimationFrame(() => notReceivedButton.current?.focus());
  };

  return (
    <StyledWithdrawalConfirmation aria-labelledby={headingId}>
      <StyledSummary>
        <StyledSubheading id={headingId}>{t`Withdrawal ${id}`}</StyledSubheading>
        <WithdrawalStatusBadge status={status} />
      </StyledSummary>
      <StyledSummary>
        <Money amount={withdrawal.amount} currency={currency} />
        {withdrawal.createdAt && <StyledMuted>{withdrawal.createdAt}</StyledMuted>}
      </StyledSummary>
      {status === 'autoReceived' && (
        <StyledNotice>
          {t`Not confirmed in time, so this withdrawal was marked as received. The deposit is not refunded.`}
        </StyledNotice>
      )}
      {status === 'disbursed' && (
        <>
          <StyledText>{t`The money has been sent. Did you receive it?`}</StyledText>
          <StyledNotice>
            {t`If you do not confirm within ${minutes} minutes, the withdrawal counts as received and the deposit is not refunded.`}
          </StyledNotice>
          {!proofOpen ? (
            <>
              <FormError error={error} id={errorId} />
              <StyledActions>
                <Button loading={received.pending} onClick={() => received.run(undefined)}>
                  {t`Received`}
                </Button>
                <Button
                  ref={notReceivedButton}
                  variant="secondary"
                  disabled={pending}
                  onClick={() => setProofOpen(true)}
                >
                  {t`Not received`}
                </Button>
              </StyledActions>
            </>
          ) : (
            <Form
              aria-label={t`Proof that the money did not arrive`}
              aria-describedby={error ? errorId : undefined}
              onValidSubmit={() => proof.run({ comment: comment.trim(), images })}
            >
              <StyledMuted>{t`Add 1 to 3 screenshots of your account that show the money did not arrive.`}</StyledMuted>
              <ImageUploadField
                name="images"
                label={t`Proof images`}
                required
                onValueChange={setImages}
              />
              <TextAreaField
                name="comment"
                label={t`Comment`}
                required
                maxLength={PROOF_COMMENT_MAX}
                value={comment}
                onValueChange={setComment}
              />
              <FormError error={error} id={errorId} />
              <StyledActions>
                <Button type="submit" loading={proof.pending}>
                  {t`Send proof`}
                </Button>
                <Button variant="secondary" disabled={pending} onClick={closeProof}>
                  {t`Cancel`}
                </Button>
              </StyledActions>
            </Form>
          )}
          <BusyStatus busy={pending} />
        </>
      )}
    </StyledWithdrawalConfirmation>
  );
}
WithdrawalConfirmation.displayName = 'WithdrawalConfirmation';
