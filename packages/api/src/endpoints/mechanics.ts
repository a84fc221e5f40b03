import type { ApiClient } from '../client';
import { paths } from '../paths';
import {
  calendarStateSchema,
  eggSmashResultSchema,
  eggStateSchema,
  freeSpinsStateSchema,
  redEnvelopeResultSchema,
  redEnvelopeStateSchema,
  signInResultSchema,
  wheelSpinResultSchema,
  wheelStateSchema,
} from '../schemas/mechanics';
import type {
  CalendarState,
  EggSmashResult,
  EggState,
  FreeSpinsState,
  RedEnvelopeResult,
  RedEnvelopeState,
  SignInResult,
  WheelSpinResult,
  WheelState,
} from '../schemas/mechanics';
import type { CallOptions } from './options';
import { withSignal } from './options';

// The promotion mechanics (token). Each action pays through the ledger; a refusal carries one of
// MECHANIC_CODES (a second envelope or sign-in the same day, no spin, no ticket).

export function getRedEnvelope(
  client: ApiClient,
  options?: CallOptions,
): Promise<RedEnvelopeState> {
  return client.request({
    method: 'GET',
    path: paths.mechanicEnvelope,
    value: redEnvelopeStateSchema,
    ...withSignal(options),
  });
}

export function openRedEnvelope(
  client: ApiClient,
  options?: CallOptions,
): Promise<RedEnvelopeResult> {
  return client.request({
    method: 'POST',
    path: paths.mechanicEnvelopeOpen,
    json: {},
    value: redEnvelopeResultSchema,
    ...withSignal(options),
  });
}

export function getWheel(client: ApiClient, options?: CallOptions): Promise<WheelState> {
  return client.request({
    method: 'GET',
    path: paths.mechanicWheel,
    value: wheelStateSchema,
    ...withSignal(options),
  });
}

export function spinWheel(client: ApiClient, options?: CallOptions): Promise<WheelSpinResult> {
  return client.request({
    method: 'POST',
    path: paths.mechanicWheelSpin,
    json: {},
    value: wheelSpinResultSchema,
    ...withSignal(options),
  });
}

export function getEgg(client: ApiClient, options?: CallOptions): Promise<EggState> {
  return client.request({
    method: 'GET',
    path: paths.mechanicEgg,
    value: eggStateSchema,
    ...withSignal(options),
  });
}

export function smashEgg(
  client: ApiClient,
  egg: number,
  options?: CallOptions,
): Promise<EggSmashResult> {
  return client.request({
    method: 'POST',
    path: paths.mechanicEggSmash,
    json: { egg },
    value: eggSmashResultSchema,
    ...withSignal(options),
  });
}

export function getCalendar(client: ApiClient, options?: CallOptions): Promise<CalendarState> {
  return client.request({
    method: 'GET',
    path: paths.mechanicCalendar,
    value: calendarStateSchema,
    ...withSignal(options),
  });
}

export function signInToday(client: ApiClient, options?: CallOptions): Promise<SignInResult> {
  return client.request({
    method: 'POST',
    path: paths.mechanicSignIn,
    json: {},
    value: signInResultSchema,
    ...withSignal(options),
  });
}

// Free spins: the state of one promotion's spins, and the claim (once per member and promotion;
// a second answers FREE_SPINS_CLAIMED). The spins are played in the game itself (the game host).

export function getFreeSpins(
  client: ApiClient,
  promotionId: number,
  options?: CallOptions,
): Promise<FreeSpinsState> {
  return client.request({
    method: 'GET',
    path: paths.mechanicFreeSpins,
    query: { promotionId: String(promotionId) },
    value: freeSpinsStateSchema,
    ...withSignal(options),
  });
}

export function claimFreeSpins(
  client: ApiClient,
  promotionId: number,
  options?: CallOptions,
): Promise<FreeSpinsState> {
  return client.request({
    method: 'POST',
    path: paths.mechanicFreeSpinsClaim,
    json: { promotionId },
    value: freeSpinsStateSchema,
    ...withSignal(options),
  });
}
