import * as v from 'valibot';

/**
 * Every `/wps` answer is an envelope: `{ success: true, value }` or `{ success: false, message,
 * code?, value? }`. Parsing the value with its own schema is what turns a malformed answer into an
 * error instead of a crash further down.
 */
export function envelopeSchema<TValue extends v.GenericSchema>(value: TValue) {
  return v.variant('success', [
    v.object({ success: v.literal(true), value }),
    v.object({
      success: v.literal(false),
      message: v.string(),
      code: v.optional(v.union([v.string(), v.number()])),
      value: v.optional(v.unknown()),
    }),
  ]);
}

export type Envelope<TValue extends v.GenericSchema> = v.InferOutput<
  ReturnType<typeof envelopeSchema<TValue>>
>;
