import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { minorUnitsSchema } from './common';

export const walletBalanceSchema = v.object({
  /** Minor units. */
  balance: minorUnitsSchema,
  /** Minor units, consolidated over the member's wallets. */
  sumBalance: minorUnitsSchema,
  /** Whether the merchant runs a single wallet. */
  isSingle: v.optional(v.boolean()),
});
export type WalletBalance = v.InferOutput<typeof walletBalanceSchema>;
export const walletBalanceResponseSchema = envelopeSchema(walletBalanceSchema);
