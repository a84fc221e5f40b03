import { createContext, useContext } from 'react';
import type { RuleProblem } from '@lobby/core';

/** What a field reports under its name when the form is submitted. */
export type FormValue = string | boolean | readonly File[];

/** A field as the form sees it. */
export interface FormFieldEntry {
  readonly name: string;
  /** Runs the field's checks, shows the result and says whether the value is valid. */
  validate(): boolean;
  /** The current value, as submitted. */
  getValue(): FormValue;
  /** Moves focus to the field's control (the first invalid field gets focus on submit). */
  focus(): void;
  /** The field's element, to order fields as they appear. */
  element(): HTMLElement | null;
}

export interface FormContextValue {
  register(entry: FormFieldEntry): () => void;
  /** Another field's current value (a confirmation reads the password it confirms). */
  getValue(name: string): FormValue | undefined;
  onRuleProblem: ((name: string, problem: RuleProblem) => void) | undefined;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** The surrounding `Form`, or null when a field is used alone. */
export function useForm(): FormContextValue | null {
  return useContext(FormContext);
}
