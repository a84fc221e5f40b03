import { useEffect, useMemo, useRef, useState } from 'react';
import {
  checkValue,
  compileRule,
  normalizeValue,
  type FieldHint,
  type FieldKind,
  type FieldRule,
  type MessageHintKind,
  type RuleProblem,
} from '@lobby/core';
import { useForm, type FormFieldEntry, type FormValue } from '../Form/FormContext';

/** A check's verdict: null when fine, a core hint, or a message the caller already translated. */
export type FieldError = FieldHint | string;

export interface FieldValidationOptions<V extends FormValue> {
  name: string;
  /** The server rule; without one, only `required` is checked. */
  rule?: FieldRule | undefined;
  /** Overrides `rule.required`. */
  required?: boolean | undefined;
  kind?: FieldKind | undefined;
  /** The hint an empty required field shows. @default 'required' */
  requiredHint?: MessageHintKind | undefined;
  /** Another field this one must equal (a password confirmation): `mismatch` when it differs. */
  matches?: string | undefined;
  /** A further check, run when the rule passes. */
  validate?: ((value: V) => FieldError | null) | undefined;
  /** How to check a value that is not text (a checkbox, files): return true when it is empty. */
  isEmpty?: ((value: V) => boolean) | undefined;
  onRuleProblem?: ((problem: RuleProblem) => void) | undefined;
  value: V;
  focus: () => void;
  element: () => HTMLElement | null;
}

export interface FieldValidation {
  /** The error to show, or null. */
  error: FieldError | null;
  /** Checks now and shows the result (on blur, on submit). */
  validateNow: () => boolean;
  /** Call on blur: messages show from the first blur on, unless the field is empty and untouched. */
  onBlur: () => void;
  /** The rule's compile problem, if any (the field still checks length). */
  problem: RuleProblem | null;
}

const MAX = Number.MAX_SAFE_INTEGER;

/**
 * One field's checks: the server rule through core's engine, required, a confirmation and a
 * custom check. Errors appear on blur and on submit; once shown, they update as the user types so
 * a fixed value clears its error at once. Leaving an empty field nobody has typed in (an
 * autofocused one, a tab past it) says nothing until submit: a "required" appearing there would
 * move the form under the pointer, and the tap that left the field would miss what it aimed at.
 */
export function useFieldValidation<V extends FormValue>(
  options: FieldValidationOptions<V>,
): FieldValidation {
  const { name, rule, required, kind = 'text', requiredHint = 'required', matches } = options;
  const form = useForm();
  const effective = useMemo<FieldRule>(
    () => ({
      ...(rule ?? {
        enabled: true,
        required: false,
        minLength: 0,
        maxLength: MAX,
        acceptedPattern: '*',
        patternId: 0,
      }),
      ...(required !== undefined && { required }),
      enabled: true,
    }),
    [rule, required],
  );
  const compiled = useMemo(() => compileRule(effective, { kind }), [effective, kind]);
  const problem = compiled.ok ? null : compiled;

  const [shown, setShown] = useState(false);
  const { value, isEmpty, validate, onRuleProblem } = options;
  // Whether the value has ever differed from the one the field started with (read on blur).
  const initial = useRef(value);
  const edited = useRef(false);
  useEffect(() => {
    if (!Object.is(value, initial.current)) edited.current = true;
  }, [value]);

  const emptyValue = (candidate: V): boolean =>
    isEmpty
      ? isEmpty(candidate)
      : typeof candidate === 'string'
        ? normalizeValue(candidate, kind).length === 0
        : false;

  const check = (candidate: V): FieldError | null => {
    const empty = emptyValue(candidate);
    if (empty) return effective.required ? { hint: requiredHint } : null;
    if (typeof candidate === 'string') {
      const hint = checkValue(compiled.compiled, candidate);
      if (hint) return hint.hint === 'required' ? { hint: requiredHint } : hint;
      if (matches !== undefined) {
        const other = form?.getValue(matches);
        if (typeof other === 'string' && other !== candidate) return { hint: 'mismatch' };
      }
    }
    return validate?.(candidate) ?? null;
  };

  // Shown from the first blur or submit on, and then it follows the value: a fixed value clears
  // its message as the user types.
  const error = shown ? check(value) : null;

  const validateNow = (): boolean => {
    setShown(true);
    return check(value) === null;
  };

  // The form calls in from event handlers: it reaches this render's functions through a ref that
  // is refreshed after each commit.
  const entry = useRef<Omit<FormFieldEntry, 'name'> | null>(null);
  useEffect(() => {
    entry.current = {
      validate: validateNow,
      // Submitted as the engine checked it: text trimmed, a password exactly as typed.
      getValue: () => (typeof value === 'string' ? normalizeValue(value, kind) : value),
      focus: options.focus,
      element: options.element,
    };
  });

  useEffect(() => {
    if (!form) return undefined;
    return form.register({
      name,
      validate: () => entry.current?.validate() ?? true,
      getValue: () => entry.current?.getValue() ?? '',
      focus: () => entry.current?.focus(),
      element: () => entry.current?.element() ?? null,
    });
  }, [form, name]);

  // Reported once per rule, however often the caller's callback identity changes.
  const reported = useRef<RuleProblem | null>(null);
  useEffect(() => {
    if (!problem || reported.current === problem) return;
    reported.current = problem;
    if (onRuleProblem) onRuleProblem(problem);
    else form?.onRuleProblem?.(name, problem);
  }, [problem, form, name, onRuleProblem]);

  const onBlur = () => {
    if (edited.current || shown || !emptyValue(value)) validateNow();
  };

  return { error, validateNow, onBlur, problem };
}
