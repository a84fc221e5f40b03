import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, invalidMessage } from './envelope';

/**
 * Validates the query string. Only the first value of a repeated key counts; an empty value means
 * the parameter is absent (the site sends `vassalage=` for "all vendors"); keys the schema does not
 * name are ignored (v.object drops them), so `__proto__=` and friends never reach a handler.
 */
export function readQuery<const TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): v.InferOutput<TSchema> {
  const present: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(c.req.query())) if (value !== '') present[key] = value;
  const result = v.safeParse(schema, present);
  if (!result.success) throw new ApiError(400, invalidMessage(result.issues));
  return result.output;
}

/** A whole number in a query string, within bounds; "1e3", "0x10", " 5" and "5.0" are refused. */
export function intParam(min: number, max: number) {
  return v.pipe(
    v.string(),
    v.regex(/^-?\d{1,15}$/, 'must be a whole number'),
    v.transform(Number),
    v.number(),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );
}
