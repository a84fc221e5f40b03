import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormError } from '../../account/shared/FormError';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import type { SaveStatus } from './saveStatus';
import { StyledSaved } from './protection.styles';

export interface SaveFeedbackProps {
  status: SaveStatus;
  /** What a finished save says ("Saved. It applies now."). */
  savedText: string;
  /** The caller's message for the last failure (its error catalogue); wins over a thrown one. */
  error?: string | null | undefined;
  /** Id of the failure's message, for the form's `aria-describedby`. */
  errorId?: string | undefined;
}

/**
 * A save's outcome: "Saving" and the success line in a polite status, a failure in an alert, both
 * live regions kept mounted so a change in them is read out.
 */
export function SaveFeedback({ status, savedText, error, errorId }: SaveFeedbackProps) {
  const { t } = useLingui();
  const ownId = useId();
  const failure =
    status.state === 'failed'
      ? (error ?? status.message ?? t`That could not be saved. Please try again.`)
      : null;
  return (
    <>
      <div role="status">
        {status.state === 'saving' && <VisuallyHidden>{t`Saving…`}</VisuallyHidden>}
        {status.state === 'saved' && <StyledSaved>{savedText}</StyledSaved>}
      </div>
      <FormError error={failure} id={errorId ?? ownId} />
    </>
  );
}
SaveFeedback.displayName = 'Protection.SaveFeedback';
