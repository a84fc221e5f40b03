import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FeedbackForm, type Feedback } from '@lobby/ui';
import { errorMessage } from '../../data/errorMessages';
import { StyledPage } from '../../pages/Page.styles';
import { useSetAtom } from '../../state/jotai';
import { useDeferredMessages } from '../preferences/useDeferredMessages';
import { sendFeedbackAtom } from './vip.actions';

/**
 * /feedback (issue 27; doc 2 §7 "Feedback", no token): anyone may send one. The form checks the
 * content's bounds before sending; the server checks them again, and its refusal (or a network
 * failure, or too many sends) is shown under the form with everything typed kept.
 */
export function FeedbackPage() {
  useDeferredMessages();
  const { i18n } = useLingui();
  const send = useSetAtom(sendFeedbackAtom);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ kind, content, contact }: Feedback) => {
    setError(null);
    try {
      await send({ kind, content, ...(contact === '' ? {} : { contact }) });
      setSent(true);
    } catch (failure) {
      setError(errorMessage(i18n, failure));
      throw failure;
    }
  };

  return (
    <StyledPage>
      <FeedbackForm
        onSubmit={submit}
        sent={sent}
        onSendAnother={() => setSent(false)}
        error={error}
      />
    </StyledPage>
  );
}
