import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHotMatches, getPvpRooms } from '@lobby/api';
import { memberWithSession } from '../gameHost/testing';
import { HOT_MATCH_COUNT } from '../sports/hotMatches';
import { failureOf, visitor } from '../test/account';
import { startSandbox } from '../test/harness';
import type { Sandbox } from '../test/harness';

// Sports hot matches and PVP rooms (issue 27) over HTTP, every answer parsed by the contract's
// schemas: what they list, that it is the same within its window, and what they launch exists.

const HOUR = 3_600_000;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const gameOf = (vassalage: string, gameCode: string) =>
  sandbox.db.get<{ gameType: string }>(
    'SELECT game_type AS gameType FROM games WHERE vassalage = ? AND game_code = ?',
    [vassalage, gameCode],
  );

describe('GET SPORTS_hotMatches', () => {
  it('answers upcoming matches without a token, the same all day, different per brand', async () => {
    const now = sandbox.clock.now;
    const matches = await getHotMatches(visitor(sandbox).client);
    expect(matches).toHaveLength(HOT_MATCH_COUNT);
    expect(matches.every((m) => m.kickOff > now && m.home !== m.away)).toBe(true);
    expect(matches.map((m) => m.kickOff)).toEqual([...matches.map((m) => m.kickOff)].sort());
    // Each opens a sports game that exists; implied chances carry a bookmaker's margin.
    for (const m of matches) {
      expect(gameOf(m.vassalage, m.gameCode)?.gameType).toBe('SPORTS');
      const implied = 100 / m.odds.home + 100 / m.odds.draw + 100 / m.odds.away;
      expect(implied).toBeGreaterThan(1);
      expect(implied).toBeLessThan(1.12);
    }
    sandbox.clock.now += HOUR;
    const later = await getHotMatches(visitor(sandbox).client);
    expect(later.map((m) => [m.id, m.home, m.away])).toEqual(
      matches.map((m) => [m.id, m.home, m.away]),
    );
    const jade = await getHotMatches(visitor(sandbox, 'jade').client);
    expect(jade.map((m) => `${m.home}-${m.away}`)).not.toEqual(
      later.map((m) => `${m.home}-${m.away}`),
    );
  });
});

describe('GET PVP_rooms', () => {
  it('needs a session', async () => {
    expect((await failureOf(getPvpRooms(visitor(sandbox).client))).failure.kind).toBe(
      'sessionExpired',
    );
  });

  it('lists rooms of PVP games with free or full seats, narrowed to a vendor on request', async () => {
    const who = visitor(sandbox);
    who.token = memberWithSession(sandbox.db, sandbox.clock.now).token;
    const rooms = await getPvpRooms(who.client);
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) {
      expect(gameOf(room.vassalage, room.gameCode)?.gameType).toBe('PVP');
      expect(room.seatsTaken).toBeLessThanOrEqual(room.seats);
    }
    expect(new Set(rooms.map((room) => room.id)).size).toBe(rooms.length);
    expect(await getPvpRooms(who.client)).toEqual(rooms);
    const duel = await getPvpRooms(who.client, { vassalage: 'DUEL' });
    expect(duel.length).toBeGreaterThan(0);
    expect(duel.every((room) => room.vassalage === 'DUEL')).toBe(true);
  });
});
