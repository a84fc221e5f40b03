import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { minorUnitsSchema, nonNegativeIntSchema } from './common';

export const CONTRACT_TYPES = ['dividend', 'dailyWage', 'hourly', 'realtime'] as const;
/** Salary periods: Daily, Weekly, Semimonthly, Monthly. */
export const SALARY_PERIODS = ['D', 'W', 'H', 'M'] as const;

export const contractSchema = v.object({
  contractId: nonNegativeIntSchema,
  type: v.picklist(CONTRACT_TYPES),
  /** Percent, e.g. 1.5 for 1.5 %. */
  rate: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  period: v.optional(v.picklist(SALARY_PERIODS)),
  /** Minor units. */
  periodValidBet: v.optional(minorUnitsSchema),
  /** Minor units. */
  periodProfitLoss: v.optional(minorUnitsSchema),
  activeMembers: v.optional(nonNegativeIntSchema),
  status: v.string(),
});
export type Contract = v.InferOutput<typeof contractSchema>;
export const contractListSchema = v.array(contractSchema);
export const contractListResponseSchema = envelopeSchema(contractListSchema);
