import { useId, useState, type ReactElement } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldRule } from '@lobby/core';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useControllable } from '../../fields/Field/useControllable';
import { Radio, RadioGroup } from '../../components/Radio';
import { Form } from '../../fields/Form';
import { SmsCodeField } from '../../fields/SmsCodeField';
import { TextField } from '../../fields/TextField';
import { ACCOUNT_DIALOG_WIDTH } from '../shared/dialogWidth';
import { FormError } from '../shared/FormError';
import { StyledActions } from '../shared/shared.styles';
import { submittedText } from '../shared/submittedText';
import { usePendingSubmit } from '../shared/usePendingSubmit';
import { useTextValues } from '../shared/useTextValues';
import { useReturnFocus } from '../../primitives/useReturnFocus';
import { StyledBody } from './VerificationDialog.styles';

/** How a sign-in from a new address proves who it is. */
export type VerificationMethod = 'mobile' | 'email' | 'bankAccountName' | 'authenticator';

/** The methods that send a code first. */
export type CodeVerificationMethod = Extract<VerificationMethod, 'mobile' | 'email'>;

/** What a valid submit hands over: the chosen method and its answer, trimmed. */
export interface VerificationValues {
  method: VerificationMethod;
  value: string;
}

export interface VerificationDialogProps {
  /** Controlled open state. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  /** Called with `false` however it closes (close button, Escape, a click on the cover). */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens it; focus returns there on close. */
  trigger?: ReactElement;
  /** The methods the server offers, in the order shown; a choice shows only with two or more. */
  methods: readonly VerificationMethod[];
  /** Where the codes go, masked by the server ("+63 ••• ••• 4567"), shown with each method. */
  destinations?: Partial<Record<CodeVerificationMethod, string>>;
  /** Controlled method. */
  method?: VerificationMethod;
  /** @default the first offered method */
  defaultMethod?: VerificationMethod;
  onMethodChange?: (method: VerificationMethod) => void;
  /**
   * Sends the code by SMS or e-mail. Resolving starts the countdown; a rejection or `false`
   * starts none (the caller shows why).
   */
  onSend: (method: CodeVerificationMethod) => Promise<unknown>;
  /** Seconds before another code can be asked for. @default 60 */
  codeCountdownSeconds?: number;
  /**
   * Checks the answer. While the promise is pending the button is busy and further submits are
   * ignored; on failure every typed value stays and the caller passes the message as `error`.
   */
  onSubmit: (values: VerificationValues) => Promise<unknown>;
  /** A message under the form (the server's answer), announced when it appears. */
  error?: string | null | undefined;
}

/** An authenticator shows six digits. Pattern id 5 is the digits hint: "Use 6 digits". */
const AUTHENTICATOR_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 6,
  acceptedPattern: '[0-9]{6}',
  patternId: 5,
};

/**
 * The extra step after a sign-in from an address the account has not used: the member picks one
 * of the offered methods and answers it. Mobile and e-mail send a one-time code first (with a
 * countdown); the bank account name is typed; an authenticator gives a six-digit code.
 */
export function VerificationDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  methods,
  destinations = {},
  method: methodProp,
  defaultMethod,
  onMethodChange,
  onSend,
  codeCountdownSeconds = 60,
  onSubmit,
  error,
}: VerificationDialogProps) {
  const { t } = useLingui();
  const [isOpen, setOpen] = useControllable(open, defaultOpen ?? false, onOpenChange);
  const onOpenAutoFocus = useReturnFocus(isOpen, { focusFirstField: true });
  const errorId = useId();
  const [ownMethod, setOwnMethod] = useState<VerificationMethod | undefined>(
    defaultMethod ?? methods[0],
  );
  const wanted = methodProp ?? ownMethod;
  // Only an offered method can be answered, whatever was asked for.
  const method = wanted && methods.includes(wanted) ? wanted : methods[0];
  const { bind } = useTextValues();
  const { pending, submit } = usePendingSubmit(onSubmit);

  const names: Record<VerificationMethod, string> = {
    mobile: t`SMS code to my phone`,
    email: t`Code by email`,
    bankAccountName: t`My bank account name`,
    authenticator: t`Authenticator app`,
  };

  const choose = (next: string) => {
    const picked = methods.find((m) => m === next);
    if (!picked) return;
    if (methodProp === undefined) setOwnMethod(picked);
    onMethodChange?.(picked);
  };

  const destination = (m: VerificationMethod) =>
    m === 'mobile' || m === 'email' ? destinations[m] : undefined;

  const answer = (m: VerificationMethod) => {
    switch (m) {
      case 'mobile':
      case 'email': {
        const sentTo = destination(m);
        const hint =
          m === 'mobile'
            ? sentTo
              ? t`We send it by SMS to ${sentTo}.`
              : t`We send it by SMS to your registered number.`
            : sentTo
              ? t`We send it by email to ${sentTo}.`
              : t`We send it to your registered email address.`;
        return (
          <SmsCodeField
            // Each channel keeps its own countdown.
            key={m}
            name={m}
            label={t`Verification code`}
            hint={hint}
            required
            countdownSeconds={codeCountdownSeconds}
            onSend={() => onSend(m)}
            {...bind(m)}
          />
        );
      }
      case 'bankAccountName':
        return (
          <TextField
            key={m}
            name={m}
            label={t`Bank account holder name`}
            hint={t`As registered on your withdrawal bank account.`}
            required
            autoComplete="name"
            {...bind(m)}
          />
        );
      case 'authenticator':
        return (
          <TextField
            key={m}
            name={m}
            label={t`Authenticator code`}
            hint={t`The 6-digit code your authenticator app shows now.`}
            rule={AUTHENTICATOR_RULE}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...bind(m)}
          />
        );
    }
  };

  return (
    <Dialog
      title={t`Verify it's you`}
      description={t`You are signing in from a new location. Confirm it is you to continue.`}
      width={ACCOUNT_DIALOG_WIDTH}
      height={0}
      open={isOpen}
      onOpenChange={setOpen}
      onOpenAutoFocus={onOpenAutoFocus}
      {...(trigger && { trigger })}
    >
      <StyledBody>
        {method && (
          <Form
            aria-label={t`Verify it's you`}
            aria-describedby={error ? errorId : undefined}
            onValidSubmit={(values) => submit({ method, value: submittedText(values, method) })}
          >
            {methods.length > 1 && (
              <RadioGroup legend={t`Verify with`} value={method} onValueChange={choose}>
                {methods.map((m) => {
                  const sentTo = destination(m);
                  return (
                    <Radio
                      key={m}
                      value={m}
                      label={names[m]}
                      // A masked number or address reads left to right in every locale.
                      {...(sentTo !== undefined && {
                        description: <span dir="ltr">{sentTo}</span>,
                      })}
                    />
                  );
                })}
              </RadioGroup>
            )}
            {answer(method)}
            <StyledActions>
              <Button type="submit" loading={pending}>
                {t`Verify`}
              </Button>
            </StyledActions>
          </Form>
        )}
        <FormError error={error} id={errorId} />
      </StyledBody>
    </Dialog>
  );
}
VerificationDialog.displayName = 'VerificationDialog';
