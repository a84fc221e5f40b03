import * as v from 'valibot';

/**
 * Building blocks shared by the per-area schemas. Query parameters arrive as strings on the server,
 * so their schemas take the wire form (a string) and output the typed value: the sandbox parses
 * `c.req.query()` with them, and the client serialises the typed value back with `String()`.
 */

/** An integer query parameter within [min, max]; no signs, exponents or leading zeros. */
export function intParam(min: number, max: number) {
  return v.pipe(
    v.string(),
    v.regex(/^(0|[1-9]\d{0,14})$/, 'Expected a whole number'),
    v.transform(Number),
    v.safeInteger(),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** Money on the wire: integer minor units (cents), never a float. */
export const minorUnitsSchema = v.pipe(v.number(), v.safeInteger());

/** Money that cannot be negative (balances, bets, redeem amounts). */
export const nonNegativeMinorUnitsSchema = v.pipe(minorUnitsSchema, v.minValue(0));

export const positiveIntSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
export const nonNegativeIntSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** The spec's language codes: `MY`, `EN`, `UR-LA`, `PT-BR`, ... (the registry lives in i18n). */
export const languageCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}(-[A-Z]{2})?$/));

/** 0/1 flags the operator sends as numbers. */
export const binaryFlagSchema = v.picklist([0, 1]);

export const base64UrlSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/));
export const base64Schema = v.pipe(
  v.string(),
  v.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/),
);

/** A page of results, as every paged relay answers it. */
export function pageSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    list: v.array(item),
    page: positiveIntSchema,
    pageSize: positiveIntSchema,
    totalPage: nonNegativeIntSchema,
    total: nonNegativeIntSchema,
  });
}

/** Paging query parameters (wire form). */
export const pagingQueryEntries = {
  page: intParam(1, 100_000),
  pageSize: intParam(1, 100),
};

/** Calls that answer with no value send `value: null`. */
export const emptyValueSchema = v.null();

/**
 * Bot-check result merged into login, SMS and register payloads. Its fields depend on the provider,
 * so only the shape (string values) is fixed here.
 */
export const botCheckSchema = v.record(v.string(), v.string());

/**
 * A password exactly as typed. Deliberately no trim or normalisation: a password with spaces or
 * composed characters must reach the server byte for byte (docs/quality.md, security table).
 */
export const passwordSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(256));
