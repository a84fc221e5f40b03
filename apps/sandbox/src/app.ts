import { Hono } from 'hono';
import { paths } from '@lobby/api';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { logger } from 'hono/logger';
import type { Services } from './context';
import { createKeyRing } from './crypto/keys';
import type { KeyRing } from './crypto/keys';
import type { Database } from './db';
import { publicOrigin } from './http/assetUrl';
import { devAccess } from './http/devAccess';
import type { DevAccess } from './http/devAccess';
import { fail } from './http/envelope';
import { createErrorHandler, notFound } from './http/errors';
import { resolveVisitor, trustedProxies } from './http/ip';
import { DEFAULT_RATE_LIMITS } from './http/rateLimit';
import type { RateLimits } from './http/rateLimit';
import { CSP_REPORT_PATH, securityHeaders } from './http/security';
import { serveSite, siteScriptSources } from './http/site';
import { agentApplicationRoutes, agentTeamRoutes } from './routes/agentTeam';
import { agentTeamDevRoutes } from './routes/agentTeamDev';
import { ASSETS_PREFIX, assetRoutes } from './routes/assets';
import { captchaRoutes } from './routes/captcha';
import { claimRelayRoutes } from './routes/claims';
import { cspReportRoutes } from './routes/cspReport';
import { devRoutes } from './routes/dev';
import { rewardDevRoutes } from './routes/devRewards';
import { gameDevRoutes, launchRoutes } from './routes/launch';
import { favouriteRoutes, gameListRoutes } from './routes/gameLists';
import { lotteryRoutes } from './routes/lottery';
import { memberRoutes } from './routes/member';
// promotion mechanics (issue 27)
import { mechanicRelayRoutes } from './routes/mechanics';
import { mechanicsDevRoutes } from './routes/mechanicsDev';
import { PROOF_BODY_MAX_BYTES, moneyRelayRoutes } from './routes/money';
// member centre II: records and rank
import { recordsRelayRoutes } from './routes/records';
import { recordsDevRoutes } from './routes/recordsDev';
// promotions and activities (issue 27)
import { promotionRelayRoutes } from './routes/promotions';
import { promotionsDevRoutes } from './routes/promotionsDev';
import { messageRelayRoutes } from './routes/messages';
// agent centre: contracts
import { contractRelayRoutes } from './routes/contracts';
import { contractDevRoutes } from './routes/contractsDev';
// player protection: limits, the reality check's figures
import { protectionRelayRoutes } from './routes/protection';
import { protectionDevRoutes } from './routes/protectionDev';
// player protection: time-out and self-exclusion
import { protectionBreakRoutes } from './routes/protectionBreak';
import { pointsRelayRoutes } from './routes/points';
import { pointsDevRoutes } from './routes/pointsDev';
import { relayRoutes } from './routes/relay';
// VIP club and feedback (issue 27)
import { feedbackRoutes, vipRelayRoutes } from './routes/vip';
import { sportsPvpRoutes } from './routes/sportsPvp';
// social and phone-provider sign-in: the simulated identity provider
import {
  IDENTITY_PREFIX,
  identityDevRoutes,
  identityProviderRoutes,
} from './identityProvider/routes';
import { sessionRoutes } from './routes/session';
import { systemRoutes } from './routes/system';
import { verificationRoutes } from './routes/verification';
import { walletRoutes } from './routes/wallet';
import { DEFAULT_BOT_CHECK_DIFFICULTY } from './store/botCheck';
import { DEFAULT_DEPOSIT_DELAY_MS } from './constants';

