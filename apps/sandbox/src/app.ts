import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { logger } from 'hono/logger';
import type { Database } from './db';
import { fail } from './http/envelope';
import { createErrorHandler, notFound } from './http/errors';
import { securityHeaders } from './http/security';
import { serveSite } from './http/site';
import { systemRoutes } from './routes/system';

export interface AppOptions {
  db: Database;
  /** The built site (apps/site/dist); without it the sandbox serves only the API. */
  siteDir?: string;
  /** Development mode: logs every request. */
  dev: boolean;
  /** Where unexpected errors are reported; stderr by default. */
  logError?: (error: unknown, c: Context) => void;
}

// Every /wps body is a small JSON document; anything larger is a mistake or an attack.
const MAX_BODY_BYTES = 1024 * 1024;

export function createApp({ db, siteDir, dev, logError = defaultLogError }: AppOptions): Hono {
  const app = new Hono();

  app.use('*', securityHeaders);
  // stderr, because stdout carries only the one "listening" line that scripts read.
  if (dev) {
    app.use(
      '*',
      logger((line) => console.error(line)),
    );
  }

  app.use('/wps/*', async (c, next) => {
    await next();
    // Balances, tokens and statuses must never be replayed from a cache.
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use(
    '/wps/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The rest of the body is never read, so the connection cannot carry another request.
        c.header('Connection', 'close');
        return fail(c, 413, 'Request too large');
      },
    }),
  );

  app.route('/wps/system', systemRoutes(db));

  // It hands /wps paths on, so API routes added after it (and the 404 envelope) still answer them.
  if (siteDir !== undefined) app.get('*', serveSite(siteDir));

  app.notFound(notFound);
  app.onError(createErrorHandler(logError));
  return app;
}

function defaultLogError(error: unknown, c: Context): void {
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
}
