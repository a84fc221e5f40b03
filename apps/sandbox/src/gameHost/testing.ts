import { Hono } from 'hono';
import type { Database } from '../db';
import { insertMember } from '../store/members';
import type { MemberType } from '../store/members';
import { createSession } from '../store/sessions';
import { startSandbox } from '../test/harness';
import type { JsonResponse, Sandbox, SandboxOptions } from '../test/harness';
import { startServer } from '../test/server';
import type { TestServer } from '../test/server';
import { createGameHost } from './app';
import type { GameHostOptions } from './app';

/** Test support: the site's sandbox and its game host on two ephemeral ports, as main.ts runs them. */
export interface GameSandbox extends Sandbox {
  /** The game host's origin, e.g. http://127.0.0.1:40123. */
  gameUrl: string;
  /** A POST to the game host. */
  postGame(path: string, body: unknown, headers?: Record<string, string>): Promise<JsonResponse>;
}

export async function startGameSandbox(
  options: Omit<SandboxOptions, 'gameOrigin'> & {
    random?: GameHostOptions['random'];
  } = {},
): Promise<GameSandbox> {
  const { random, ...appOptions } = options;
  // The game host needs the sandbox's database and clock, the sandbox the host's origin: the host
  // listens first and forwards to its app once there is one.
  const ready: { host?: Hono } = {};
  const front = new Hono();
  front.all('*', (c) => (ready.host ? ready.host.fetch(c.req.raw) : c.text('Starting', 503)));
  const gameServer: TestServer = await startServer(front);
  const sandbox = await startSandbox({ ...appOptions, gameOrigin: gameServer.url });
  ready.host = createGameHost({
    db: sandbox.db,
    now: () => sandbox.clock.now,
    ...(random === undefined ? {} : { random }),
    logError: (error) => console.error('game host 500:', error),
  });
  return {
    ...sandbox,
    gameUrl: gameServer.url,
    postGame: async (path, body, headers = {}) => {
      const res = await fetch(`${gameServer.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text for the assertion message
      }
      return { status: res.status, headers: res.headers, body: parsed };
    },
    close: async () => {
      await gameServer.close();
      await sandbox.close();
    },
  };
}

let accounts = 0;

/** A fresh member with a live site session; the token goes in `Authorization`. */
export function memberWithSession(
  db: Database,
  now: number,
  {
    balance = 100_000,
    type = 0,
    merchant = 'aurora',
  }: {
    balance?: number;
    type?: MemberType;
    merchant?: string;
  } = {},
): { memberId: number; token: string; account: string } {
  const account = `gamer${++accounts}${Math.floor(now % 1000)}`;
  const memberId = insertMember(db, {
    merchant,
    account,
    passwordHash: null,
    type,
    balance,
    createdAt: now,
  });
  const token = createSession(
    db,
    {
      memberId,
      loginMethod: type === 4 ? 'freeplay' : 'password',
      changeFree: false,
      mustChangePassword: false,
    },
    now,
  );
  return { memberId, token, account };
}

/** The game's launch body as the site sends it. */
export function launchBodyOf(db: Database, gameId: number) {
  const game = db.get<{ gameType: string; vassalage: string; gameCode: string }>(
    'SELECT game_type AS gameType, vassalage, game_code AS gameCode FROM games WHERE game_id = ?',
    [gameId],
  );
  if (!game) throw new Error(`No game ${gameId}`);
  return game;
}

/** A game of the type that is not under maintenance. */
export function playableGame(db: Database, gameType: string): number {
  const row = db.get<{ id: number }>(
    `SELECT game_id AS id FROM games WHERE game_type = ?
       AND game_id NOT IN (SELECT game_id FROM game_maintenance) ORDER BY sort_key LIMIT 1`,
    [gameType],
  );
  if (!row) throw new Error(`No playable ${gameType} game`);
  return row.id;
}

/** Launches the game for the token's member and answers the ticket of the launch address. */
export async function launchTicket(
  sandbox: GameSandbox,
  token: string,
  gameId: number,
): Promise<string> {
  const res = await sandbox.post('/wps/game/launchGame', launchBodyOf(sandbox.db, gameId), {
    Authorization: token,
  });
  const url = (res.body as { value?: { url?: string } }).value?.url;
  if (res.status !== 200 || url === undefined) {
    throw new Error(`Launch failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return url.slice(`${sandbox.gameUrl}/play/`.length);
}

/** Opens the game page of a ticket and reads the session id the page holds. */
export async function openGame(
  sandbox: GameSandbox,
  ticket: string,
): Promise<{ status: number; headers: Headers; html: string; session: string | undefined }> {
  const res = await fetch(`${sandbox.gameUrl}/play/${ticket}`);
  const html = await res.text();
  const session = /data-session="([A-Za-z0-9_-]+)"/.exec(html)?.[1];
  return { status: res.status, headers: res.headers, html, session };
}