export interface AppOptions {
  db: Database;
  /** The built site (apps/site/dist); without it the sandbox serves only the API. */
  siteDir?: string;
  /**
   * The demo game host's origin (`http://127.0.0.1:4174`), served by main.ts on a second port.
   * Launch addresses point there and the site's frame-src allows it; without it, launches answer
   * 501 and frame-src stays 'self'.
   */
  gameOrigin?: string;
  /**
   * Development mode (`--dev` only): mounts the /wps/dev controls, guarded by the run's token and
   * the loopback Host names, and logs every request. false: the paths do not exist.
   */
  dev: false | DevAccess;
  /**
   * The public origin absolute URLs in answers are built on (`https://lobby.example`); never the
   * Host header of a request.
   */
  origin: string;
  /**
   * Proxies (addresses or CIDR ranges) whose X-Forwarded-For and X-Forwarded-Proto are believed;
   * none by default, so the client is the socket's address.
   */
  trustedProxies?: readonly string[];
  /** Logs every request to stderr; defaults to `dev` (tests in dev mode turn it off). */
  requestLog?: boolean;
  /** Epoch milliseconds; tests pass a movable clock. */
  now?: () => number;
  /** The encryption key pair; one per process by default. */
  keys?: KeyRing;
  /** Overrides of the default rate limits. */
  rateLimits?: Partial<RateLimits>;
  /** Where unexpected errors are reported; stderr by default. */
  logError?: (error: unknown, c: Context) => void;
  /**
   * Leading zero bits of the bot check's proof of work (2^n hashes on average); tests lower it so
   * a solve takes no time. @default 17
   */
  botCheckDifficulty?: number;
  /**
   * How long after its creation a deposit is credited; `SANDBOX_DEPOSIT_DELAY_MS`, else 3000. A
   * dev control changes it while the sandbox runs.
   */
  depositDelayMs?: number;
}

// Every /wps body is a small JSON document; anything larger is a mistake or an attack.
const MAX_BODY_BYTES = 1024 * 1024;

