import { useLingui } from '@lingui/react/macro';
import { TextInput } from '../../components/TextInput';
import { Field } from '../../fields/Field';

/**
 * The agent records' account filter: the text an account must contain. Controlled like the other
 * filters; the page decides when to ask the server (as the text settles).
 */
export function RecordAccountFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (account: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Field label={t`Account`}>
      {(control) => (
        <TextInput
          {...control}
          type="search"
          name="account"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
