import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  MAX_TIERS,
  PERIODS_BY_KIND,
  type ContractKind,
  type ContractPeriod,
  type ContractTier,
} from '@lobby/core';
import { FormError } from '../../account/shared/FormError';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { Field } from '../../fields/Field';
import { StyledInput } from '../../fields/Field/Field.styles';
import { BusyStatus } from '../../member/shared/BusyStatus';
import { StyledHeading, StyledMuted, StyledText } from '../../member/shared/shared.styles';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatRate } from '../shared/rate';
import { useContractWords } from '../shared/words';
import {
  StyledContractOfferForm,
  StyledTier,
  StyledTierFields,
  StyledTiers,
} from './ContractOfferForm.styles';
import { checkTierDrafts, type TierDraft, type TierDraftProblems } from './tierDraft';

export interface ContractOfferMember {
  id: number;
  account: string;
}

export interface ContractOffer {
  kind: ContractKind;
  memberId: number;
  period: ContractPeriod;
  tiers: ContractTier[];
}

export interface ContractOfferFormProps {
  kind: ContractKind;
  /** The direct downline agents the offer may go to. */
  members: readonly ContractOfferMember[];
  /** The offerer's own top rate of the kind, basis points: no tier may pay more. */
  ceilingBp: number;
  /** Currency symbol. @default 'P' */
  currency?: string;
  /** Sends the offer; a promise keeps the form busy until it settles. */
  onSubmit: (offer: ContractOffer) => unknown;
  /** A request the caller runs. @default false */
  busy?: boolean;
  /** The server's answer to the last offer; the form keeps everything typed. */
  error?: string | null | undefined;
}

/**
 * Offer a contract to a direct downline agent (doc 2 §4.6): the member, the period and the tiers
 * (up to core's MAX_TIERS), checked as core checks them and against the offerer's own top rate,
 * each message next to its field. A failed offer keeps everything typed.
 */
