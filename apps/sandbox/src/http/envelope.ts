import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

/**
 * The `/wps` response shape: a value on success, a message (and maybe a code, and a value the
 * client acts on) on failure.
 */
export type Envelope<T> =
  { success: true; value: T } | { success: false; message: string; code?: string; value?: unknown };

export function ok<T>(c: Context, value: T) {
  return c.json({ success: true as const, value }, 200);
}

export function fail(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  code?: string,
  value?: unknown,
) {
  const body: Envelope<never> = {
    success: false,
    message,
    ...(code === undefined ? {} : { code }),
    ...(value === undefined ? {} : { value }),
  };
  return c.json(body, status);
}

/** An error whose message is safe to show to the caller; anything else becomes a bare 500. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string | undefined;
  /** Sent as the failure's `value` (the new-IP step's challenge). */
  readonly value: unknown;
  /** Response headers the refusal needs (Retry-After). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    code?: string,
    extra: { value?: unknown; headers?: Readonly<Record<string, string>> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.value = extra.value;
    this.headers = extra.headers ?? {};
  }
}

/**
 * Reads and validates a JSON body. Requiring the JSON media type means a cross-site HTML form cannot
 * reach a handler without a CORS preflight.
 */
export async function readJson<const TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new ApiError(415, 'Expected a JSON body');
  }
  let data: unknown;
  try {
    data = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'Malformed JSON');
  }
  const result = v.safeParse(schema, data);
  if (!result.success) throw new ApiError(400, invalidMessage(result.issues));
  return result.output;
}

export function invalidMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const path = v.getDotPath(first);
  return path ? `Invalid ${path}: ${first.message}` : `Invalid request: ${first.message}`;
}
