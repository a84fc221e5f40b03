import type {
  CalendarState,
  EggState,
  FreeSpinsState,
  RedEnvelopeState,
  WheelState,
} from '@lobby/api';
import { defineQuery } from '../../../data/query';

// What the player has in each promotion mechanic (the logged-in member's, scope 'session'), under
// ['mechanics', ...]: an action, paid or refused, asks them again, so the panel shows what the
// server now holds.

export const redEnvelopeQuery = defineQuery<RedEnvelopeState>({
  key: ['mechanics', 'redEnvelope'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getRedEnvelope(client, { signal }),
});

export const wheelQuery = defineQuery<WheelState>({
  key: ['mechanics', 'wheel'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getWheel(client, { signal }),
});

export const eggQuery = defineQuery<EggState>({
  key: ['mechanics', 'egg'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getEgg(client, { signal }),
});

export const calendarQuery = defineQuery<CalendarState>({
  key: ['mechanics', 'signIn'],
  scope: 'session',
  load: ({ api, client, signal }) => api.getCalendar(client, { signal }),
});

/** One promotion's free spins (they are per promotion, on the slot game it grants them on). */
export const freeSpinsQuery = (promotionId: number) =>
  defineQuery<FreeSpinsState>({
    key: ['mechanics', 'freeSpins', promotionId],
    scope: 'session',
    load: ({ api, client, signal }) => api.getFreeSpins(client, promotionId, { signal }),
  });
