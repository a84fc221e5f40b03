import {
  useLayoutEffect,
  useMemo,
  useRef,
  type ComponentPropsWithRef,
  type FormEvent,
} from 'react';
import type { RuleProblem } from '@lobby/core';
import { StyledForm } from './Form.styles';
import {
  FormContext,
  type FormContextValue,
  type FormFieldEntry,
  type FormValue,
} from './FormContext';

export interface FormProps extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'onInvalid'> {
  /** Called with every field's value (by name) when all fields are valid. */
  onValidSubmit?: (values: Record<string, FormValue>) => void;
  /** Called with the names of the invalid fields, in page order, after focus moved to the first. */
  onInvalidSubmit?: (names: string[]) => void;
  /** A field's server rule could not be used as sent (a bad pattern): report it, the form goes on. */
  onRuleProblem?: (name: string, problem: RuleProblem) => void;
}

function inPageOrder(a: FormFieldEntry, b: FormFieldEntry): number {
  const ea = a.element();
  const eb = b.element();
  if (!ea || !eb || ea === eb) return 0;
  return ea.compareDocumentPosition(eb) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * A form whose fields check themselves on blur and all at once on submit. The browser's own
 * validation bubbles are off (`noValidate`): messages show under each field, in the page's
 * language, and focus moves to the first invalid field.
 */
export function Form({
  onValidSubmit,
  onInvalidSubmit,
  onRuleProblem,
  children,
  ...rest
}: FormProps) {
  const entries = useRef(new Set<FormFieldEntry>());
  const problemHandler = useRef(onRuleProblem);
  // Kept current without re-creating the context. A layout effect runs before the fields'
  // passive effects, so a problem found on first mount reaches the current handler.
  useLayoutEffect(() => {
    problemHandler.current = onRuleProblem;
  });

  const context = useMemo<FormContextValue>(
    () => ({
      register(entry) {
        entries.current.add(entry);
        return () => {
          entries.current.delete(entry);
        };
      },
      getValue(name) {
        for (const entry of entries.current) if (entry.name === name) return entry.getValue();
        return undefined;
      },
      onRuleProblem: (name, problem) => problemHandler.current?.(name, problem),
    }),
    [],
  );

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = [...entries.current].sort(inPageOrder);
    // Every field is checked (not just up to the first failure) so all messages show at once.
    const invalid = fields.filter((field) => !field.validate());
    if (invalid.length > 0) {
      invalid[0]?.focus();
      onInvalidSubmit?.(invalid.map((field) => field.name));
      return;
    }
    const values: Record<string, FormValue> = {};
    for (const field of fields) values[field.name] = field.getValue();
    onValidSubmit?.(values);
  };

  return (
    <FormContext.Provider value={context}>
      <StyledForm noValidate {...rest} onSubmit={handleSubmit}>
        {children}
      </StyledForm>
    </FormContext.Provider>
  );
}
Form.displayName = 'Form';
