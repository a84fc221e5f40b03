import type { ApiClient } from '../client';
import { solveBotChallenge } from '../crypto/proofOfWork';
import type { SolveOptions } from '../crypto/proofOfWork';
import { paths } from '../paths';
import { botChallengeSchema } from '../schemas/botCheck';
import type { BotChallenge, BotCheckProof } from '../schemas/botCheck';
import type { CallOptions } from './options';
import { withSignal } from './options';

/** A fresh proof-of-work challenge; single use, valid for two minutes. */
export function getBotChallenge(client: ApiClient, options?: CallOptions): Promise<BotChallenge> {
  return client.request({
    method: 'GET',
    path: paths.botChallenge,
    value: botChallengeSchema,
    ...withSignal(options),
  });
}

/**
 * Fetches a challenge and solves it: the `botCheck` value for the next login, SMS send or
 * registration. Fetch one per call; a proof is accepted once.
 */
export async function fetchBotCheck(
  client: ApiClient,
  options: CallOptions & Pick<SolveOptions, 'sliceMs'> = {},
): Promise<BotCheckProof> {
  const challenge = await getBotChallenge(client, options);
  return solveBotChallenge(challenge, {
    ...withSignal(options),
    ...(options.sliceMs === undefined ? {} : { sliceMs: options.sliceMs }),
  });
}
