import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import { ApiError, fail, invalidMessage } from './envelope';

export function isApiPath(path: string): boolean {
  return path === '/wps' || path.startsWith('/wps/');
}

/**
 * One place that turns errors into envelopes: bad input is always a 4xx with a message, anything
 * unexpected is a bare 500 — the details go to the log, never to the caller.
 */
export function createErrorHandler(log: (error: unknown, c: Context) => void): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return fail(c, error.status, error.message, error.code, error.value);
    }
    if (v.isValiError(error)) return fail(c, 400, invalidMessage(error.issues));
    if (error instanceof HTTPException && error.status < 500) {
      return fail(c, error.status, error.message || 'Bad request');
    }
    // A handler that calls c.req.json() directly gets a SyntaxError for a malformed body; that is
    // the caller's mistake, not ours.
    if (error instanceof SyntaxError) return fail(c, 400, 'Malformed JSON');
    log(error, c);
    return fail(c, 500, 'Internal error');
  };
}

export const notFound: NotFoundHandler = (c) => {
  if (isApiPath(c.req.path)) return fail(c, 404, 'Not found');
  return c.text('Not found', 404);
};
