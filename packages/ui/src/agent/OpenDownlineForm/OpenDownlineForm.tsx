import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FieldRule } from '@lobby/core';
import { FormError } from '../../account/shared/FormError';
import { Button } from '../../components/Button';
import { Radio, RadioGroup } from '../../components/Radio';
import { Form } from '../../fields/Form';
import { PasswordField } from '../../fields/PasswordField';
import { TextField } from '../../fields/TextField';
import { BusyStatus } from '../../member/shared/BusyStatus';
import { StyledHeading, StyledText } from '../../member/shared/shared.styles';
import { usePending } from '../../member/shared/usePending';
import { useThemeScope } from '../../theme/ThemeContext';
import { parseRebate } from './rebate';
import { StyledOpenDownlineForm } from './OpenDownlineForm.styles';

/** What AGENT_createMember takes. */
export interface NewDownline {
  /** Trimmed. */
  account: string;
  /** Exactly as typed. */
  password: string;
  isAgent: boolean;
  /** 0 to the agent's own rate, basis points. */
  rebateBp: number;
}

export interface OpenDownlineFormProps {
  /** The register setting's rules of the user name and the password (registration's rules). */
  accountRule?: FieldRule | undefined;
  passwordRule?: FieldRule | undefined;
  /** The agent's own rebate rate, basis points: the most a downline may get. */
  ownRebateBp: number;
  /** Opens the account; a promise keeps the form busy until it settles. */
  onSubmit: (downline: NewDownline) => unknown;
  /** @default false */
  busy?: boolean;
  /** The server refused the account name (taken): shown at the field. */
  accountError?: string | null | undefined;
  /** The server refused the rebate (above the agent's own): shown at the field. */
  rebateError?: string | null | undefined;
  /** Any other refusal, under the form. */
  error?: string | null | undefined;
  /** The account just opened; the caller remounts the form (a new key) to empty it. */
  created?: string | null;
}

/**
 * Account (doc 2 §2.4 registerCenter): the agent opens a direct downline account, agent or
 * player, with a rebate from 0 to its own. The account name and password follow registration's
 * rules; what the server refuses shows at its field, and nothing typed is lost.
 */
export function OpenDownlineForm({
  accountRule,
  passwordRule,
  ownRebateBp,
  onSubmit,
  busy = false,
  accountError,
  rebateError,
  error,
  created = null,
}: OpenDownlineFormProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const errorId = useId();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [kind, setKind] = useState<'player' | 'agent'>('player');
  const [rebate, setRebate] = useState('');
  const { pending, run } = usePending(onSubmit, busy);
  const most = `${(ownRebateBp / 100).toLocaleString(lang, { maximumFractionDigits: 2 })}%`;

  const checkRebate = (text: string) => {
    const parsed = parseRebate(text, ownRebateBp);
    if (parsed.ok) return null;
    if (parsed.problem === 'decimals') return t`Use at most 2 decimal places`;
    if (parsed.problem === 'aboveOwn') return t`At most your own rebate of ${most}`;
    return t`Enter a percent such as 0.5`;
  };

  const submit = () => {
    const parsed = parseRebate(rebate, ownRebateBp);
    if (!parsed.ok) return;
    run({ account: account.trim(), password, isAgent: kind === 'agent', rebateBp: parsed.bp });
  };

  return (
    <StyledOpenDownlineForm aria-labelledby={headingId}>
      <StyledHeading id={headingId}>{t`Open a downline account`}</StyledHeading>
      <div role="status">
        {created !== null && <StyledText>{t`The account ${created} is open.`}</StyledText>}
      </div>
      <Form
        aria-label={t`Open a downline account`}
        aria-describedby={error ? errorId : undefined}
        onValidSubmit={submit}
      >
        <TextField
          name="account"
          label={t`Username`}
          rule={accountRule}
          required
          autoComplete="off"
          value={account}
          onValueChange={setAccount}
          error={accountError}
        />
        <PasswordField
          name="password"
          label={t`Password`}
          rule={passwordRule}
          required
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
        />
        <PasswordField
          name="confirmPassword"
          label={t`Confirm password`}
          required
          autoComplete="new-password"
          value={confirm}
          onValueChange={setConfirm}
          validate={(value) => (value === password ? null : t`The two passwords differ`)}
        />
        <RadioGroup
          legend={t`Account type`}
          orientation="horizontal"
          value={kind}
          onValueChange={(next) => setKind(next === 'agent' ? 'agent' : 'player')}
        >
          <Radio value="player" label={t`Player`} />
          <Radio value="agent" label={t`Agent`} />
        </RadioGroup>
        <TextField
          name="rebate"
          label={t`Rebate (%)`}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t`From 0 to your own rebate of ${most}`}
          value={rebate}
          onValueChange={setRebate}
          validate={checkRebate}
          error={rebateError}
        />
        <FormError error={error} id={errorId} />
        <Button type="submit" loading={pending}>
          {t`Open account`}
        </Button>
        <BusyStatus busy={pending} />
      </Form>
    </StyledOpenDownlineForm>
  );
}
OpenDownlineForm.displayName = 'OpenDownlineForm';
