import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_KINDS,
  feedbackLength,
} from '@lobby/core';
import type { FeedbackKind } from '@lobby/core';
import { FormError } from '../../account/shared/FormError';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { Field } from '../../fields/Field';
import { Form } from '../../fields/Form';
import { TextAreaField } from '../../fields/TextAreaField';
import { TextField } from '../../fields/TextField';
import { BusyStatus } from '../../member/shared/BusyStatus';
import { StyledActions, StyledHeading, StyledText } from '../../member/shared/shared.styles';
import { usePending } from '../../member/shared/usePending';
import { StyledFeedbackForm } from './FeedbackForm.styles';

export type { FeedbackKind };

/** What the feedback call sends: trimmed; no contact is an empty string. */
export interface Feedback {
  kind: FeedbackKind;
  content: string;
  contact: string;
}

export interface FeedbackFormProps {
  /** Sends the feedback; a promise keeps the form busy until it settles. */
  onSubmit: (feedback: Feedback) => unknown;
  /** The feedback was received: the form gives way to a thank-you and a way to send another. */
  sent?: boolean;
  /** Back to an empty form after a feedback was sent. */
  onSendAnother?: () => void;
  /** The server's answer to the last send (content bounds, too many sends, the network). */
  error?: string | null | undefined;
  /** @default false */
  busy?: boolean;
}

/** The subject a new feedback starts with. */
const FIRST_KIND: FeedbackKind = 'suggestion';

/** The translated name of each kind of feedback. */
function useKindLabel(): (kind: FeedbackKind) => string {
  const { t } = useLingui();
  return (kind) => {
    switch (kind) {
      case 'suggestion':
        return t`Suggestion`;
      case 'problem':
        return t`Something does not work`;
      case 'payment':
        return t`Deposits and withdrawals`;
      case 'game':
        return t`Games`;
      case 'other':
        return t`Something else`;
    }
  };
}

/**
 * Feedback (doc 2 §7): a kind, the content with its counter (core's bounds, checked here before
 * sending and by the server after), and an optional contact for an answer. A failed send keeps
 * everything typed; a sent one shows a thank-you, whose heading takes the focus.
 */
export function FeedbackForm({
  onSubmit,
  sent = false,
  onSendAnother,
  error,
  busy = false,
}: FeedbackFormProps) {
  const { t } = useLingui();
  const kindLabel = useKindLabel();
  const headingId = useId();
  const errorId = useId();
  const [kind, setKind] = useState<FeedbackKind>(FIRST_KIND);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const { pending, run } = usePending(onSubmit, busy);
  const thanks = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone once sent: the thank-you takes it, so it is read.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <StyledFeedbackForm aria-labelledby={headingId}>
        <StyledHeading id={headingId} tabIndex={-1} ref={thanks}>
          {t`Thank you for your feedback`}
        </StyledHeading>
        <StyledText role="status">{t`We read every message and use it to make the site better.`}</StyledText>
        {onSendAnother && (
          <StyledActions>
            <Button
              variant="secondary"
              onClick={() => {
                setKind(FIRST_KIND);
                setContent('');
                setContact('');
                onSendAnother();
              }}
            >
              {t`Send another`}
            </Button>
          </StyledActions>
        )}
      </StyledFeedbackForm>
    );
  }

  const withinBounds = (value: string) =>
    feedbackLength(value) < FEEDBACK_CONTENT_MIN
      ? { hint: 'length' as const, min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX }
      : null;

  return (
    <StyledFeedbackForm aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Feedback`}</StyledHeading>
      <StyledText>{t`Tell us what you like, what went wrong or what you miss.`}</StyledText>
      <Form
        aria-labelledby={headingId}
        aria-describedby={error ? errorId : undefined}
        onValidSubmit={() => run({ kind, content: content.trim(), contact: contact.trim() })}
      >
        <Field label={t`Subject`}>
          {(control) => (
            <Select
              {...control}
              name="kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as FeedbackKind)}
            >
              {FEEDBACK_KINDS.map((option) => (
                <option key={option} value={option}>
                  {kindLabel(option)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextAreaField
          name="content"
          label={t`Your feedback`}
          hint={t`${FEEDBACK_CONTENT_MIN} to ${FEEDBACK_CONTENT_MAX} characters`}
          required
          maxLength={FEEDBACK_CONTENT_MAX}
          rows={6}
          value={content}
          onValueChange={setContent}
          validate={withinBounds}
        />
        <TextField
          name="contact"
          label={t`Contact (optional)`}
          hint={t`An e-mail address or phone number, if you would like an answer`}
          value={contact}
          onValueChange={setContact}
          validate={(value) =>
            [...value.trim()].length > FEEDBACK_CONTACT_MAX
              ? t`Use at most ${FEEDBACK_CONTACT_MAX} characters`
              : null
          }
        />
        <FormError error={error} id={errorId} />
        <StyledActions>
          <Button type="submit" loading={pending}>
            {t`Send feedback`}
          </Button>
        </StyledActions>
        <BusyStatus busy={pending} />
      </Form>
    </StyledFeedbackForm>
  );
}
FeedbackForm.displayName = 'FeedbackForm';
