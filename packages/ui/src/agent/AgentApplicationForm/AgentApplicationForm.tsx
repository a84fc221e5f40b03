import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { codePointLength } from '@lobby/core';
import { FormError } from '../../account/shared/FormError';
import { Button } from '../../components/Button';
import { Form } from '../../fields/Form';
import { TextAreaField } from '../../fields/TextAreaField';
import { TextField } from '../../fields/TextField';
import { BusyStatus } from '../../member/shared/BusyStatus';
import { StyledActions, StyledHeading, StyledText } from '../../member/shared/shared.styles';
import { usePending } from '../../member/shared/usePending';
import { StyledAgentApplicationForm } from './AgentApplicationForm.styles';

/** The message's limit, in characters (code points). */
export const AGENT_APPLICATION_MESSAGE_MAX = 500;
/** The name's and the contact's limits, in characters. */
export const AGENT_APPLICATION_NAME_MAX = 50;
export const AGENT_APPLICATION_CONTACT_MAX = 100;

/** What AGENT_apply sends: trimmed. */
export interface AgentApplication {
  name: string;
  /** A phone number, an e-mail address or a messenger handle: how the operator reaches the applicant. */
  contact: string;
  /** Optional: why the applicant wants to be an agent. */
  message: string;
}

export interface AgentApplicationFormProps {
  /** Sends the application; a promise keeps the form busy until it settles. */
  onSubmit: (application: AgentApplication) => unknown;
  /** Busy from outside (the caller's own request state). @default false */
  busy?: boolean;
  /** The server's answer to the last send (already an agent, an application pending...). */
  error?: string | null | undefined;
}

/**
 * The agent application (/join): name, contact and an optional message. Each field says what is
 * wrong under it; a failed send keeps everything typed.
 */
export function AgentApplicationForm({ onSubmit, busy = false, error }: AgentApplicationFormProps) {
  const { t } = useLingui();
  const headingId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [message, setMessage] = useState('');
  const { pending, run } = usePending(onSubmit, busy);
  const atMost = (max: number) => (value: string) =>
    codePointLength(value.trim()) > max ? t`Use at most ${max} characters` : null;

  return (
    <StyledAgentApplicationForm aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Become an agent`}</StyledHeading>
      <StyledText>
        {t`Tell us who you are and how to reach you. We review every application and answer here.`}
      </StyledText>
      <Form
        aria-labelledby={headingId}
        aria-describedby={error ? errorId : undefined}
        onValidSubmit={() =>
          run({ name: name.trim(), contact: contact.trim(), message: message.trim() })
        }
      >
        <TextField
          name="name"
          label={t`Name`}
          required
          autoComplete="name"
          value={name}
          onValueChange={setName}
          validate={atMost(AGENT_APPLICATION_NAME_MAX)}
        />
        <TextField
          name="contact"
          label={t`Contact`}
          hint={t`A phone number, e-mail address or messenger account`}
          required
          value={contact}
          onValueChange={setContact}
          validate={atMost(AGENT_APPLICATION_CONTACT_MAX)}
        />
        <TextAreaField
          name="message"
          label={t`Message`}
          hint={t`Optional: your experience and the players you could bring`}
          maxLength={AGENT_APPLICATION_MESSAGE_MAX}
          rows={5}
          value={message}
          onValueChange={setMessage}
        />
        <FormError error={error} id={errorId} />
        <StyledActions>
          <Button type="submit" loading={pending}>
            {t`Send application`}
          </Button>
        </StyledActions>
        <BusyStatus busy={pending} />
      </Form>
    </StyledAgentApplicationForm>
  );
}
AgentApplicationForm.displayName = 'AgentApplicationForm';
