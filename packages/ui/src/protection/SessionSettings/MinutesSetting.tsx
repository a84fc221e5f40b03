import { useId, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/Button';
import { Select } from '../../components/Select';
import { Field } from '../../fields/Field';
import { Form } from '../../fields/Form';
import { StyledMuted, StyledSubheading } from '../../member/shared/shared.styles';
import { useThemeScope } from '../../theme/ThemeContext';
import { formatMinutes } from '../shared/formatWhen';
import { SaveFeedback } from '../shared/SaveFeedback';
import { useSaveStatus } from '../shared/saveStatus';
import { StyledSetting } from './SessionSettings.styles';

export interface MinutesSettingProps {
  title: string;
  /** What the setting does, under its title. */
  description: ReactNode;
  /** The select's label. */
  label: string;
  /** The option for "none" ("No limit", "Off"). */
  noneLabel: string;
  /** The value in force; null: none. */
  minutes: number | null;
  choices: readonly number[];
  /** A change waiting for the cooling-off, already in words. */
  pending?: ReactNode;
  /** What a save says once done, given the minutes saved. */
  savedText: (minutes: number | null) => string;
  onSave: (minutes: number | null) => Promise<unknown> | void;
  error: string | null | undefined;
}

/** One choice among the profile's minutes, or none, with its own Save and its outcome. */
export function MinutesSetting({
  title,
  description,
  label,
  noneLabel,
  minutes,
  choices,
  pending,
  savedText,
  onSave,
  error,
}: MinutesSettingProps) {
  const { t } = useLingui();
  const { lang } = useThemeScope();
  const headingId = useId();
  const errorId = useId();
  // A value in force that is no longer among the choices still shows, so the select is honest.
  const options = minutes !== null && !choices.includes(minutes) ? [...choices, minutes] : choices;
  const [chosen, setChosen] = useState(minutes === null ? '' : String(minutes));
  const [saved, setSaved] = useState<number | null>(null);
  const { status, save, reset } = useSaveStatus();

  const submit = () => {
    const next = chosen === '' ? null : Number(chosen);
    setSaved(next);
    void save(() => onSave(next));
  };

  return (
    <StyledSetting aria-labelledby={headingId}>
      <StyledSubheading id={headingId}>{title}</StyledSubheading>
      <StyledMuted>{description}</StyledMuted>
      {pending}
      <Form
        aria-labelledby={headingId}
        aria-describedby={status.state === 'failed' ? errorId : undefined}
        onValidSubmit={submit}
      >
        <Field label={label}>
          {(control) => (
            <Select
              {...control}
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value);
                // A new choice: the last save's outcome no longer describes it.
                if (status.state !== 'saving') reset();
              }}
            >
              <option value="">{noneLabel}</option>
              {options.map((choice) => (
                <option key={choice} value={String(choice)}>
                  {formatMinutes(choice, lang)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" loading={status.state === 'saving'}>
          {t`Save`}
        </Button>
        <SaveFeedback
          status={status}
          error={error}
          errorId={errorId}
          savedText={savedText(saved)}
        />
      </Form>
    </StyledSetting>
  );
}
MinutesSetting.displayName = 'SessionSettings.MinutesSetting';