export function createApp({
  db,
  siteDir,
  gameOrigin,
  dev,
  origin,
  trustedProxies: proxies = [],
  requestLog = dev !== false,
  now = Date.now,
  keys = createKeyRing(),
  rateLimits,
  logError = defaultLogError,
  botCheckDifficulty = DEFAULT_BOT_CHECK_DIFFICULTY,
  depositDelayMs = depositDelayFromEnv(process.env),
}: AppOptions): Hono {
  const app = new Hono();
  const services: Services = {
    db,
    now,
    keys,
    limits: { ...DEFAULT_RATE_LIMITS, ...rateLimits },
    botCheckDifficulty,
    origin: publicOrigin(origin),
    money: { depositDelayMs },
  };

  // First, so every rule after it (limits, known addresses, HSTS) sees the same client.
  app.use('*', resolveVisitor(trustedProxies(proxies)));
  app.use(
    '*',
    securityHeaders(gameOrigin, siteDir === undefined ? undefined : siteScriptSources(siteDir)),
  );
  // stderr, because stdout carries only the one "listening" line that scripts read.
  if (requestLog) {
    app.use(
      '*',
      logger((line) => console.error(line)),
    );
  }

  app.use('/wps/*', async (c, next) => {
    await next();
    // Balances, tokens and statuses must never be replayed from a cache. A route that sets its own
    // policy (GAME_index: public catalogue data with an ETag) has chosen it on purpose.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  const limitBody = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        // The rest of the body is never read, so the connection cannot carry another request.
        c.header('Connection', 'close');
        return fail(c, 413, 'Request too large');
      },
    });
  const smallBody = limitBody(MAX_BODY_BYTES);
  // A not-received confirmation carries up to three 5 MB pictures; every other body stays small.
  const proofBody = limitBody(PROOF_BODY_MAX_BYTES);
  const sizedBody: MiddlewareHandler = (c, next) =>
    c.req.path === paths.withdrawConfirm || c.req.path === paths.promotionApply
      ? proofBody(c, next)
      : smallBody(c, next);
  app.use('/wps/*', sizedBody);

  app.route('/wps/system', systemRoutes(services, { gameOrigin }));
  app.route('/wps/relay', relayRoutes(services));
  app.route('/wps/relay', gameListRoutes(services));
  app.route('/wps/relay', moneyRelayRoutes(services));
  app.route('/wps/relay', recordsRelayRoutes(services));
  // member centre II: rewards, missions, the manual rebate
  app.route('/wps/relay', claimRelayRoutes(services));
  app.route('/wps/relay', messageRelayRoutes(services));
  // agent centre: team (issue 26)
  app.route('/wps/relay', agentTeamRoutes(services));
  app.route('/wps/relay', agentApplicationRoutes(services));
  // agent centre: contracts
  app.route('/wps/relay', contractRelayRoutes(services));
  // player protection: limits
  app.route('/wps/relay', protectionRelayRoutes(services));
  // player protection: time-out and self-exclusion
  app.route('/wps/relay', protectionBreakRoutes(services));
  // promotions and activities (issue 27)
  app.route('/wps/relay', promotionRelayRoutes(services));
  app.route('/wps/relay', mechanicRelayRoutes(services));
  // points mall (issue 27)
  app.route('/wps/relay', pointsRelayRoutes(services));
  // VIP club and feedback (issue 27)
  app.route('/wps/relay', vipRelayRoutes(services));
  app.route('/wps/feedback', feedbackRoutes(services));
  app.route('/wps/relay', sportsPvpRoutes(services));
  app.route('/wps/game/favourite', favouriteRoutes(services));
  app.route('/wps/lgw', lotteryRoutes(services));
  app.route('/wps/member', memberRoutes(services));
  app.route('/wps/session', sessionRoutes(services));
  app.route('/wps/verification', verificationRoutes(services));
  app.route('/wps/captcha', captchaRoutes(services));
  app.route('/wps/v2/wallets', walletRoutes(services));
  app.route(CSP_REPORT_PATH, cspReportRoutes(services));
  app.route('/wps/game', launchRoutes(services, { gameOrigin }));
  // The simulated identity provider, on a path of its own: it stands for an outside service.
  app.use(`${IDENTITY_PREFIX}/*`, smallBody);
  app.route(IDENTITY_PREFIX, identityProviderRoutes(services));
  // Not mounted at all in production: the paths answer 404 like any unknown path.
  if (dev !== false) {
    app.use('/wps/dev/*', devAccess(dev));
    app.route('/wps/dev', devRoutes(services));
    app.route('/wps/dev/game', gameDevRoutes(services));
    app.route('/wps/dev/records', recordsDevRoutes(services));
    app.route('/wps/dev/rewards', rewardDevRoutes(services));
    app.route('/wps/dev/agent', agentTeamDevRoutes(services));
    // agent centre: contracts
    app.route('/wps/dev/agent', contractDevRoutes(services));
    // player protection: limits
    app.route('/wps/dev/protection', protectionDevRoutes(services));
    // social and phone-provider sign-in
    app.route('/wps/dev/identity', identityDevRoutes(services));
    // promotions and activities (issue 27)
    app.route('/wps/dev/promotions', promotionsDevRoutes(services));
    app.route('/wps/dev/mechanics', mechanicsDevRoutes(services));
    // points mall (issue 27): approve or reject a redeem
    app.route('/wps/dev/points', pointsDevRoutes(services));
  }
  // Before the site, whose SPA fallback would otherwise answer these with index.html.
  app.route(ASSETS_PREFIX, assetRoutes(db));

  // It hands /wps paths on, so API routes added after it (and the 404 envelope) still answer them.
  if (siteDir !== undefined) app.get('*', serveSite(siteDir));

  app.notFound(notFound);
  app.onError(createErrorHandler(logError));
  return app;
}

/** SANDBOX_DEPOSIT_DELAY_MS when it is a whole number of milliseconds, else the default. */
export function depositDelayFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const text = env['SANDBOX_DEPOSIT_DELAY_MS']?.trim() ?? '';
  return /^\d{1,9}$/.test(text) ? Number(text) : DEFAULT_DEPOSIT_DELAY_MS;
}

function defaultLogError(error: unknown, c: Context): void {
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
}