export function ContractOfferForm({
  kind,
  members,
  ceilingBp,
  currency = 'P',
  onSubmit,
  busy = false,
  error,
}: ContractOfferFormProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const words = useContractWords();
  const headingId = useId();
  const errorId = useId();
  const form = useRef<HTMLFormElement>(null);
  const nextKey = useRef(1);
  const periods: readonly ContractPeriod[] = PERIODS_BY_KIND[kind];
  const [memberId, setMemberId] = useState('');
  const [period, setPeriod] = useState<ContractPeriod>(periods[0]!);
  const [drafts, setDrafts] = useState<TierDraft[]>([
    { key: 0, threshold: '', activeMembers: '', rate: '' },
  ]);
  // Messages show from the first submit on, and then follow what is typed.
  const [checked, setChecked] = useState(false);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [own, setOwn] = useState(false);
  const running = useRef(false);
  const pending = own || busy;

  const kindName = words.kind(kind);
  const ceiling = formatRate(ceilingBp, lang);
  const { problems, tiers } = checkTierDrafts(drafts, ceilingBp);
  const memberMissing = memberId === '';

  useEffect(() => {
    if (focusInvalid === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const heading = <StyledHeading id={headingId}>{t`Offer a ${kindName} contract`}</StyledHeading>;
  if (members.length === 0) {
    return (
      <StyledContractOfferForm as="section" aria-labelledby={headingId}>
        {heading}
        <StyledText>{t`You have no direct downline agents to offer a contract to.`}</StyledText>
      </StyledContractOfferForm>
    );
  }

  const update = (key: number, change: Partial<TierDraft>) =>
    setDrafts((current) => current.map((d) => (d.key === key ? { ...d, ...change } : d)));

  const addTier = () =>
    setDrafts((current) =>
      current.length >= MAX_TIERS
        ? current
        : [...current, { key: nextKey.current++, threshold: '', activeMembers: '', rate: '' }],
    );

  const removeTier = (key: number) =>
    setDrafts((current) => (current.length <= 1 ? current : current.filter((d) => d.key !== key)));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (memberMissing || tiers === null) {
      setFocusInvalid((n) => n + 1);
      return;
    }
    if (running.current || busy) return;
    running.current = true;
    setOwn(true);
    void (async () => {
      try {
        await onSubmit({ kind, memberId: Number(memberId), period, tiers });
      } catch {
        // Shown by the caller as `error`; what was typed stays.
      } finally {
        running.current = false;
        setOwn(false);
      }
    })();
  };

  const thresholdMessage = (problem: TierDraftProblems['threshold']) =>
    problem === 'amount'
      ? t`Enter an amount such as 100 or 100.50`
      : problem === 'notIncreasing'
        ? t`Must be above the tier before`
        : null;
  const rateMessage = (problem: TierDraftProblems['rate']) => {
    switch (problem) {
      case 'percent':
        return t`Enter a percent such as 1.5`;
      case 'range':
        return t`Between 0.01% and 100%`;
      case 'aboveCeiling':
        return t`At most ${ceiling}, your own top rate`;
      case 'decreasing':
        return t`At least the rate of the tier before`;
      case null:
        return null;
    }
  };

  return (
    <StyledContractOfferForm
      ref={form}
      noValidate
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      onSubmit={submit}
    >
      {heading}
      <Field
        label={t`Downline agent`}
        required
        error={checked && memberMissing ? t`Choose a downline agent` : null}
      >
        {(control) => (
          <Select
            {...control}
            name="memberId"
            placeholder={t`Choose a downline agent`}
            value={memberId}
            onChange={(event) => setMemberId(event.target.value)}
          >
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.account}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t`Period`}>
        {(control) => (
          <Select
            {...control}
            name="period"
            value={period}
            onChange={(event) => setPeriod(event.target.value as ContractPeriod)}
          >
            {periods.map((option) => (
              <option key={option} value={option}>
                {words.period(option)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <StyledTiers>
        <StyledMuted>{t`Amounts in ${currency}; rates of at most ${ceiling}, your own top rate. Each tier needs a higher threshold, and a rate no lower, than the tier before.`}</StyledMuted>
        {drafts.map((draft, index) => {
          const problem = problems[index]!;
          const number = index + 1;
          return (
            <StyledTier key={draft.key}>
              <legend>{words.tier(index)}</legend>
              <StyledTierFields>
                <Field
                  label={words.base(kind)}
                  error={checked ? thresholdMessage(problem.threshold) : null}
                >
                  {(control) => (
                    <StyledInput
                      {...control}
                      name={`threshold-${number}`}
                      inputMode="decimal"
                      autoComplete="off"
                      value={draft.threshold}
                      onChange={(event) => update(draft.key, { threshold: event.target.value })}
                    />
                  )}
                </Field>
                <Field
                  label={t`Active members`}
                  error={checked && problem.activeMembers ? t`Enter a whole number` : null}
                >
                  {(control) => (
                    <StyledInput
                      {...control}
                      name={`activeMembers-${number}`}
                      inputMode="numeric"
                      autoComplete="off"
                      value={draft.activeMembers}
                      onChange={(event) => update(draft.key, { activeMembers: event.target.value })}
                    />
                  )}
                </Field>
                <Field label={t`Rate (%)`} error={checked ? rateMessage(problem.rate) : null}>
                  {(control) => (
                    <StyledInput
                      {...control}
                      name={`rate-${number}`}
                      inputMode="decimal"
                      autoComplete="off"
                      value={draft.rate}
                      onChange={(event) => update(draft.key, { rate: event.target.value })}
                    />
                  )}
                </Field>
              </StyledTierFields>
              {drafts.length > 1 && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t`Remove tier ${number}`}
                  onClick={() => removeTier(draft.key)}
                >
                  {t`Remove`}
                </Button>
              )}
            </StyledTier>
          );
        })}
        <Button variant="secondary" disabled={drafts.length >= MAX_TIERS} onClick={addTier}>
          {t`Add a tier`}
        </Button>
        {drafts.length >= MAX_TIERS && (
          <StyledMuted>{t`A contract has at most ${MAX_TIERS} tiers.`}</StyledMuted>
        )}
      </StyledTiers>
      <FormError error={error} id={errorId} />
      <Button type="submit" loading={pending}>
        {t`Send offer`}
      </Button>
      <BusyStatus busy={pending} />
    </StyledContractOfferForm>
  );
}
ContractOfferForm.displayName = 'ContractOfferForm';
