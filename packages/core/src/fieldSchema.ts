/**
 * The registration rule engine as valibot schemas, for the feature that submits the form. Each
 * issue's message is an encoded hint descriptor (`hintOfIssue` reads it back), never English.
 */
import * as v from 'valibot';
import { decodeHint, encodeHint, type FieldHint } from './fieldHints';
import {
  checkValue,
  compileRule,
  normalizeValue,
  type FieldKind,
  type FieldRule,
  type RuleProblem,
} from './fieldRule';

export type FieldValueSchema = v.SchemaWithPipe<
  readonly [v.StringSchema<string>, v.TransformAction<string, string>, v.RawCheckAction<string>]
>;

export interface FieldSchemaResult {
  readonly schema: FieldValueSchema;
  /** Null when the rule compiled cleanly; else what was wrong (the schema still works). */
  readonly problem: RuleProblem | null;
}

/**
 * One field's schema: a string, trimmed unless it is a password, checked against the rule. The
 * output is the value to send.
 */
export function fieldSchema(
  rule: FieldRule,
  options: { kind?: FieldKind } = {},
): FieldSchemaResult {
  const kind = options.kind ?? 'text';
  const result = compileRule(rule, { kind });
  const { compiled } = result;
  const schema = v.pipe(
    v.string(encodeHint({ hint: 'required' })),
    v.transform((value: string) => normalizeValue(value, kind)),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      // Already normalised by the transform; normalising twice is a no-op.
      const hint = checkValue(compiled, dataset.value);
      if (hint) addIssue({ message: encodeHint(hint) });
    }),
  );
  return { schema, problem: result.ok ? null : result };
}

export interface FormSchemaOptions {
  /** Field name -> kind; fields not listed are `text`. */
  kinds?: Readonly<Record<string, FieldKind>>;
  /**
   * Confirmation field -> the field it must equal (`{ confirmPassword: 'password' }`). The
   * confirmation is required whenever the field it confirms is enabled; a difference is the
   * `mismatch` hint on the confirmation.
   */
  confirms?: Readonly<Record<string, string>>;
}

export type FormSchema = v.GenericSchema<Record<string, unknown>, Record<string, string>>;

export interface FormSchemaResult {
  readonly schema: FormSchema;
  /** Field name -> the problem its rule had; empty when every rule compiled cleanly. */
  readonly problems: Readonly<Record<string, RuleProblem>>;
}

/** The whole form: one entry per enabled field, plus the confirmations. */
export function formSchema(
  rules: Readonly<Record<string, FieldRule>>,
  options: FormSchemaOptions = {},
): FormSchemaResult {
  const entries: Record<string, v.GenericSchema<unknown, string>> = {};
  const problems: Record<string, RuleProblem> = {};
  for (const [name, rule] of Object.entries(rules)) {
    if (!rule.enabled) continue;
    const { schema, problem } = fieldSchema(rule, { kind: options.kinds?.[name] ?? 'text' });
    // A missing key reads as empty, so it gets the field's own `required` hint (valibot's
    // missing-key issue would carry its own English message instead).
    entries[name] = v.optional(schema, '');
    if (problem) problems[name] = problem;
  }
  const pairs = Object.entries(options.confirms ?? {}).filter(([, target]) => target in entries);
  for (const [confirm, target] of pairs) {
    const kind = options.kinds?.[target] ?? 'text';
    entries[confirm] = v.optional(
      v.pipe(
        v.string(encodeHint({ hint: 'required' })),
        v.transform((value: string) => normalizeValue(value, kind)),
        v.check((value) => value.length > 0, encodeHint({ hint: 'required' })),
      ),
      '',
    );
  }
  const base = v.object(entries);
  // partialCheck runs even when other fields failed, so a mismatch shows on the first submit.
  const mismatches = pairs.map(([confirm, target]) =>
    v.forward<Record<string, string>, v.PartialCheckIssue<Record<string, string>>, [string]>(
      v.partialCheck<Record<string, string>, [[string], [string]], Record<string, string>, string>(
        [[target], [confirm]],
        (input) => !input[confirm] || input[confirm] === input[target],
        encodeHint({ hint: 'mismatch' }),
      ),
      [confirm],
    ),
  );
  const schema = (mismatches.length > 0
    ? v.pipe(base, ...mismatches)
    : base) as unknown as FormSchema;
  return { schema, problems };
}

/** The hint an issue from these schemas carries (null for a foreign issue). */
export function hintOfIssue(issue: Pick<v.BaseIssue<unknown>, 'message'>): FieldHint | null {
  return decodeHint(issue.message);
}

/** Top-level field name -> its first hint, from a failed `safeParse` of a form schema. */
export function hintsByField(
  issues: readonly v.BaseIssue<unknown>[],
): Readonly<Record<string, FieldHint>> {
  const hints: Record<string, FieldHint> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || key in hints) continue;
    const hint = hintOfIssue(issue);
    if (hint) hints[key] = hint;
  }
  return hints;
}

/** Validates form values: the cleaned values, or the hint per field. */
export function validateForm(
  schema: FormSchema,
  values: Readonly<Record<string, unknown>>,
):
  | { readonly ok: true; readonly values: Record<string, string> }
  | { readonly ok: false; readonly hints: Readonly<Record<string, FieldHint>> } {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, values: result.output };
  return { ok: false, hints: hintsByField(result.issues) };
}
