import { Hono } from 'hono';
import * as v from 'valibot';
import { contractKindSchema, contractPeriodSchema, contractTiersSchema } from '@lobby/api';
import type { Services } from '../context';
import { giveOperatorContract } from '../contracts/offers';
import { ContractRefusal } from '../contracts/refusal';
import { settleContracts } from '../contracts/settlement';
import { setKindEnabled } from '../contracts/store';
import { ApiError, ok, readJson } from '../http/envelope';
import { findMemberByAccount } from '../store/members';
import { placeBet } from '../wallet/bets';
import { limitApiError } from '../http/protectionRefusal';
import { findMerchant } from '../store/system';
import { contractOut } from './contracts';

const merchantCode = v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,32}$/, 'must be a merchant code'));

const settleBody = v.object({
  merchant: merchantCode,
  /** Epoch ms; now by default. */
  asOf: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
});
const flagBody = v.object({
  merchant: merchantCode,
  kind: contractKindSchema,
  enabled: v.boolean(),
});
const contractBody = v.object({
  merchant: merchantCode,
  account: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  kind: contractKindSchema,
  period: contractPeriodSchema,
  tiers: contractTiersSchema,
});

const betsBody = v.object({
  merchant: merchantCode,
  account: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  rounds: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(50)),
  /** Minor units a round. */
  stake: v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(1_000_000)),
});

/**
 * Dev controls of the contracts (mounted at /wps/dev/agent in dev mode only): journeys settle at
 * once instead of waiting for a period to end, switch a kind on or off, give a fresh agent an
 * operator contract it can then share with its downline, and have a member play slot rounds (as
 * the demo game plays them) so a team has bets in the current period.
 */
export function contractDevRoutes(services: Services) {
  const { db, now } = services;
  const routes = new Hono();

  const requireMerchant = (code: string) => {
    if (!findMerchant(db, code)) throw new ApiError(404, 'No such merchant');
  };

  // Every period ended by asOf, AND the period asOf is in, closed at once: bets placed later in
  // that period are not paid (it is settled already). Answers how many periods it settled.
  routes.post('/settle', async (c) => {
    const body = await readJson(c, settleBody);
    requireMerchant(body.merchant);
    const settled = settleContracts(db, body.asOf ?? now(), {
      merchant: body.merchant,
      closeCurrent: true,
    });
    return ok(c, { settled });
  });

  routes.post('/bets', async (c) => {
    const body = await readJson(c, betsBody);
    requireMerchant(body.merchant);
    const member = findMemberByAccount(db, body.merchant, body.account.trim());
    if (!member) throw new ApiError(404, 'No such member');
    const game = db.get<{ id: number }>(
      "SELECT game_id AS id FROM games WHERE game_type = 'RNG' ORDER BY sort_key LIMIT 1",
    );
    if (!game) throw new ApiError(404, 'No slot game to play');
    let balance = member.balance;
    for (let round = 0; round < body.rounds; round++) {
      let result;
      try {
        // Rounds played as the demo game plays them, the member's protection limits included.
        result = placeBet(db, {
          memberId: member.id,
          gameId: game.id,
          gameType: 'RNG',
          stake: body.stake,
          choice: {},
          now: now(),
        });
      } catch (error) {
        throw limitApiError(error);
      }
      if (result.kind === 'insufficient') throw new ApiError(400, 'The member ran out of money');
      balance = result.balance;
    }
    return ok(c, { balance });
  });

  routes.post('/contractFlags', async (c) => {
    const body = await readJson(c, flagBody);
    requireMerchant(body.merchant);
    setKindEnabled(db, body.merchant, body.kind, body.enabled);
    return ok(c, null);
  });

  routes.post('/contract', async (c) => {
    const body = await readJson(c, contractBody);
    requireMerchant(body.merchant);
    const member = findMemberByAccount(db, body.merchant, body.account.trim());
    if (!member) throw new ApiError(404, 'No such member');
    try {
      const contract = giveOperatorContract(db, {
        merchant: body.merchant,
        memberId: member.id,
        kind: body.kind,
        period: body.period,
        tiers: body.tiers,
        now: now(),
      });
      return ok(c, contractOut(contract));
    } catch (error) {
      if (error instanceof ContractRefusal) throw new ApiError(400, error.message);
      throw error;
    }
  });

  return routes;
}
