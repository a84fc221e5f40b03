import { Hono } from 'hono';
import { paths, pvpRoomQuerySchema } from '@lobby/api';
import type { Services } from '../context';
import { ok } from '../http/envelope';
import { merchant } from '../http/merchant';
import { readQuery } from '../http/query';
import { requireSession } from '../http/session';
import type { SessionEnv } from '../http/session';
import { pvpRoomsOf } from '../pvp/rooms';
import { hotMatchesOf } from '../sports/hotMatches';

const relay = (path: string): string => path.replace(/^\/wps\/relay/, '');

/**
 * `/wps/relay/SPORTS_hotMatches` (no token, like the hot games) and `/wps/relay/PVP_rooms` (a game
 * call, doc 2 §7: a session). What they list is generated (sports/, pvp/); a bet or a seat is
 * taken through the usual launchGame, which keeps every launch rule.
 */
export function sportsPvpRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono<SessionEnv>();
  const brand = merchant(db);

  routes.get(relay(paths.hotMatches), brand, (c) =>
    ok(c, hotMatchesOf(db, c.var.merchant.code, now())),
  );

  routes.get(relay(paths.pvpRooms), brand, requireSession(services), (c) => {
    const { vassalage } = readQuery(c, pvpRoomQuerySchema);
    return ok(c, pvpRoomsOf(db, now(), vassalage));
  });

  return routes;
}
